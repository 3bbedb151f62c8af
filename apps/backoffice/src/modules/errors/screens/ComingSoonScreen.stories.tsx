import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import ComingSoonScreen from './ComingSoonScreen';

const meta = {
  title: 'Errors / Coming soon',
  component: ComingSoonScreen,
  parameters: { layout: 'fullscreen', route: { path: '/pages/comingsoon', pattern: '/pages/comingsoon' } },
} satisfies Meta<typeof ComingSoonScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Em breve no Retoma' })).toBeVisible();
    await expect(await canvas.findByText(/aparece no menu do Retoma/)).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'Voltar ao início' })).toHaveAttribute('href', '/');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Em breve no Retoma' })).toBeVisible();
  },
};

export const InGerman: Story = {
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Bald in Retoma' })).toBeVisible();
  },
};
