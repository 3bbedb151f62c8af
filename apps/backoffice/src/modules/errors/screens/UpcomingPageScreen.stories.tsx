import { mockHandlers } from '@retoma/api-client/mock';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { companySessionHandlers, IN_COMPANY } from '#storybook/companySession';
import { expectLeftFor } from '#storybook/navigation';
import UpcomingPageScreen from './UpcomingPageScreen';

/** A bookmarkable page whose module is still to come, opened from the quick menu. */
const meta = {
  title: 'Errors / Upcoming page',
  component: UpcomingPageScreen,
  parameters: { layout: 'fullscreen', route: { id: 'minhas-comissoes', path: '/aurora/minhas-comissoes' }, ...IN_COMPANY },
  beforeEach({ msw }) {
    msw.use(...companySessionHandlers({ user: { menu_rapido: ['minhas-comissoes'] } }));
  },
} satisfies Meta<typeof UpcomingPageScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Starred: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Minhas comissões' })).toBeVisible();
    await expect(await canvas.findByText('Em breve no Retoma')).toBeVisible();
    await expect(await canvas.findByText(/abre aqui assim que for lançada/)).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Remover das páginas favoritas' })).toHaveAttribute('aria-pressed', 'true');
    const quickMenu = await canvas.findByRole('navigation', { name: 'Páginas favoritas' });
    await expect(await within(quickMenu).findByRole('link', { name: 'Minhas comissões' })).toHaveAttribute('aria-current', 'page');
  },
};

/** The star on the page takes it out of the quick menu. */
export const Unstarring: Story = {
  beforeEach({ msw }) {
    msw.use(mockHandlers.identity.menuRapido({ menu_rapido: [] }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Remover das páginas favoritas' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Adicionar às páginas favoritas' })).toHaveAttribute('aria-pressed', 'false'),
    );
    await expect(canvas.queryByRole('navigation', { name: 'Páginas favoritas' })).toBeNull();
  },
};

/** The page keeps its module's permission: without `comissao` an agent is turned away. */
export const Forbidden: Story = {
  parameters: { route: { id: 'comissoes-comissionar', path: '/aurora/comissoes/comissionar' } },
  beforeEach({ msw }) {
    msw.use(...companySessionHandlers({ user: { role_name: 'Atendente' } }));
  },
  play: async ({ canvasElement }) => {
    await expectLeftFor(canvasElement, '/nao-autorizado');
  },
};

export const InGerman: Story = {
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Meine Provisionen' })).toBeVisible();
    await expect(await canvas.findByText('Bald in Retoma')).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'Minhas comissões' })).toBeVisible();
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'xs' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'Minhas comissões' })).toBeVisible();
  },
};
