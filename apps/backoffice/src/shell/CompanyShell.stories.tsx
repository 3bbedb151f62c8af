import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { companySessionHandlers, IN_COMPANY } from '#storybook/companySession';
import { findPopup } from '#storybook/queries';
import ProfileScreen from '../modules/home/screens/ProfileScreen';

/** The frame of every company page, shown around the profile page (the shell's own page). */
const meta = {
  title: 'Shell / Company page frame',
  component: ProfileScreen,
  parameters: { layout: 'fullscreen', route: { id: 'perfil', path: '/aurora/perfil' }, ...IN_COMPANY },
  beforeEach({ msw }) {
    msw.use(...companySessionHandlers());
  },
} satisfies Meta<typeof ProfileScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menu = await canvas.findByRole('navigation', { name: 'Menu principal' });
    await expect(await within(menu).findByRole('button', { name: /Início/ })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Loja Aurora' })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Ana Souza' })).toBeVisible();
  },
};

export const CollapsedMenu: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Recolher menu' }));
    await expect(await canvas.findByRole('button', { name: 'Expandir menu' })).toBeVisible();
    // Remembered on this device.
    await expect(localStorage.getItem('menuCollapsed')).toBe('true');
  },
};

export const SwitchesCompany: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Loja Aurora' }));
    const menu = await within(document.body).findByRole('menu');
    await expect(await within(menu).findByRole('menuitem', { name: 'Casa Bela' })).toHaveAttribute('href', '/casabela');
    await expect(await within(menu).findByRole('menuitem', { name: 'Todas as empresas' })).toHaveAttribute('href', '/');
  },
};

export const Preferences: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Preferências' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Preferências' });
    await userEvent.click(await within(dialog).findByRole('button', { name: /Tema/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Escuro' }));
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('dark'));
    await expect(localStorage.getItem('theme')).toBe('"dark"');
    // The desk's one-key shortcuts can be turned off (WCAG 2.1.4), and stay off on this device.
    const shortcuts = await within(dialog).findByRole('switch', { name: 'Atalhos de uma tecla' });
    await expect(shortcuts).toBeChecked();
    await userEvent.click(shortcuts);
    await waitFor(() => expect(localStorage.getItem('keyboardShortcuts')).toBe('false'));
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
    await expect(await canvas.findByRole('navigation', { name: 'Main menu' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'Meu perfil' })).toBeVisible();
    await expect(document.documentElement.dataset.theme).toBe('dark');
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'Meu perfil' })).toBeVisible();
    await expect(document.documentElement.dir).toBe('rtl');
  },
};

/** Page-level sideways scroll: what a phone shows as the whole page sliding left and right. */
async function expectNoSidewaysScroll() {
  await waitFor(() => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth));
}

/** The user's menu button whole inside the screen: its right edge was at 383 px on a 375 px phone. */
async function expectUserMenuInView(canvas: ReturnType<typeof within>) {
  const button = await canvas.findByRole('button', { name: 'Ana Souza' });
  const box = button.getBoundingClientRect();
  await expect(box.left).toBeGreaterThanOrEqual(0);
  await expect(box.right).toBeLessThanOrEqual(document.documentElement.clientWidth);
  return button;
}

export const Phone: Story = {
  globals: { viewport: { value: 'xs' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Meu perfil' })).toBeVisible();
    await expectUserMenuInView(canvas);
    await expectNoSidewaysScroll();
  },
};

/** The smallest phone (320 px, also a 1280 px screen at 400 % zoom): the bar gives way, the user's menu still opens. */
export const NarrowPhone: Story = {
  parameters: { viewport: { options: { narrow: { name: '320 px', styles: { width: '320px', height: '800px' } } } } },
  globals: { viewport: { value: 'narrow' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Meu perfil' })).toBeVisible();
    await expectNoSidewaysScroll();
    await userEvent.click(await expectUserMenuInView(canvas));
    await expect(await within(await findPopup('menu')).findByRole('menuitem', { name: 'Sair' })).toBeVisible();
  },
};
