import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link, Route, Routes } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import ServerErrorScreen from './ServerErrorScreen';

const meta = {
  title: 'Screens/Errors/ServerError',
  component: ServerErrorScreen,
  parameters: { layout: 'fullscreen', route: { path: '/500', pattern: '/500' } },
} satisfies Meta<typeof ServerErrorScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opened directly: nothing to go back to, so only the way to the start. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Erro interno do servidor' })).toBeVisible();
    await expect(canvas.getByText(/Nada do que você já salvou foi perdido/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Voltar ao início' })).toHaveAttribute('href', '/');
    await expect(canvas.queryByRole('button', { name: 'Tentar de novo' })).not.toBeInTheDocument();
  },
};

/** A page that failed to load: "Tentar de novo" goes back to it. */
export const AfterAFailedPage: Story = {
  parameters: { route: { path: '/aurora/tickets', pattern: '*' } },
  render: () => (
    <Routes>
      <Route path="/500" element={<ServerErrorScreen />} />
      <Route
        path="*"
        element={
          <main>
            <h1>Tickets</h1>
            <Link to="/500">Abrir</Link>
          </main>
        }
      />
    </Routes>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'Abrir' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Tentar de novo' }));
    await expect(await canvas.findByRole('heading', { name: 'Tickets' })).toBeVisible();
  },
};
