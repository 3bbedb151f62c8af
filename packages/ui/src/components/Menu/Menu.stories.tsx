import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Menu } from './Menu';

const onLogout = fn();
const onNavigate = fn();

const meta = {
  title: 'Kit/Actions/Menu',
  component: Menu,
  args: {
    'aria-label': 'Conta',
    trigger: <Button variant="secondary">Ana Souza</Button>,
    onNavigate,
    items: [
      { id: 'perfil', label: 'Meu perfil', href: '/aurora/perfil' },
      { id: 'empresas', label: 'Trocar de empresa', href: '/' },
      { id: 'sair', label: 'Sair', tone: 'danger', onAction: onLogout },
    ],
  },
  beforeEach: () => {
    onLogout.mockClear();
    onNavigate.mockClear();
  },
} satisfies Meta<typeof Menu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const trigger = await within(canvasElement).findByRole('button', { name: 'Ana Souza' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Ana Souza' }));
    const menu = await within(document.body).findByRole('menu');
    await expect(await within(menu).findAllByRole('menuitem')).toHaveLength(3);
  },
};

export const RunsAnAction: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Ana Souza' }));
    await userEvent.click(await within(document.body).findByRole('menuitem', { name: 'Sair' }));
    await expect(onLogout).toHaveBeenCalledOnce();
  },
};

export const FollowsALink: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Ana Souza' }));
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.click(await within(document.body).findByRole('menuitem', { name: 'Meu perfil' }));
    await expect(onNavigate).toHaveBeenCalledWith('/aurora/perfil', undefined);
  },
};

/** Right to left the items read from the right: each label starts at the menu's right edge. */
export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const trigger = await within(canvasElement).findByRole('button', { name: 'Ana Souza' });
    await userEvent.click(trigger);
    const menu = await within(document.body).findByRole('menu');
    const edge = menu.getBoundingClientRect().right;
    for (const item of await within(menu).findAllByRole('menuitem')) {
      const words = document.createRange();
      words.selectNodeContents(item);
      await expect(edge - words.getBoundingClientRect().right).toBeLessThan(24);
    }
  },
};
