import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { IconButton } from '../IconButton';
import { Link } from '../Link';
import { findOverlay } from '../IconButton/storySupport';
import { Popover } from './Popover';

const Bell = () => (
  <svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
    <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 0 0 3.4 0" />
  </svg>
);

const items = ['Ticket #1042 transferido para você', 'Ticket #987 reaberto', 'Retorno do ticket #1001 agora'];

const meta = {
  title: 'Kit/Overlays/Popover',
  component: Popover,
  parameters: { layout: 'centered' },
  args: {
    title: 'Notificações',
    trigger: <IconButton aria-label="Notificações" icon={<Bell />} />,
    actions: (
      <Button variant="ghost" size="sm">
        Marcar todas como lidas
      </Button>
    ),
    footer: <Link href="#todas">Ver todas</Link>,
    children: (
      <ul style={{ listStyle: 'none', margin: 0, padding: 8 }}>
        {items.map((item) => (
          <li key={item} style={{ padding: 8 }}>
            <Link href={`#${item}`}>{item}</Link>
          </li>
        ))}
      </ul>
    ),
  },
} satisfies Meta<typeof Popover>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const trigger = await within(canvasElement).findByRole('button', { name: 'Notificações' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Opened: a dialog named by its title, with its actions, content and footer; focus moves into it. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Notificações' }));
    const dialog = await findOverlay('dialog', 'Notificações');
    await expect(await within(dialog).findByRole('button', { name: 'Marcar todas como lidas' })).toBeVisible();
    await expect(await within(dialog).findAllByRole('link')).toHaveLength(4);
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  },
};

/** Escape closes it and gives focus back to the button. */
export const ClosesOnEscape: Story = {
  play: async ({ canvasElement }) => {
    const trigger = await within(canvasElement).findByRole('button', { name: 'Notificações' });
    await userEvent.click(trigger);
    await findOverlay('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** The content as a function gets `close`: an action inside can close the panel. */
export const ClosedFromInside: Story = {
  args: {
    footer: undefined,
    actions: undefined,
    children: (close: () => void) => (
      <div style={{ padding: 16 }}>
        <Button onPress={close}>Entendi</Button>
      </div>
    ),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Notificações' }));
    await userEvent.click(await within(document.body).findByRole('button', { name: 'Entendi' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: Open.play,
};

/** Right to left the title starts on the right and its actions close the header on the left. */
export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Notificações' }));
    const dialog = await findOverlay('dialog', 'Notificações');
    const action = (await within(dialog).findByRole('button', { name: 'Marcar todas como lidas' })).getBoundingClientRect();
    const title = (await within(dialog).findByText('Notificações')).getBoundingClientRect();
    await expect(action.right).toBeLessThanOrEqual(title.left);
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  },
};
