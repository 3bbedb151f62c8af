import type { MessageResponse, ResetTokenInfo } from '@retoma/api-client';
import { httpError, raw, validationError } from '@retoma/api-client/mock';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectLeftFor } from '#storybook/navigation';
import ResetPasswordScreen from './ResetPasswordScreen';
import { darkStory } from '#storybook/screenStates';

const find = raw<ResetTokenInfo>('get', 'find/:token');
const reset = raw<MessageResponse>('post', 'reset');
const TOKEN = 'b7Yq2kR9';

const meta = {
  title: 'Sign-in / Reset password',
  component: ResetPasswordScreen,
  parameters: { layout: 'fullscreen', route: { path: `/recuperar-a-senha/${TOKEN}`, pattern: '/recuperar-a-senha/:token' } },
  beforeEach({ msw }) {
    msw.use(find({ email: 'ana@retoma.dev' }));
  },
} satisfies Meta<typeof ResetPasswordScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

async function fillAndSubmit(canvasElement: HTMLElement, confirmation = 'nova-senha-2026') {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText('Nova senha'), 'nova-senha-2026');
  await userEvent.type(await canvas.findByLabelText('Repita a nova senha'), confirmation);
  await userEvent.click(await canvas.findByRole('button', { name: 'Salvar nova senha' }));
  return canvas;
}

/** A valid link: the form for the new password of that account. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Crie uma nova senha' })).toBeVisible();
    await expect(await canvas.findByText('Escolha a nova senha da conta ana@retoma.dev.')).toBeVisible();
    await expect(await canvas.findByLabelText('Nova senha')).toHaveAttribute('autocomplete', 'new-password');
  },
};

export const Checking: Story = {
  beforeEach({ msw }) {
    msw.use(find.loading());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Verificando o link…')).toBeVisible();
    await expect(canvas.queryByLabelText('Nova senha')).not.toBeInTheDocument();
  },
};

export const InvalidLink: Story = {
  beforeEach({ msw }) {
    msw.use(find.error(404, { error: 'not_found', message: 'Token não encontrado.' }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Link inválido' })).toBeVisible();
    await expect(await canvas.findByRole('alert')).toHaveTextContent('não existe, já foi usado ou expirou');
    await expect(await canvas.findByRole('link', { name: 'Pedir um novo link' })).toHaveAttribute('href', '/esqueceu-a-senha');
    await expect(canvas.queryByLabelText('Nova senha')).not.toBeInTheDocument();
  },
};

export const ExpiredWhileFilling: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post('*/api/master/reset', () => validationError({ token: ['Token inválido ou expirado. Solicite a recuperação novamente.'] })),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSubmit(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Link expirado' })).toBeVisible();
    await expect(await canvas.findByRole('alert')).toHaveTextContent('sua senha continua a mesma');
    await expect(await canvas.findByRole('link', { name: 'Pedir um novo link' })).toHaveAttribute('href', '/esqueceu-a-senha');
  },
};

export const CheckFailed: Story = {
  beforeEach({ msw }) {
    msw.use(find.error(500));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Não foi possível verificar o link agora.');
    await expect(await canvas.findByRole('button', { name: 'Tentar de novo' })).toBeVisible();
  },
};

export const RetriesTheCheck: Story = {
  beforeEach({ msw }) {
    // Fails once, then the meta's answer (a valid token) comes back.
    msw.use(http.get('*/api/master/find/:token', () => httpError(500), { once: true }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Tentar de novo' }));
    await expect(await canvas.findByLabelText('Nova senha')).toBeVisible();
  },
};

export const PasswordMismatch: Story = {
  beforeEach({ msw }) {
    // Caught before anything is sent.
    msw.use(reset.error(500, { message: 'não deveria ter sido chamado' }));
  },
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSubmit(canvasElement, 'outra-senha');
    await expect(await canvas.findByText('As senhas não coincidem. Tente novamente.')).toBeVisible();
    await expect(await canvas.findByLabelText('Repita a nova senha')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const WeakPassword: Story = {
  beforeEach({ msw }) {
    msw.use(http.post('*/api/master/reset', () => validationError({ password: ['A senha deve ter ao menos 8 caracteres.'] })));
  },
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSubmit(canvasElement);
    await expect(await canvas.findByText('A senha deve ter ao menos 8 caracteres.')).toBeVisible();
    await expect(await canvas.findByLabelText('Nova senha')).toHaveAttribute('aria-invalid', 'true');
    await expect(await canvas.findByLabelText('Nova senha')).toHaveValue('nova-senha-2026');
  },
};

export const Saving: Story = {
  beforeEach({ msw }) {
    msw.use(reset.loading());
  },
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSubmit(canvasElement);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Salvar nova senha' })).toHaveAttribute('data-busy', 'true'));
  },
};

export const Unreachable: Story = {
  beforeEach({ msw }) {
    msw.use(http.post('*/api/master/reset', () => HttpResponse.error()));
  },
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSubmit(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Não foi possível falar com o servidor.');
    await expect(await canvas.findByLabelText('Repita a nova senha')).toHaveValue('nova-senha-2026');
  },
};

export const PasswordChanged: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post('*/api/master/reset', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        // The token of the address, the account it belongs to, and the password twice.
        const expected: Record<string, string> = {
          token: TOKEN,
          email: 'ana@retoma.dev',
          password: 'nova-senha-2026',
          password_confirmation: 'nova-senha-2026',
        };
        const matches = Object.keys(body).length === 4 && Object.entries(expected).every(([key, value]) => body[key] === value);
        return matches ? HttpResponse.json({ message: 'Senha alterada com sucesso.' }) : validationError({ token: ['corpo inesperado'] });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await fillAndSubmit(canvasElement);
    // On to /login (where the notice is shown, see the Login stories).
    await expectLeftFor(canvasElement, '/login');
  },
};

/** The screen in the dark theme. */
export const Dark: Story = darkStory('Crie uma nova senha');
