import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { OUTSIDE_TEXT } from '#storybook/outsideText';
import SideBarPreviewScreen from './SideBarPreviewScreen';

const meta = {
  title: 'Settings / Side menu preview',
  component: SideBarPreviewScreen,
  parameters: { layout: 'fullscreen', route: { path: '/pages/novo-side-bar', pattern: '/pages/novo-side-bar' } },
} satisfies Meta<typeof SideBarPreviewScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Both menus, once the screen has drawn them (it loads its texts first). */
const menus = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  return {
    open: await canvas.findByRole('navigation', { name: 'Menu aberto' }),
    rail: await canvas.findByRole('navigation', { name: 'Menu recolhido (só ícones)' }),
  };
};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Novo menu lateral' })).toBeVisible();
    const { open, rail } = await menus(canvasElement);
    // Every group of the route table, whatever the visitor may open: this is a design preview.
    for (const group of ['Início', 'Tickets', 'Configurações'])
      await expect(await within(open).findByRole('button', { name: group })).toBeVisible();
    // The first page starts marked in both menus.
    await expect(await within(open).findByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await expect(await within(rail).findByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await expect(await canvas.findByRole('status')).toHaveTextContent('Página marcada: Início › Dashboard');
    await expect(await canvas.findByRole('link', { name: 'Voltar ao início' })).toHaveAttribute('href', '/');
  },
};

export const ChoosingAPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { open, rail } = await menus(canvasElement);
    await userEvent.click(await within(open).findByRole('button', { name: 'Tickets' }));
    await userEvent.click(await within(open).findByRole('link', { name: 'Agenda' }));
    // Marked in both menus, and the page stays put.
    await expect(await within(open).findByRole('link', { name: 'Agenda' })).toHaveAttribute('aria-current', 'page');
    await expect(await within(rail).findByRole('link', { name: 'Agenda' })).toHaveAttribute('aria-current', 'page');
    await expect(await within(rail).findByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
    await expect(await canvas.findByRole('status')).toHaveTextContent('Página marcada: Tickets › Agenda');
    await expect(canvas.queryByText(new RegExp(OUTSIDE_TEXT))).not.toBeInTheDocument();
  },
};

export const CollapsingTheOpenMenu: Story = {
  play: async ({ canvasElement }) => {
    const { open } = await menus(canvasElement);
    await userEvent.click(await within(open).findByRole('button', { name: 'Recolher menu' }));
    await expect(await within(open).findByRole('button', { name: 'Expandir menu' })).toHaveAttribute('aria-expanded', 'false');
    // As a rail the group names give way to icons; the pages keep their names for screen readers.
    await expect(within(open).queryByRole('button', { name: 'Tickets' })).not.toBeInTheDocument();
    await expect(await within(open).findByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'Novo menu lateral' })).toBeVisible();
  },
};

export const SemiDark: Story = {
  globals: { theme: 'semi-dark' },
  play: async ({ canvasElement }) => {
    // Semi-dark: the menus dark, the page light.
    const { open } = await menus(canvasElement);
    const menuBackground = getComputedStyle(open).backgroundColor;
    const pageBackground = getComputedStyle(document.body).backgroundColor;
    await expect(menuBackground).not.toBe(pageBackground);
  },
};

export const InFrench: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The French texts of the module download first: wait for them.
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Nouveau menu latéral' })).toBeVisible();
    await expect(await canvas.findByRole('navigation', { name: 'Menu ouvert' })).toBeVisible();
    await expect(await canvas.findByRole('status')).toHaveTextContent('Page marquée : Accueil › Tableau de bord');
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'xs' } },
  play: async ({ canvasElement }) => {
    const { open, rail } = await menus(canvasElement);
    // Stacked one under the other on a narrow screen.
    await expect(rail.getBoundingClientRect().top).toBeGreaterThan(open.getBoundingClientRect().bottom);
  },
};
