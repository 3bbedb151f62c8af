import type { Conta } from '@retoma/api-client';
import { buildConta, buildContas, INTEGRACOES, mockHandlers } from '@retoma/api-client/mock';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { companySessionHandlers, IN_COMPANY } from '#storybook/companySession';
import { expectLeftFor } from '#storybook/navigation';
import { findDialog, findPopup, findToast, overlayGone } from '#storybook/queries';
import { darkStory, screenStates } from '#storybook/screenStates';
import { limitedUser } from '../stories/storySupport';
import ContasScreen from './ContasScreen';

const { contas, integracoes } = mockHandlers.catalog;
const ROUTE = { id: 'contas', path: '/aurora/configuracoes/contas' };
const HOTMART = buildConta({ id: 1 });
const EDUZZ = buildConta({ id: 2 });
const KIWIFY = buildConta({ id: 3 });
/** What the rotate story's server received. */
let rotateSent: unknown[] = [];

const meta = {
  title: 'Settings / Platform accounts',
  component: ContasScreen,
  parameters: { layout: 'fullscreen', route: ROUTE, ...IN_COMPANY },
  beforeEach({ msw }) {
    msw.use(...companySessionHandlers(), integracoes([...INTEGRACOES]));
  },
} satisfies Meta<typeof ContasScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const table = async (canvasElement: HTMLElement) => within(canvasElement).findByRole('grid', { name: 'Contas de produtos' });
const rowOf = async (canvasElement: HTMLElement, name: string | RegExp) => within(await table(canvasElement)).findByRole('row', { name });

/**
 * Loja Aurora's accounts: each with its webhook address to copy, whether its token is set (its last four
 * characters, never the token), and its last event: Hotmart's was processed, Eduzz's failed (and says why),
 * Kiwify has received none yet.
 */
export const Loaded: Story = {
  beforeEach({ msw }) {
    msw.use(contas.list(buildContas()));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Contas de produtos' })).toBeVisible();
    const hotmart = await rowOf(canvasElement, /Hotmart — Loja Aurora/);
    await expect(await within(hotmart).findByText('Token definido · final 3a9c')).toBeVisible();
    await expect(await within(hotmart).findByTitle(HOTMART.webhook_url)).toHaveTextContent(
      /^app\.retoma\.com\.br\/…\/hotmart\/[0-9a-f]{8}…$/,
    );
    await expect(await within(hotmart).findByText('Processado')).toBeVisible();
    await expect(await within(hotmart).findByText('PURCHASE_APPROVED')).toBeVisible();
    const eduzz = await rowOf(canvasElement, /Eduzz — Aurora Cursos/);
    await expect(await within(eduzz).findByText('Token 2: definido')).toBeVisible();
    await expect(await within(eduzz).findByText('Falhou')).toBeVisible();
    await expect(await within(eduzz).findByText(/não confere com o token 2 da conta/)).toBeVisible();
    const kiwify = await rowOf(canvasElement, /Kiwify/);
    await expect(await within(kiwify).findByText('Nenhum evento recebido ainda')).toBeVisible();
    await expect(canvasElement.textContent).not.toMatch(/demo-hotmart|demo-eduzz/);
    await expect(await canvas.findByText('1–3 de 3')).toBeVisible();
  },
};

/** An account whose token was never written says so, and offers to write one. */
export const TokenNotSet: Story = {
  beforeEach({ msw }) {
    msw.use(contas.list([buildConta({ id: 3, has_token: false, token_last4: null })]));
  },
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, /Kiwify/);
    await expect(await within(row).findByText('Token não definido')).toBeVisible();
    await userEvent.click(await within(row).findByRole('button', { name: /Trocar o token de/ }));
    const dialog = await findDialog('Trocar o token de Kiwify — Conta 3');
    await expect(await within(dialog).findByText(/Esta conta ainda não tem token/)).toBeVisible();
  },
};

/** The last event failed: what arrived, when, and why it failed, so the manager knows what to fix. */
export const LastEventFailed: Story = {
  beforeEach({ msw }) {
    msw.use(contas.list([EDUZZ]));
  },
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, /Eduzz/);
    await expect(await within(row).findByText('Falhou')).toBeVisible();
    await expect(await within(row).findByText('cart_abandonment')).toBeVisible();
    await expect(
      await within(row).findByText('A assinatura do evento não confere com o token 2 da conta: confira o token na Eduzz.'),
    ).toBeVisible();
  },
};

/** The copy button puts the account's webhook address on the clipboard, to paste into the platform. */
export const CopyWebhook: Story = {
  beforeEach({ msw }) {
    msw.use(contas.list([HOTMART]));
    const write = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    return () => write.mockRestore();
  },
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, /Hotmart/);
    await userEvent.click(await within(row).findByRole('button', { name: 'Copiar o endereço do webhook de Hotmart — Loja Aurora' }));
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(HOTMART.webhook_url);
    await findToast('Endereço do webhook de “Hotmart — Loja Aurora” copiado: cole-o na plataforma.');
  },
};

/**
 * Rotating a token: the new value is sent once and replaces the stored one; the list shows its new last four
 * characters. The token itself never comes back.
 */
export const RotateToken: Story = {
  beforeEach({ msw }) {
    let current: Conta = HOTMART;
    rotateSent = [];
    msw.use(
      contas.list(() => [current]),
      contas.update(async ({ request }) => {
        rotateSent.push(await request.json());
        current = { ...current, token_last4: '9d21' };
        return current;
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, /Hotmart/);
    await userEvent.click(await within(row).findByRole('button', { name: 'Trocar o token de Hotmart — Loja Aurora' }));
    const dialog = await findDialog('Trocar o token de Hotmart — Loja Aurora');
    await expect(await within(dialog).findByText(/O token atual \(final 3a9c\)/)).toBeVisible();
    const token = await within(dialog).findByLabelText(/Token da conta/);
    await expect(token).toHaveAttribute('type', 'password');
    await userEvent.click(token);
    await userEvent.paste('novo-hottok-gerado-9d21');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Salvar' }));
    await findToast('O token de “Hotmart — Loja Aurora” foi trocado.');
    await overlayGone('dialog');
    await expect(rotateSent).toEqual([{ integracao_id: 1, nome: 'Hotmart — Loja Aurora', token: 'novo-hottok-gerado-9d21' }]);
    await expect(await within(await rowOf(canvasElement, /Hotmart/)).findByText('Token definido · final 9d21')).toBeVisible();
  },
};

/** A new Eduzz account asks for both of its tokens; the server's message lands on its field, nothing typed is lost. */
export const CreateWithServerError: Story = {
  beforeEach({ msw }) {
    msw.use(
      contas.list([HOTMART]),
      contas.create.error(422, { message: 'Os dados informados são inválidos.', errors: { token2: ['Informe o token 2 da conta.'] } }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Nova conta' }));
    const dialog = await findDialog('Nova conta');
    await userEvent.click(await within(dialog).findByRole('button', { name: /Plataforma/ }));
    await userEvent.click(await within(await findPopup('listbox')).findByRole('option', { name: 'Eduzz' }));
    await userEvent.click(await within(dialog).findByRole('textbox', { name: /Conta/ }));
    await userEvent.paste('Eduzz — Cursos');
    await userEvent.click(await within(dialog).findByLabelText(/Token da conta/));
    await userEvent.paste('eduzz-api-key-0001');
    const token2 = await within(dialog).findByLabelText(/^Token 2/);
    await userEvent.click(token2);
    await userEvent.paste('segredo-eduzz');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(token2).toHaveAccessibleDescription(/Informe o token 2 da conta\./));
    await expect(token2).toHaveValue('segredo-eduzz');
    await expect(await within(dialog).findByRole('textbox', { name: /Conta/ })).toHaveValue('Eduzz — Cursos');
  },
};

/** Products use the Hotmart account: deleting it is explained as impossible, with the way to its products. */
export const AccountInUse: Story = {
  beforeEach({ msw }) {
    msw.use(contas.list([HOTMART]));
  },
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, /Hotmart/);
    await userEvent.click(await within(row).findByRole('button', { name: 'Excluir Hotmart — Loja Aurora' }));
    const dialog = await findDialog('Conta em uso');
    await expect(await within(dialog).findByText(/Produtos cadastrados nesta conta: 4\./)).toBeVisible();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Ver os produtos da conta' }));
    await expectLeftFor(canvasElement, '/aurora/configuracoes/produtos?conta_id=1');
  },
};

/** The server still refuses (a product was added meanwhile): its reason is shown and the question stays open. */
export const DeleteRefused: Story = {
  beforeEach({ msw }) {
    msw.use(contas.list([KIWIFY]), contas.remove.error(409, { message: 'Conta em uso por 1 produto. Remova ou mova o produto antes.' }));
  },
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, /Kiwify/);
    await userEvent.click(await within(row).findByRole('button', { name: 'Excluir Kiwify — Conta 3' }));
    const dialog = await findDialog('Excluir conta');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Excluir' }));
    await findToast('Conta em uso por 1 produto. Remova ou mova o produto antes.');
    await expect(dialog).toBeVisible();
  },
};

/** An unused account is deleted after a question. */
export const Delete: Story = {
  beforeEach({ msw }) {
    let rows = [HOTMART, KIWIFY];
    msw.use(
      contas.list(() => rows),
      contas.remove(() => {
        rows = [HOTMART];
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, /Kiwify/);
    await userEvent.click(await within(row).findByRole('button', { name: 'Excluir Kiwify — Conta 3' }));
    const dialog = await findDialog('Excluir conta');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Excluir' }));
    await findToast('A conta “Kiwify — Conta 3” foi excluída.');
    await waitFor(() => expect(within(canvasElement).queryByRole('row', { name: /Kiwify/ })).toBeNull());
  },
};

/** No account yet: what an account is for, and the button to add one. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(contas.list.empty());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Nenhuma conta cadastrada')).toBeVisible();
    await expect(await canvas.findAllByRole('button', { name: 'Nova conta' })).toHaveLength(2);
  },
};

/** A role that may only see the accounts: addresses and states, but no action that writes. */
export const ReadOnly: Story = {
  beforeEach({ msw }) {
    msw.use(...limitedUser(['configuracao', 'configuracao_conta']), contas.list(buildContas()));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rowOf(canvasElement, /Hotmart/);
    await expect(canvas.queryByRole('button', { name: 'Nova conta' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /Trocar o token/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /Excluir/ })).toBeNull();
    await expect(await canvas.findByRole('button', { name: /Copiar o endereço do webhook de Hotmart/ })).toBeVisible();
  },
};

const states = screenStates(contas.list, {
  loading: 'Carregando…',
  busy: { role: 'grid', name: 'Contas de produtos' },
  error: { alert: 'Erro interno do servidor.', retry: 'Tentar novamente' },
  forbidden: { handlers: () => limitedUser(['configuracao']) },
});
export const Loading: Story = states.Loading;
export const Error: Story = states.Error;
/** A role without `configuracao_conta` is turned away by the route. */
export const Forbidden: Story = states.Forbidden;
/** The route let the person in, the server refused the list. */
export const ForbiddenByServer: Story = states.ForbiddenByServer;
export const Dark: Story = darkStory('Contas de produtos', Loaded);
