import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse, delay } from 'msw';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectLeftFor } from '#storybook/navigation';
import type { LoginLocationState } from '../redirect';
import LoginScreen from './LoginScreen';
import { darkStory } from '#storybook/screenStates';

const LOGIN_URL = '/api/master/login';

const meta = {
  title: 'Sign-in / Login',
  component: LoginScreen,
  parameters: { layout: 'fullscreen', route: { id: 'login', path: '/login' } },
} satisfies Meta<typeof LoginScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

async function fillAndSubmit(canvasElement: HTMLElement, password = 'retoma123') {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText(/E-mail/), 'admin@retoma.dev');
  await userEvent.type(await canvas.findByLabelText(/Senha/), password);
  await userEvent.click(await canvas.findByRole('button', { name: 'Entrar' }));
  return canvas;
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Entrar' })).toBeVisible();
    await expect(await canvas.findByLabelText(/E-mail/)).toHaveAttribute('autocomplete', 'username');
    await expect(await canvas.findByLabelText(/Senha/)).toHaveAttribute('type', 'password');
    await expect(await canvas.findByRole('link', { name: 'Esqueceu a senha?' })).toHaveAttribute('href', '/esqueceu-a-senha');
    await expect(await canvas.findByRole('link', { name: 'Crie sua conta' })).toHaveAttribute('href', '/register');
  },
};

/** Sent here by another page with a notice in the router state (as the reset page does). */
function ArrivingWith({ state }: { state: LoginLocationState }) {
  const navigate = useNavigate();
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    navigate('/login?redirect=%2Faurora%2Fdashboard', { replace: true, state });
  }, [navigate, state]);
  // The screen opens once the state is there, as it does after the reset page's navigation.
  return useLocation().state ? <LoginScreen /> : null;
}

export const AfterPasswordReset: Story = {
  render: () => <ArrivingWith state={{ notice: 'passwordReset', email: 'ana@retoma.dev' }} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Senha alterada com sucesso. Entre com a nova senha.');
    // The account whose password changed is already filled in.
    await expect(await canvas.findByLabelText(/E-mail/)).toHaveValue('ana@retoma.dev');
    // The way back to the page that was asked for is kept on the links to the other auth pages.
    await expect(await canvas.findByRole('link', { name: 'Crie sua conta' })).toHaveAttribute(
      'href',
      '/register?redirect=%2Faurora%2Fdashboard',
    );
  },
};

export const WrongCredentials: Story = {
  beforeEach({ msw }) {
    msw.use(http.post(LOGIN_URL, () => HttpResponse.json({ message: 'E-mail ou senha incorretos.' }, { status: 401 })));
  },
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSubmit(canvasElement, 'errada');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('E-mail ou senha incorretos.');
    // Nothing the user typed is lost.
    await expect(await canvas.findByLabelText(/E-mail/)).toHaveValue('admin@retoma.dev');
  },
};

export const FieldErrorsFromServer: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post(LOGIN_URL, () =>
        HttpResponse.json(
          { message: 'Os dados informados são inválidos.', errors: { username: ['Informe um e-mail válido.', 'Domínio bloqueado.'] } },
          { status: 422 },
        ),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSubmit(canvasElement);
    await expect(await canvas.findByText('Informe um e-mail válido., Domínio bloqueado.')).toBeVisible();
    await expect(await canvas.findByLabelText(/E-mail/)).toHaveAttribute('aria-invalid', 'true');
  },
};

export const RateLimited: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post(LOGIN_URL, () =>
        HttpResponse.json({ message: 'Muitas tentativas.', error: 'rate_limited' }, { status: 429, headers: { 'Retry-After': '42' } }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSubmit(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Tente novamente em 42 segundos.');
  },
};

export const Submitting: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post(LOGIN_URL, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSubmit(canvasElement);
    await waitFor(() => expect(canvas.getByRole('button', { name: /Entrar/ })).toHaveAttribute('data-busy', 'true'));
  },
};

export const SignedIn: Story = {
  beforeEach({ msw }) {
    // What a previous session left behind.
    localStorage.setItem('userInfo', JSON.stringify({ uid: 99, displayName: 'Outra Pessoa' }));
    localStorage.setItem('screenLocked', 'true');
    msw.use(http.post(LOGIN_URL, () => HttpResponse.json({ access_token: 'token-demo', token_type: 'Bearer', expires_in: 3600 })));
  },
  play: async ({ canvasElement }) => {
    await fillAndSubmit(canvasElement);
    // The decorator's router shows this once the screen navigates away from /login.
    await expectLeftFor(canvasElement, '/');
    await expect(JSON.parse(localStorage.getItem('accessToken') ?? 'null')).toBe('token-demo');
    // A new session: nothing of the previous one carries over.
    await expect(JSON.parse(localStorage.getItem('userInfo') ?? 'null')).toBeNull();
    await expect(localStorage.getItem('screenLocked')).toBe('false');
  },
};

/** The screen in the dark theme. */
export const Dark: Story = darkStory('Entrar');
