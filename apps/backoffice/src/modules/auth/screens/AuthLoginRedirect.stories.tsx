import type { Meta, StoryObj } from '@storybook/react-vite';
import { expectLeftFor } from '#storybook/navigation';
import AuthLoginRedirect from './AuthLoginRedirect';

const meta = {
  title: 'Sign-in / Login redirect',
  component: AuthLoginRedirect,
  parameters: { layout: 'fullscreen', route: { id: 'auth-login', path: '/auth/login' } },
} satisfies Meta<typeof AuthLoginRedirect>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expectLeftFor(canvasElement, '/login');
  },
};

/** Only `redirect` travels on to the login page; other parameters are dropped. */
export const KeepsTheRedirect: Story = {
  parameters: { route: { id: 'auth-login', path: '/auth/login?redirect=%2Faurora%2Ftickets&outro=1' } },
  play: async ({ canvasElement }) => {
    await expectLeftFor(canvasElement, '/login?redirect=%2Faurora%2Ftickets');
  },
};
