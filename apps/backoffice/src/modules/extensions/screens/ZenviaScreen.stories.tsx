import type { ZenviaConfig } from '@retoma/api-client';
import { buildZenviaConfig, mockHandlers, ZENVIA_NOT_CONFIGURED } from '@retoma/api-client/mock';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { companySessionHandlers, IN_COMPANY } from '#storybook/companySession';
import { findDialog, findToast } from '#storybook/queries';
import { darkStory, screenStates } from '#storybook/screenStates';
import { limitedUser } from '../stories/storySupport';
import ZenviaScreen from './ZenviaScreen';

const zenvia = mockHandlers.extensions.zenvia;
const SAVED = buildZenviaConfig({ atualizado_em: '2025-03-11T14:20:00-03:00' });

const meta = {
  title: 'Settings / Zenvia',
  component: ZenviaScreen,
  parameters: { layout: 'fullscreen', route: { id: 'extensoes-zenvia', path: '/aurora/extensoes/zenvia' }, ...IN_COMPANY },
  beforeEach({ msw }) {
    msw.use(...companySessionHandlers(), zenvia.get(SAVED), mockHandlers.extensions.list([]));
  },
} satisfies Meta<typeof ZenviaScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const tokenField = async (canvasElement: HTMLElement) => {
  // A password field has no textbox role: found by its label.
  const field = await within(canvasElement).findByLabelText(/^Token da API/);
  return field as HTMLInputElement;
};
const textField = (canvasElement: HTMLElement, name: RegExp) => within(canvasElement).findByRole('textbox', { name });

/** Connected and on: the token only as its last characters, never in the field; the sender id and the switch as saved. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Zenvia (SMS)' })).toBeVisible();
    await expect(await canvas.findByText('Configurada, token terminando em 1a2b')).toBeVisible();
    await expect(await canvas.findByText('Ligada: os SMS das campanhas saem por esta conta.')).toBeVisible();
    const token = await tokenField(canvasElement);
    await expect(token).toHaveAttribute('type', 'password');
    await expect(token).toHaveValue('');
    await expect(await canvas.findByText(/Deixe em branco para manter o token atual/)).toBeVisible();
    await expect(await textField(canvasElement, /^Remetente/)).toHaveValue('loja-aurora');
    await expect(await canvas.findByRole('switch', { name: 'Enviar os SMS das campanhas por esta conta' })).toBeChecked();
    await expect(await canvas.findByRole('button', { name: 'Desconectar' })).toBeEnabled();
    await expect(await canvas.findByRole('button', { name: 'Enviar SMS de teste' })).toBeEnabled();
  },
};

/** Nothing saved yet: the token is asked for, nothing to disconnect, and the test waits for a saved account. */
export const NotConfigured: Story = {
  beforeEach({ msw }) {
    msw.use(zenvia.get(ZENVIA_NOT_CONFIGURED));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Não configurada')).toBeVisible();
    await expect(await canvas.findByText(/saem pela conta padrão do Retoma/)).toBeVisible();
    await expect(await tokenField(canvasElement)).toBeRequired();
    await expect(await canvas.findByText('Salve o token antes de enviar um teste.')).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Enviar SMS de teste' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Desconectar' })).toBeNull();
  },
};

let sent: Record<string, unknown> | undefined;

/** A first save sends the token and the sender id; the page then says it is configured, and the token field is empty again. */
export const Saved: Story = {
  beforeEach({ msw }) {
    let current: ZenviaConfig = ZENVIA_NOT_CONFIGURED;
    msw.use(
      zenvia.get(() => current),
      zenvia.save(async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        current = buildZenviaConfig({ remetente: String(sent.remetente), token_final: '9f3c', atualizado_em: '2025-03-14T12:00:00-03:00' });
        return current;
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await tokenField(canvasElement), 'zv-token-de-exemplo-9f3c');
    await userEvent.type(await textField(canvasElement, /^Remetente/), 'loja-nova');
    await userEvent.click(await canvas.findByRole('button', { name: 'Salvar' }));
    await expect(await findToast('Conta Zenvia salva.')).toBeVisible();
    await expect(sent).toMatchObject({ token: 'zv-token-de-exemplo-9f3c', remetente: 'loja-nova', ativa: true });
    await expect(await canvas.findByText('Configurada, token terminando em 9f3c')).toBeVisible();
    await expect(await tokenField(canvasElement)).toHaveValue('');
  },
};

/** A later save without a new token sends none (the stored one stays), with the switch turned off. */
export const SwitchedOffKeepingTheToken: Story = {
  beforeEach({ msw }) {
    msw.use(
      zenvia.save(async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return { ...SAVED, ativa: false };
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('switch', { name: 'Enviar os SMS das campanhas por esta conta' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Salvar' }));
    await expect(await findToast('Conta Zenvia salva.')).toBeVisible();
    await expect(sent).toMatchObject({ remetente: 'loja-aurora', ativa: false });
    await expect(sent).not.toHaveProperty('token');
    await expect(await canvas.findByText('Desligada: os SMS das campanhas saem como se a empresa não tivesse conta.')).toBeVisible();
  },
};

/** The server's refusals land on their fields, and nothing typed is lost. */
export const ServerFieldErrors: Story = {
  beforeEach({ msw }) {
    msw.use(
      zenvia.get(ZENVIA_NOT_CONFIGURED),
      zenvia.save.error(422, {
        message: 'Os dados informados são inválidos.',
        errors: { token: ['Token longo demais.'], remetente: ['Use no máximo 60 caracteres.'] },
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const token = await tokenField(canvasElement);
    await userEvent.type(token, 'zv-token-de-exemplo');
    const remetente = await textField(canvasElement, /^Remetente/);
    await userEvent.type(remetente, 'remetente-longo');
    await userEvent.click(await canvas.findByRole('button', { name: 'Salvar' }));
    await expect(await canvas.findByText('Token longo demais.')).toBeVisible();
    await expect(await canvas.findByText('Use no máximo 60 caracteres.')).toBeVisible();
    await expect(token).toHaveAttribute('aria-invalid', 'true');
    await expect(token).toHaveValue('zv-token-de-exemplo');
    await expect(remetente).toHaveValue('remetente-longo');
  },
};

/** Disconnecting asks first; confirmed, the account is forgotten and the page says nothing is configured. */
export const Disconnected: Story = {
  beforeEach({ msw }) {
    msw.use(zenvia.disconnect(ZENVIA_NOT_CONFIGURED));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Desconectar' }));
    const dialog = await findDialog('Desconectar a Zenvia?');
    await expect(within(dialog).getByText(/O token e o remetente serão apagados/)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Desconectar' }));
    await expect(await findToast('Zenvia desconectada.')).toBeVisible();
    await expect(await canvas.findByText('Não configurada')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Desconectar' })).toBeNull();
  },
};

/** A test SMS the provider accepts: its message id, and the number, in words. */
export const TestSent: Story = {
  beforeEach({ msw }) {
    msw.use(zenvia.test({ mensagem_id: 'zv-4f1a', telefone: '5511987654321' }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await textField(canvasElement, /^Telefone/), '5511987654321');
    await userEvent.click(await canvas.findByRole('button', { name: 'Enviar SMS de teste' }));
    await expect(await canvas.findByText('A Zenvia aceitou o SMS para +5511987654321 (mensagem zv-4f1a).')).toBeVisible();
  },
};

/** The provider refuses the test: its reason, as the server words it, with the number kept. */
export const TestRefused: Story = {
  beforeEach({ msw }) {
    msw.use(
      zenvia.test.error(422, {
        message: 'O SMS de teste não foi enviado. Zenvia recusou o SMS (400 VALIDATION_ERROR): Saldo insuficiente.',
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const phone = await textField(canvasElement, /^Telefone/);
    await userEvent.type(phone, '5511987654321');
    await userEvent.click(await canvas.findByRole('button', { name: 'Enviar SMS de teste' }));
    const alert = await canvas.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent('Saldo insuficiente'));
    await expect(phone).toHaveValue('5511987654321');
  },
};

/** A number without country and area code is refused on its field before anything is sent. */
export const TestNumberIncomplete: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await textField(canvasElement, /^Telefone/), '98765432');
    await userEvent.click(await canvas.findByRole('button', { name: 'Enviar SMS de teste' }));
    await expect(await canvas.findByText('Informe o telefone com DDI e DDD, só números.')).toBeVisible();
  },
};

/** The screen in the dark theme. */
export const Dark: Story = darkStory('Zenvia (SMS)', Loaded);

const states = screenStates(zenvia.get, {
  others: () => companySessionHandlers(),
  loading: 'Carregando a conta Zenvia…',
  error: { alert: ['Não foi possível carregar a conta Zenvia.', 'Erro interno do servidor.'], retry: 'Tentar de novo' },
  forbidden: { handlers: () => limitedUser(['extensao']) },
});

export const Loading: Story = states.Loading;
export const Error: Story = states.Error;
export const Forbidden: Story = states.Forbidden;
export const ForbiddenByServer: Story = states.ForbiddenByServer;
