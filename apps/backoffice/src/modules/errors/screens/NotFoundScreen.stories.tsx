import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import NotFoundScreen from './NotFoundScreen';
import { darkStory } from '#storybook/screenStates';

const meta = {
  title: 'Errors / Page not found',
  component: NotFoundScreen,
  parameters: { layout: 'fullscreen', route: { path: '/404', pattern: '/404' } },
} satisfies Meta<typeof NotFoundScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'Voltar ao início' })).toHaveAttribute('href', '/');
  },
};

/** The screen in the dark theme. */
export const Dark: Story = darkStory('Página não encontrada');
