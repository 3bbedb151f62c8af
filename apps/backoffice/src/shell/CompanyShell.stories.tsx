import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { companySessionHandlers, IN_COMPANY } from '#storybook/companySession';
import ProfileScreen from '../modules/home/screens/ProfileScreen';

/** The frame of every company page, shown around the profile page (the shell's own page). */
const meta = {
  title: 'Screens/Shell/CompanyShell',
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
