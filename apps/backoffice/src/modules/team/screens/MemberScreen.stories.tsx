import { buildMemberReturns, buildUserOptions, mockHandlers } from '@retoma/api-client/mock';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { companySessionHandlers, IN_COMPANY } from '#storybook/companySession';
import { expectLeftFor } from '#storybook/navigation';
import { darkStory, screenStates } from '#storybook/screenStates';
import { CARLA, DIEGO, FERNANDA, MEMBERS, limitedUser } from '../stories/teamStories';
import MemberScreen from './MemberScreen';
import { findToast } from '#storybook/queries';

const routeOf = (id: number) => ({ id: 'usuarios-editar', path: `/aurora/configuracoes/usuarios/editar/${id}` });
const identity = mockHandlers.identity;
const ANA = MEMBERS[0]!;

const meta = {
  title: 'Settings / Users / Member',
  component: MemberScreen,
  parameters: { layout: 'fullscreen', route: routeOf(CARLA.id), ...IN_COMPANY },
  beforeEach({ msw }) {
    msw.use(...companySessionHandlers(), mockHandlers.selects.usuarios(buildUserOptions()));
  },
} satisfies Meta<typeof MemberScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An active agent: role, extension and access. */
export const Loaded: Story = {
  beforeEach({ msw }) {
    msw.use(identity.member(CARLA));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Editar usuário' })).toBeVisible();
    await expect(await canvas.findByText(CARLA.email)).toBeVisible();
    await expect(await canvas.findByRole('textbox', { name: /Ramal/ })).toHaveValue('203');
    const access = await canvas.findByRole('region', { name: 'Acesso à empresa' });
    await expect(await within(access).findByText('Ativo')).toBeVisible();
    await expect(await within(access).findByRole('button', { name: 'Desativar' })).toBeVisible();
  },
};

/** Still invited: the invitation can be sent again. */
export const PendingInvitation: Story = {
  parameters: { route: routeOf(FERNANDA.id) },
  beforeEach({ msw }) {
    msw.use(identity.member(FERNANDA), identity.resendInvite({ data: FERNANDA, message: 'Convite enviado com sucesso.' }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const access = await canvas.findByRole('region', { name: 'Acesso à empresa' });
    await expect(await within(access).findByText(`Ainda não aceitou o convite enviado para ${FERNANDA.email}.`)).toBeVisible();
    await userEvent.click(await within(access).findByRole('button', { name: 'Reenviar convite' }));
    await findToast(`Convite reenviado para ${FERNANDA.email}.`);
  },
};

/** Deactivating asks first; then the person's scheduled returns are listed and handed to someone else. */
export const DeactivateAndHandOver: Story = {
  beforeEach({ msw }) {
    msw.use(
      identity.member(CARLA),
      identity.updateMember({ ...CARLA, status: 'inactive' }),
      identity.memberReturns(buildMemberReturns(), { once: true }),
      identity.memberReturns([]),
      identity.reassign({ agendamentos: 2, tickets: 0 }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(document.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Desativar' }));
    const question = await page.findByRole('alertdialog', { name: 'Desativar Carla Dias?' });
    await expect(question).toHaveTextContent('o ticket que estiver atendendo volta para a fila');
    await userEvent.click(await within(question).findByRole('button', { name: 'Desativar' }));
    await expect(await page.findByText('Carla Dias foi desativado(a).')).toBeVisible();
    const returns = await canvas.findByRole('region', { name: /Retornos agendados/ });
    await expect(await within(returns).findByText('Mariana Pereira')).toBeVisible();
    await userEvent.click(await within(returns).findByRole('button', { name: /Passar para/ }));
    await userEvent.click(await page.findByRole('option', { name: 'Bruno Lima' }));
    await userEvent.click(await within(returns).findByRole('button', { name: 'Transferir retornos' }));
    await expect(await page.findByText('2 retornos passados para Bruno Lima.')).toBeVisible();
    await expect(await within(returns).findByText('Nenhum retorno pendente.')).toBeVisible();
  },
};

/** The last administrator cannot be deactivated: the server's reason is shown where the action was. */
export const LastAdministratorRefused: Story = {
  parameters: { route: routeOf(MEMBERS[1]!.id) },
  beforeEach({ msw }) {
    const bruno = { ...MEMBERS[1]!, role_name: 'Administrador', role_id: 1 };
    msw.use(
      identity.member(bruno),
      identity.updateMember.error(409, {
        message: 'A empresa precisa de um administrador ativo, e Bruno Lima é o último. Torne outra pessoa administradora antes.',
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Desativar' }));
    const question = await within(document.body).findByRole('alertdialog', { name: 'Desativar Bruno Lima?' });
    await userEvent.click(await within(question).findByRole('button', { name: 'Desativar' }));
    await userEvent.click(await within(question).findByRole('button', { name: 'Cancelar' }));
    await expect(await canvas.findByText(/Bruno Lima é o último/)).toBeVisible();
  },
};

/** Bringing someone back needs a free seat in the plan: the refusal is shown with what to do. */
export const ReactivatePlanLimit: Story = {
  parameters: { route: routeOf(DIEGO.id) },
  beforeEach({ msw }) {
    msw.use(
      identity.member(DIEGO),
      identity.memberReturns([]),
      identity.updateMember.error(422, {
        message: 'Os dados informados são inválidos.',
        errors: { status: ['O seu plano permite até 5 usuários, e todos os lugares estão ocupados. Desative alguém ou mude de plano.'] },
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Reativar' }));
    await expect(await canvas.findByText(/O seu plano permite até 5 usuários/)).toBeVisible();
    await expect(await canvas.findByText('Nenhum retorno pendente.')).toBeVisible();
  },
};

/** The server's message lands on the extension; the value typed stays. */
export const ServerValidation: Story = {
  beforeEach({ msw }) {
    msw.use(
      identity.member(CARLA),
      identity.updateMember.error(422, {
        message: 'Os dados informados são inválidos.',
        errors: { ramal: ['Este ramal já é de outra pessoa.'] },
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const ramal = await canvas.findByRole('textbox', { name: /Ramal/ });
    await userEvent.clear(ramal);
    await userEvent.type(ramal, '201');
    await userEvent.click(await canvas.findByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(ramal).toHaveAccessibleDescription(/Este ramal já é de outra pessoa\./));
    await expect(ramal).toHaveValue('201');
  },
};

/** Saved: a toast, and the list. */
export const Saved: Story = {
  beforeEach({ msw }) {
    msw.use(identity.member(CARLA), identity.updateMember({ ...CARLA, ramal: '210' }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const ramal = await canvas.findByRole('textbox', { name: /Ramal/ });
    await userEvent.clear(ramal);
    await userEvent.type(ramal, '210');
    await userEvent.click(await canvas.findByRole('button', { name: 'Salvar' }));
    await findToast('As alterações de Carla Dias foram salvas.');
    await expectLeftFor(canvasElement, '/aurora/configuracoes/usuarios/list');
  },
};

/** One's own page: the role and the access are changed by another administrator. */
export const Self: Story = {
  parameters: { route: routeOf(ANA.id) },
  beforeEach({ msw }) {
    msw.use(identity.member(ANA));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Este é você/)).toBeVisible();
    await expect(await canvas.findByRole('button', { name: /Função/ })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Desativar' })).toBeNull();
  },
};

/** A person who left the company (or a wrong address) says so, with the way back. */
export const NotFound: Story = {
  beforeEach({ msw }) {
    msw.use(identity.member.error(404));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Usuário não encontrado')).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: 'Voltar à listagem' }));
    await expectLeftFor(canvasElement, '/aurora/configuracoes/usuarios/list');
  },
};

/** The screen in the dark theme. */
export const Dark: Story = darkStory('Editar usuário', {
  beforeEach({ msw }) {
    msw.use(identity.member(CARLA));
  },
});

const states = screenStates(identity.member, {
  loading: 'Carregando o usuário…',
  error: { alert: ['Não foi possível carregar o usuário.', 'Erro interno do servidor.'], retry: 'Tentar novamente' },
  forbidden: { handlers: () => limitedUser(['configuracao', 'configuracao_usuario']) },
});

export const Loading: Story = states.Loading;
export const Error: Story = states.Error;
export const Forbidden: Story = states.Forbidden;
export const ForbiddenByServer: Story = states.ForbiddenByServer;
