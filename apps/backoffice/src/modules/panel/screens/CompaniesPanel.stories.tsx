import { buildCompany, buildCurrentUser } from '@retoma/api-client/mock';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse, delay } from 'msw';
import { expect, within } from 'storybook/test';
import CompaniesPanel from './CompaniesPanel';

const USER_URL = '/api/master/user';

const meta = {
  title: 'Screens/Panel/Companies',
  component: CompaniesPanel,
  parameters: { layout: 'fullscreen', route: { path: '/', pattern: '/' }, session: { token: 'token-demo' } },
} satisfies Meta<typeof CompaniesPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(USER_URL, () =>
        HttpResponse.json({
          data: buildCurrentUser({
            companies: [
              buildCompany(),
              buildCompany({ id: 2, name: 'Casa Bela', slug: 'casabela', role_name: 'editor', status: 'pending' }),
              buildCompany({ id: 3, name: 'Mundo Fit', slug: 'mundofit', role_name: 'Atendente', status: 'inactive' }),
            ],
          }),
        }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Loja Aurora' })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'Abrir Loja Aurora' })).toHaveAttribute('href', '/aurora');
    await expect(await canvas.findByText('Convite pendente')).toBeVisible();
    await expect(await canvas.findByText('Inativo')).toBeVisible();
    // Only active memberships can be opened.
    await expect(canvas.queryByRole('link', { name: 'Abrir Casa Bela' })).toBeNull();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(USER_URL, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Carregando…');
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(http.get(USER_URL, () => HttpResponse.json({ data: buildCurrentUser({ companies: [] }) })));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Você ainda não faz parte de nenhuma empresa.')).toBeVisible();
  },
};

export const Error: Story = {
  beforeEach({ msw }) {
    msw.use(http.get(USER_URL, () => HttpResponse.json({ error: 'server_error', message: 'Erro interno do servidor.' }, { status: 500 })));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Não foi possível carregar suas empresas.');
    await expect(await canvas.findByRole('button', { name: 'Tentar de novo' })).toBeEnabled();
  },
};

/** The server no longer accepts the token: the session is cleared (the app's guard then shows /login). */
export const SessionExpired: Story = {
  beforeEach({ msw }) {
    msw.use(http.get(USER_URL, () => HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 })));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Não foi possível carregar suas empresas.');
    await expect(localStorage.getItem('accessToken')).toBe('null');
  },
};
