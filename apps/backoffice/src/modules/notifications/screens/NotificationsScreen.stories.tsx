import { mockHandlers } from '@retoma/api-client/mock';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { companySessionHandlers, IN_COMPANY } from '#storybook/companySession';
import { expectLeftFor } from '#storybook/navigation';
import NotificationsScreen from './NotificationsScreen';
import { allRead, LAST_WEEK, UNREAD, WRITTEN_BEFORE_KINDS } from './notificationStoryData';
import { darkStory, screenStates } from '#storybook/screenStates';
import { findToast } from '#storybook/queries';

const meta = {
  title: 'Home / Notifications',
  component: NotificationsScreen,
  parameters: { layout: 'fullscreen', route: { id: 'todas-notificacoes', path: '/aurora/todas-notificacoes' }, ...IN_COMPANY },
} satisfies Meta<typeof NotificationsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The first page can take a moment: the screen's code loads lazily, behind the company gate. */
const list = (canvasElement: HTMLElement) => within(canvasElement).findByRole('list', { name: 'Notificações' });
const items = async (canvasElement: HTMLElement) => await within(await list(canvasElement)).findAllByRole('article');

/** The last week, newest first: unread ones marked, each linking to its ticket; ten at first. */
export const Loaded: Story = {
  beforeEach({ msw }) {
    msw.use(mockHandlers.notifications.list(LAST_WEEK), mockHandlers.notifications.unread(UNREAD), ...companySessionHandlers());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Notificações da última semana' })).toBeVisible();
    const shown = await items(canvasElement);
    await expect(shown).toHaveLength(10);
    await expect(await within(shown[0]!).findByRole('heading', { name: 'Ticket transferido para você' })).toBeVisible();
    await expect(await within(shown[0]!).findByText('Bruno Lima transferiu o ticket #1042 (Mariana Costa) para você.')).toBeVisible();
    await expect(await within(shown[0]!).findByText('há 25 minutos')).toBeVisible();
    await expect(await within(shown[0]!).findByRole('link', { name: 'Ver ticket #1042' })).toHaveAttribute(
      'href',
      '/aurora/tickets/detalhar/1042',
    );
    await expect(await canvas.findAllByText('Não lida')).toHaveLength(3);
    await expect(await canvas.findByRole('button', { name: 'Marcar todas como lidas' })).toBeEnabled();
    await expect(await canvas.findByRole('button', { name: 'Notificações, 3 não lidas' })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Carregar mais' })).toBeVisible();
  },
};

/** "Carregar mais" brings the next ten (here the last four) below the first. */
export const LoadMore: Story = {
  beforeEach: Loaded.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await items(canvasElement)).toHaveLength(10);
    await userEvent.click(await canvas.findByRole('button', { name: 'Carregar mais' }));
    await waitFor(async () => expect(await items(canvasElement)).toHaveLength(14));
    await expect(canvas.queryByRole('button', { name: 'Carregar mais' })).toBeNull();
  },
};

/** Marking all read: the marks go, the button and the top bar's count follow; a notice confirms it. */
export const MarkAllRead: Story = {
  beforeEach({ msw }) {
    let marked = false;
    // The story's own answers first: MSW takes the first handler that matches, and the session's says "none unread".
    msw.use(
      mockHandlers.notifications.list(() => (marked ? allRead(LAST_WEEK) : LAST_WEEK)),
      mockHandlers.notifications.unread(() => (marked ? [] : UNREAD)),
      mockHandlers.notifications.markAllRead(() => {
        marked = true;
        return { marcadas: UNREAD.length };
      }),
      ...companySessionHandlers(),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await list(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Marcar todas como lidas' }));
    await findToast('Todas as notificações foram marcadas como lidas.');
    await waitFor(() => expect(canvas.queryAllByText('Não lida')).toHaveLength(0));
    await expect(await canvas.findByRole('button', { name: 'Marcar todas como lidas' })).toBeDisabled();
    await expect(await canvas.findByRole('button', { name: 'Notificações' })).toBeVisible();
  },
};

/** The server refuses: the marks stay and a notice says so, with the server's message. */
export const MarkAllReadFails: Story = {
  beforeEach({ msw }) {
    msw.use(
      mockHandlers.notifications.list(LAST_WEEK),
      mockHandlers.notifications.unread(UNREAD),
      mockHandlers.notifications.markAllRead.error(500),
      ...companySessionHandlers(),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await list(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Marcar todas como lidas' }));
    const toasts = within(document.body);
    await expect(await toasts.findByText('Não foi possível marcar as notificações como lidas.')).toBeVisible();
    await expect(await toasts.findByText('Erro interno do servidor.')).toBeVisible();
    await expect(await canvas.findAllByText('Não lida')).toHaveLength(3);
  },
};

/** The week's list never answers, fails or is refused by the server. */
const states = screenStates(mockHandlers.notifications.list, {
  others: () => companySessionHandlers(),
  loading: 'Carregando notificações…',
  error: { alert: 'Não foi possível carregar as notificações.', retry: 'Tentar de novo' },
});

/** The screen in the dark theme. */
export const Dark: Story = darkStory('Notificações da última semana', Loaded);

/** Nothing in the last week. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(mockHandlers.notifications.list.empty(), ...companySessionHandlers());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Não existe registro por aqui')).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Marcar todas como lidas' })).toBeDisabled();
  },
};

export const Loading: Story = states.Loading;

/** The list failed: a message and a way to try again; trying again after the server recovered shows it. */
export const Error: Story = states.Error;

/** A 403 while loading sends the user to "não autorizado". */
export const Forbidden: Story = states.Forbidden;

/** Following a notification's ticket link opens the ticket. */
export const OpensTicket: Story = {
  beforeEach: Loaded.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('link', { name: 'Ver ticket #1042' }));
    await expectLeftFor(canvasElement, '/aurora/tickets/detalhar/1042');
  },
};

/** Every notification in the reader's language: the server stores what happened, the app words it. */
export const InEnglish: Story = {
  beforeEach: Loaded.beforeEach,
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const shown = await within(await canvas.findByRole('list', { name: 'Notifications' })).findAllByRole('article');
    await expect(await within(shown[0]!).findByRole('heading', { name: 'Ticket transferred to you' })).toBeVisible();
    await expect(await within(shown[0]!).findByText('Bruno Lima transferred ticket #1042 (Mariana Costa) to you.')).toBeVisible();
    await expect(await within(shown[1]!).findByRole('heading', { name: 'Call-back due' })).toBeVisible();
    await expect(await within(shown[1]!).findByText('It is time for the call-back on ticket #1040 (Rafael Lima).')).toBeVisible();
    await expect(
      await within(shown[2]!).findByText('Bruno Lima reopened ticket #1037 (Carlos Pereira), which you attended.'),
    ).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Mark all as read' })).toBeVisible();
    await expect(await canvas.findAllByText('Unread')).toHaveLength(3);
    await expect(await canvas.findByText('25 minutes ago')).toBeVisible();
  },
};

export const InGerman: Story = {
  beforeEach: Loaded.beforeEach,
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const shown = await within(await canvas.findByRole('list', { name: 'Benachrichtigungen' })).findAllByRole('article');
    await expect(await within(shown[0]!).findByRole('heading', { name: 'Ticket an Sie übertragen' })).toBeVisible();
    await expect(await within(shown[0]!).findByText('Bruno Lima hat Ihnen das Ticket #1042 (Mariana Costa) übertragen.')).toBeVisible();
    await expect(await within(shown[1]!).findByRole('heading', { name: 'Rückruf fällig' })).toBeVisible();
    await expect(
      await within(shown[2]!).findByText('Bruno Lima hat das Ticket #1037 (Carlos Pereira) wiedereröffnet, das Sie bearbeitet haben.'),
    ).toBeVisible();
  },
};

/** A notification made before kinds, whose text was not recognised, is shown as it was written (pt). */
export const WrittenBeforeKinds: Story = {
  beforeEach({ msw }) {
    msw.use(
      mockHandlers.notifications.list([WRITTEN_BEFORE_KINDS, ...LAST_WEEK]),
      mockHandlers.notifications.unread([WRITTEN_BEFORE_KINDS, ...UNREAD]),
      ...companySessionHandlers(),
    );
  },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const shown = await within(await canvas.findByRole('list', { name: 'Notifications' })).findAllByRole('article');
    await expect(await within(shown[0]!).findByRole('heading', { name: 'Aviso antigo' })).toBeVisible();
    await expect(await within(shown[0]!).findByText('Um texto gravado por uma versão anterior do servidor.')).toBeVisible();
    await expect(await within(shown[1]!).findByRole('heading', { name: 'Ticket transferred to you' })).toBeVisible();
  },
};
