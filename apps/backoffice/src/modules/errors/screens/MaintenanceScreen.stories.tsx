import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import MaintenanceScreen from './MaintenanceScreen';

const meta = {
  title: 'Errors / Maintenance',
  component: MaintenanceScreen,
  parameters: { layout: 'fullscreen', route: { path: '/pages/maintenance', pattern: '/pages/maintenance' } },
} satisfies Meta<typeof MaintenanceScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Estamos em manutenção' })).toBeVisible();
    await expect(await canvas.findByText('Seus dados estão seguros. Obrigado pela paciência!')).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'Tentar novamente' })).toHaveAttribute('href', '/');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Estamos em manutenção' })).toBeVisible();
  },
};

export const InFrench: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Maintenance en cours' })).toBeVisible();
  },
};
