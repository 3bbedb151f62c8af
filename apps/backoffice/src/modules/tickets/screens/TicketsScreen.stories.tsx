import { buildTicket, httpError, IDENTITY_PREFIX, json, mockHandlers } from '@retoma/api-client/mock';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { companySessionHandlers, IN_COMPANY } from '#storybook/companySession';
import { expectLeftFor } from '#storybook/navigation';
import { findDialog, findPopup, findToast } from '#storybook/queries';
import { darkStory, screenStates } from '#storybook/screenStates';
import TicketsScreen from './TicketsScreen';
import { ALL_TICKETS, findRow, findScreen, findTab, findTable, OPEN_TICKETS, ticketById, ticketScreenHandlers } from './ticketStoryData';
import { expectNoPortuguese, inLocale, type StoryFrame } from '#storybook/languages';

const meta = {
  title: 'Screens/Tickets/List',
  component: TicketsScreen,
  parameters: { layout: 'fullscreen', route: { id: 'tickets', path: '/aurora/tickets' }, ...IN_COMPANY },
  beforeEach({ msw }) {
    msw.use(...ticketScreenHandlers());
  },
} satisfies Meta<typeof TicketsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const rowHeaders = (table: HTMLElement) =>
  within(table)
    .queryAllByRole('rowheader')
    .map((cell) => cell.textContent);

/** Opens a row's "more actions" menu and picks an item. */
async function rowMenu(canvasElement: HTMLElement, ticketId: number, item: string) {
  const table = await findTable(canvasElement);
  await userEvent.click(await within(table).findByRole('button', { name: `Mais ações do ticket #${ticketId}` }));
  const menu = await findPopup('menu');
  await userEvent.click(await within(menu).findByRole('menuitem', { name: item }));
}

/** Picks an option of a select (the option list opens in a portal). */
async function choose(scope: HTMLElement, field: RegExp, option: string) {
  await userEvent.click(await within(scope).findByRole('button', { name: field }));
  const list = await findPopup('listbox');
  await userEvent.click(await within(list).findByRole('option', { name: option }));
  await waitFor(() => expect(document.querySelector('[role="listbox"]')).toBeNull());
}

/** Picks an option of a closed select by typing its first letters (the select's type-ahead, as on the keyboard). */
async function pick(scope: HTMLElement, field: RegExp, option: string) {
  const trigger = await within(scope).findByRole('button', { name: field });
  trigger.focus();
  await userEvent.keyboard(option.slice(0, 6));
  await waitFor(() => expect(trigger).toHaveTextContent(option));
}

/** Types into a field at once (a pasted value: key by key is slow on a busy machine). */
async function fill(scope: HTMLElement, field: RegExp, text: string) {
  await userEvent.click(await within(scope).findByRole('textbox', { name: field }));
  await userEvent.paste(text);
}

/** Opens "Novo ticket" and fills every field with a valid new ticket. */
async function fillNewTicket(canvasElement: HTMLElement, email = 'helena.prado@gmail.com', product = 'Mentoria Vendas 360') {
  const canvas = await findScreen(canvasElement);
  await findTable(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: 'Novo ticket' }));
  const panel = await findDialog('Novo ticket');
  await pick(panel, /Origem/, 'WhatsApp');
  await pick(panel, /Tipo de dúvida/, 'Forma de pagamento');
  await pick(panel, /Produto/, product);
  await fill(panel, /E-mail do lead/, email);
  await fill(panel, /Nome do lead/, 'Helena Prado');
  await fill(panel, /Telefone/, '(11) 98765-4321');
  await fill(panel, /Detalhamento/, 'Quer parcelar em 12 vezes no cartão.');
  return panel;
}

// ---------------------------------------------------------------------------------------------------------
// The three tabs

/** The open tab: open, waiting and reopened tickets, who holds them, and what the user may do with each. */
export const LoadedOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await findScreen(canvasElement);
    const table = await findTable(canvasElement);
    await expect(await findTab(canvasElement, 'Abertos 6')).toHaveAttribute('aria-selected', 'true');
    await expect(await findTab(canvasElement, 'Fechados 3')).toBeVisible();
    await expect(await findTab(canvasElement, 'Todos 9')).toBeVisible();
    await expect(rowHeaders(table)).toEqual([
      'Mariana Costamariana.costa@gmail.com',
      'Rafael Limarafael.lima@hotmail.com',
      'Juliana Alvesjuliana.alves@outlook.com',
      'Thiago Ferreirathiago.ferreira@uol.com.br',
      'Beatriz Nunesbeatriz.nunes@gmail.com',
      'Lucas Martinslucas.martins@yahoo.com.br',
    ]);
    await expect(await within(table).findByText('Em atendimento por Camila Rocha')).toBeVisible();
    await expect(await within(table).findByText('Aguarda retorno de Bruno Lima')).toBeVisible();
    await expect(await within(table).findByRole('button', { name: 'Atender o ticket #1041' })).toBeEnabled();
    await expect(await canvas.findByText('1–6 de 6')).toBeVisible();
  },
};

/** A deep link to the closed tab: closed tickets are history — no "Atender", only the detail in their menu. */
export const LoadedClosed: Story = {
  parameters: { route: { id: 'tickets', path: '/aurora/tickets?aba=fechados' } },
  play: async ({ canvasElement }) => {
    await findScreen(canvasElement);
    const table = await findTable(canvasElement);
    await expect(await findTab(canvasElement, 'Fechados 3')).toHaveAttribute('aria-selected', 'true');
    await expect(rowHeaders(table)).toHaveLength(3);
    await expect(await within(table).findAllByText('Fechado')).toHaveLength(3);
    await expect(within(table).queryByRole('button', { name: /Atender/ })).toBeNull();
    await rowMenu(canvasElement, 1030, 'Detalhar');
    await expectLeftFor(canvasElement, '/aurora/tickets/detalhar/1030');
  },
};

/** Choosing the "Todos" tab lists every ticket, open and closed. */
export const LoadedAll: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await findScreen(canvasElement);
    await findTable(canvasElement);
    await userEvent.click(await findTab(canvasElement, 'Todos 9'));
    // The tab's own table is looked for again until it lists them all: the open tab's may still be there at first.
    await waitFor(async () => expect(rowHeaders(await findTable(canvasElement))).toHaveLength(9));
    await expect(await findTab(canvasElement, 'Todos 9')).toHaveAttribute('aria-selected', 'true');
    await expect(await canvas.findByText('1–9 de 9')).toBeVisible();
  },
};

/**
 * Another tab while its page is still on its way: the counts stay as last known, and under the skeleton no pager
 * says "0–0 de 0 · Página 1 de 1" before anything is known.
 */
export const LoadingKeepsCounts: Story = {
  beforeEach({ msw }) {
    msw.use(mockHandlers.tickets.closed.loading());
  },
  play: async ({ canvasElement }) => {
    const canvas = await findScreen(canvasElement);
    await findTable(canvasElement);
    await expect(await canvas.findByText('1–6 de 6')).toBeVisible();
    await userEvent.click(await findTab(canvasElement, 'Fechados 3'));
    await waitFor(() => expect(canvasElement.querySelector('[role="grid"][aria-label="Tickets"]')?.closest('[aria-busy]')).not.toBeNull());
    await expect(await findTab(canvasElement, 'Abertos 6')).toBeVisible();
    await expect(await findTab(canvasElement, 'Fechados 3')).toHaveAttribute('aria-selected', 'true');
    await expect(await findTab(canvasElement, 'Todos 9')).toBeVisible();
    // The footer ("0–0 de 0 · Página 1 de 1") is not shown at all: a role query finds no hidden element.
    await expect(canvas.queryByRole('group', { name: 'Paginação' })).toBeNull();
    await expect(canvas.queryByRole('status', { name: /0–0 de 0/ })).toBeNull();
  },
};

const LONG_NAME = 'Maria Eduarda de Albuquerque Vasconcelos Cavalcanti';
const LONG_EMAIL = 'maria.eduarda.albuquerque.vasconcelos239@icloud.com';

/**
 * Long names and e-mails: cut at the end with an ellipsis (never broken mid-word), the whole value as the hover
 * title; a row reached with the keyboard shows its texts whole.
 */
export const LongTexts: Story = {
  beforeEach({ msw }) {
    const [first, ...rest] = ALL_TICKETS;
    const long = { ...first!, lead: { ...first!.lead, nome: LONG_NAME, email: LONG_EMAIL } };
    msw.use(...ticketScreenHandlers({ tickets: () => [long, ...rest] }));
  },
  play: async ({ canvasElement }) => {
    await findScreen(canvasElement);
    const table = await findTable(canvasElement);
    const email = await within(table).findByText(LONG_EMAIL);
    await waitFor(() => expect(email).toHaveAttribute('title', LONG_EMAIL));
    await expect(email.scrollWidth).toBeGreaterThan(email.clientWidth);
    await expect(await within(table).findByText(LONG_NAME)).toHaveAttribute('title', LONG_NAME);
    // A short e-mail fits: no title.
    await expect(await within(table).findByText('rafael.lima@hotmail.com')).not.toHaveAttribute('title');
    const row = email.closest<HTMLElement>('[role="row"]')!;
    row.focus();
    await userEvent.keyboard('{ArrowDown}{ArrowUp}');
    await waitFor(() => expect(row).toHaveAttribute('data-focus-visible'));
    await waitFor(() => expect(email.scrollWidth).toBeLessThanOrEqual(email.clientWidth));
    // Leaving the row cuts it again (the picture shows the list at rest).
    row.blur();
    await waitFor(() => expect(email.scrollWidth).toBeGreaterThan(email.clientWidth));
  },
};

// ---------------------------------------------------------------------------------------------------------
// An empty search, a retried error

/** Nothing matches the filters: the empty state offers to clear them instead. */
export const EmptyFiltered: Story = {
  parameters: { route: { id: 'tickets', path: '/aurora/tickets?search=ninguem' } },
  play: async ({ canvasElement }) => {
    const canvas = await findScreen(canvasElement);
    await expect(await canvas.findByText('Não existe registro por aqui')).toBeVisible();
    await expect(await canvas.findAllByRole('button', { name: 'Limpar filtros' })).toHaveLength(2);
  },
};

let serverDown = true;

/** "Tentar novamente" asks again, and the rows come in. */
export const ErrorRetried: Story = {
  beforeEach({ msw }) {
    serverDown = true;
    // While the server is down the list fails; afterwards the request falls through to the regular handler.
    msw.use(http.get(`${IDENTITY_PREFIX}/ticketsAbertos`, () => (serverDown ? httpError(500) : undefined)));
  },
  play: async ({ canvasElement }) => {
    const canvas = await findScreen(canvasElement);
    const retry = await canvas.findByText('Tentar novamente', { selector: 'button' });
    serverDown = false;
    await userEvent.click(retry);
    const table = await findTable(canvasElement);
    await waitFor(() => expect(rowHeaders(table)).toHaveLength(OPEN_TICKETS.length));
  },
};

// ---------------------------------------------------------------------------------------------------------
// Search, filters, sort, pages — all in the URL

/** A shared link with filters: the controls show them, the list and the counters follow them. */
export const FiltersFromLink: Story = {
  parameters: {
    route: {
      id: 'tickets',
      path: '/aurora/tickets?produto_id=2&origem_id=2&responsavel_type=user&responsavel_id=2&dt_inicio=2025-03-01&dt_fim=2025-03-14&search=rafael',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await findScreen(canvasElement);
    const table = await findTable(canvasElement);
    await waitFor(() => expect(rowHeaders(table)).toEqual(['Rafael Limarafael.lima@hotmail.com']));
    await expect(await findTab(canvasElement, 'Abertos 1')).toBeVisible();
    await expect(await findTab(canvasElement, 'Fechados 0')).toBeVisible();
    await expect(await canvas.findByRole('searchbox', { name: 'Pesquisar' })).toHaveValue('rafael');
    await expect(await canvas.findByRole('button', { name: /Produto/ })).toHaveTextContent('Mentoria Vendas 360');
    await expect(await canvas.findByRole('button', { name: /Origem/ })).toHaveTextContent('Instagram');
    await expect(await canvas.findByRole('combobox', { name: 'Responsável' })).toHaveValue('Bruno Lima');
    await expect(await canvas.findByRole('group', { name: 'Criados no período' })).toHaveTextContent('01/03/2025–14/03/2025');
    await expect(await canvas.findByRole('button', { name: 'Limpar filtros' })).toBeVisible();
  },
};

/** Picking a product narrows the list and the counters at once. */
export const FilterByProduct: Story = {
  play: async ({ canvasElement }) => {
    await findScreen(canvasElement);
    const table = await findTable(canvasElement);
    await choose(canvasElement, /Produto/, 'Planner Financeiro Digital');
    await waitFor(() => expect(rowHeaders(table)).toEqual(['Juliana Alvesjuliana.alves@outlook.com']));
    await expect(await findTab(canvasElement, 'Abertos 1')).toBeVisible();
    await expect(await findTab(canvasElement, 'Todos 2')).toBeVisible();
  },
};

/** Searching as one types: by the lead's name, e-mail, phone or the ticket number. */
export const Search: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await findScreen(canvasElement);
    const table = await findTable(canvasElement);
    await userEvent.type(await canvas.findByRole('searchbox', { name: 'Pesquisar' }), 'beatriz');
    await waitFor(() => expect(rowHeaders(table)).toEqual(['Beatriz Nunesbeatriz.nunes@gmail.com']));
    await expect(await findTab(canvasElement, 'Abertos 1')).toBeVisible();
  },
};

/** Sorting by number asks the server for `sort=id` (oldest first), then `-id`. */
export const SortedByNumber: Story = {
  play: async ({ canvasElement }) => {
    await findScreen(canvasElement);
    const table = await findTable(canvasElement);
    const number = await within(table).findByRole('columnheader', { name: 'Nº' });
    await userEvent.click(number);
    await waitFor(() => expect(within(table).getAllByRole('row')[1]).toHaveTextContent('#1036'));
    await expect(number).toHaveAttribute('aria-sort', 'ascending');
  },
};

/** 30 tickets, 10 per page (from the link): the next page is the server's page 2. */
export const Pages: Story = {
  parameters: { route: { id: 'tickets', path: '/aurora/tickets?per_page=10' } },
  beforeEach({ msw }) {
    const many = Array.from({ length: 30 }, (_, index) => buildTicket({ id: 2000 + index, status: 0, atendente: null, designado: null }));
    msw.use(...ticketScreenHandlers({ tickets: () => many }));
  },
  play: async ({ canvasElement }) => {
    const canvas = await findScreen(canvasElement);
    await findTable(canvasElement);
    await expect(await canvas.findByText('1–10 de 30')).toBeVisible();
    const next = await canvas.findByRole('button', { name: 'Próxima página' });
    await userEvent.click(next);
    await expect(await canvas.findByText('11–20 de 30')).toBeVisible();
    // The pointer leaves the pager, so the screenshot never catches a hover state half-painted.
    await userEvent.unhover(next);
    next.blur();
    await expect(await canvas.findByText('Página 2 de 3')).toBeVisible();
  },
};

// ---------------------------------------------------------------------------------------------------------
// Atender: the four answers of `POST /atender-ticket`

/** `ok`: the ticket is mine now; the attend screen opens. */
export const AttendOk: Story = {
  name: 'Attend OK',
  beforeEach({ msw }) {
    msw.use(mockHandlers.tickets.attend({ status: 'ok', id: 1041 }));
  },
  play: async ({ canvasElement }) => {
    await findScreen(canvasElement);
    await userEvent.click(await within(await findTable(canvasElement)).findByRole('button', { name: 'Atender o ticket #1041' }));
    await expectLeftFor(canvasElement, '/aurora/tickets/atender/1041');
  },
};

/**
 * Back from "Sim, finalizar": focus is on what the agent does next (not the page body) — the finished ticket and the
 * next open one nobody holds (#1040 is Rafael's; #1041 was just finished), one press away.
 */
export const NextTicketAfterFinish: Story = {
  parameters: { route: { id: 'tickets', path: '/aurora/tickets', state: { finishedTicket: 1041 } } },
  beforeEach({ msw }) {
    msw.use(mockHandlers.tickets.attend({ status: 'ok', id: 1040 }));
  },
  play: async ({ canvasElement }) => {
    const canvas = await findScreen(canvasElement);
    const offer = await canvas.findByRole('region', { name: 'Atendimento do ticket #1041 finalizado' });
    await waitFor(() => expect(offer).toHaveFocus());
    await expect(await within(offer).findByText('Próximo ticket aberto: #1040, de Rafael Lima.')).toBeVisible();
    await userEvent.click(await within(offer).findByRole('button', { name: 'Atender o próximo, #1040' }));
    await expectLeftFor(canvasElement, '/aurora/tickets/atender/1040');
  },
};

/** Nothing else waits: the offer says so, and goes away when dismissed. */
export const NoNextTicket: Story = {
  parameters: { route: { id: 'tickets', path: '/aurora/tickets', state: { finishedTicket: 1041 } } },
  beforeEach({ msw }) {
    msw.use(...ticketScreenHandlers({ tickets: () => [ticketById(1041), ticketById(1038)] }));
  },
  play: async ({ canvasElement }) => {
    const canvas = await findScreen(canvasElement);
    const offer = await canvas.findByRole('region', { name: 'Atendimento do ticket #1041 finalizado' });
    await waitFor(() => expect(offer).toHaveFocus());
    await expect(await within(offer).findByText('Nenhum outro ticket aberto esperando atendimento.')).toBeVisible();
    await userEvent.click(await within(offer).findByRole('button', { name: 'Fechar aviso' }));
    await waitFor(() => expect(canvas.queryByRole('region', { name: 'Atendimento do ticket #1041 finalizado' })).toBeNull());
  },
};

/** Finished as waiting: the offer also leads to the return's day in the agenda. */
export const ReturnInTheAgenda: Story = {
  parameters: { route: { id: 'tickets', path: '/aurora/tickets', state: { finishedTicket: 1041, returnDay: '2026-11-27' } } },
  play: async ({ canvasElement }) => {
    const canvas = await findScreen(canvasElement);
    const offer = await canvas.findByRole('region', { name: 'Atendimento do ticket #1041 finalizado' });
    await waitFor(() => expect(offer).toHaveFocus());
    const agenda = await within(offer).findByRole('link', { name: 'Ver o retorno na agenda' });
    await expect(agenda).toHaveAttribute('href', '/aurora/agenda?visao=dia&data=2026-11-27');
    await userEvent.click(agenda);
    await expectLeftFor(canvasElement, '/aurora/agenda?visao=dia&data=2026-11-27');
  },
};

/** The desk's "n" shortcut: the next open ticket nobody holds is attended, without reaching for the mouse. */
export const NextTicketByShortcut: Story = {
  beforeEach({ msw }) {
    msw.use(mockHandlers.tickets.attend({ status: 'ok', id: 1041 }));
  },
  play: async ({ canvasElement }) => {
    const table = within(await findTable(canvasElement));
    // #1041, Mariana Costa's, is the first open ticket nobody holds.
    await table.findByRole('button', { name: 'Atender o ticket #1041' });
    await userEvent.keyboard('n');
    await expectLeftFor(canvasElement, '/aurora/tickets/atender/1041');
  },
};

/** The desk's "a" shortcut: the ticket of the row that has focus is attended (Rafael Lima's, #1040). */
export const AttendFocusedRowByShortcut: Story = {
  beforeEach({ msw }) {
    // The lock of the ticket asked for: the screen that opens tells which one it was.
    msw.use(
      mockHandlers.tickets.attend(async ({ request }) => {
        const { id } = (await request.clone().json()) as { id: number };
        return { status: 'ok', id };
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const row = await findRow(canvasElement, 'Rafael Lima');
    row.focus();
    await waitFor(() => expect(row).toHaveFocus());
    await userEvent.keyboard('a');
    await expectLeftFor(canvasElement, '/aurora/tickets/atender/1040');
  },
};

let attendRequests = 0;

/** A double click on "Atender" sends `POST /atender-ticket` once, and the attend screen opens on that answer. */
export const AttendOncePerPress: Story = {
  beforeEach({ msw }) {
    attendRequests = 0;
    msw.use(
      mockHandlers.tickets.attend(async () => {
        attendRequests += 1;
        // Slow enough for the second click to land while the first is on its way.
        await new Promise((resolve) => setTimeout(resolve, 300));
        return { status: 'ok', id: 1041 };
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await findScreen(canvasElement);
    await userEvent.dblClick(await within(await findTable(canvasElement)).findByRole('button', { name: 'Atender o ticket #1041' }));
    await expectLeftFor(canvasElement, '/aurora/tickets/atender/1041');
    await expect(attendRequests).toBe(1);
  },
};

/** `jaatendendo`: I already attend ticket #977 — one at a time, so the way back to it is offered. */
export const AttendAlreadyAttending: Story = {
  beforeEach({ msw }) {
    msw.use(mockHandlers.tickets.attend({ status: 'jaatendendo', id: 977, msg: 'Você já está atendendo o ticket #977.' }));
  },
  play: async ({ canvasElement }) => {
    await findScreen(canvasElement);
    await userEvent.click(await within(await findTable(canvasElement)).findByRole('button', { name: 'Atender o ticket #1041' }));
    const dialog = await findDialog('Atendimento em andamento');
    await expect(dialog).toHaveTextContent('Você já está atendendo o ticket #977.');
    await expect(await within(dialog).findByRole('button', { name: 'Ir para o ticket #977' })).toBeVisible();
    await expect(await within(dialog).findByRole('button', { name: 'Continuar na lista' })).toBeVisible();
  },
};

/** …and accepting goes to the ticket already being attended. */
export const AttendGoesToCurrent: Story = {
  beforeEach: AttendAlreadyAttending.beforeEach,
  play: async ({ canvasElement }) => {
    await findScreen(canvasElement);
    await userEvent.click(await within(await findTable(canvasElement)).findByRole('button', { name: 'Atender o ticket #1041' }));
    const dialog = await findDialog('Atendimento em andamento');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Ir para o ticket #977' }));
    await expectLeftFor(canvasElement, '/aurora/tickets/atender/977');
  },
};

/** `atendendo`: another agent holds the ticket; the message names her. */
export const AttendTaken: Story = {
  beforeEach({ msw }) {
    msw.use(
      mockHandlers.tickets.attend({
        status: 'atendendo',
        id: 1038,
        msg: 'Este ticket está sendo atendido por Camila Rocha.',
        atendente: { id: 3, name: 'Camila Rocha', avatar: null },
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await findScreen(canvasElement);
    await userEvent.click(await within(await findTable(canvasElement)).findByRole('button', { name: 'Atender o ticket #1038' }));
    const dialog = await findDialog('Ticket com outro atendente');
    await expect(dialog).toHaveTextContent('O ticket #1038 está com Camila Rocha no momento.');
    await expect(await within(dialog).findByRole('button', { name: 'Entendi' })).toBeVisible();
  },
};

let closedMeanwhile = false;

/** `fechado`: the ticket was closed since the list loaded; the message says so and the list drops it. */
export const AttendClosed: Story = {
  beforeEach({ msw }) {
    closedMeanwhile = false;
    msw.use(
      ...ticketScreenHandlers({
        tickets: () => ALL_TICKETS.map((ticket) => (closedMeanwhile && ticket.id === 1037 ? { ...ticket, status: 2 as const } : ticket)),
      }),
      mockHandlers.tickets.attend(() => {
        closedMeanwhile = true;
        return { status: 'fechado', id: 1037, msg: 'Este ticket já encontra-se fechado.' };
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await findScreen(canvasElement);
    const table = await findTable(canvasElement);
    await userEvent.click(await within(table).findByRole('button', { name: 'Atender o ticket #1037' }));
    const dialog = await findDialog('Ticket fechado');
    await expect(dialog).toHaveTextContent('O ticket #1037 já foi fechado');
    await waitFor(() => expect(rowHeaders(table)).toHaveLength(5));
    await expect(await findTab(canvasElement, 'Abertos 5')).toBeVisible();
  },
};

// ---------------------------------------------------------------------------------------------------------
// Create and edit

/** Saving an empty form: every required field says what it needs, nothing is sent. */
export const CreateValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await findScreen(canvasElement);
    await findTable(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Novo ticket' }));
    const panel = await findDialog('Novo ticket');
    await userEvent.click(await within(panel).findByRole('button', { name: 'Salvar' }));
    await expect(await within(panel).findByRole('alert')).toHaveTextContent('Verifique os campos destacados.');
    for (const message of [
      'Por favor, selecione uma origem.',
      'Por favor, selecione uma dúvida.',
      'Por favor, selecione um produto.',
      'Por favor, insira o e-mail.',
      'Por favor, insira o nome.',
      'Por favor, insira o telefone.',
      'Por favor, insira o detalhamento do ticket.',
    ]) {
      await expect(await within(panel).findByText(message)).toBeVisible();
    }
    await expect(await within(panel).findByRole('textbox', { name: /E-mail do lead/ })).toHaveAttribute('aria-invalid', 'true');
  },
};

/** A malformed e-mail and phone are refused by the same schema the server uses. */
export const CreateInvalidValues: Story = {
  play: async ({ canvasElement }) => {
    const panel = await fillNewTicket(canvasElement, 'helena@');
    await userEvent.clear(await within(panel).findByRole('textbox', { name: /Telefone/ }));
    await fill(panel, /Telefone/, '1234');
    await userEvent.click(await within(panel).findByRole('button', { name: 'Salvar' }));
    await expect(await within(panel).findByText('Informe um e-mail válido.')).toBeVisible();
    await expect(await within(panel).findByText('Telefone inválido: de 8 a 15 dígitos.')).toBeVisible();
    // What was typed stays.
    await expect(await within(panel).findByRole('textbox', { name: /Nome do lead/ })).toHaveValue('Helena Prado');
  },
};

/** The server's 422 lands on its field, the rest of the form as typed. */
export const CreateServerFieldError: Story = {
  beforeEach({ msw }) {
    msw.use(
      mockHandlers.tickets.create.error(422, {
        message: 'Os dados informados são inválidos.',
        errors: { origem_id: ['A origem escolhida foi desativada.'] },
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const panel = await fillNewTicket(canvasElement);
    await userEvent.click(await within(panel).findByRole('button', { name: 'Salvar' }));
    await expect(await within(panel).findByText('A origem escolhida foi desativada.')).toBeVisible();
    await expect(await within(panel).findByRole('alert')).toHaveTextContent('Os dados informados são inválidos.');
    await expect(await within(panel).findByRole('textbox', { name: /E-mail do lead/ })).toHaveValue('helena.prado@gmail.com');
    await expect(await within(panel).findByRole('textbox', { name: /Detalhamento/ })).toHaveValue('Quer parcelar em 12 vezes no cartão.');
  },
};

/** A server failure: its message above the form, everything typed kept for another try. */
export const CreateServerError: Story = {
  beforeEach({ msw }) {
    msw.use(mockHandlers.tickets.create.error(500));
  },
  play: async ({ canvasElement }) => {
    const panel = await fillNewTicket(canvasElement);
    await userEvent.click(await within(panel).findByRole('button', { name: 'Salvar' }));
    await expect(await within(panel).findByRole('alert')).toHaveTextContent('Erro interno do servidor.');
    await expect(await within(panel).findByRole('textbox', { name: /Nome do lead/ })).toHaveValue('Helena Prado');
    await expect(await within(panel).findByRole('button', { name: 'Salvar' })).toBeEnabled();
  },
};

/** The lead already has an open ticket for the product: saving is blocked, with a link to that ticket. */
export const CreateDuplicateBlocked: Story = {
  beforeEach({ msw }) {
    msw.use(
      mockHandlers.tickets.checkProduct(({ request }) => {
        const params = new URL(request.url).searchParams;
        const open = params.get('email') === 'mariana.costa@gmail.com' && params.get('produto_id') === '1';
        return open
          ? { verificacao: true, message: 'Este lead já possui um ticket aberto para este produto (#1041).', ticket_id: 1041 }
          : { verificacao: false, message: null, ticket_id: null };
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const panel = await fillNewTicket(canvasElement, 'mariana.costa@gmail.com', 'Método Reconquista');
    const notice = await within(panel).findByRole('alert');
    await expect(notice).toHaveTextContent('Este lead já tem um ticket aberto para este produto');
    await expect(await within(notice).findByRole('link', { name: 'Abrir o ticket #1041' })).toHaveAttribute(
      'href',
      '/aurora/tickets/detalhar/1041',
    );
    await expect(await within(panel).findByRole('button', { name: 'Salvar' })).toBeDisabled();
  },
};

/** A new ticket is saved: the panel closes, a toast confirms, the list reloads. */
export const CreateSaved: Story = {
  beforeEach({ msw }) {
    msw.use(mockHandlers.tickets.create(buildTicket({ id: 1042, status: 0 })));
  },
  play: async ({ canvasElement }) => {
    const panel = await fillNewTicket(canvasElement);
    await userEvent.click(await within(panel).findByRole('button', { name: 'Salvar' }));
    await findToast('Ticket #1042 criado.');
    await waitFor(() => expect(document.querySelector('[role="dialog"]')).toBeNull());
  },
};

/** Editing reuses the form, filled with the ticket and its lead; the e-mail identifies the lead and stays. */
export const EditTicket: Story = {
  beforeEach({ msw }) {
    msw.use(mockHandlers.tickets.update(({ params }) => ({ ...ticketById(Number(params.id)), detalhamento: 'Atualizado' })));
  },
  play: async ({ canvasElement }) => {
    await findScreen(canvasElement);
    await findRow(canvasElement, 'Mariana Costa');
    await rowMenu(canvasElement, 1041, 'Editar');
    const panel = await findDialog('Editar o ticket #1041');
    const email = await within(panel).findByRole('textbox', { name: /E-mail do lead/ });
    await expect(email).toHaveValue('mariana.costa@gmail.com');
    await expect(email).toHaveAttribute('readonly');
    await expect(await within(panel).findByRole('textbox', { name: /Telefone/ })).toHaveValue('11987654321');
    await expect(await within(panel).findByRole('button', { name: /Produto/ })).toHaveTextContent('Método Reconquista');
    await userEvent.clear(await within(panel).findByRole('textbox', { name: /Nome do lead/ }));
    await fill(panel, /Nome do lead/, 'Mariana Costa Lima');
    await userEvent.click(await within(panel).findByRole('button', { name: 'Salvar' }));
    await findToast('Ticket #1041 atualizado.');
  },
};

// ---------------------------------------------------------------------------------------------------------
// Delete, one or many

export const DeleteConfirm: Story = {
  play: async ({ canvasElement }) => {
    await findScreen(canvasElement);
    await findRow(canvasElement, 'Mariana Costa');
    await rowMenu(canvasElement, 1041, 'Excluir');
    const dialog = await findDialog('Excluir o ticket #1041?');
    await expect(dialog).toHaveTextContent('O ticket de Mariana Costa para Método Reconquista será excluído.');
    await expect(await within(dialog).findByRole('button', { name: 'Cancelar' })).toBeVisible();
  },
};

/** The tickets deleted so far in the running story: the lists stop returning them, as the server would. */
let deleted = new Set<number>();

/** Deletes as the server does: `POST /tickets/{id}` with `_method=DELETE`, refusing the ticket someone attends. */
function deleteHandlers() {
  deleted = new Set();
  return [
    ...ticketScreenHandlers({ tickets: () => ALL_TICKETS.filter((ticket) => !deleted.has(ticket.id)) }),
    http.post(`${IDENTITY_PREFIX}/tickets/:id`, ({ params }) => {
      if (params.id === '1038') return httpError(409, { message: 'Este ticket está em atendimento e não pode ser removido.' });
      deleted.add(Number(params.id));
      return json({ data: null });
    }),
  ];
}

export const DeleteDone: Story = {
  beforeEach({ msw }) {
    msw.use(...deleteHandlers());
  },
  play: async ({ canvasElement }) => {
    await findScreen(canvasElement);
    const table = await findTable(canvasElement);
    await findRow(canvasElement, 'Mariana Costa');
    await rowMenu(canvasElement, 1041, 'Excluir');
    const dialog = await findDialog('Excluir o ticket #1041?');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Excluir' }));
    await findToast('Ticket #1041 excluído.');
    await waitFor(() => expect(rowHeaders(table)).toHaveLength(5));
    await expect(await findTab(canvasElement, 'Abertos 5')).toBeVisible();
  },
};

/** The server refuses (someone started attending it): the question stays open and the reason is shown. */
export const DeleteRefused: Story = {
  beforeEach({ msw }) {
    msw.use(mockHandlers.tickets.remove.error(409, { message: 'Este ticket está em atendimento e não pode ser removido.' }));
  },
  play: async ({ canvasElement }) => {
    await findScreen(canvasElement);
    await findRow(canvasElement, 'Mariana Costa');
    await rowMenu(canvasElement, 1041, 'Excluir');
    const dialog = await findDialog('Excluir o ticket #1041?');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Excluir' }));
    const toast = await findToast('Não foi possível excluir o ticket #1041');
    await expect(toast).toHaveAccessibleDescription('Este ticket está em atendimento e não pode ser removido.');
    await expect(dialog).toBeVisible();
  },
};

/** Three tickets deleted one by one; the server keeps the one being attended, and the report says why. */
export const BulkDelete: Story = {
  beforeEach({ msw }) {
    msw.use(...deleteHandlers());
  },
  play: async ({ canvasElement }) => {
    const canvas = await findScreen(canvasElement);
    for (const lead of ['Mariana Costa', 'Thiago Ferreira', 'Beatriz Nunes']) {
      await userEvent.click(await within(await findRow(canvasElement, lead)).findByRole('checkbox'));
    }
    await expect(await canvas.findByText('3 selecionados')).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: 'Excluir selecionados' }));
    const dialog = await findDialog('Excluir 3 tickets?');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Excluir' }));
    // In the screen's polite slot, which says it once: the warning is no live region of its own.
    const report = (await canvas.findByText('2 de 3 tickets excluídos')).closest<HTMLElement>('[aria-live="polite"]')!;
    await expect(within(report).queryByRole('alert')).toBeNull();
    await expect(report).toHaveTextContent('2 de 3 tickets excluídos');
    await expect(report).toHaveTextContent('Ticket #1038: Este ticket está em atendimento e não pode ser removido.');
    await waitFor(() => expect(document.querySelector('[role="alertdialog"]')).toBeNull());
    // The two deleted tickets are gone; the one being attended stays, unselected.
    await expect(await findTab(canvasElement, 'Abertos 4')).toBeVisible();
    await expect(canvas.queryByText('3 selecionados')).toBeNull();
  },
};

// ---------------------------------------------------------------------------------------------------------
// Permissions

/** Only `ticket`: the list and "Novo ticket", but no row actions, no selection, no actions column. */
export const NoActionPermissions: Story = {
  beforeEach({ msw }) {
    msw.use(...ticketScreenHandlers({ user: { role_name: 'Atendente' }, grants: { Atendente: ['ticket'] } }));
  },
  play: async ({ canvasElement }) => {
    const canvas = await findScreen(canvasElement);
    const table = await findTable(canvasElement);
    await waitFor(() => expect(rowHeaders(table)).toHaveLength(OPEN_TICKETS.length));
    await expect(within(table).queryByRole('columnheader', { name: 'Ações' })).toBeNull();
    await expect(within(table).queryByRole('button')).toBeNull();
    await expect(within(table).queryByRole('checkbox')).toBeNull();
    await expect(await canvas.findByRole('button', { name: 'Novo ticket' })).toBeVisible();
  },
};

/** Editing and deleting one's own tickets only (no `_todos`): the other rows offer just "Atender". */
export const OwnTicketsOnly: Story = {
  beforeEach({ msw }) {
    msw.use(
      ...ticketScreenHandlers({
        user: { role_name: 'Atendente' },
        grants: { Atendente: ['ticket', 'ticket_atender', 'ticket_editar', 'ticket_deletar'] },
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await findScreen(canvasElement);
    const own = await findRow(canvasElement, 'Mariana Costa');
    await expect(await within(own).findByRole('button', { name: 'Mais ações do ticket #1041' })).toBeVisible();
    const others = await findRow(canvasElement, 'Beatriz Nunes');
    await expect(await within(others).findByRole('button', { name: 'Atender o ticket #1037' })).toBeVisible();
    await expect(within(others).queryByRole('button', { name: 'Mais ações do ticket #1037' })).toBeNull();
    await rowMenu(canvasElement, 1041, 'Editar');
    await findDialog('Editar o ticket #1041');
  },
};

/** The common laptop width (1366 px), where a longer translation has to fit. */
const AT_LAPTOP = {
  globals: { viewport: { value: 'laptop' } },
  parameters: { viewport: { options: { laptop: { name: 'laptop (1366px)', styles: { width: '1366px', height: '768px' } } } } },
};

/** Words of the Portuguese list that no other language may show. */
const PORTUGUESE = ['Tickets de recuperação', 'Novo ticket', 'Abertos', 'Aguarda retorno de', 'Criado em'];

/**
 * The list read in another language: its title, tabs, row actions, who a ticket waits for, its dates in the
 * language's form and the pager say it in that language, and none of the Portuguese words is left.
 */
const inLanguage = (
  locale: 'en' | 'de',
  words: { title: string; newTicket: string; openTab: string; attend: string; waiting: string; createdAt: string; range: string },
  size: StoryFrame = {},
): Story => ({
  ...inLocale(locale, size),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(words.title, { selector: 'h1' })).toBeVisible();
    const table = await findTable(canvasElement);
    await expect(await canvas.findByRole('button', { name: words.newTicket })).toBeVisible();
    await expect(await findTab(canvasElement, words.openTab)).toBeVisible();
    await expect(await canvas.findByRole('button', { name: words.attend })).toBeVisible();
    await expect(await within(table).findByText(words.waiting)).toBeVisible();
    await expect(await within(table).findByText(words.createdAt)).toBeVisible();
    await expect(await canvas.findByText(words.range)).toBeVisible();
    await expectNoPortuguese(canvasElement, PORTUGUESE);
  },
});

export const InEnglish = inLanguage('en', {
  title: 'Recovery tickets',
  newTicket: 'New ticket',
  openTab: 'Open 6',
  attend: 'Handle ticket #1041',
  waiting: 'Awaiting a call-back from Bruno Lima',
  createdAt: '03/14/2025 11:25 AM',
  range: '1–6 of 6',
});

/** In German, at 1366 px: the longer words fit (the picture shows the whole list). */
export const InGerman = inLanguage(
  'de',
  {
    title: 'Rückgewinnungstickets',
    newTicket: 'Neues Ticket',
    openTab: 'Offen 6',
    attend: 'Ticket #1041 bearbeiten',
    waiting: 'Wartet auf Rückruf von Bruno Lima',
    createdAt: '14.03.2025 11:25',
    range: '1–6 von 6',
  },
  AT_LAPTOP,
);

// ---------------------------------------------------------------------------------------------------------
// Placeholders that fit, at the common laptop width (1366 px), in each language

/** The room an input gives its text: its inner width, paddings off. */
function roomOf(element: HTMLElement): number {
  const style = getComputedStyle(element);
  return element.clientWidth - parseFloat(style.paddingInlineStart) - parseFloat(style.paddingInlineEnd);
}

/** The width `text` takes in `element`'s font. */
function textWidth(element: HTMLElement, text: string): number {
  const style = getComputedStyle(element);
  const context = document.createElement('canvas').getContext('2d')!;
  context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
  return context.measureText(text).width;
}

/**
 * The search field's placeholder and the period's two dates (their dd/mm/aaaa segments) are shown whole: the
 * placeholder's measured width fits the input, and neither date box scrolls.
 */
const placeholdersFit = (locale: 'pt' | 'en' | 'de' | 'fr'): Story => ({
  ...AT_LAPTOP,
  globals: { ...AT_LAPTOP.globals, locale },
  play: async ({ canvasElement }) => {
    const filters = await within(canvasElement).findByRole('search');
    await findTable(canvasElement);
    const search = await within(filters).findByRole('searchbox');
    await expect(search.getAttribute('placeholder')).toBeTruthy();
    await waitFor(() => expect(document.documentElement.clientWidth).toBe(1366));
    await expect(textWidth(search, search.getAttribute('placeholder')!)).toBeLessThanOrEqual(roomOf(search));
    const dates = filters.querySelectorAll<HTMLElement>('[data-rac][slot="start"], [data-rac][slot="end"]');
    await expect(dates).toHaveLength(2);
    for (const date of dates) await expect(date.scrollWidth).toBeLessThanOrEqual(date.clientWidth);
  },
});

export const PlaceholdersFit = placeholdersFit('pt');
export const PlaceholdersFitInEnglish = placeholdersFit('en');
export const PlaceholdersFitInGerman = placeholdersFit('de');
export const PlaceholdersFitInFrench = placeholdersFit('fr');

/** On a phone (375 px) the list is cards, and the page never scrolls sideways. */
export const Phone: Story = {
  globals: { viewport: { value: 'xs' } },
  play: async ({ canvasElement }) => {
    const canvas = await findScreen(canvasElement);
    await expect(await canvas.findByText('Mariana Costa')).toBeVisible();
    await waitFor(() => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth));
  },
};

export const Dark: Story = darkStory('Tickets de recuperação');

// ---------------------------------------------------------------------------------------------------------
// Loading, empty, error, forbidden: the open list's call never answers, answers nothing or fails; a role without `ticket`

const states = screenStates(mockHandlers.tickets.open, {
  loading: 'Carregando…',
  error: { alert: 'Não foi possível carregar os tickets.', retry: 'Tentar novamente' },
  around: async (canvasElement) => {
    await expect(await findTab(canvasElement, 'Abertos 6')).toBeVisible();
    // Nothing is known of the list yet: no pager saying "0–0 de 0".
    await expect(within(canvasElement).queryByRole('group', { name: 'Paginação' })).toBeNull();
  },
  // Without `ticket` the route guard sends the user away before any call.
  forbidden: { handlers: () => companySessionHandlers({ user: { role_name: 'Atendente' }, grants: { Atendente: ['leads'] } }) },
});
export const Loading: Story = states.Loading;

/** No ticket at all: the spec's empty text, and the way to create the first one. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(...ticketScreenHandlers({ tickets: () => [] }));
  },
  play: async ({ canvasElement }) => {
    const canvas = await findScreen(canvasElement);
    await expect(await canvas.findByText('Não existe registro por aqui')).toBeVisible();
    await expect(await findTab(canvasElement, 'Abertos 0')).toBeVisible();
    await expect(await canvas.findAllByRole('button', { name: 'Novo ticket' })).toHaveLength(2);
  },
};

export const Error: Story = states.Error;
export const Forbidden: Story = states.Forbidden;
