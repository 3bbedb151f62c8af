import { mockHandlers } from '@retoma/api-client/mock';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { companySessionHandlers, IN_COMPANY } from '#storybook/companySession';
import { darkStory, screenStates } from '#storybook/screenStates';
import { AUDIT_ENTRIES, TEAM_MANAGER, limitedUser, membersHandler } from '../stories/teamStories';
import AuditScreen from './AuditScreen';

const audit = mockHandlers.audit.list;

const meta = {
  title: 'Settings / Users / Change history',
  component: AuditScreen,
  parameters: { layout: 'fullscreen', route: { id: 'auditoria', path: '/aurora/configuracoes/auditoria' }, ...IN_COMPANY },
  beforeEach({ msw }) {
    msw.use(...companySessionHandlers(), membersHandler());
  },
} satisfies Meta<typeof AuditScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Who changed what and when: a role's permissions before → after, an invitation, an account's masked token. */
export const Loaded: Story = {
  beforeEach({ msw }) {
    msw.use(audit(AUDIT_ENTRIES));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Histórico de alterações' })).toBeVisible();
    const role = await canvas.findByRole('row', { name: /Alterou Atendente/ });
    await expect(await within(role).findByText('Ana Souza')).toBeVisible();
    await expect(await within(role).findByText('Funções')).toBeVisible();
    await expect(await within(role).findByText('ticket, ticket_agenda')).toBeVisible();
    const account = await canvas.findByRole('row', { name: /Hotmart principal/ });
    await expect(await within(account).findByText('alterado (valor oculto)')).toBeVisible();
  },
};

/** Choosing an area asks the server for that area only; the URL keeps it. */
export const FilteredByArea: Story = {
  beforeEach({ msw }) {
    msw.use(
      audit(({ request }) => AUDIT_ENTRIES.filter((entry) => entry.area === (new URL(request.url).searchParams.get('area') ?? entry.area))),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('row', { name: /Hotmart principal/ })).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: /Área/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Funções' }));
    await waitFor(() => expect(canvas.queryByRole('row', { name: /Hotmart principal/ })).toBeNull());
    await expect(await canvas.findByRole('row', { name: /Alterou Atendente/ })).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(audit.empty());
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Nenhuma alteração registrada')).toBeVisible();
  },
};

/** The screen in the dark theme. */
export const Dark: Story = darkStory('Histórico de alterações', {
  beforeEach({ msw }) {
    msw.use(audit(AUDIT_ENTRIES));
  },
});

/** The trail never answers or fails; anyone but an administrator is turned away (even a user manager). */
const states = screenStates(audit, {
  loading: 'Carregando…',
  busy: { role: 'grid', name: 'Histórico de alterações' },
  error: { alert: 'Erro interno do servidor.', retry: 'Tentar novamente' },
  forbidden: { handlers: () => limitedUser(TEAM_MANAGER) },
});

export const Loading: Story = states.Loading;
export const Error: Story = states.Error;
export const Forbidden: Story = states.Forbidden;
export const ForbiddenByServer: Story = states.ForbiddenByServer;
