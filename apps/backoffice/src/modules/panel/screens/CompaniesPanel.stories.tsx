import { buildCompany, buildCurrentUser, mockHandlers } from '@retoma/api-client/mock';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { darkStory, screenStates } from '#storybook/screenStates';
import CompaniesPanel from './CompaniesPanel';

/** The signed-in user and their companies (`GET /master/user`). */
const me = mockHandlers.session.me;

const meta = {
  title: 'Panel / Companies',
  component: CompaniesPanel,
  parameters: { layout: 'fullscreen', route: { path: '/', pattern: '/' }, session: { token: 'token-demo' } },
} satisfies Meta<typeof CompaniesPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  beforeEach({ msw }) {
    msw.use(
      me(
        buildCurrentUser({
          companies: [
            buildCompany(),
            buildCompany({ id: 2, name: 'Casa Bela', slug: 'casabela', role_name: 'editor', status: 'pending' }),
            buildCompany({ id: 3, name: 'Mundo Fit', slug: 'mundofit', role_name: 'Atendente', status: 'inactive' }),
          ],
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

/** The screen in the dark theme. */
export const Dark: Story = darkStory('Loja Aurora', Loaded);

/** The user's companies never answer or fail (no permission to refuse: the panel is the user's own). */
const states = screenStates(me, {
  loading: { status: 'Carregando…' },
  error: { alert: 'Não foi possível carregar suas empresas.', retry: 'Tentar de novo' },
});

export const Loading: Story = states.Loading;

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(me(buildCurrentUser({ companies: [] })));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Você ainda não faz parte de nenhuma empresa.')).toBeVisible();
  },
};

export const Error: Story = states.Error;

/** The server no longer accepts the token: the session is cleared (the app's guard then shows /login). */
export const SessionExpired: Story = {
  beforeEach({ msw }) {
    msw.use(me.error(401, { message: 'Unauthenticated.' }));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Não foi possível carregar suas empresas.');
    await expect(localStorage.getItem('accessToken')).toBe('null');
  },
};
