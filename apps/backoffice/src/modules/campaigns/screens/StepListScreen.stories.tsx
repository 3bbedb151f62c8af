import type { CampanhaPasso } from '@retoma/api-client';
import { mockHandlers, type ResolverInfo } from '@retoma/api-client/mock';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { companySessionHandlers, IN_COMPANY } from '#storybook/companySession';
import { expectLeftFor } from '#storybook/navigation';
import { findOverlay, findToast } from '#storybook/queries';
import { darkStory, screenStates } from '#storybook/screenStates';
import { BOLETO, CART, EMAILS, limitedUser, SMS } from '../stories/campaignStories';
import StepListScreen from './StepListScreen';

const EMAILS_PATH = '/aurora/plano/1/campanha/configurar-checkout/11/emails';

const meta = {
  title: 'Recovery / Campaign steps',
  component: StepListScreen,
  parameters: { layout: 'fullscreen', route: { id: 'campanha-config-checkout-emails', path: EMAILS_PATH }, ...IN_COMPANY },
  beforeEach({ msw }) {
    msw.use(...companySessionHandlers(), mockHandlers.campaigns.carrinho.get(CART));
  },
} satisfies Meta<typeof StepListScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const withEmails: Story['beforeEach'] = ({ msw }) => {
  msw.use(mockHandlers.campaigns.carrinho.emails.list(EMAILS));
};

/** The steps in the order the server saved: `posicoes` as the reorder call sent them. */
const savedOrder =
  (steps: readonly CampanhaPasso[]) =>
  async ({ request }: ResolverInfo) => {
    const { posicoes } = (await request.json()) as { posicoes: number[] };
    return posicoes.map((id, index) => ({ ...steps.find((step) => step.id === id)!, posicao: index + 1 }));
  };

const titles = async (canvasElement: HTMLElement) => {
  const list = await within(canvasElement).findByRole('list', { name: 'Sequência de e-mails' });
  return (await within(list).findAllByRole('listitem')).map((row) => row.querySelector('strong')?.textContent);
};

/** Picks the first e-mail up from the keyboard, moves it one row down and drops it. */
async function moveFirstDown(canvasElement: HTMLElement) {
  const handle = await within(canvasElement).findByRole('button', { name: 'Reordenar Passo 1: Esqueceu algo no carrinho?' });
  handle.focus();
  await userEvent.keyboard(' ');
  await within(document.body).findByText('Passo 1: Esqueceu algo no carrinho? selecionado, na posição 1 de 3.');
  await userEvent.keyboard('{ArrowDown}');
  await within(document.body).findByText('Passo 1: Esqueceu algo no carrinho? movido para a posição 2 de 3.');
  await userEvent.keyboard(' ');
}

/** The cart campaign's e-mails in order, each with when it goes, its switch and its delete button. */
export const Loaded: Story = {
  beforeEach: withEmails,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'E-mails da campanha' })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'E-mails' })).toHaveAttribute('aria-current', 'page');
    await expect(await canvas.findByRole('list', { name: 'Sequência de e-mails' })).toBeVisible();
    await expect(await titles(canvasElement)).toEqual([
      'Esqueceu algo no carrinho?',
      'Seu desconto ainda está aqui',
      'Última chance: o carrinho expira hoje',
    ]);
    await expect(await canvas.findByText('30 minutos depois da entrada do contato')).toBeVisible();
    await expect(await canvas.findByText('1 dia depois do envio anterior')).toBeVisible();
    await expect(await canvas.findByText('2 dias depois do envio anterior')).toBeVisible();
  },
};

export const Dark: Story = darkStory('E-mails da campanha', { beforeEach: withEmails });

/** The SMS tab: the same list on the campaign's SMS calls; a step switched off is greyed and its switch off. */
export const Sms: Story = {
  name: 'SMS',
  parameters: { route: { id: 'campanha-config-checkout-sms', path: '/aurora/plano/1/campanha/configurar-checkout/11/sms' } },
  beforeEach({ msw }) {
    msw.use(mockHandlers.campaigns.carrinho.sms.list(SMS));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('list', { name: 'Sequência de SMS' })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Novo SMS' })).toBeVisible();
    await expect(
      await canvas.findByRole('switch', { name: 'Ativo: Passo 2: Oi [NOME_LEAD]! Ainda dá tempo de garantir [NOME_PRODUTO].' }),
    ).not.toBeChecked();
  },
};

/** Each SMS opens its own form. */
export const EditSms: Story = {
  name: 'Edit SMS',
  parameters: { route: { id: 'campanha-config-checkout-sms', path: '/aurora/plano/1/campanha/configurar-checkout/11/sms' } },
  beforeEach({ msw }) {
    msw.use(mockHandlers.campaigns.carrinho.sms.list(SMS));
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: /^Editar Passo 1:/ }));
    await expectLeftFor(canvasElement, '/aurora/plano/1/campanha/configurar-checkout/11/sms/editar/201');
  },
};

/** Moved from the keyboard, the new order is saved at once and stays. */
export const ReorderByKeyboard: Story = {
  beforeEach({ msw }) {
    msw.use(mockHandlers.campaigns.carrinho.emails.list(EMAILS), mockHandlers.campaigns.carrinho.emails.reorder(savedOrder(EMAILS)));
  },
  play: async ({ canvasElement }) => {
    await moveFirstDown(canvasElement);
    await waitFor(async () =>
      expect(await titles(canvasElement)).toEqual([
        'Seu desconto ainda está aqui',
        'Esqueceu algo no carrinho?',
        'Última chance: o carrinho expira hoje',
      ]),
    );
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).toBeNull());
  },
};

/** While the server saves, the new order shows and no other move is taken. */
export const ReorderInProgress: Story = {
  beforeEach({ msw }) {
    msw.use(mockHandlers.campaigns.carrinho.emails.list(EMAILS), mockHandlers.campaigns.carrinho.emails.reorder.loading());
  },
  play: async ({ canvasElement }) => {
    await moveFirstDown(canvasElement);
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull());
    await expect(await titles(canvasElement)).toEqual([
      'Seu desconto ainda está aqui',
      'Esqueceu algo no carrinho?',
      'Última chance: o carrinho expira hoje',
    ]);
    await expect(await within(canvasElement).findByRole('button', { name: /Excluir Passo 2/ })).toBeDisabled();
  },
};

/** Refused by the server, the previous order comes back, with the list's notice and the server's reason. */
export const ReorderRefused: Story = {
  beforeEach({ msw }) {
    msw.use(
      mockHandlers.campaigns.carrinho.emails.list(EMAILS),
      mockHandlers.campaigns.carrinho.emails.reorder.error(422, {
        message: 'Os dados informados são inválidos.',
        errors: { posicoes: ['Informe os passos na nova ordem.'] },
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await moveFirstDown(canvasElement);
    await findToast('A nova ordem não foi salva: a anterior voltou.');
    await expect(
      await within(canvasElement).findByText('Não foi possível salvar a nova ordem. A ordem anterior foi restaurada.'),
    ).toBeVisible();
    await expect(await titles(canvasElement)).toEqual([
      'Esqueceu algo no carrinho?',
      'Seu desconto ainda está aqui',
      'Última chance: o carrinho expira hoje',
    ]);
  },
};

/** A step switched off says so. */
export const SwitchOff: Story = {
  beforeEach({ msw }) {
    msw.use(
      mockHandlers.campaigns.carrinho.emails.list(EMAILS),
      mockHandlers.campaigns.carrinho.emails.update({ ...EMAILS[1]!, status: 0 }),
    );
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('switch', { name: 'Ativo: Passo 2: Seu desconto ainda está aqui' }));
    await findToast('O passo 2 foi desligado.');
  },
};

/** Deleting a step asks first. */
export const Remove: Story = {
  beforeEach({ msw }) {
    msw.use(mockHandlers.campaigns.carrinho.emails.list(EMAILS), mockHandlers.campaigns.carrinho.emails.remove());
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'Excluir Passo 3: Última chance: o carrinho expira hoje' }),
    );
    const dialog = await findOverlay('alertdialog', 'Excluir passo');
    await expect(dialog).toHaveTextContent('Os envios dele que estão agendados serão cancelados.');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Excluir' }));
    await findToast('O passo 3 foi excluído.');
  },
};

/** A sequence without messages says so. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(mockHandlers.campaigns.carrinho.emails.list([]));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Esta sequência ainda não tem mensagens.')).toBeVisible();
  },
};

/** The boleto campaign's e-mails come from its own calls, never the cart's. */
export const Boleto: Story = {
  parameters: {
    route: { id: 'campanha-configurar-boleto-emails', path: '/aurora/plano/1/campanha/configurar-boleto/12/emails' },
  },
  beforeEach({ msw }) {
    msw.use(
      mockHandlers.campaigns.boleto.get(BOLETO),
      mockHandlers.campaigns.boleto.emails.list([{ ...EMAILS[0]!, campanha_id: 12, assunto: 'Seu boleto vence amanhã' }]),
      mockHandlers.campaigns.carrinho.emails.list.error(500),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'E-mails da campanha' })).toBeVisible();
    await expect(await canvas.findByText('Seu boleto vence amanhã')).toBeVisible();
  },
};

/** The steps never answer or fail: the campaign's heading and tabs stay. */
const states = screenStates(mockHandlers.campaigns.carrinho.emails.list, {
  loading: 'Carregando os passos…',
  error: { alert: ['Não foi possível carregar os e-mails da campanha.', 'Serviço indisponível.'], retry: 'Tentar novamente' },
  errorStatus: 503,
  errorBody: { error: 'server_error', message: 'Serviço indisponível.' },
  forbidden: { handlers: () => limitedUser(['planos']) },
});

export const Loading: Story = states.Loading;
export const Error: Story = states.Error;
export const Forbidden: Story = states.Forbidden;
export const ForbiddenByServer: Story = states.ForbiddenByServer;
