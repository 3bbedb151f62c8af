import { mockHandlers } from '@retoma/api-client/mock';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { companySessionHandlers, IN_COMPANY } from '#storybook/companySession';
import { expectLeftFor } from '#storybook/navigation';
import { darkStory, screenStates } from '#storybook/screenStates';
import { FERNANDA, MEMBERS, TEAM_MANAGER, limitedUser, membersHandler } from '../stories/teamStories';
import TeamScreen from './TeamScreen';
import { findToast } from '#storybook/queries';

const meta = {
  title: 'Settings / Users / Overview',
  component: TeamScreen,
  parameters: { layout: 'fullscreen', route: { id: 'usuarios', path: '/aurora/configuracoes/usuarios' }, ...IN_COMPANY },
  beforeEach({ msw }) {
    msw.use(...companySessionHandlers());
  },
} satisfies Meta<typeof TeamScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** People by status, the invitation waiting for Fernanda, and the way into the list, roles and history. */
export const Loaded: Story = {
  beforeEach({ msw }) {
    msw.use(membersHandler());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Usuários' })).toBeVisible();
    const figures = await canvas.findByRole('region', { name: 'Equipe em números' });
    await expect(await within(figures).findByText('Ativos')).toBeVisible();
    const pending = await canvas.findByRole('region', { name: 'Convites aguardando resposta' });
    await expect(await within(pending).findByText(FERNANDA.email)).toBeVisible();
    await expect(await within(pending).findByText(/Atendente · convidado em/)).toBeVisible();
    const links = await canvas.findAllByRole('link', { name: /Listagem de usuários|Funções e permissões|Histórico de alterações/ });
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/aurora/configuracoes/usuarios/list',
      '/aurora/configuracoes/funcoes',
      '/aurora/configuracoes/auditoria',
    ]);
  },
};

/** A pending invitation is sent again from the overview. */
export const PendingInvitationResent: Story = {
  beforeEach({ msw }) {
    msw.use(membersHandler(), mockHandlers.identity.resendInvite({ data: FERNANDA, message: 'Convite enviado com sucesso.' }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: `Reenviar convite para ${FERNANDA.email}` }));
    await findToast(`Convite reenviado para ${FERNANDA.email}.`);
  },
};

/** Nobody waiting for an answer. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(membersHandler(MEMBERS.filter((one) => one.status !== 'pending')));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Nenhum convite aguardando resposta.')).toBeVisible();
  },
};

/** Someone who manages users but is not an administrator: no change history (Administrador only). */
export const PermissionLimited: Story = {
  beforeEach({ msw }) {
    msw.use(...limitedUser(TEAM_MANAGER), membersHandler());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: /Funções e permissões/ })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /Histórico de alterações/ })).toBeNull();
  },
};

/** "Convidar usuário" opens the invitation form. */
export const InviteOpensForm: Story = {
  beforeEach({ msw }) {
    msw.use(membersHandler());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Convidar usuário' }));
    await expectLeftFor(canvasElement, '/aurora/configuracoes/usuarios/criar');
  },
};

/** The screen in the dark theme. */
export const Dark: Story = darkStory('Usuários', {
  beforeEach({ msw }) {
    msw.use(membersHandler());
  },
});

/** The figures never answer or fail; a role without `configuracao_usuario` is turned away. */
const states = screenStates(mockHandlers.identity.members, {
  loading: 'Carregando…',
  error: { alert: ['Não foi possível carregar a equipe.', 'Erro interno do servidor.'], retry: 'Tentar novamente' },
  forbidden: { handlers: () => limitedUser(['configuracao']) },
});

export const Loading: Story = states.Loading;
export const Error: Story = states.Error;
export const Forbidden: Story = states.Forbidden;
export const ForbiddenByServer: Story = states.ForbiddenByServer;
