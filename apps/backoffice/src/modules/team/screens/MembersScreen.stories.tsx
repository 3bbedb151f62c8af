import { mockHandlers } from '@retoma/api-client/mock';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { companySessionHandlers, IN_COMPANY } from '#storybook/companySession';
import { expectLeftFor } from '#storybook/navigation';
import { darkStory, screenStates } from '#storybook/screenStates';
import { CARLA, FERNANDA, MEMBERS, limitedUser, membersHandler } from '../stories/teamStories';
import MembersScreen from './MembersScreen';

const meta = {
  title: 'Settings / Users / List',
  component: MembersScreen,
  parameters: { layout: 'fullscreen', route: { id: 'usuarios-list', path: '/aurora/configuracoes/usuarios/list' }, ...IN_COMPANY },
  beforeEach({ msw }) {
    msw.use(...companySessionHandlers());
  },
} satisfies Meta<typeof MembersScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every person with role, extension and status; the pending invitation waits for acceptance. */
export const Loaded: Story = {
  beforeEach({ msw }) {
    msw.use(membersHandler());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('grid', { name: 'Listagem de usuários' });
    const carla = await within(table).findByRole('row', { name: /Carla Dias/ });
    await expect(await within(carla).findByText('Atendente')).toBeVisible();
    await expect(await within(carla).findByText('203')).toBeVisible();
    await expect(await within(carla).findByText('Ativo')).toBeVisible();
    const pending = await within(table).findByRole('row', { name: /Aguardando aceite/ });
    await expect(await within(pending).findByText(FERNANDA.email)).toBeVisible();
    await expect(await within(pending).findByText('Convite pendente')).toBeVisible();
    await expect(await within(pending).findByRole('button', { name: `Reenviar convite para ${FERNANDA.email}` })).toBeVisible();
    await expect(await canvas.findByRole('searchbox', { name: 'Pesquisar por nome, e-mail ou função' })).toBeVisible();
  },
};

/** Who is at work in the app right now has the green dot by their name (and "online" said after it); the rest none. */
export const PeopleAtWork: Story = {
  beforeEach({ msw }) {
    msw.use(membersHandler(MEMBERS.map((one) => ({ ...one, online: one.id === CARLA.id || one.name === 'Ana Souza' }))));
  },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('grid', { name: 'Listagem de usuários' });
    const carla = await within(table).findByRole('rowheader', { name: /^Carla Dias ?, online$/ });
    await expect(carla.querySelector('[data-status="online"]')).not.toBeNull();
    const diego = await within(table).findByRole('rowheader', { name: /Diego/ });
    await expect(diego).not.toHaveAccessibleName(/online/);
    await expect(diego.querySelector('[data-status]')).toBeNull();
  },
};

/** Searching narrows the list on the server; nothing found says so. */
export const NoResults: Story = {
  parameters: { route: { id: 'usuarios-list', path: '/aurora/configuracoes/usuarios/list?search=zz' } },
  beforeEach({ msw }) {
    msw.use(membersHandler());
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Nenhum resultado para “zz”.')).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(mockHandlers.identity.members.empty());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Não existe registro por aqui')).toBeVisible();
    await expect(await canvas.findAllByRole('button', { name: 'Convidar usuário' })).toHaveLength(2);
  },
};

/** A pending invitation is cancelled after a question; it leaves the list. */
export const CancelInvitation: Story = {
  beforeEach({ msw }) {
    let rows = [...MEMBERS];
    msw.use(
      mockHandlers.identity.members(() => rows),
      mockHandlers.identity.removeMember(() => {
        rows = rows.filter((one) => one.id !== FERNANDA.id);
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(document.body);
    await userEvent.click(await canvas.findByRole('button', { name: `Cancelar convite de ${FERNANDA.email}` }));
    const question = await page.findByRole('alertdialog', { name: 'Cancelar convite' });
    await expect(question).toHaveTextContent(`O convite para ${FERNANDA.email} deixa de valer.`);
    await userEvent.click(await within(question).findByRole('button', { name: 'Cancelar convite' }));
    await expect(await page.findByText(`O convite para ${FERNANDA.email} foi cancelado.`)).toBeVisible();
    await waitFor(() => expect(canvas.queryByText(FERNANDA.email)).toBeNull());
  },
};

/** "Gerenciar" opens the person's page. */
export const ManageOpensMember: Story = {
  beforeEach({ msw }) {
    msw.use(membersHandler());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Gerenciar Carla Dias' }));
    await expectLeftFor(canvasElement, `/aurora/configuracoes/usuarios/editar/${CARLA.id}`);
  },
};

/** May only see the team: no invitation, no management. */
export const PermissionLimited: Story = {
  beforeEach({ msw }) {
    msw.use(...limitedUser(['configuracao', 'configuracao_usuario']), membersHandler());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('grid', { name: 'Listagem de usuários' });
    await expect(await within(table).findByRole('row', { name: /Carla Dias/ })).toBeVisible();
    await expect(within(table).queryByRole('button')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Convidar usuário' })).toBeNull();
  },
};

/** The screen in the dark theme. */
export const Dark: Story = darkStory('Listagem de usuários', {
  beforeEach({ msw }) {
    msw.use(membersHandler());
  },
});

const states = screenStates(mockHandlers.identity.members, {
  loading: 'Carregando…',
  busy: { role: 'grid', name: 'Listagem de usuários' },
  error: { alert: 'Erro interno do servidor.', retry: 'Tentar novamente' },
  forbidden: { handlers: () => limitedUser(['configuracao']) },
});

export const Loading: Story = states.Loading;
export const Error: Story = states.Error;
export const Forbidden: Story = states.Forbidden;
export const ForbiddenByServer: Story = states.ForbiddenByServer;
