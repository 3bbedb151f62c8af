import type { LoginResponse } from '@retoma/api-client';
import { buildCurrentUser, httpError, mockHandlers, raw } from '@retoma/api-client/mock';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectLeftFor } from '#storybook/navigation';
import { darkStory, screenStates } from '#storybook/screenStates';
import LockScreen from './LockScreen';

const login = raw<LoginResponse>('post', 'login');
const ANA = buildCurrentUser();

const meta = {
  title: 'Sign-in / Lock screen',
  component: LockScreen,
  parameters: {
    layout: 'fullscreen',
    route: { path: '/pages/lock-screen?redirect=%2Faurora%2Ftickets', pattern: '/pages/lock-screen' },
    session: { token: 'token-da-sessao', company: 'aurora' },
  },
  beforeEach({ msw }) {
    msw.use(mockHandlers.session.me(ANA));
  },
} satisfies Meta<typeof LockScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

async function unlock(canvasElement: HTMLElement, password = 'retoma123') {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText('Senha'), password);
  await userEvent.click(await canvas.findByRole('button', { name: 'Desbloquear' }));
  return canvas;
}

/** The person's name and photo (initials here), and their password to go on. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Olá, Ana Souza. Sua sessão continua aberta: digite sua senha para desbloquear.')).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'Tela bloqueada' })).toBeVisible();
    await expect(await canvas.findByLabelText('Senha')).toHaveAttribute('autocomplete', 'current-password');
    await expect(await canvas.findByRole('link', { name: 'Entrar com outra conta' })).toHaveAttribute('href', '/auth/logout');
    // Being here locks the app: pages behind the login send back here until the password is typed.
    await waitFor(() => expect(localStorage.getItem('screenLocked')).toBe('true'));
    await expect(JSON.parse(localStorage.getItem('accessToken') ?? 'null')).toBe('token-da-sessao');
  },
};

/** The person's data never answers or fails: no password field until the lock screen knows whose it is. */
const states = screenStates(mockHandlers.session.me, {
  loading: 'Carregando…',
  around: async (canvasElement) => {
    await expect(within(canvasElement).queryByLabelText('Senha')).not.toBeInTheDocument();
  },
  error: { alert: 'Erro interno do servidor.', retry: 'Tentar de novo', retryBeside: true },
});

export const Loading: Story = states.Loading;
export const LoadFailed: Story = states.Error;

export const WrongPassword: Story = {
  beforeEach({ msw }) {
    msw.use(login.error(401, { message: 'E-mail ou senha incorretos.' }));
  },
  play: async ({ canvasElement }) => {
    const canvas = await unlock(canvasElement, 'errada');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Senha incorreta.');
    await expect(await canvas.findByLabelText('Senha')).toHaveValue('errada');
    // Still locked.
    await expect(localStorage.getItem('screenLocked')).toBe('true');
  },
};

export const Unlocking: Story = {
  beforeEach({ msw }) {
    msw.use(login.loading());
  },
  play: async ({ canvasElement }) => {
    const canvas = await unlock(canvasElement);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Desbloquear' })).toHaveAttribute('data-busy', 'true'));
  },
};

export const RateLimited: Story = {
  beforeEach({ msw }) {
    msw.use(http.post('*/api/master/login', () => httpError(429, undefined, { 'Retry-After': '20' })));
  },
  play: async ({ canvasElement }) => {
    const canvas = await unlock(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Tente novamente em 20 segundos.');
  },
};

export const Unlocked: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post('*/api/master/login', async ({ request }) => {
        const body = (await request.json()) as { username?: string; password?: string };
        // Unlocking is a login of the same person: their e-mail, the password typed here.
        return body.username === ANA.email && body.password === 'retoma123'
          ? HttpResponse.json({ access_token: 'token-renovado', token_type: 'Bearer', expires_in: 3600 })
          : HttpResponse.json({ message: 'E-mail ou senha incorretos.' }, { status: 401 });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await unlock(canvasElement);
    // Back to the page that was asked for (the decorator shows this outside the lock screen's route).
    await expectLeftFor(canvasElement, '/aurora/tickets');
    await expect(localStorage.getItem('screenLocked')).toBe('false');
    await expect(JSON.parse(localStorage.getItem('accessToken') ?? 'null')).toBe('token-renovado');
  },
};

export const NoSession: Story = {
  // Parameters merge with the meta's: an empty token is how a story says "logged out".
  parameters: { session: { token: '' } },
  play: async ({ canvasElement }) => {
    // Nobody to unlock for: straight to the login.
    await expectLeftFor(canvasElement, '/login');
  },
};

export const SessionEnded: Story = {
  beforeEach({ msw }) {
    msw.use(mockHandlers.session.me.error(401, { message: 'Unauthenticated.' }));
  },
  play: async ({ canvasElement }) => {
    await expectLeftFor(canvasElement, '/login');
  },
};

export const Dark: Story = darkStory(async (canvasElement) =>
  expect(await within(canvasElement).findByRole('button', { name: 'Desbloquear' })).toBeVisible(),
);
