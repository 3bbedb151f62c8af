import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { expectLeftFor } from '#storybook/navigation';
import { darkStory } from '#storybook/screenStates';
import LogoutScreen from './LogoutScreen';

const meta = {
  title: 'Sign-in / Logout',
  component: LogoutScreen,
  parameters: {
    layout: 'fullscreen',
    route: { path: '/auth/logout', pattern: '/auth/logout' },
    session: { token: 'token-da-sessao', company: 'aurora' },
  },
  beforeEach() {
    localStorage.setItem('userInfo', JSON.stringify({ uid: 1, displayName: 'Ana Souza' }));
    localStorage.setItem('permissoes', JSON.stringify({ public: ['Administrador'] }));
  },
} satisfies Meta<typeof LogoutScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

async function expectSessionForgotten() {
  await expect(JSON.parse(localStorage.getItem('accessToken') ?? 'null')).toBeNull();
  await expect(JSON.parse(localStorage.getItem('userInfo') ?? 'null')).toBeNull();
  await expect(JSON.parse(localStorage.getItem('permissoes') ?? 'null')).toBeNull();
}

/** While the server revokes the token. */
export const SigningOut: Story = {
  beforeEach({ msw }) {
    msw.use(http.post('*/api/master/logout', () => new Promise<Response>(() => undefined)));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Saindo…')).toBeVisible();
  },
};

/** The screen in the dark theme, while signing out. */
export const Dark: Story = darkStory(
  async (canvasElement) => expect(await within(canvasElement).findByText('Saindo…')).toBeVisible(),
  SigningOut,
);

export const SignedOut: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post('*/api/master/logout', ({ request }) =>
        // The token being revoked is the session's own.
        request.headers.get('Authorization') === 'Bearer token-da-sessao'
          ? new HttpResponse(null, { status: 204 })
          : HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    await expectLeftFor(canvasElement, '/login');
    await expectSessionForgotten();
  },
};

export const ServerUnreachable: Story = {
  beforeEach({ msw }) {
    msw.use(http.post('*/api/master/logout', () => HttpResponse.error()));
  },
  play: async ({ canvasElement }) => {
    // The local session ends all the same.
    await expectLeftFor(canvasElement, '/login');
    await expectSessionForgotten();
  },
};

let logoutCalls = 0;

/** No token to revoke: the server is not called, the rest is cleared all the same. */
export const AlreadySignedOut: Story = {
  // Parameters merge with the meta's: an empty token is how a story says "logged out".
  parameters: { session: { token: '' } },
  beforeEach({ msw }) {
    logoutCalls = 0;
    msw.use(
      http.post('*/api/master/logout', () => {
        logoutCalls += 1;
        return new HttpResponse(null, { status: 204 });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await expectLeftFor(canvasElement, '/login');
    await expectSessionForgotten();
    await expect(logoutCalls).toBe(0);
  },
};
