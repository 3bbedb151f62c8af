import { NOTIFICATION_EVENTS, type NotificationPreferences, type PermissionName } from '@retoma/api-client';
import { mockHandlers } from '@retoma/api-client/mock';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { companySessionHandlers, IN_COMPANY } from '#storybook/companySession';
import { darkStory, screenStates } from '#storybook/screenStates';
import NotificationPreferencesScreen from './NotificationPreferencesScreen';

const notifications = mockHandlers.notifications;
const toasts = () => within(document.body);

/** As the server starts everyone: each event in the bell only; here late tickets also by e-mail. */
const PREFERENCES = {
  ...Object.fromEntries(NOTIFICATION_EVENTS.map((event) => [event, ['database']])),
  ticket_atrasados: ['database', 'mail'],
} as NotificationPreferences;

/** What the screen saved, for the stories to check. */
const sent = fn<(body: Partial<NotificationPreferences>) => void>();

const meta = {
  title: 'Settings / Notification preferences',
  component: NotificationPreferencesScreen,
  parameters: { layout: 'fullscreen', route: { id: 'notificacoes', path: '/aurora/configuracoes/notificacoes' }, ...IN_COMPANY },
  beforeEach({ msw }) {
    sent.mockClear();
    msw.use(...companySessionHandlers());
  },
} satisfies Meta<typeof NotificationPreferencesScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const switchFor = (canvasElement: HTMLElement, channel: 'Interno' | 'E-mail', event: string) =>
  within(canvasElement).findByRole('switch', { name: `${channel}: ${event}` });

/** Every notice grouped by what it is about, each explained in a line, with a switch per channel. */
export const Loaded: Story = {
  beforeEach({ msw }) {
    msw.use(notifications.preferences(PREFERENCES));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Preferências de notificação' })).toBeVisible();
    const tickets = await canvas.findByRole('region', { name: 'Tickets' });
    await expect(await within(tickets).findByText('Quando um ticket seu passa do horário marcado sem atendimento.')).toBeVisible();
    await expect(await switchFor(canvasElement, 'Interno', 'Ticket atrasado')).toBeChecked();
    await expect(await switchFor(canvasElement, 'E-mail', 'Ticket atrasado')).toBeChecked();
    await expect(await switchFor(canvasElement, 'E-mail', 'Ordem paga')).not.toBeChecked();
    await expect(await switchFor(canvasElement, 'E-mail', 'Ticket atrasado')).toHaveAccessibleDescription(
      'Quando um ticket seu passa do horário marcado sem atendimento.',
    );
    for (const group of ['Atividades', 'Comissões e pagamentos', 'Conquistas', 'Brindes e envios', 'Telefonia e SMS (Zenvia)'])
      await expect(await canvas.findByRole('region', { name: group })).toBeVisible();
    await expect(await canvas.findAllByRole('switch')).toHaveLength(NOTIFICATION_EVENTS.length * 2);
  },
};

/** The screen in the dark theme. */
export const Dark: Story = darkStory('Preferências de notificação', Loaded);

/** A server with no notices to choose from. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(notifications.preferences({} as NotificationPreferences));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Nenhuma preferência disponível')).toBeVisible();
    await expect(canvas.queryByRole('switch')).toBeNull();
  },
};

/** A switch saves the event's channels at once and stays where it was put. */
export const Saves: Story = {
  beforeEach({ msw }) {
    msw.use(
      notifications.preferences(PREFERENCES),
      notifications.savePreferences(async ({ request }) => {
        const { _method, ...body } = (await request.json()) as Partial<NotificationPreferences> & { _method?: string };
        sent(body);
        return { ...PREFERENCES, ...body };
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const mail = await switchFor(canvasElement, 'E-mail', 'Ordem paga');
    await userEvent.click(mail);
    await expect(mail).toBeChecked();
    await waitFor(() => expect(sent).toHaveBeenCalledWith({ ordem_paga: ['database', 'mail'] }));
    const internal = await switchFor(canvasElement, 'Interno', 'Ticket atrasado');
    await userEvent.click(internal);
    await waitFor(() => expect(sent).toHaveBeenLastCalledWith({ ticket_atrasados: ['mail'] }));
    await expect(internal).not.toBeChecked();
    await expect(await switchFor(canvasElement, 'E-mail', 'Ordem paga')).toBeChecked();
    await userEvent.unhover(internal);
  },
};

/** The server refuses a save: the switch goes back and the toast says why. */
export const SaveRefused: Story = {
  beforeEach({ msw }) {
    msw.use(
      notifications.preferences(PREFERENCES),
      notifications.savePreferences.error(422, {
        message: 'Os dados informados são inválidos.',
        errors: { conquista_alcancada: ['Canal desconhecido: use database (Interno) ou mail (E-mail).'] },
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const mail = await switchFor(canvasElement, 'E-mail', 'Conquista alcançada');
    await userEvent.click(mail);
    await expect(await toasts().findByText('Não foi possível salvar a preferência “Conquista alcançada”.')).toBeVisible();
    await expect(await toasts().findByText('Canal desconhecido: use database (Interno) ou mail (E-mail).')).toBeVisible();
    await waitFor(() => expect(mail).not.toBeChecked());
    await userEvent.unhover(mail);
  },
};

const roleWith = (permissions: readonly PermissionName[]) =>
  companySessionHandlers({ user: { role_name: 'Atendente' }, grants: { Atendente: permissions } });

/** The preferences never answer or fail; a role without `configuracao` is turned away. */
const states = screenStates(notifications.preferences, {
  loading: 'Carregando as preferências…',
  error: { alert: ['Não foi possível carregar as suas preferências.', 'Erro interno do servidor.'], retry: 'Tentar de novo' },
  forbidden: { handlers: () => roleWith(['ticket']) },
});

export const Loading: Story = states.Loading;
export const Error: Story = states.Error;
export const Forbidden: Story = states.Forbidden;
export const ForbiddenByServer: Story = states.ForbiddenByServer;
