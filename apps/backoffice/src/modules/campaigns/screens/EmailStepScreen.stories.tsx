import { mockHandlers } from '@retoma/api-client/mock';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { companySessionHandlers, IN_COMPANY } from '#storybook/companySession';
import { expectLeftFor } from '#storybook/navigation';
import { findToast } from '#storybook/queries';
import { darkStory, screenStates } from '#storybook/screenStates';
import { CART, EMAILS, limitedUser } from '../stories/campaignStories';
import EmailStepScreen from './EmailStepScreen';

const BASE = '/aurora/plano/1/campanha/configurar-checkout/11';

const meta = {
  title: 'Recovery / E-mail step',
  component: EmailStepScreen,
  parameters: {
    layout: 'fullscreen',
    route: { id: 'campanha-config-checkout-emails-criar', path: `${BASE}/emails/criar` },
    ...IN_COMPANY,
  },
  beforeEach({ msw }) {
    msw.use(...companySessionHandlers(), mockHandlers.campaigns.carrinho.get(CART), mockHandlers.campaigns.carrinho.emails.list(EMAILS));
  },
} satisfies Meta<typeof EmailStepScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const EDIT = { route: { id: 'campanha-config-checkout-emails-editar', path: `${BASE}/emails/editar/102` } };

const editor = async (canvasElement: HTMLElement) => within(canvasElement).findByRole('textbox', { name: 'Mensagem' });

/** Fills everything but the body. */
async function fillHeaders(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByRole('textbox', { name: /Esperar depois do envio anterior/ }), '3');
  await userEvent.tab();
  // Pasted, not typed key by key: the story stays well inside its time on a busy machine.
  for (const [name, text] of [
    [/Nome do remetente/, 'Equipe Aurora'],
    [/Responder a/, 'contato@aurora.example'],
    [/Assunto/, 'Ainda pensando?'],
  ] as const) {
    await userEvent.click(await canvas.findByRole('textbox', { name }));
    await userEvent.paste(text);
  }
}

/** A new e-mail: the delay with the days left, sender, reply-to, subject and the editor with its toolbar and variables. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Novo e-mail da campanha' })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'E-mails' })).toHaveAttribute('aria-current', 'page');
    await expect(await canvas.findByRole('toolbar', { name: 'Formatação' })).toBeVisible();
    await expect(await editor(canvasElement)).toBeVisible();
    await expect(await canvas.findByText('Com este passo, restam 27 dias, 23 horas e 30 minutos dos 31 dias da sequência.')).toBeVisible();
  },
};

export const Dark: Story = darkStory('Novo e-mail da campanha');

/** Written in the editor (bold and a variable from the picker), saved, back to the list. */
export const Saved: Story = {
  beforeEach({ msw }) {
    msw.use(mockHandlers.campaigns.carrinho.emails.create({ ...EMAILS[0]!, id: 104, posicao: 4 }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillHeaders(canvasElement);
    const body = await editor(canvasElement);
    await userEvent.click(body);
    await userEvent.keyboard('Olá, ');
    await userEvent.click(await canvas.findByRole('button', { name: 'Inserir [NOME_LEAD]' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Negrito' }));
    await userEvent.keyboard(' volte!');
    await waitFor(() => expect(body.innerHTML).toContain('<strong> volte!</strong>'));
    await expect(body).toHaveTextContent('Olá, [NOME_LEAD] volte!');
    await userEvent.click(await canvas.findByRole('button', { name: 'Salvar' }));
    await findToast('O e-mail foi criado.');
    await expectLeftFor(canvasElement, `${BASE}/emails`);
  },
};

/** Nothing is sent with an empty body or headers: each says what is missing. */
export const Missing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Salvar' }));
    await expect(await canvas.findByText('Informe o nome do remetente.')).toBeVisible();
    await expect(await canvas.findByText('Informe o e-mail de resposta.')).toBeVisible();
    await expect(await canvas.findByText('Informe o assunto.')).toBeVisible();
    await expect(await canvas.findByText('Escreva o corpo do e-mail.')).toBeVisible();
    await expect(await editor(canvasElement)).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The server's messages land on their fields; what was written stays. */
export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(
      mockHandlers.campaigns.carrinho.emails.create.error(422, {
        message: 'Os dados informados são inválidos.',
        errors: { unidade_tempo: ['A sequência passa de 31 dias: restam 27 dias, 23 horas e 30 minutos.'] },
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillHeaders(canvasElement);
    const body = await editor(canvasElement);
    await userEvent.click(body);
    await userEvent.keyboard('Seu carrinho espera.');
    await userEvent.click(await canvas.findByRole('button', { name: 'Salvar' }));
    await expect(await canvas.findByText('A sequência passa de 31 dias: restam 27 dias, 23 horas e 30 minutos.')).toBeVisible();
    await expect(await canvas.findByRole('textbox', { name: /Assunto/ })).toHaveValue('Ainda pensando?');
    await expect(body).toHaveTextContent('Seu carrinho espera.');
  },
};

/** Editing: the e-mail as saved, its body in the editor. */
export const Edit: Story = {
  parameters: EDIT,
  beforeEach({ msw }) {
    msw.use(mockHandlers.campaigns.carrinho.emails.get(EMAILS[1]!));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Editar e-mail da campanha' })).toBeVisible();
    await expect(await canvas.findByRole('textbox', { name: /Assunto/ })).toHaveValue('Seu desconto ainda está aqui');
    await expect(await editor(canvasElement)).toHaveTextContent('O seu [NOME_PRODUTO] está esperando por você.');
  },
};

const states = screenStates(mockHandlers.campaigns.carrinho.emails.get, {
  parameters: EDIT,
  loading: 'Carregando o e-mail…',
  error: { alert: ['Não foi possível carregar o e-mail.', 'Serviço indisponível.'], retry: 'Tentar novamente' },
  errorStatus: 503,
  errorBody: { error: 'server_error', message: 'Serviço indisponível.' },
  forbidden: { handlers: () => limitedUser(['planos']) },
});

export const Loading: Story = states.Loading;
export const Error: Story = states.Error;
export const Forbidden: Story = states.Forbidden;
export const ForbiddenByServer: Story = states.ForbiddenByServer;
