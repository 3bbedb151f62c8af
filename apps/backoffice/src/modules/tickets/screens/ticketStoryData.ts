import type { Actor, CurrentUser, PermissionName, Ticket, TicketCounts, TicketStatus } from '@retoma/api-client';
import {
  AGENTS,
  buildCatalogueItems,
  buildLead,
  buildProductOptions,
  buildResponsaveis,
  buildTicket,
  isoMinutesAgo,
  mockHandlers,
  PRODUCTS,
} from '@retoma/api-client/mock';
import type { HttpHandler } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { companySessionHandlers } from '#storybook/companySession';

/** Fixtures and handlers of the ticket list's stories: one company, a handful of tickets in every state. */

const agent = (index: number) => AGENTS[index]!;
const byUser = (index: number): Actor => ({ type: 'user', id: agent(index).id, nome: agent(index).name, avatar: null });
const CART_CAMPAIGN: Actor = { type: 'carrinho', id: 2, nome: 'Recuperação de carrinho', avatar: null };
const BIO_LINK: Actor = { type: 'link', id: 1, nome: 'Link da bio', avatar: null };

export const ORIGINS = buildCatalogueItems('origem', 5).filter((origin) => origin.status === 1);
export const DOUBT_TYPES = buildCatalogueItems('tipoDeDuvida', 4).filter((doubt) => doubt.status === 1);

interface RowSpec {
  id: number;
  status: TicketStatus;
  lead: [nome: string, email: string];
  product: number;
  origin: number;
  by: Actor;
  minutesAgo: number;
  extra?: Partial<Ticket>;
}

function row({ id, status, lead, product, origin, by, minutesAgo, extra }: RowSpec): Ticket {
  const produto = PRODUCTS[product - 1]!;
  const origem = ORIGINS.find((candidate) => candidate.id === origin)!;
  return buildTicket({
    id,
    status,
    lead: buildLead({ id: id - 1000, nome: lead[0], email: lead[1], ddi: '55', ddd: '11', telefone: '987654321' }),
    produto_id: produto.id,
    produto: { ...produto, upsellers: [] },
    origem_id: origem.id,
    origem: { id: origem.id, nome: origem.nome },
    tipo_duvida_id: DOUBT_TYPES[0]!.id,
    tipo_duvida: { id: DOUBT_TYPES[0]!.id, nome: DOUBT_TYPES[0]!.nome },
    detalhamento: 'Cliente abandonou o carrinho no pagamento com cartão e pediu ajuda com o parcelamento.',
    responsavel: by,
    atendente: null,
    atendente_desde: null,
    designado: null,
    created_at: isoMinutesAgo(minutesAgo),
    updated_at: isoMinutesAgo(minutesAgo),
    ...extra,
  });
}

/** The user of the stories is Ana Souza (id 1), as `companySessionHandlers` builds her. */
export const OWN_TICKET_ID = 1041;

export const OPEN_TICKETS: Ticket[] = [
  row({ id: 1041, status: 0, lead: ['Mariana Costa', 'mariana.costa@gmail.com'], product: 1, origin: 1, by: byUser(0), minutesAgo: 35 }),
  row({
    id: 1040,
    status: 1,
    lead: ['Rafael Lima', 'rafael.lima@hotmail.com'],
    product: 2,
    origin: 2,
    by: byUser(1),
    minutesAgo: 180,
    extra: { designado: agent(1) },
  }),
  row({
    id: 1039,
    status: 3,
    lead: ['Juliana Alves', 'juliana.alves@outlook.com'],
    product: 3,
    origin: 3,
    by: CART_CAMPAIGN,
    minutesAgo: 420,
  }),
  row({
    id: 1038,
    status: 0,
    lead: ['Thiago Ferreira', 'thiago.ferreira@uol.com.br'],
    product: 4,
    origin: 5,
    by: byUser(3),
    minutesAgo: 1500,
    extra: { atendente: agent(2), atendente_desde: isoMinutesAgo(12) },
  }),
  row({ id: 1037, status: 0, lead: ['Beatriz Nunes', 'beatriz.nunes@gmail.com'], product: 5, origin: 1, by: BIO_LINK, minutesAgo: 2900 }),
  row({
    id: 1036,
    status: 1,
    lead: ['Lucas Martins', 'lucas.martins@yahoo.com.br'],
    product: 6,
    origin: 2,
    by: byUser(0),
    minutesAgo: 4400,
    extra: { designado: agent(0) },
  }),
];

export const CLOSED_TICKETS: Ticket[] = [
  row({
    id: 1030,
    status: 2,
    lead: ['Patrícia Gomes', 'patricia.gomes@gmail.com'],
    product: 1,
    origin: 1,
    by: byUser(0),
    minutesAgo: 6000,
  }),
  row({
    id: 1029,
    status: 2,
    lead: ['Gustavo Dias', 'gustavo.dias@bol.com.br'],
    product: 2,
    origin: 3,
    by: CART_CAMPAIGN,
    minutesAgo: 8000,
  }),
  row({
    id: 1027,
    status: 2,
    lead: ['Fernanda Lopes', 'fernanda.lopes@hotmail.com'],
    product: 3,
    origin: 2,
    by: byUser(4),
    minutesAgo: 9500,
  }),
];

export const ALL_TICKETS: Ticket[] = [...OPEN_TICKETS, ...CLOSED_TICKETS];
export const ticketById = (id: number) => ALL_TICKETS.find((ticket) => ticket.id === id)!;

/** What the server does with the list filters and sort, over the fixtures (enough for the stories to filter and sort). */
function applyQuery(rows: readonly Ticket[], params: URLSearchParams): Ticket[] {
  const number = (key: string) => (params.get(key) ? Number(params.get(key)) : undefined);
  const search = params.get('search')?.toLowerCase();
  const from = params.get('dt_inicio');
  const to = params.get('dt_fim');
  const sort = params.get('sort') ?? '-created_at';
  const column = sort.replace(/^-/, '') as 'id' | 'created_at' | 'status';
  const found = rows.filter(
    (ticket) =>
      (number('produto_id') === undefined || ticket.produto_id === number('produto_id')) &&
      (number('origem_id') === undefined || ticket.origem_id === number('origem_id')) &&
      (!params.get('responsavel_type') || ticket.responsavel.type === params.get('responsavel_type')) &&
      (number('responsavel_id') === undefined || ticket.responsavel.id === number('responsavel_id')) &&
      (!from || ticket.created_at.slice(0, 10) >= from) &&
      (!to || ticket.created_at.slice(0, 10) <= to) &&
      (!search ||
        String(ticket.id) === search.replace('#', '') ||
        ticket.lead.nome.toLowerCase().includes(search) ||
        ticket.lead.email.toLowerCase().includes(search)),
  );
  const direction = sort.startsWith('-') ? -1 : 1;
  return found.sort((a, b) => (a[column] < b[column] ? -direction : a[column] > b[column] ? direction : 0));
}

const paramsOf = (request: Request) => new URL(request.url).searchParams;

/** A list endpoint answering like the server: filtered and sorted as asked, over `rows()` at request time. */
export const listOf =
  (rows: () => readonly Ticket[]) =>
  ({ request }: { request: Request }) =>
    applyQuery(rows(), paramsOf(request));

/** The tab counters under the request's filters. */
export const countsOf =
  (rows: () => readonly Ticket[]) =>
  ({ request }: { request: Request }): TicketCounts => {
    const found = applyQuery(rows(), paramsOf(request));
    const fechados = found.filter((ticket) => ticket.status === 2).length;
    return { abertos: found.length - fechados, fechados, todos: found.length };
  };

/**
 * Everything the list screen asks for, answered from the fixtures: the company session (with `grants` for the
 * user's role), the three lists and their counters (filtered and sorted as the server would), the option lists
 * of the filters and the form, and a duplicate check that finds no open ticket.
 */
export function ticketScreenHandlers({
  user,
  grants,
  tickets = () => ALL_TICKETS,
}: {
  user?: Partial<CurrentUser>;
  grants?: Record<string, readonly PermissionName[]>;
  /** Every ticket of the company, read at each request (a story may change them as it goes). */
  tickets?: () => readonly Ticket[];
} = {}): HttpHandler[] {
  return [
    ...companySessionHandlers({ user, grants }),
    mockHandlers.tickets.open(listOf(() => tickets().filter((ticket) => ticket.status !== 2))),
    mockHandlers.tickets.closed(listOf(() => tickets().filter((ticket) => ticket.status === 2))),
    mockHandlers.tickets.list(listOf(tickets)),
    mockHandlers.tickets.counts(countsOf(tickets)),
    mockHandlers.tickets.checkProduct({ verificacao: false, message: null, ticket_id: null }),
    mockHandlers.selects.produtos(buildProductOptions()),
    mockHandlers.selects.responsaveis(buildResponsaveis()),
    mockHandlers.ticketOptions.origens.list(ORIGINS),
    mockHandlers.ticketOptions.tiposDeDuvida.list(DOUBT_TYPES),
  ];
}

/* The waits below poll with CSS selectors and text, not role queries (see #storybook/queries). */

/** The list once its rows are in (not the skeleton). */
export async function findTable(canvasElement: HTMLElement): Promise<HTMLElement> {
  let table: HTMLElement | null = null;
  await waitFor(() => {
    table = canvasElement.querySelector<HTMLElement>('[role="grid"][aria-label="Tickets"]');
    expect(table).not.toBeNull();
    expect(table!.closest('[aria-busy]')).toBeNull();
  });
  return table!;
}

/** The row of a ticket, found by its lead's name. */
export async function findRow(canvasElement: HTMLElement, lead: string): Promise<HTMLElement> {
  const table = await findTable(canvasElement);
  const name = await within(table).findByText(lead, { selector: 'strong' });
  return name.closest<HTMLElement>('[role="row"]')!;
}

/** The screen is there: its heading (the company session and the lazy screen come first). */
export async function findScreen(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByText('Tickets de recuperação', { selector: 'h1' });
  return canvas;
}

/** Waits until a tab reads `label` (its name and count, e.g. "Abertos 6"). */
export async function findTab(canvasElement: HTMLElement, label: string): Promise<HTMLElement> {
  let tab: HTMLElement | undefined;
  await waitFor(() => {
    tab = [...canvasElement.querySelectorAll<HTMLElement>('[role="tab"]')].find(
      (candidate) => candidate.textContent?.replace(/\s+/g, ' ').trim() === label,
    );
    expect(tab).toBeDefined();
  });
  return tab!;
}
