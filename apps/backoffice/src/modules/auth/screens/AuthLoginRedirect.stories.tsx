import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes, useLocation } from 'react-router-dom';
import { expect, within } from 'storybook/test';
import AuthLoginRedirect from './AuthLoginRedirect';

/** Shows where the redirect landed. */
function Destination() {
  const location = useLocation();
  return (
    <main>
      <h1>Destino</h1>
      <p>{`${location.pathname}${location.search}`}</p>
    </main>
  );
}

const meta = {
  title: 'Screens/Auth/AuthLoginRedirect',
  component: AuthLoginRedirect,
  parameters: { layout: 'fullscreen', route: { path: '/auth/login', pattern: '*' } },
  render: () => (
    <Routes>
      <Route path="/auth/login" element={<AuthLoginRedirect />} />
      <Route path="*" element={<Destination />} />
    </Routes>
  ),
} satisfies Meta<typeof AuthLoginRedirect>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/^\/login$/)).toBeVisible();
  },
};

export const KeepsTheRedirect: Story = {
  parameters: { route: { path: '/auth/login?redirect=%2Faurora%2Ftickets&outro=1', pattern: '*' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('/login?redirect=%2Faurora%2Ftickets')).toBeVisible();
  },
};
