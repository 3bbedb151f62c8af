import { buildContato, buildEmailPreview, mockHandlers } from '@retoma/api-client/mock';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { companySessionHandlers, IN_COMPANY } from '#storybook/companySession';
import { expectLeftFor } from '#storybook/navigation';
import { findDialog, findToast } from '#storybook/queries';
import { darkStory, screenStates } from '#storybook/screenStates';
import { CART, EMAILS, limitedUser, PRODUCT_LINKS } from '../stories/campaignStories';
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
    msw.use(
      ...companySessionHandlers(),
      mockHandlers.campaigns.carrinho.get(CART),
      mockHandlers.campaigns.carrinho.emails.list(EMAILS),
      mockHandlers.links.list(PRODUCT_LINKS),
    );
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

/** "Mensagem no WhatsApp": the dialog asks for the number and message (checked as the server checks them), then the button goes in as a link and the form says where it leads. */
export const WhatsappMessage: Story = {
  name: 'WhatsApp Message',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillHeaders(canvasElement);
    const body = await editor(canvasElement);
    await userEvent.click(body);
    await userEvent.keyboard('Dúvidas? ');
    await userEvent.click(await canvas.findByRole('button', { name: 'Inserir [LINK_ACAO_WHATSAPPLIST]' }));
    const dialog = within(await findDialog('Mensagem no WhatsApp'));
    await userEvent.click(await dialog.findByRole('button', { name: 'Inserir' }));
    await expect(
      await dialog.findByText('Informe o WhatsApp que recebe a mensagem do botão "Mensagem no WhatsApp", ou tire o botão do texto.'),
    ).toBeVisible();
    await userEvent.click(await dialog.findByRole('textbox', { name: /WhatsApp que recebe a mensagem/ }));
    await userEvent.paste('(11) 98765-4321');
    await userEvent.click(await dialog.findByRole('textbox', { name: /^Mensagem/ }));
    await userEvent.paste('Olá, sou [NOME_LEAD] e tenho uma dúvida sobre o [NOME_PRODUTO].');
    await userEvent.click(await dialog.findByRole('button', { name: 'Inserir' }));
    await waitFor(() => expect(body.innerHTML).toContain('href="[LINK_ACAO_WHATSAPPLIST]"'));
    await expect(await within(body).findByRole('link', { name: 'Falar no WhatsApp' })).toBeVisible();
    await expect(
      await canvas.findByText(
        'O botão abre o WhatsApp +55 (11) 98765-4321 com “Olá, sou [NOME_LEAD] e tenho uma dúvida sobre o [NOME_PRODUTO].”.',
      ),
    ).toBeVisible();
  },
};

/** Editing an e-mail whose button leads to the company's WhatsApp; taking the number off while the button stays is refused on the spot. */
export const WhatsappWithoutNumber: Story = {
  name: 'WhatsApp Without Number',
  parameters: EDIT,
  beforeEach({ msw }) {
    msw.use(
      mockHandlers.campaigns.carrinho.emails.get({
        ...EMAILS[1]!,
        corpo: '<p>Ficou com dúvida? <a href="[LINK_ACAO_WHATSAPPLIST]">Falar no WhatsApp</a></p>',
        ddi: '55',
        telefone: '11987654321',
        whatsapp: 'Olá, quero saber mais sobre o [NOME_PRODUTO].',
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('O botão abre o WhatsApp +55 11987654321 com “Olá, quero saber mais sobre o [NOME_PRODUTO].”.'),
    ).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: 'Remover' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Salvar' }));
    await expect(
      await canvas.findByText('Informe o WhatsApp que recebe a mensagem do botão "Mensagem no WhatsApp", ou tire o botão do texto.'),
    ).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Informar o WhatsApp' })).toBeVisible();
  },
};

const PREVIEW_CONTACTS = [
  buildContato({
    id: 501,
    lead: { id: 701, nome: 'Marina Costa', email: 'marina@example.com', ddi: '55', ddd: '11', telefone: '987654321' },
  }),
  buildContato({ id: 502 }),
];

/** Previewed as the campaign's newest contact receives it (another can be chosen), then sent to oneself. */
export const Preview: Story = {
  parameters: EDIT,
  beforeEach({ msw }) {
    msw.use(
      mockHandlers.campaigns.carrinho.emails.get(EMAILS[1]!),
      mockHandlers.campaigns.carrinho.contatos.list(PREVIEW_CONTACTS),
      mockHandlers.campaigns.carrinho.emails.preview(buildEmailPreview()),
      mockHandlers.campaigns.carrinho.emails.test({ para: 'ana.souza@retoma.dev' }),
    );
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Pré-visualizar' }));
    const dialog = within(await findDialog('Prévia do e-mail'));
    await expect(await dialog.findByText('Assunto: Ainda pensando, Marina?')).toBeVisible();
    await expect(await dialog.findByText('Para: Marina Costa <marina@example.com>')).toBeVisible();
    await expect(await dialog.findByTitle('O e-mail como o contato o recebe')).toHaveAttribute('sandbox', '');
    await expect(await dialog.findByRole('button', { name: /Ver como/ })).toHaveTextContent('Marina Costa');
    await userEvent.click(dialog.getByRole('button', { name: 'Enviar teste para mim' }));
    await findToast('Enviamos o teste para ana.souza@retoma.dev.');
  },
};

/** A new e-mail with nothing written yet: the preview asks for the subject and the message first. */
export const PreviewIncomplete: Story = {
  beforeEach({ msw }) {
    msw.use(mockHandlers.campaigns.carrinho.contatos.list([]));
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Pré-visualizar' }));
    const dialog = within(await findDialog('Prévia do e-mail'));
    await expect(await dialog.findByText('Escreva o assunto e a mensagem para ver a prévia.')).toBeVisible();
    await expect(await dialog.findByText('A campanha ainda não tem contatos: a prévia usa os seus dados.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Enviar teste para mim' })).toBeDisabled();
  },
};

/** The server refuses the test (no e-mail on the account, a mail limit): said in the dialog, the preview kept. */
export const TestRefused: Story = {
  parameters: EDIT,
  beforeEach({ msw }) {
    msw.use(
      mockHandlers.campaigns.carrinho.emails.get(EMAILS[1]!),
      mockHandlers.campaigns.carrinho.contatos.list(PREVIEW_CONTACTS),
      mockHandlers.campaigns.carrinho.emails.preview(buildEmailPreview()),
      mockHandlers.campaigns.carrinho.emails.test.error(429, {
        error: 'too_many_requests',
        message: 'Muitos testes seguidos. Tente de novo em um minuto.',
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Pré-visualizar' }));
    const dialog = within(await findDialog('Prévia do e-mail'));
    await dialog.findByText('Assunto: Ainda pensando, Marina?');
    await userEvent.click(dialog.getByRole('button', { name: 'Enviar teste para mim' }));
    await expect(await dialog.findByText('Muitos testes seguidos. Tente de novo em um minuto.')).toBeVisible();
    await expect(dialog.getByText('Assunto: Ainda pensando, Marina?')).toBeVisible();
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
