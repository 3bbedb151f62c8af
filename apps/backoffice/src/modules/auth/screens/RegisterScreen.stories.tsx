import type { RegisterResponse } from '@retoma/api-client';
import { httpError, raw, validationError } from '@retoma/api-client/mock';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectLeftFor } from '#storybook/navigation';
import RegisterScreen from './RegisterScreen';
import { darkStory } from '#storybook/screenStates';

const register = raw<RegisterResponse>('post', 'register');
const REGISTERED: RegisterResponse = { accessToken: 'token-nova-conta', userData: { id: 7, name: 'Ana Souza', email: 'ana@retoma.dev' } };

const meta = {
  title: 'Sign-in / Register',
  component: RegisterScreen,
  parameters: { layout: 'fullscreen', route: { path: '/register', pattern: '/register' } },
} satisfies Meta<typeof RegisterScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Labels in pt (the default locale) unless the story switches to en. */
const LABELS = {
  pt: { name: 'Nome', email: 'E-mail', password: 'Senha', confirmation: 'Confirme a senha', submit: 'Criar conta' },
  en: { name: 'Name', email: 'E-mail', password: 'Password', confirmation: 'Confirm password', submit: 'Create account' },
};

async function fillAndSubmit(canvasElement: HTMLElement, { confirmation = 'retoma-2026', locale = 'pt' as 'pt' | 'en' } = {}) {
  const canvas = within(canvasElement);
  const label = LABELS[locale];
  await userEvent.type(await canvas.findByLabelText(label.name), 'Ana Souza');
  await userEvent.type(await canvas.findByLabelText(label.email), 'ana@retoma.dev');
  await userEvent.type(await canvas.findByLabelText(label.password), 'retoma-2026');
  await userEvent.type(await canvas.findByLabelText(label.confirmation), confirmation);
  await userEvent.click(await canvas.findByRole('button', { name: label.submit }));
  return canvas;
}

/** Nothing the person typed is lost after a failure. */
async function expectTypedValuesKept(canvas: ReturnType<typeof within>) {
  await expect(await canvas.findByLabelText('Nome')).toHaveValue('Ana Souza');
  await expect(await canvas.findByLabelText('E-mail')).toHaveValue('ana@retoma.dev');
  await expect(await canvas.findByLabelText('Senha')).toHaveValue('retoma-2026');
  await expect(await canvas.findByLabelText('Confirme a senha')).toHaveValue('retoma-2026');
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Crie sua conta' })).toBeVisible();
    await expect(await canvas.findByLabelText('E-mail')).toHaveAttribute('autocomplete', 'email');
    await expect(await canvas.findByLabelText('Senha')).toHaveAttribute('autocomplete', 'new-password');
    await expect(await canvas.findByLabelText('Confirme a senha')).toHaveAttribute('type', 'password');
    await expect(await canvas.findByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/login');
  },
};

export const PasswordMismatch: Story = {
  beforeEach({ msw }) {
    // The mismatch is caught before anything is sent: a call here would be a bug.
    msw.use(http.post('*/api/master/register', () => HttpResponse.json({ message: 'não deveria ter sido chamado' }, { status: 500 })));
  },
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSubmit(canvasElement, { confirmation: 'outra-senha' });
    await expect(await canvas.findByText('As senhas não coincidem. Tente novamente.')).toBeVisible();
    await expect(await canvas.findByLabelText('Confirme a senha')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(await canvas.findByLabelText('Senha')).toHaveValue('retoma-2026');
  },
};

export const PasswordMismatchInEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSubmit(canvasElement, { confirmation: 'outra-senha', locale: 'en' });
    await expect(await canvas.findByText("Password doesn't match. Please try again.")).toBeVisible();
  },
};

export const Submitting: Story = {
  beforeEach({ msw }) {
    msw.use(register.loading());
  },
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSubmit(canvasElement);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Criar conta' })).toHaveAttribute('data-busy', 'true'));
  },
};

export const FieldErrorsFromServer: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post('*/api/master/register', () =>
        validationError({
          email: ['Este e-mail já está cadastrado.'],
          password: ['A senha deve ter ao menos 8 caracteres.', 'Use letras e números.'],
        }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSubmit(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Erro');
    await expect(alert).toHaveTextContent('Os dados informados são inválidos.');
    await expect(await canvas.findByText('Este e-mail já está cadastrado.')).toBeVisible();
    await expect(await canvas.findByText('A senha deve ter ao menos 8 caracteres., Use letras e números.')).toBeVisible();
    await expect(await canvas.findByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
    await expectTypedValuesKept(canvas);
  },
};

export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(register.error(500, { error: 'server_error', message: 'Não foi possível criar a conta agora.' }));
  },
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSubmit(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Erro');
    await expect(alert).toHaveTextContent('Não foi possível criar a conta agora.');
    await expectTypedValuesKept(canvas);
  },
};

export const ServerErrorInEnglish: Story = {
  globals: { locale: 'en' },
  beforeEach({ msw }) {
    msw.use(register.error(500, { error: 'server_error', message: 'Erro interno do servidor.' }));
  },
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSubmit(canvasElement, { locale: 'en' });
    const alert = await canvas.findByRole('alert');
    await expect(await within(alert).findByText('Error')).toBeVisible();
    await expect(alert).toHaveTextContent('Erro interno do servidor.');
  },
};

export const Unreachable: Story = {
  beforeEach({ msw }) {
    msw.use(http.post('*/api/master/register', () => HttpResponse.error()));
  },
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSubmit(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Não foi possível falar com o servidor.');
    await expectTypedValuesKept(canvas);
  },
};

export const RateLimited: Story = {
  beforeEach({ msw }) {
    msw.use(http.post('*/api/master/register', () => httpError(429, undefined, { 'Retry-After': '42' })));
  },
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSubmit(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Tente novamente em 42 segundos.');
  },
};

export const Registered: Story = {
  beforeEach({ msw }) {
    msw.use(register(REGISTERED));
  },
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSubmit(canvasElement);
    // Focus moves once the new heading is drawn (an effect after the paint).
    const welcome = await canvas.findByRole('heading', { name: 'Boas-vindas, Ana Souza!' });
    await waitFor(() => expect(welcome).toHaveFocus());
    const notice = await canvas.findByRole('status');
    await expect(notice).toHaveTextContent('Conta criada');
    await expect(notice).toHaveTextContent('Cadastro realizado com sucesso!');
    // The new account is logged in.
    await expect(JSON.parse(localStorage.getItem('accessToken') ?? 'null')).toBe('token-nova-conta');
  },
};

export const RegisteredInEnglish: Story = {
  globals: { locale: 'en' },
  beforeEach({ msw }) {
    msw.use(register(REGISTERED));
  },
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSubmit(canvasElement, { locale: 'en' });
    const notice = await canvas.findByRole('status');
    await expect(await within(notice).findByText('Account Created')).toBeVisible();
    await expect(await within(notice).findByText('You are successfully registered!')).toBeVisible();
  },
};

export const EntersTheApp: Story = {
  beforeEach({ msw }) {
    msw.use(register(REGISTERED));
  },
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSubmit(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Entrar no Retoma' }));
    // The decorator's router shows this once the screen navigates away from /register.
    await expectLeftFor(canvasElement, '/');
  },
};

/** The screen in the dark theme. */
export const Dark: Story = darkStory('Crie sua conta');
