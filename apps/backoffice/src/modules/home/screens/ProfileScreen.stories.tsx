import { mockHandlers } from '@retoma/api-client/mock';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { companySessionHandlers, IN_COMPANY } from '../../../../../../.storybook/companySession';
import ProfileScreen from './ProfileScreen';

const meta = {
  title: 'Screens/Home/Profile',
  component: ProfileScreen,
  parameters: { layout: 'fullscreen', route: { id: 'perfil', path: '/aurora/perfil' }, ...IN_COMPANY },
} satisfies Meta<typeof ProfileScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  beforeEach({ msw }) {
    msw.use(...companySessionHandlers({ user: { name: 'Ana Souza', ramal: '201', status: true } }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Meu perfil' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Ana Souza' })).toBeVisible();
    await expect(canvas.getByText('201')).toBeVisible();
    await expect(canvas.getByText('Online')).toBeVisible();
    await expect(canvas.getByText('Loja Aurora · Administrador')).toBeVisible();
    await expect(canvas.getByText('Casa Bela · editor')).toBeVisible();
  },
};

export const WithoutExtension: Story = {
  beforeEach({ msw }) {
    msw.use(...companySessionHandlers({ user: { ramal: null, status: false, role_name: 'Atendente' } }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Sem ramal')).toBeVisible();
    await expect(canvas.getByText('Offline')).toBeVisible();
  },
};

/** Starring the page saves the quick menu on the server and shows the shortcut in the top bar. */
export const Starred: Story = {
  beforeEach({ msw }) {
    msw.use(...companySessionHandlers(), mockHandlers.identity.menuRapido({ menu_rapido: ['perfil'] }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const star = await canvas.findByRole('button', { name: 'Adicionar às páginas favoritas' });
    await userEvent.click(star);
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Remover das páginas favoritas' })).toHaveAttribute('aria-pressed', 'true'),
    );
    const quickMenu = canvas.getByRole('navigation', { name: 'Páginas favoritas' });
    await expect(within(quickMenu).getByRole('link', { name: 'Meu perfil' })).toHaveAttribute('href', '/aurora/perfil');
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(mockHandlers.session.me.loading(), ...companySessionHandlers().slice(1));
  },
  play: async ({ canvasElement }) => {
    // The company gate's overlay: the page waits for the user's data of this company.
    await expect(await within(canvasElement).findByRole('progressbar', { name: 'Carregando…' })).toBeVisible();
    await expect(within(canvasElement).queryByRole('heading', { name: 'Meu perfil' })).toBeNull();
  },
};

export const Error: Story = {
  beforeEach({ msw }) {
    msw.use(mockHandlers.session.me.error(500), ...companySessionHandlers().slice(1));
  },
  play: async ({ canvasElement }) => {
    // A server failure while loading the company sends the user to the error page.
    await expect(await within(canvasElement).findByText('Navegou para fora da tela: /500')).toBeVisible();
  },
};

export const Forbidden: Story = {
  beforeEach({ msw }) {
    msw.use(
      mockHandlers.session.me.error(403, { error: 'not.access.in.company', message: 'Sem acesso.' }),
      ...companySessionHandlers().slice(1),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Navegou para fora da tela: /company-not-authorized')).toBeVisible();
  },
};

export const NoPermission: Story = {
  beforeEach({ msw }) {
    msw.use(mockHandlers.session.me.error(403), ...companySessionHandlers().slice(1));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Navegou para fora da tela: /nao-autorizado')).toBeVisible();
  },
};

export const CompanyNotFound: Story = {
  beforeEach({ msw }) {
    msw.use(mockHandlers.session.me.companyNotFound(), ...companySessionHandlers().slice(1));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Navegou para fora da tela: /404-company')).toBeVisible();
  },
};

export const LoggedOut: Story = {
  parameters: { session: { token: '' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Navegou para fora da tela: /login?redirect=%2Faurora%2Fperfil')).toBeVisible();
  },
};
