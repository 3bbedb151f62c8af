import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link, Route, Routes, useLocation } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import ServerErrorScreen, { type ServerErrorState } from './ServerErrorScreen';

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
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** A page of the app with links to /500, with and without the failed page in the state (as the guard sends it). */
function FromAPage() {
  const location = useLocation();
  return (
    <Routes>
      <Route path="/500" element={<ServerErrorScreen />} />
      <Route
        path="*"
        element={
          <main>
            <h1>Tickets</h1>
            <Link to="/500" state={{ from: '/aurora/tickets?page=2' } satisfies ServerErrorState}>
              Falhar ao abrir
            </Link>
            <Link to="/500">Abrir</Link>
            <p>{`${location.pathname}${location.search}`}</p>
          </main>
        }
      />
    </Routes>
  );
}

/** The guard named the page that failed: "Tentar de novo" opens it again. */
export const AfterAFailedPage: Story = {
  parameters: { route: { path: '/aurora/tickets', pattern: '*' } },
  render: () => <FromAPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'Falhar ao abrir' }));
    await expect(await canvas.findByRole('button', { name: 'Tentar de novo' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Voltar ao início' })).toHaveAttribute('data-variant', 'secondary');
  },
};

export const RetryOpensTheFailedPage: Story = {
  parameters: { route: { path: '/aurora/tickets', pattern: '*' } },
  render: () => <FromAPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'Falhar ao abrir' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Tentar de novo' }));
    await expect(await canvas.findByText('/aurora/tickets?page=2')).toBeVisible();
  },
};

/** Without the failed page, the way back to the previous one. */
export const BackToThePreviousPage: Story = {
  parameters: { route: { path: '/aurora/tickets', pattern: '*' } },
  render: () => <FromAPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'Abrir' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Voltar à página anterior' }));
    await expect(await canvas.findByRole('heading', { name: 'Tickets' })).toBeVisible();
  },
};
