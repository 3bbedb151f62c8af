import { buildMember, mockHandlers } from '@retoma/api-client/mock';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { companySessionHandlers, IN_COMPANY } from '#storybook/companySession';
import { expectLeftFor } from '#storybook/navigation';
import { darkStory, screenStates } from '#storybook/screenStates';
import { TEAM_MANAGER, limitedUser } from '../stories/teamStories';
import InviteScreen from './InviteScreen';
import { findToast } from '#storybook/queries';

const meta = {
  title: 'Settings / Users / Invite',
  component: InviteScreen,
  parameters: { layout: 'fullscreen', route: { id: 'usuarios-criar', path: '/aurora/configuracoes/usuarios/criar' }, ...IN_COMPANY },
  beforeEach({ msw }) {
    msw.use(...companySessionHandlers());
  },
} satisfies Meta<typeof InviteScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

async function fill(canvasElement: HTMLElement, email: string) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByRole('textbox', { name: /E-mail/ }), email);
  await userEvent.type(await canvas.findByRole('textbox', { name: 'Nome (opcional)' }), 'Gabriela Rocha');
  await userEvent.click(await canvas.findByRole('button', { name: /Função/ }));
  await userEvent.click(await within(document.body).findByRole('option', { name: 'Atendente' }));
}

/** An empty form: e-mail, optional name, the role. */
export const Form: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Convidar usuário' })).toBeVisible();
    await expect(await canvas.findByText(/recebe um e-mail com um link para escolher a senha/)).toBeVisible();
    await expect(await canvas.findByRole('button', { name: /Função/ })).toBeVisible();
  },
};

/** Nothing filled: the e-mail and the role say what is missing; the e-mail gets the focus. */
export const ClientValidation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Enviar convite' }));
    const email = await canvas.findByRole('textbox', { name: /E-mail/ });
    await waitFor(() => expect(email).toHaveAccessibleDescription(/Por favor, insira o e-mail\./));
    await expect(email).toHaveFocus();
    await expect(await canvas.findByText('Selecione a permissão do usuário.')).toBeVisible();
  },
};

/** Someone already in the company: the server's message on the e-mail, everything typed kept. */
export const DuplicateEmail: Story = {
  beforeEach({ msw }) {
    msw.use(
      mockHandlers.identity.invite.error(422, {
        message: 'Os dados informados são inválidos.',
        errors: { email: ['Este e-mail já faz parte da empresa.'] },
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvasElement, 'carla@retoma.dev');
    await userEvent.click(await canvas.findByRole('button', { name: 'Enviar convite' }));
    const email = await canvas.findByRole('textbox', { name: /E-mail/ });
    await waitFor(() => expect(email).toHaveAccessibleDescription(/Este e-mail já faz parte da empresa\./));
    await expect(email).toHaveValue('carla@retoma.dev');
    await expect(await canvas.findByRole('textbox', { name: 'Nome (opcional)' })).toHaveValue('Gabriela Rocha');
  },
};

/** Every seat of the plan taken: the server says so on the e-mail, with what to do. */
export const PlanLimitReached: Story = {
  beforeEach({ msw }) {
    msw.use(
      mockHandlers.identity.invite.error(422, {
        message: 'Os dados informados são inválidos.',
        errors: { email: ['O seu plano permite até 5 usuários, e todos os lugares estão ocupados. Desative alguém ou mude de plano.'] },
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvasElement, 'gabriela@retoma.dev');
    await userEvent.click(await canvas.findByRole('button', { name: 'Enviar convite' }));
    const email = await canvas.findByRole('textbox', { name: /E-mail/ });
    await waitFor(() => expect(email).toHaveAccessibleDescription(/O seu plano permite até 5 usuários/));
    await expect(email).toHaveValue('gabriela@retoma.dev');
  },
};

/** Sent: a toast, and the list. */
export const Sent: Story = {
  beforeEach({ msw }) {
    msw.use(mockHandlers.identity.invite(buildMember({ id: 9, email: 'gabriela@retoma.dev', name: 'Gabriela Rocha', status: 'pending' })));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvasElement, 'gabriela@retoma.dev');
    await userEvent.click(await canvas.findByRole('button', { name: 'Enviar convite' }));
    await findToast('Convite enviado para gabriela@retoma.dev.');
    await expectLeftFor(canvasElement, '/aurora/configuracoes/usuarios/list');
  },
};

/** Not an administrator: Administrador cannot be chosen, and the field says why. */
export const NotAdministrator: Story = {
  beforeEach({ msw }) {
    msw.use(...limitedUser(TEAM_MANAGER));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Somente administradores convidam administradores.')).toBeVisible();
  },
};

/** The screen in the dark theme. */
export const Dark: Story = darkStory('Convidar usuário');

/**
 * The form's roles come with the company's session (the same call): while it loads the page waits for it, a failure
 * opens the error page, and without `configuracao_usuario_incluir` the page is refused.
 */
const states = screenStates(mockHandlers.session.me, {
  others: () => companySessionHandlers().slice(1),
  loading: 'Carregando…',
  error: { leavesFor: '/500' },
  forbidden: { handlers: () => limitedUser(['configuracao', 'configuracao_usuario']) },
});

export const Loading: Story = states.Loading;
export const Error: Story = states.Error;
export const Forbidden: Story = states.Forbidden;
