import type { AppNotification } from '@retoma/api-client';
import { buildNotification, mockHandlers } from '@retoma/api-client/mock';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { findOverlay, findToast } from '#storybook/queries';
import { companySessionHandlers, IN_COMPANY } from '#storybook/companySession';
import { expectLeftFor } from '#storybook/navigation';
import { ScreenHeader } from '../../../shell/ScreenHeader';
import { UNREAD } from '../screens/notificationStoryData';
import { NotificationsBell } from './NotificationsBell';

/**
 * The top bar's notifications, on a company page (the profile's heading stands for any page): the bell with the
 * unread count, and the panel it opens.
 */
const meta = {
  title: 'Shell / Notifications button',
  component: NotificationsBell,
  render: () => <ScreenHeader />,
  parameters: { layout: 'fullscreen', route: { id: 'perfil', path: '/aurora/perfil' }, ...IN_COMPANY },
} satisfies Meta<typeof NotificationsBell>;
export default meta;
type Story = StoryObj<typeof meta>;

const bell = (canvasElement: HTMLElement, name: string) => within(canvasElement).findByRole('button', { name });
const panel = () => findOverlay('dialog', 'Notificações');

/** Three unread: the count on the bell, and in its name. */
export const WithUnread: Story = {
  beforeEach({ msw }) {
    msw.use(mockHandlers.notifications.unread(UNREAD), ...companySessionHandlers());
  },
  play: async ({ canvasElement }) => {
    const button = await bell(canvasElement, 'Notificações, 3 não lidas');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(await within(canvasElement).findByText('3')).toBeVisible();
  },
};

/** One unread: the bell's name says it in the singular (the language's plural rule, not "1 não lidas"). */
export const OneUnread: Story = {
  beforeEach({ msw }) {
    msw.use(mockHandlers.notifications.unread(UNREAD.slice(0, 1)), ...companySessionHandlers());
  },
  play: async ({ canvasElement }) => {
    await bell(canvasElement, 'Notificações, 1 não lida');
    await expect(await within(canvasElement).findByText('1')).toBeVisible();
  },
};

/** One unread in French: "1 non lue", singular by the French rule. */
export const OneUnreadInFrench: Story = {
  beforeEach: OneUnread.beforeEach,
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    await bell(canvasElement, 'Notifications, 1 non lue');
  },
};

/** Opened: the newest unread with their tickets, "mark all as read" and the way to the page. */
export const Opened: Story = {
  beforeEach: WithUnread.beforeEach,
  play: async ({ canvasElement }) => {
    await userEvent.click(await bell(canvasElement, 'Notificações, 3 não lidas'));
    const dialog = within(await panel());
    await expect(await dialog.findAllByRole('article')).toHaveLength(3);
    await expect(await dialog.findByRole('heading', { level: 3, name: 'Ticket transferido para você' })).toBeVisible();
    await expect(await dialog.findByRole('button', { name: 'Marcar todas como lidas' })).toBeEnabled();
    await expect(await dialog.findByRole('link', { name: 'Ver todas as notificações' })).toHaveAttribute(
      'href',
      '/aurora/todas-notificacoes',
    );
  },
};

/** Opened in German: each notification worded in the reader's language from what the server stored. */
export const OpenedInGerman: Story = {
  beforeEach: WithUnread.beforeEach,
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => {
    await userEvent.click(await bell(canvasElement, 'Benachrichtigungen, 3 ungelesen'));
    const dialog = within(await findOverlay('dialog', 'Benachrichtigungen'));
    await expect(await dialog.findByRole('heading', { level: 3, name: 'Ticket an Sie übertragen' })).toBeVisible();
    await expect(await dialog.findByRole('heading', { level: 3, name: 'Rückruf fällig' })).toBeVisible();
    await expect(await dialog.findByText('Es ist Zeit für den Rückruf zum Ticket #1040 (Rafael Lima).')).toBeVisible();
    await expect(await dialog.findByRole('heading', { level: 3, name: 'Ticket wiedereröffnet' })).toBeVisible();
  },
};

/** Mark all read from the panel: the count leaves the bell. */
export const MarkAllRead: Story = {
  beforeEach({ msw }) {
    let marked = false;
    msw.use(
      mockHandlers.notifications.unread(() => (marked ? [] : UNREAD)),
      mockHandlers.notifications.markAllRead(() => {
        marked = true;
        return { marcadas: UNREAD.length };
      }),
      ...companySessionHandlers(),
    );
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await bell(canvasElement, 'Notificações, 3 não lidas'));
    await userEvent.click(await within(await panel()).findByRole('button', { name: 'Marcar todas como lidas' }));
    await expect(await within(document.body).findByText('Nenhuma notificação nova.')).toBeVisible();
    await findToast('Todas as notificações foram marcadas como lidas.');
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: 'Notificações' })).toBeVisible());
  },
};

/** Nothing unread: a plain bell, and the panel says so. */
export const NothingNew: Story = {
  beforeEach({ msw }) {
    msw.use(...companySessionHandlers());
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await bell(canvasElement, 'Notificações'));
    const dialog = within(await panel());
    await expect(await dialog.findByText('Nenhuma notificação nova.')).toBeVisible();
    await expect(dialog.queryByRole('button', { name: 'Marcar todas como lidas' })).toBeNull();
  },
};

/** More than 99 unread: the bell says 99+, the panel shows the newest five. */
export const Many: Story = {
  beforeEach({ msw }) {
    const many: AppNotification[] = Array.from({ length: 100 }, (_, i) =>
      buildNotification({
        id: String(200 - i),
        data: { ...UNREAD[i % 3]!.data, time: `2026-03-14T${String(11 - (i % 10)).padStart(2, '0')}:00:00-03:00` },
      }),
    );
    msw.use(mockHandlers.notifications.unread(many), ...companySessionHandlers());
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await bell(canvasElement, 'Notificações, 100 não lidas'));
    await expect(await within(canvasElement).findByText('99+')).toBeVisible();
    await expect(await within(await panel()).findAllByRole('article')).toHaveLength(5);
  },
};

/** Following a ticket from the panel closes it and opens the ticket. */
export const OpensTicket: Story = {
  beforeEach: WithUnread.beforeEach,
  play: async ({ canvasElement }) => {
    await userEvent.click(await bell(canvasElement, 'Notificações, 3 não lidas'));
    await userEvent.click(await within(await panel()).findByRole('link', { name: 'Ver ticket #1040' }));
    await expectLeftFor(canvasElement, '/aurora/tickets/detalhar/1040');
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
  },
};

/** The unread list failed: the panel says so (the page itself is untouched). */
export const LoadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(mockHandlers.notifications.unread.error(500), ...companySessionHandlers());
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await bell(canvasElement, 'Notificações'));
    await expect(await within(await panel()).findByRole('alert')).toHaveTextContent('Não foi possível carregar as notificações.');
  },
};
