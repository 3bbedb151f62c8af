import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { companySessionHandlers, IN_COMPANY } from '#storybook/companySession';
import { expectLeftFor } from '#storybook/navigation';
import ServerErrorScreen, { type ServerErrorState } from './ServerErrorScreen';
import { darkStory } from '#storybook/screenStates';

const meta = {
  title: 'Errors / Server error',
  component: ServerErrorScreen,
  parameters: { layout: 'fullscreen', route: { path: '/500', pattern: '/500' } },
} satisfies Meta<typeof ServerErrorScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opened directly: nothing to go back to, so only the way to the start. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Erro interno do servidor' })).toBeVisible();
    await expect(await canvas.findByText(/Nada do que você já salvou foi perdido/)).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'Voltar ao início' })).toHaveAttribute('href', '/');
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** The guard named the page that failed: "Tentar de novo" opens it again. */
export const AfterAFailedPage: Story = {
  parameters: { route: { id: 'server-error', path: '/500', state: { from: '/aurora/tickets?page=2' } satisfies ServerErrorState } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Tentar de novo' })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'Voltar ao início' })).toHaveAttribute('data-variant', 'secondary');
  },
};

/** Logged in, so the failed company page opens itself again (logged out, the guard would send to /login first). */
export const RetryOpensTheFailedPage: Story = {
  parameters: { ...AfterAFailedPage.parameters, ...IN_COMPANY },
  beforeEach({ msw }) {
    msw.use(...companySessionHandlers());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Tentar de novo' }));
    await expectLeftFor(canvasElement, '/aurora/tickets?page=2');
  },
};

/** Without the failed page, the way back to the previous one. */
export const BackToThePreviousPage: Story = {
  parameters: { route: { id: 'server-error', path: '/500', from: '/pages/maintenance' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Voltar à página anterior' }));
    await expectLeftFor(canvasElement, '/pages/maintenance');
  },
};

/** The screen in the dark theme. */
export const Dark: Story = darkStory('Erro interno do servidor');
