import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ChunkLoadTimeoutError } from './chunkTimeout';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { RouteErrorScreen } from './RouteErrorScreen';
import { darkStory } from '#storybook/screenStates';

/** What a page shows when it cannot load or render (the router's error boundary). */
const meta = {
  title: 'Errors / Screen failed to load',
  component: RouteErrorScreen,
  parameters: { layout: 'fullscreen' },
  args: { error: new ChunkLoadTimeoutError('A part of the app did not load within 120 s') },
} satisfies Meta<typeof RouteErrorScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A part of the app did not arrive (offline, a new version deployed, or past the 120 s time-out). */
export const ChunkNotLoaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Não foi possível carregar esta parte do Retoma');
    await expect(await canvas.findByRole('button', { name: 'Recarregar a página' })).toBeVisible();
  },
};

/** Anything else that breaks a page. */
export const UnexpectedError: Story = {
  args: { error: new TypeError('x is undefined') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Algo deu errado nesta página');
    await expect(canvas.queryByText(/x is undefined/)).toBeNull();
  },
};

function FailedDownload(): never {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/TicketsScreen.js');
}

/** Through the boundary: a screen whose download failed is caught and shows the retry screen, not a blank page. */
export const CaughtByTheBoundary: Story = {
  render: () => (
    <RouteErrorBoundary resetKey="/aurora/tickets">
      <FailedDownload />
    </RouteErrorBoundary>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Não foi possível carregar esta parte do Retoma');
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: /Reload/ })).toBeVisible();
  },
};

/** The screen in the dark theme. */
export const Dark: Story = darkStory((canvasElement) => within(canvasElement).findByRole('alert'));
