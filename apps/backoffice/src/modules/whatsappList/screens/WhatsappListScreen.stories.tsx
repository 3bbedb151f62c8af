import type { WhatsappListEntry } from '@retoma/api-client';
import {
  AGENTS,
  buildMensagemPadrao,
  buildPersonalLink,
  buildProductOptions,
  buildWhatsappListAnswer,
  buildWhatsappListDetail,
  buildWhatsappListEntry,
  mockHandlers,
  type ResolverInfo,
} from '@retoma/api-client/mock';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { companySessionHandlers, IN_COMPANY } from '#storybook/companySession';
import { expectLeftFor } from '#storybook/navigation';
import { findDialog, findOverlay, findPopup, findToast } from '#storybook/queries';
import { darkStory, screenStates } from '#storybook/screenStates';
import { limitedUser } from '../../catalog/stories/storySupport';
import WhatsappListScreen from './WhatsappListScreen';

const { whatsappList } = mockHandlers;
const ROUTE = { id: 'whatsapplist-listagem', path: '/aurora/whatsapplist/listagem' };

/** Ana Souza (the session's user) answered the fourth contact, Bruno Lima the fifth; the sixth has a ticket open. */
const ENTRIES: WhatsappListEntry[] = Array.from({ length: 8 }, (_, index) => buildWhatsappListEntry({ id: index + 1 }));
ENTRIES[3] = { ...ENTRIES[3]!, resposta: buildWhatsappListAnswer('Oi! Posso ajudar com o seu pedido?', AGENTS[0]), respostas_count: 1 };
ENTRIES[4] = {
  ...ENTRIES[4]!,
  resposta: buildWhatsappListAnswer('Olá, aqui é o Bruno. Vi seu boleto em aberto.', AGENTS[1]),
  respostas_count: 1,
};
ENTRIES[5] = { ...ENTRIES[5]!, ticket_aberto: 418 };
const PENDING = ENTRIES.filter((entry) => !entry.resposta);
const ANSWERED = ENTRIES.filter((entry) => entry.resposta);
const FIRST = PENDING[0]!;
const BY_BRUNO = ENTRIES[4]!;

/** The queries the list was asked with, newest last. */
let asked: URLSearchParams[] = [];
const listing = ({ request }: ResolverInfo) => {
  const query = new URL(request.url).searchParams;
  asked.push(query);
  const tab = query.get('situacao');
  return tab === 'respondidos' ? ANSWERED : tab === 'todos' ? ENTRIES : PENDING;
};

const meta = {
  title: 'WhatsApp / List',
  component: WhatsappListScreen,
  parameters: { layout: 'fullscreen', route: ROUTE, ...IN_COMPANY },
  beforeEach({ msw }) {
    asked = [];
    msw.use(
      ...companySessionHandlers(),
      mockHandlers.selects.produtos(buildProductOptions()),
      whatsappList.counts({ pendentes: PENDING.length, respondidos: ANSWERED.length, todos: ENTRIES.length }),
      whatsappList.responsibles({
        usuarios: [AGENTS[0]!, AGENTS[1]!],
        campanhas: [
          { id: 21, nome: 'Fale com a gente no WhatsApp', tipo: 'whatsapp' },
          { id: 22, nome: 'Boletos em aberto', tipo: 'boleto' },
        ],
      }),
      whatsappList.get(({ params }) => buildWhatsappListDetail(ENTRIES.find((entry) => entry.id === Number(params.id)) ?? FIRST)),
      mockHandlers.ticketOptions.mensagensPadrao.list(({ request }) =>
        [1, 2, 3]
          .map((id) => buildMensagemPadrao({ id }))
          .filter((message) => message.tipo === new URL(request.url).searchParams.get('tipo')),
      ),
      mockHandlers.salesLinks.mine([
        buildPersonalLink({ id: 1, produto_id: FIRST.produto.id, identidade: 'OFERTA', descricao: 'Oferta principal' }),
      ]),
    );
  },
} satisfies Meta<typeof WhatsappListScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const table = async (canvasElement: HTMLElement) => {
  const grid = await within(canvasElement).findByRole('grid', { name: 'Contatos da lista do WhatsApp' });
  await within(grid).findAllByRole('button', { name: /^Ações de / });
  return grid;
};

/** Opens a contact's actions menu and picks an item. */
async function rowAction(canvasElement: HTMLElement, entry: WhatsappListEntry, item: string) {
  await userEvent.click(await within(await table(canvasElement)).findByRole('button', { name: `Ações de ${entry.lead.nome}` }));
  await userEvent.click(await within(await findPopup('menu')).findByRole('menuitem', { name: item }));
}

/** The pending tab by default, each tab with its count; each contact with its campaign (and its kind) and state. */
export const Loaded: Story = {
  beforeEach({ msw }) {
    msw.use(whatsappList.list(listing));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Contatos da lista do WhatsApp' })).toBeVisible();
    await expect(await canvas.findByRole('tab', { name: `Pendentes ${PENDING.length}`, selected: true })).toBeVisible();
    await expect(await canvas.findByRole('tab', { name: `Respondidos ${ANSWERED.length}` })).toBeVisible();
    const row = await within(await table(canvasElement)).findByRole('row', { name: new RegExp(FIRST.lead.nome) });
    await expect(await within(row).findByText(FIRST.campanha.nome)).toBeVisible();
    await expect(await within(row).findByText('Pendente')).toBeVisible();
    await expect(asked.at(-1)?.get('situacao')).toBe('pendentes');
  },
};

/** The answered tab: the contact Bruno answered says so to Ana; her own says only "Respondido". */
export const AnsweredBySomeoneElse: Story = {
  parameters: { route: { ...ROUTE, path: '/aurora/whatsapplist/listagem?aba=respondidos' } },
  beforeEach({ msw }) {
    msw.use(whatsappList.list(listing));
  },
  play: async ({ canvasElement }) => {
    const grid = await table(canvasElement);
    const row = await within(grid).findByRole('row', { name: new RegExp(BY_BRUNO.lead.nome) });
    await expect(await within(row).findByText('Respondido por Bruno Lima')).toBeVisible();
    const own = await within(grid).findByRole('row', { name: new RegExp(ENTRIES[3]!.lead.nome) });
    await expect(await within(own).findByText('Respondido')).toBeVisible();
    await rowAction(canvasElement, BY_BRUNO, 'Ver mensagens');
    const panel = await findOverlay('dialog', 'Mensagem de WhatsApp');
    await expect(await within(panel).findByRole('log', { name: 'Mensagens enviadas' })).toHaveTextContent(/Vi seu boleto em aberto/);
  },
};

/** Answering: the attend screen's panel, a default message, the server's rendering in the chat and WhatsApp opened. */
export const Answer: Story = {
  beforeEach({ msw }) {
    const open = spyOn(window, 'open').mockReturnValue(null);
    // As the server does, an answer joins the contact's messages, which the panel reads again once it is sent.
    const answered = new Map<number, string>();
    msw.use(
      whatsappList.list(listing),
      whatsappList.get(({ params }) => {
        const entry = ENTRIES.find((one) => one.id === Number(params.id)) ?? FIRST;
        const mensagem = answered.get(entry.id);
        return buildWhatsappListDetail(mensagem ? { ...entry, resposta: buildWhatsappListAnswer(mensagem, AGENTS[0], 0) } : entry);
      }),
      whatsappList.answer(({ params }) => {
        const entry = ENTRIES.find((one) => one.id === Number(params.id))!;
        const mensagem = `Olá, ${entry.lead.nome}! Aqui é Ana Souza.`;
        answered.set(entry.id, mensagem);
        return { mensagem, url: `https://wa.me/55${entry.lead.ddd}${entry.lead.telefone}?text=${encodeURIComponent(mensagem)}` };
      }),
    );
    return () => open.mockRestore();
  },
  play: async ({ canvasElement }) => {
    await rowAction(canvasElement, FIRST, 'Responder');
    const panel = await findOverlay('dialog', 'Mensagem de WhatsApp');
    await expect(await within(panel).findByText('Nenhuma mensagem enviada por WhatsApp ainda.')).toBeVisible();
    await userEvent.click(await within(panel).findByRole('textbox', { name: 'Mensagem' }));
    await userEvent.paste('Olá, [NOME_LEAD]! Aqui é [NOME_ATENDENTE].');
    await userEvent.click(await within(panel).findByRole('button', { name: 'Enviar pelo WhatsApp' }));
    await expect(await within(panel).findByText('Mensagem registrada no histórico.')).toBeVisible();
    await expect(await within(panel).findByRole('log', { name: 'Mensagens enviadas' })).toHaveTextContent(
      `Olá, ${FIRST.lead.nome}! Aqui é Ana Souza.`,
    );
    await expect(window.open).toHaveBeenCalledWith(expect.stringMatching(/^https:\/\/wa\.me\//), '_blank', 'noopener,noreferrer');
  },
};

/** "Atender agora": the ticket is made and the attend screen opens on it. */
export const TransformNow: Story = {
  beforeEach({ msw }) {
    msw.use(whatsappList.list(listing), whatsappList.transform({ ticket_id: 731 }));
  },
  play: async ({ canvasElement }) => {
    await rowAction(canvasElement, FIRST, 'Transformar em ticket');
    const dialog = await findDialog('Transformar em ticket');
    await expect(await within(dialog).findByRole('radio', { name: /Atender agora/ })).toBeChecked();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Criar o ticket' }));
    await expectLeftFor(canvasElement, '/aurora/tickets/atender/731');
  },
};

/** The lead already has a ticket open for the product: the server's refusal names it, the dialog stays. */
export const TransformRefused: Story = {
  beforeEach({ msw }) {
    msw.use(
      whatsappList.list(listing),
      whatsappList.transform.error(409, { message: 'Este lead já tem o ticket #377 aberto para este produto.' }),
    );
  },
  play: async ({ canvasElement }) => {
    await rowAction(canvasElement, FIRST, 'Transformar em ticket');
    const dialog = await findDialog('Transformar em ticket');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Criar o ticket' }));
    await expect(await within(dialog).findByText('Este lead já tem o ticket #377 aberto para este produto.')).toBeVisible();
  },
};

/** A contact with a ticket open shows a link to it instead of the transformation. */
export const WithOpenTicket: Story = {
  beforeEach({ msw }) {
    msw.use(whatsappList.list(listing));
  },
  play: async ({ canvasElement }) => {
    const row = await within(await table(canvasElement)).findByRole('row', { name: new RegExp(ENTRIES[5]!.lead.nome) });
    await expect(await within(row).findByRole('link', { name: 'Ticket #418 aberto' })).toHaveAttribute(
      'href',
      '/aurora/tickets/detalhar/418',
    );
    await userEvent.click(await within(row).findByRole('button', { name: `Ações de ${ENTRIES[5]!.lead.nome}` }));
    const menu = await findPopup('menu');
    await expect(await within(menu).findByRole('menuitem', { name: 'Responder' })).toBeVisible();
    await expect(within(menu).queryByRole('menuitem', { name: 'Transformar em ticket' })).toBeNull();
  },
};

/** Removing says what stays, and takes the contact off once confirmed. */
export const Remove: Story = {
  beforeEach({ msw }) {
    msw.use(whatsappList.list(listing), whatsappList.remove());
  },
  play: async ({ canvasElement }) => {
    await rowAction(canvasElement, FIRST, 'Excluir da lista');
    const dialog = await findOverlay('alertdialog', 'Excluir da lista do WhatsApp?');
    await expect(await within(dialog).findByText(/A campanha, os envios e o histórico do lead continuam/)).toBeVisible();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Excluir' }));
    await expect(await findToast('Contato excluído da lista.')).toBeVisible();
  },
};

/** A responsible from the address: the member's filter is asked for. */
export const FilteredByResponsible: Story = {
  parameters: { route: { ...ROUTE, path: `/aurora/whatsapplist/listagem?aba=todos&usuario_id=${AGENTS[1]!.id}` } },
  beforeEach({ msw }) {
    msw.use(whatsappList.list(listing));
  },
  play: async ({ canvasElement }) => {
    await table(canvasElement);
    await waitFor(() => expect(asked.at(-1)?.get('usuario_id')).toBe(String(AGENTS[1]!.id)));
    await expect(await within(canvasElement).findByRole('combobox', { name: /Responsável/ })).toHaveValue('Bruno Lima');
  },
};

/** No contact to write to. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(whatsappList.list.empty(), whatsappList.counts({ pendentes: 0, respondidos: 0, todos: 0 }));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Não existe registro por aqui')).toBeVisible();
  },
};

const states = screenStates(whatsappList.list, {
  loading: 'Carregando…',
  busy: { role: 'grid', name: 'Contatos da lista do WhatsApp' },
  error: { alert: 'Erro interno do servidor.', retry: 'Tentar novamente' },
  forbidden: { handlers: () => limitedUser(['ticket']) },
});
export const Loading: Story = states.Loading;
export const Error: Story = states.Error;
/** A role without `whatsapplist` is turned away by the route. */
export const Forbidden: Story = states.Forbidden;
/** The route let the person in, the server refused the list. */
export const ForbiddenByServer: Story = states.ForbiddenByServer;
export const Dark: Story = darkStory('Contatos da lista do WhatsApp', { beforeEach: Loaded.beforeEach });
