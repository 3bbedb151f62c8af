import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { expect, within } from 'storybook/test';
import { AppRoutes } from './router';
import type { AppRoute, ScreenLoader } from '../platform/routing';

/** A one-page table whose screen loads as `screen` says. */
function tableWith(screen: ScreenLoader): AppRoute[] {
  return [{ id: 'page', path: '/pagina', scope: 'public', title: 'comingSoon.title', screen }];
}

/** The router's own states, around any page: downloading, failed download, unknown address. */
const meta = {
  title: 'Shell / Routes',
  component: AppRoutes,
  parameters: { layout: 'fullscreen' },
  args: { table: tableWith(() => new Promise(() => {})) },
  render: (args) => (
    <MemoryRouter initialEntries={['/pagina']}>
      <AppRoutes {...args} />
    </MemoryRouter>
  ),
} satisfies Meta<typeof AppRoutes>;
export default meta;
type Story = StoryObj<typeof meta>;

/** While a page's code downloads, an overlay says so. */
export const PageDownloading: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('progressbar', { name: 'Carregando…' })).toBeVisible();
  },
};

/** The page's code arrives: the overlay goes and the document title is the page's. */
export const PageLoaded: Story = {
  args: { table: tableWith(async () => ({ default: () => <h1>Página carregada</h1> })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Página carregada' })).toBeVisible();
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await expect(document.title).toBe('Em breve no Retoma · Retoma');
  },
};

/** A download that fails (offline, or a new version deployed meanwhile) offers a reload instead of a blank page. */
export const DownloadFailed: Story = {
  args: { table: tableWith(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/Pagina.js'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Não foi possível carregar esta parte do Retoma');
    await expect(await canvas.findByRole('button', { name: 'Recarregar a página' })).toBeVisible();
  },
};

/** An address the table does not have goes to the catch-all (in the app, /404). */
export const UnknownAddress: Story = {
  args: { table: [], catchAll: { path: '*', element: <p>Endereço desconhecido</p> } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Endereço desconhecido')).toBeVisible();
  },
};
