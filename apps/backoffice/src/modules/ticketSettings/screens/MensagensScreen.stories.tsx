import type { MensagemPadrao } from '@retoma/api-client';
import type { MensagemPadraoInput } from '@retoma/api-client/schemas';
import { buildMensagemPadrao, mockHandlers } from '@retoma/api-client/mock';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { companySessionHandlers, IN_COMPANY } from '#storybook/companySession';
import { expectLeftFor } from '#storybook/navigation';
import { recordsState } from '../stories/recordsState';
import { limitedUser } from '../stories/storySupport';
import MensagensScreen from './MensagensScreen';
import { darkStory, screenStates } from '#storybook/screenStates';
import { findToast } from '#storybook/queries';

const mensagens = mockHandlers.ticketOptions.mensagensPadrao;
/** The seeded messages, by title as the server lists them. */
const SEEDED = Array.from({ length: 4 }, (_, index) => buildMensagemPadrao({ id: index + 1 })).sort((a, b) =>
  a.titulo.localeCompare(b.titulo),
);

function savingMensagens() {
  const state = recordsState<MensagemPadrao, MensagemPadraoInput>(SEEDED, {
    nameOf: (row) => row.titulo,
    fromInput: (input, id, previous) => ({
      id,
      tipo: input.tipo,
      titulo: input.titulo,
      assunto: input.assunto ?? null,
      mensagem: input.mensagem,
      status: input.status ? 1 : 0,
      padrao: false,
      created_at: previous?.created_at ?? '2025-03-14T12:00:00-03:00',
    }),
  });
  return [mensagens.list(state.list), mensagens.update(state.update), mensagens.remove(state.remove)];
}

const meta = {
  title: 'Settings / Tickets / Standard messages',
  component: MensagensScreen,
  parameters: { layout: 'fullscreen', route: { id: 'mensagem-padrao', path: '/aurora/configuracoes/mensagem-padrao' }, ...IN_COMPANY },
  beforeEach({ msw }) {
    msw.use(...companySessionHandlers());
  },
} satisfies Meta<typeof MensagensScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** WhatsApp and e-mail messages with their channel; the system message offers no action. */
export const Loaded: Story = {
  beforeEach({ msw }) {
    msw.use(mensagens.list(SEEDED));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Mensagens padrão' })).toBeVisible();
    const email = await canvas.findByRole('row', { name: /Carrinho abandonado/ });
    await expect(await within(email).findByText('E-mail')).toBeVisible();
    const system = await canvas.findByRole('row', { name: /Primeiro contato/ });
    await expect(await within(system).findByText('WhatsApp')).toBeVisible();
    await expect(await within(system).findByText('Padrão do sistema')).toBeVisible();
    await expect(within(system).queryByRole('button')).toBeNull();
    await expect(await canvas.findByRole('searchbox', { name: 'Pesquisar por título' })).toBeVisible();
  },
};

/** The screen in the dark theme. */
export const Dark: Story = darkStory('Mensagens padrão');

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(mensagens.list.empty());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Não existe registro por aqui')).toBeVisible();
    await expect(await canvas.findAllByRole('button', { name: 'Incluir mensagem' })).toHaveLength(2);
  },
};

/** The list never answers or fails (the server's reason shown); a role without `configuracao_mensagem` is turned away. */
const states = screenStates(mensagens.list, {
  loading: 'Carregando…',
  busy: { role: 'grid', name: 'Mensagens padrão' },
  error: { alert: 'Serviço indisponível. Tente novamente em instantes.', retry: 'Tentar novamente' },
  errorStatus: 503,
  errorBody: { error: 'server_error', message: 'Serviço indisponível. Tente novamente em instantes.' },
  forbidden: { handlers: () => limitedUser(['configuracao']) },
});

export const Loading: Story = states.Loading;
export const Error: Story = states.Error;
export const Forbidden: Story = states.Forbidden;

/** May only read the messages: nothing to create, switch, edit or delete. */
export const PermissionLimited: Story = {
  beforeEach({ msw }) {
    msw.use(...limitedUser(['configuracao', 'configuracao_mensagem']), mensagens.list(SEEDED));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('grid', { name: 'Mensagens padrão' });
    await expect(await within(table).findByRole('rowheader', { name: /Boleto vencido/ })).toBeVisible();
    await expect(within(table).queryByRole('button')).toBeNull();
    await expect(within(table).queryByRole('switch')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Incluir mensagem' })).toBeNull();
  },
};

/** "Incluir mensagem" opens the editor page. */
export const CreateOpensEditor: Story = {
  beforeEach({ msw }) {
    msw.use(mensagens.list(SEEDED));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Incluir mensagem' }));
    await expectLeftFor(canvasElement, '/aurora/configuracoes/mensagem-padrao/criar');
  },
};

/** Editing a row opens its editor page. */
export const EditOpensEditor: Story = {
  beforeEach({ msw }) {
    msw.use(mensagens.list(SEEDED));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Editar Carrinho abandonado' }));
    await expectLeftFor(canvasElement, '/aurora/configuracoes/mensagem-padrao/editar/3');
  },
};

export const Delete: Story = {
  beforeEach({ msw }) {
    msw.use(...savingMensagens());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(document.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Excluir Boleto vencido' }));
    const question = await page.findByRole('alertdialog', { name: 'Excluir mensagem padrão' });
    await expect(question).toHaveTextContent('Deseja excluir a mensagem “Boleto vencido”?');
    await userEvent.click(await within(question).findByRole('button', { name: 'Excluir' }));
    await expect(await page.findByText('A mensagem “Boleto vencido” foi excluída.')).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('rowheader', { name: /Boleto vencido/ })).toBeNull());
  },
};

/** An inactive message is switched on at once. */
export const ToggleActive: Story = {
  beforeEach({ msw }) {
    msw.use(...savingMensagens());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = await canvas.findByRole('switch', { name: 'Ativar Confirmação de e-mail do lead' });
    await expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await findToast('A mensagem “Confirmação de e-mail do lead” foi ativada.');
    await waitFor(() => expect(canvas.getByRole('switch', { name: 'Ativar Confirmação de e-mail do lead' })).toBeEnabled());
    await expect(await canvas.findByRole('switch', { name: 'Ativar Confirmação de e-mail do lead' })).toBeChecked();
    // The pointer leaves the switch: its hover shade must not decide the picture.
    await userEvent.unhover(await canvas.findByRole('switch', { name: 'Ativar Confirmação de e-mail do lead' }));
  },
};
