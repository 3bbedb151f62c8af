import type { MessageResponse } from '@retoma/api-client';
import { httpError, raw, validationError } from '@retoma/api-client/mock';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import ForgotPasswordScreen from './ForgotPasswordScreen';
import { darkStory } from '#storybook/screenStates';

const remember = raw<MessageResponse>('post', 'remember');
/** What the server answers for every e-mail, known or not. */
const NEUTRAL: MessageResponse = { message: 'Se o e-mail estiver cadastrado, enviaremos as instruções de recuperação.' };

const meta = {
  title: 'Sign-in / Forgot password',
  component: ForgotPasswordScreen,
  parameters: { layout: 'fullscreen', route: { path: '/esqueceu-a-senha', pattern: '/esqueceu-a-senha' } },
} satisfies Meta<typeof ForgotPasswordScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

async function fillAndSubmit(canvasElement: HTMLElement, email = 'ana@retoma.dev') {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText('E-mail'), email);
  await userEvent.click(await canvas.findByRole('button', { name: 'Enviar link' }));
  return canvas;
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Recupere sua senha' })).toBeVisible();
    await expect(await canvas.findByLabelText('E-mail')).toHaveAttribute('type', 'email');
    await expect(await canvas.findByRole('link', { name: 'Voltar ao login' })).toHaveAttribute('href', '/login');
  },
};

export const Sending: Story = {
  beforeEach({ msw }) {
    msw.use(remember.loading());
  },
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSubmit(canvasElement);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Enviar link' })).toHaveAttribute('data-busy', 'true'));
  },
};

export const Sent: Story = {
  beforeEach({ msw }) {
    msw.use(remember(NEUTRAL));
  },
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSubmit(canvasElement);
    // Focus moves once the new heading is drawn (an effect after the paint): wait for it as a screen reader would.
    const heading = await canvas.findByRole('heading', { name: 'Confira seu e-mail' });
    await waitFor(() => expect(heading).toHaveFocus());
    // The same words whether or not the e-mail has an account: nobody can learn who is a user.
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Se existir uma conta com o e-mail ana@retoma.dev, enviamos para ele um link',
    );
    await expect(await canvas.findByRole('link', { name: 'Voltar ao login' })).toHaveAttribute('href', '/login');
  },
};

export const UseAnotherEmail: Story = {
  beforeEach({ msw }) {
    msw.use(remember(NEUTRAL));
  },
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSubmit(canvasElement, 'ana@retoma.dev');
    await userEvent.click(await canvas.findByRole('button', { name: 'Usar outro e-mail' }));
    // Back to the form with the e-mail still there, to correct a typo.
    await expect(await canvas.findByLabelText('E-mail')).toHaveValue('ana@retoma.dev');
  },
};

export const InvalidEmail: Story = {
  beforeEach({ msw }) {
    msw.use(http.post('*/api/master/remember', () => validationError({ email: ['Informe um e-mail válido.'] })));
  },
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSubmit(canvasElement, 'ana@retoma');
    await expect(await canvas.findByText('Informe um e-mail válido.')).toBeVisible();
    await expect(await canvas.findByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
    await expect(await canvas.findByLabelText('E-mail')).toHaveValue('ana@retoma');
  },
};

export const RateLimited: Story = {
  beforeEach({ msw }) {
    msw.use(http.post('*/api/master/remember', () => httpError(429, undefined, { 'Retry-After': '30' })));
  },
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSubmit(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Muitas tentativas. Tente novamente em 30 segundos.');
  },
};

export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(remember.error(500));
  },
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSubmit(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Não foi possível enviar o pedido agora.');
    await expect(await canvas.findByLabelText('E-mail')).toHaveValue('ana@retoma.dev');
  },
};

export const Unreachable: Story = {
  beforeEach({ msw }) {
    msw.use(http.post('*/api/master/remember', () => HttpResponse.error()));
  },
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSubmit(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Não foi possível falar com o servidor.');
  },
};

/** The screen in the dark theme. */
export const Dark: Story = darkStory('Recupere sua senha');
