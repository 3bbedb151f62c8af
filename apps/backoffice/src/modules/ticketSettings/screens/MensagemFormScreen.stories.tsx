import { buildMensagemPadrao, mockHandlers } from '@retoma/api-client/mock';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { companySessionHandlers, IN_COMPANY } from '#storybook/companySession';
import { expectLeftFor } from '#storybook/navigation';
import { limitedUser } from '../stories/storySupport';
import MensagemFormScreen from './MensagemFormScreen';
import { darkStory, screenStates } from '#storybook/screenStates';
import { findToast } from '#storybook/queries';

const mensagens = mockHandlers.ticketOptions.mensagensPadrao;
const CREATE_ROUTE = { id: 'mensagem-padrao-criar', path: '/aurora/configuracoes/mensagem-padrao/criar' };
const EDIT_ROUTE = { id: 'mensagem-padrao-editar', path: '/aurora/configuracoes/mensagem-padrao/editar/3' };
const LIST_PAGE = '/aurora/configuracoes/mensagem-padrao';
/** The seeded e-mail message (id 3): subject and HTML body with variables. */
const EMAIL = buildMensagemPadrao({ id: 3 });

const meta = {
  title: 'Settings / Tickets / Standard message form',
  component: MensagemFormScreen,
  parameters: { layout: 'fullscreen', route: CREATE_ROUTE, ...IN_COMPANY },
  beforeEach({ msw }) {
    msw.use(...companySessionHandlers());
  },
} satisfies Meta<typeof MensagemFormScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const messageField = (canvasElement: HTMLElement) => within(canvasElement).findByRole('textbox', { name: /^Mensagem/ });

/** A new message starts as WhatsApp, active, with an empty preview. */
export const Create: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Nova mensagem padrão' })).toBeVisible();
    await expect(await canvas.findByRole('radio', { name: 'WhatsApp' })).toBeChecked();
    await expect(canvas.queryByRole('textbox', { name: /Assunto/ })).toBeNull();
    await expect(await canvas.findByRole('checkbox', { name: 'Ativo' })).toBeChecked();
    await expect(await canvas.findByRole('group', { name: 'Inserir variável na mensagem' })).toBeVisible();
    await expect(await canvas.findByText('Escreva a mensagem para ver a prévia.')).toBeVisible();
  },
};

/** A variable goes where the caret is, the caret moves after it, and the preview fills in sample values. */
export const InsertVariables: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const message = (await messageField(canvasElement)) as HTMLTextAreaElement;
    await userEvent.type(message, 'Olá, ! Sou , posso ajudar?');
    // The caret after "Olá, ".
    message.setSelectionRange(5, 5);
    await userEvent.click(await canvas.findByRole('button', { name: /Nome do lead/ }));
    await expect(message).toHaveValue('Olá, [NOME_LEAD]! Sou , posso ajudar?');
    await expect(message).toHaveFocus();
    await expect(message.selectionStart).toBe(16);
    // The caret after "Sou ".
    message.setSelectionRange(22, 22);
    await userEvent.click(await canvas.findByRole('button', { name: /Nome do atendente/ }));
    await expect(message).toHaveValue('Olá, [NOME_LEAD]! Sou [NOME_ATENDENTE], posso ajudar?');
    const preview = await canvas.findByRole('region', { name: 'Prévia' });
    await expect(await within(preview).findByText('Olá, Maria Oliveira! Sou Ana Souza, posso ajudar?')).toBeVisible();
  },
};

/** An e-mail needs a subject: choosing e-mail shows the field, and saving without it says so there. */
export const EmailNeedsSubject: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: 'E-mail' }));
    await userEvent.type(await canvas.findByRole('textbox', { name: /Título/ }), 'Lembrete de carrinho');
    const message = await messageField(canvasElement);
    await userEvent.type(message, '<p>Olá, ');
    await userEvent.click(await canvas.findByRole('button', { name: /Nome do lead/ }));
    await userEvent.type(message, '! O <strong>');
    await userEvent.click(await canvas.findByRole('button', { name: /Nome do produto/ }));
    await userEvent.type(message, '</strong> está reservado.</p>');
    await userEvent.click(await canvas.findByRole('button', { name: 'Salvar' }));
    const subject = await canvas.findByRole('textbox', { name: /Assunto/ });
    await waitFor(() => expect(subject).toHaveAccessibleDescription('Informe o assunto do e-mail.'));
    await expect(subject).toHaveFocus();
    // The e-mail preview shows the formatting, with the sample values.
    const preview = await canvas.findByRole('region', { name: 'Prévia' });
    await expect((await within(preview).findByText('Curso de Confeitaria')).tagName).toBe('STRONG');
    await expect(await within(preview).findByText(/Olá, Maria Oliveira!/)).toBeVisible();
  },
};

/** Nothing filled: title and message say what is missing; the title gets the focus. */
export const ClientValidation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Salvar' }));
    const title = await canvas.findByRole('textbox', { name: /Título/ });
    await waitFor(() => expect(title).toHaveAccessibleDescription(/Informe o título\./));
    await expect(title).toHaveFocus();
    await expect(await messageField(canvasElement)).toHaveAccessibleDescription(/Escreva a mensagem\./);
  },
};

/** A variable the server would not fill is caught before sending. */
export const UnknownVariable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: /Título/ }), 'Saudação');
    const message = await messageField(canvasElement);
    // `[[` types one "[" (user-event's escape).
    await userEvent.type(message, 'Oi, [[NOME]!');
    await userEvent.click(await canvas.findByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(message).toHaveAccessibleDescription(/Variável desconhecida: \[NOME\]\./));
    await expect(message).toHaveValue('Oi, [NOME]!');
  },
};

/** The server's message lands on its field; everything typed stays. */
export const ServerValidation: Story = {
  beforeEach({ msw }) {
    msw.use(
      mensagens.create.error(422, {
        message: 'Os dados informados são inválidos.',
        errors: { titulo: ['Já existe uma mensagem com este título.'] },
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = await canvas.findByRole('textbox', { name: /Título/ });
    await userEvent.type(title, 'Primeiro contato');
    const message = await messageField(canvasElement);
    await userEvent.type(message, 'Olá! Posso ajudar com a sua compra?');
    await userEvent.click(await canvas.findByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(title).toHaveAccessibleDescription(/Já existe uma mensagem com este título\./));
    await expect(title).toHaveValue('Primeiro contato');
    await expect(message).toHaveValue('Olá! Posso ajudar com a sua compra?');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Os dados informados são inválidos.');
  },
};

/** Saved: a toast, and back to the list. */
export const CreateSaved: Story = {
  beforeEach({ msw }) {
    msw.use(mensagens.create(buildMensagemPadrao({ id: 9, titulo: 'Retorno da dúvida', padrao: false })));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: /Título/ }), 'Retorno da dúvida');
    await userEvent.type(await messageField(canvasElement), 'Oi! Consegui a resposta para a sua dúvida.');
    await userEvent.click(await canvas.findByRole('button', { name: 'Salvar' }));
    await findToast('A mensagem padrão foi criada.');
    await expectLeftFor(canvasElement, LIST_PAGE);
  },
};

/** Cancelling goes back to the list without saving. */
export const Cancel: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancelar' }));
    await expectLeftFor(canvasElement, LIST_PAGE);
  },
};

/** An e-mail message opens with its values and its preview: subject and formatted body with sample values. */
export const EditEmail: Story = {
  parameters: { route: EDIT_ROUTE },
  beforeEach({ msw }) {
    msw.use(mensagens.get(EMAIL), mensagens.update(EMAIL));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Editar mensagem padrão' })).toBeVisible();
    await expect(await canvas.findByRole('textbox', { name: /Título/ })).toHaveValue('Carrinho abandonado');
    await expect(await canvas.findByRole('radio', { name: 'E-mail' })).toBeChecked();
    await expect(await canvas.findByRole('textbox', { name: /Assunto/ })).toHaveValue(
      '[NOME_LEAD], o seu [NOME_PRODUTO] está esperando por você',
    );
    const preview = await canvas.findByRole('region', { name: 'Prévia' });
    await expect(await within(preview).findByText('Maria Oliveira, o seu Curso de Confeitaria está esperando por você')).toBeVisible();
    await expect((await within(preview).findByText('Curso de Confeitaria')).tagName).toBe('STRONG');
    await expect(await within(preview).findByText(/Ana Souza — Loja Aurora/)).toBeVisible();
  },
};

/** Saving a change: a toast, and back to the list. */
export const EditSaved: Story = {
  parameters: { route: EDIT_ROUTE },
  beforeEach({ msw }) {
    msw.use(mensagens.get(EMAIL), mensagens.update({ ...EMAIL, titulo: 'Carrinho abandonado (1º aviso)' }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = await canvas.findByRole('textbox', { name: /Título/ });
    await userEvent.type(title, ' (1º aviso)');
    await userEvent.click(await canvas.findByRole('button', { name: 'Salvar' }));
    await findToast('A mensagem padrão foi atualizada.');
    await expectLeftFor(canvasElement, LIST_PAGE);
  },
};

/** The message being edited never answers or fails; a role without `configuracao_mensagem_editar` is turned away. */
const states = screenStates(mensagens.get, {
  parameters: { route: EDIT_ROUTE },
  loading: 'Carregando a mensagem…',
  error: { alert: ['Não foi possível carregar a mensagem.', 'Erro interno do servidor.'], retry: 'Tentar novamente' },
  forbidden: { handlers: () => limitedUser(['configuracao', 'configuracao_mensagem', 'configuracao_mensagem_incluir']) },
});

export const EditLoading: Story = states.Loading;

/** A message that does not exist (deleted, or a wrong address) says so, with the way back. */
export const EditNotFound: Story = {
  parameters: { route: EDIT_ROUTE },
  beforeEach({ msw }) {
    msw.use(mensagens.get.error(404));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Mensagem não encontrada')).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: 'Voltar às mensagens' }));
    await expectLeftFor(canvasElement, LIST_PAGE);
  },
};

export const EditError: Story = states.Error;

/** A system message can be used but not changed: the page says so instead of offering a form. */
export const EditSystemMessage: Story = {
  parameters: { route: { id: 'mensagem-padrao-editar', path: '/aurora/configuracoes/mensagem-padrao/editar/1' } },
  beforeEach({ msw }) {
    msw.use(mensagens.get(buildMensagemPadrao({ id: 1 })));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Mensagem padrão do sistema')).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(await canvas.findByRole('button', { name: 'Voltar às mensagens' })).toBeVisible();
  },
};

/** Editing needs `configuracao_mensagem_editar`. */
export const Forbidden: Story = states.Forbidden;

/** The screen in the dark theme. */
export const Dark: Story = darkStory('Nova mensagem padrão');
