import { mockHandlers } from '@retoma/api-client/mock';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { companySessionHandlers, IN_COMPANY } from '#storybook/companySession';
import { expectLeftFor } from '#storybook/navigation';
import { findDialog, findPopup, findToast } from '#storybook/queries';
import { darkStory, screenStates } from '#storybook/screenStates';
import { CART, limitedUser, SMS, PRODUCT_LINKS } from '../stories/campaignStories';
import SmsStepScreen from './SmsStepScreen';

const BASE = '/aurora/plano/1/campanha/configurar-checkout/11';

const meta = {
  title: 'Recovery / SMS step',
  component: SmsStepScreen,
  parameters: { layout: 'fullscreen', route: { id: 'campanha-config-checkout-sms-criar', path: `${BASE}/sms/criar` }, ...IN_COMPANY },
  beforeEach({ msw }) {
    msw.use(
      ...companySessionHandlers(),
      mockHandlers.campaigns.carrinho.get(CART),
      mockHandlers.campaigns.carrinho.sms.list(SMS),
      mockHandlers.links.list(PRODUCT_LINKS),
    );
  },
} satisfies Meta<typeof SmsStepScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const EDIT = { route: { id: 'campanha-config-checkout-sms-editar', path: `${BASE}/sms/editar/201` } };

/** Pastes `text` into the message, as a person pasting a prepared text. */
async function pasteMessage(canvasElement: HTMLElement, text: string) {
  const field = await within(canvasElement).findByRole('textbox', { name: /Mensagem/ });
  await userEvent.click(field);
  await userEvent.paste(text);
  return field;
}

/** A new SMS: the days the other active SMS already use are counted (the one switched off is not). */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Novo SMS da campanha' })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'SMS' })).toHaveAttribute('aria-current', 'page');
    await expect(await canvas.findByText('Com este passo, restam 30 dias, 23 horas e 30 minutos dos 31 dias da sequência.')).toBeVisible();
    await userEvent.type(await canvas.findByRole('textbox', { name: /Esperar depois do envio anterior/ }), '2');
    // The number is taken when the field is left, as react-aria's number fields do.
    await userEvent.tab();
    await expect(await canvas.findByText('Com este passo, restam 30 dias, 21 horas e 30 minutos dos 31 dias da sequência.')).toBeVisible();
  },
};

export const Dark: Story = darkStory('Novo SMS da campanha');

/** 160 plain characters fit one SMS. */
export const At160: Story = {
  play: async ({ canvasElement }) => {
    await pasteMessage(canvasElement, 'a'.repeat(160));
    await expect(await within(canvasElement).findByText('160 caracteres · 1 SMS · cabem mais 0 neste SMS.')).toBeVisible();
  },
};

/** One more and the message is two SMS of up to 153 each. */
export const At161: Story = {
  play: async ({ canvasElement }) => {
    await pasteMessage(canvasElement, 'a'.repeat(161));
    await expect(await within(canvasElement).findByText('161 caracteres · 2 SMS · cabem mais 145 no último.')).toBeVisible();
  },
};

/** One "ã" turns the 160-character SMS into three of 67: the counter says why. */
export const Accented: Story = {
  play: async ({ canvasElement }) => {
    await pasteMessage(canvasElement, `${'a'.repeat(159)}ã`);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/160 caracteres · 3 SMS · cabem mais 41 no último\./)).toBeVisible();
    await expect(await canvas.findByText(/Um caractere fora do alfabeto GSM \(como “ã”\)/)).toBeVisible();
  },
};

/** A variable goes in where the caret stands, and counts at its longest value. */
export const InsertVariable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = await pasteMessage(canvasElement, 'Oi , seu carrinho foi salvo.');
    (field as HTMLTextAreaElement).setSelectionRange(3, 3);
    await userEvent.click(await canvas.findByRole('button', { name: 'Inserir [NOME_LEAD]' }));
    await expect(field).toHaveValue('Oi [NOME_LEAD], seu carrinho foi salvo.');
    await expect(await canvas.findByText(/148 caracteres · 1 SMS/)).toBeVisible();
  },
};

/** A sales link of the product, chosen by its description, goes in as its variable where the caret stands. */
export const InsertSalesLink: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = await pasteMessage(canvasElement, 'Finalize aqui: ');
    await userEvent.click(await canvas.findByRole('button', { name: /Link de venda/ }));
    await userEvent.click(await within(await findPopup('listbox')).findByRole('option', { name: /Checkout em 12 vezes/ }));
    await expect(field).toHaveValue('Finalize aqui: [LINK_RECONQ12X]');
  },
};

/** "Mensagem no WhatsApp": the number and message asked first, then the variable goes in where the caret stands (the engine sends a short address of its own). */
export const WhatsappMessage: Story = {
  name: 'WhatsApp Message',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = await pasteMessage(canvasElement, 'Fale com a gente: ');
    await userEvent.click(await canvas.findByRole('button', { name: 'Inserir [LINK_ACAO_WHATSAPPLIST]' }));
    const dialog = within(await findDialog('Mensagem no WhatsApp'));
    await userEvent.click(await dialog.findByRole('textbox', { name: /WhatsApp que recebe a mensagem/ }));
    await userEvent.paste('2133334444');
    await userEvent.click(await dialog.findByRole('textbox', { name: /^Mensagem/ }));
    await userEvent.paste('Oi, sou [NOME_LEAD].');
    await userEvent.click(await dialog.findByRole('button', { name: 'Inserir' }));
    await expect(field).toHaveValue('Fale com a gente: [LINK_ACAO_WHATSAPPLIST]');
    await expect(await canvas.findByText('O botão abre o WhatsApp +55 2133334444 com “Oi, sou [NOME_LEAD].”.')).toBeVisible();
  },
};

/** Saved: back to the SMS list. */
export const Saved: Story = {
  beforeEach({ msw }) {
    msw.use(mockHandlers.campaigns.carrinho.sms.create({ ...SMS[0]!, id: 203, posicao: 3 }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: /Esperar depois do envio anterior/ }), '3');
    await pasteMessage(canvasElement, 'Última chamada: [LINK_RECONQ]');
    await userEvent.click(await canvas.findByRole('button', { name: 'Salvar' }));
    await findToast('O SMS foi criado.');
    await expectLeftFor(canvasElement, `${BASE}/sms`);
  },
};

/** Nothing is sent without a delay and a text: each field says what is missing. */
export const Missing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Salvar' }));
    await expect(await canvas.findByText('Informe o tempo de espera: um número inteiro a partir de 1.')).toBeVisible();
    await expect(await canvas.findByText('Escreva a mensagem do SMS.')).toBeVisible();
  },
};

/** The 31 days are counted on the server too: its message lands on the delay, and nothing typed is lost. */
export const BeyondThirtyOneDays: Story = {
  beforeEach({ msw }) {
    msw.use(
      mockHandlers.campaigns.carrinho.sms.create.error(422, {
        message: 'Os dados informados são inválidos.',
        errors: { unidade_tempo: ['A sequência passa de 31 dias: restam 30 dias, 23 horas e 30 minutos.'] },
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const delay = await canvas.findByRole('textbox', { name: /Esperar depois do envio anterior/ });
    await userEvent.type(delay, '40');
    await userEvent.tab();
    await userEvent.click(await canvas.findByRole('button', { name: /Medido em/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Dias' }));
    await expect(await canvas.findByText(/a sequência passa 9 dias e 30 minutos dos 31 dias/)).toBeVisible();
    const field = await pasteMessage(canvasElement, 'Volte, [NOME_LEAD]!');
    await userEvent.click(await canvas.findByRole('button', { name: 'Salvar' }));
    await expect(await canvas.findByText('A sequência passa de 31 dias: restam 30 dias, 23 horas e 30 minutos.')).toBeVisible();
    await expect(delay).toHaveValue('40');
    await expect(field).toHaveValue('Volte, [NOME_LEAD]!');
  },
};

/** Editing: the SMS as saved; its own delay is not counted twice. */
export const Edit: Story = {
  parameters: EDIT,
  beforeEach({ msw }) {
    msw.use(mockHandlers.campaigns.carrinho.sms.get(SMS[0]!));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Editar SMS da campanha' })).toBeVisible();
    await expect(await canvas.findByRole('textbox', { name: /Mensagem/ })).toHaveValue(SMS[0]!.corpo);
    await expect(await canvas.findByRole('textbox', { name: /Esperar depois da entrada do contato/ })).toHaveValue('30');
    await expect(await canvas.findByText('Com este passo, restam 30 dias, 23 horas e 30 minutos dos 31 dias da sequência.')).toBeVisible();
  },
};

/** An SMS of another campaign (or none) says so. */
export const NotFound: Story = {
  parameters: EDIT,
  beforeEach({ msw }) {
    msw.use(mockHandlers.campaigns.carrinho.sms.get.error(404));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('SMS não encontrado')).toBeVisible();
  },
};

const states = screenStates(mockHandlers.campaigns.carrinho.sms.get, {
  parameters: EDIT,
  loading: 'Carregando o SMS…',
  error: { alert: ['Não foi possível carregar o SMS.', 'Serviço indisponível.'], retry: 'Tentar novamente' },
  errorStatus: 503,
  errorBody: { error: 'server_error', message: 'Serviço indisponível.' },
  forbidden: { handlers: () => limitedUser(['planos']) },
});

export const Loading: Story = states.Loading;
export const Error: Story = states.Error;
export const Forbidden: Story = states.Forbidden;
export const ForbiddenByServer: Story = states.ForbiddenByServer;
