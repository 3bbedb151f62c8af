import type { Transaction } from '@retoma/api-client';
import {
  AGENTS,
  buildLead,
  buildProductOptions,
  buildTransaction,
  buildTransactionCredit,
  buildTransactionDetail,
  mockHandlers,
  type ResolverInfo,
} from '@retoma/api-client/mock';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { companySessionHandlers, IN_COMPANY } from '#storybook/companySession';
import { findDialog, findOverlay, findPopup, findToast } from '#storybook/queries';
import { darkStory, screenStates } from '#storybook/screenStates';
import { limitedUser } from '../../catalog/stories/storySupport';
import TransactionsScreen from './TransactionsScreen';

const { transactions } = mockHandlers;
const ROUTE = { id: 'transacoes', path: '/aurora/leads/transacoes' };

const ROWS: Transaction[] = Array.from({ length: 14 }, (_, index) => buildTransaction({ id: index + 1 }));
const FIRST = ROWS[0]!;

/** The queries the list was asked with, newest last. */
let asked: URLSearchParams[] = [];
const listing =
  (rows: Transaction[]) =>
  ({ request }: ResolverInfo) => {
    const query = new URL(request.url).searchParams;
    asked.push(query);
    const search = query.get('search')?.toLowerCase();
    return rows.filter(
      (row) =>
        (!query.get('status') || row.status === query.get('status')) &&
        (!search || row.transaction.toLowerCase().includes(search) || row.lead.nome.toLowerCase().includes(search)),
    );
  };

const meta = {
  title: 'Leads / Transactions',
  component: TransactionsScreen,
  parameters: { layout: 'fullscreen', route: ROUTE, ...IN_COMPANY },
  beforeEach({ msw }) {
    asked = [];
    msw.use(...companySessionHandlers(), mockHandlers.selects.produtos(buildProductOptions()));
  },
} satisfies Meta<typeof TransactionsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const table = async (canvasElement: HTMLElement) => within(canvasElement).findByRole('grid', { name: 'Transações do período' });
/** The table once its rows came (the grid is there, busy, while the first page loads). */
const loadedTable = async (canvasElement: HTMLElement) => {
  const grid = await table(canvasElement);
  await within(grid).findAllByRole('button', { name: /^Ver a transação / });
  return grid;
};

/** Opens a transaction's side panel from its code. */
async function openPanel(canvasElement: HTMLElement, code: string) {
  await userEvent.click(await within(await table(canvasElement)).findByRole('button', { name: `Ver a transação ${code}` }));
  return findDialog(`Transação ${code}`);
}

/** The last 30 days by default (pressed, and asked for), each row with its lead, amounts in reais and status. */
export const Loaded: Story = {
  beforeEach({ msw }) {
    msw.use(transactions.list(listing(ROWS)));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Listagem de transações' })).toBeVisible();
    const row = await within(await table(canvasElement)).findByRole('row', { name: new RegExp(FIRST.transaction) });
    await expect(await within(row).findByText(FIRST.lead.nome)).toBeVisible();
    await expect(await within(row).findAllByText(/^R\$\s[\d.]+,\d{2}$/)).toHaveLength(2);
    await expect(await canvas.findByRole('button', { name: '30 dias', pressed: true })).toBeVisible();
    await expect(await canvas.findByText(/^Resultado da busca considerando o período: /)).toBeVisible();
    await expect(asked.at(-1)?.get('dt_inicio')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await expect(await canvas.findByText('1–10 de 14')).toBeVisible();
  },
};

/** "7 dias" asks for the last 7 days and keeps the choice in the address. */
export const SevenDays: Story = {
  beforeEach({ msw }) {
    msw.use(transactions.list(listing(ROWS)));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loadedTable(canvasElement);
    const before = asked.at(-1)!;
    await userEvent.click(await canvas.findByRole('button', { name: '7 dias' }));
    await expect(await canvas.findByRole('button', { name: '7 dias', pressed: true })).toBeVisible();
    await waitFor(() => expect(asked.at(-1)?.get('dt_inicio')).not.toBe(before.get('dt_inicio')));
    const days = (Date.parse(asked.at(-1)!.get('dt_fim')!) - Date.parse(asked.at(-1)!.get('dt_inicio')!)) / 86_400_000;
    await expect(days).toBe(6);
  },
};

/**
 * Sales on known days of the pinned clock (14/03/2026 in São Paulo): today, 9 and 22 days before. The list answers
 * those of the asked days, both included, as the server reads them in the company's zone.
 */
const [TODAY, NINE_DAYS, TWENTY_TWO_DAYS] = ['2026-03-14T09:30:00-03:00', '2026-03-05T15:00:00-03:00', '2026-02-20T15:00:00-03:00'].map(
  (day, index) => buildTransaction({ id: 30 + index, purchase_date: new Date(day).toISOString(), created_at: new Date(day).toISOString() }),
);
const DATED = [TODAY!, NINE_DAYS!, TWENTY_TWO_DAYS!];
const inPeriod =
  (rows: Transaction[]) =>
  ({ request }: ResolverInfo) => {
    const query = new URL(request.url).searchParams;
    asked.push(query);
    const from = Date.parse(`${query.get('dt_inicio')}T00:00:00-03:00`);
    const to = Date.parse(`${query.get('dt_fim')}T23:59:59.999-03:00`);
    return rows.filter((row) => Date.parse(row.purchase_date!) >= from && Date.parse(row.purchase_date!) <= to);
  };

/** The period's days the list was last asked for, once they are `expected`. */
const askedDays = (expected: [string, string]) =>
  waitFor(() => expect([asked.at(-1)?.get('dt_inicio'), asked.at(-1)?.get('dt_fim')]).toEqual(expected));

/** The codes of the sales the table shows, once they are `expected`. */
async function shownSales(canvasElement: HTMLElement, expected: Transaction[]) {
  const grid = await table(canvasElement);
  await waitFor(() =>
    expect(
      within(grid)
        .queryAllByRole('button', { name: /^Ver a transação / })
        .map((button) => button.textContent),
    ).toEqual(expected.map((row) => row.transaction)),
  );
}

/** "Hoje" asks for today alone (both ends the same day) and lists only today's sale. */
export const Today: Story = {
  beforeEach({ msw }) {
    msw.use(transactions.list(inPeriod(DATED)));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await shownSales(canvasElement, [TODAY!, NINE_DAYS!, TWENTY_TWO_DAYS!]);
    await userEvent.click(await canvas.findByRole('button', { name: 'Hoje' }));
    await expect(await canvas.findByRole('button', { name: 'Hoje', pressed: true })).toBeVisible();
    await askedDays(['2026-03-14', '2026-03-14']);
    await shownSales(canvasElement, [TODAY!]);
  },
};

/** "15 dias" asks for the last 15 days, today included, and leaves out the sale of 22 days ago. */
export const FifteenDays: Story = {
  beforeEach({ msw }) {
    msw.use(transactions.list(inPeriod(DATED)));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await shownSales(canvasElement, [TODAY!, NINE_DAYS!, TWENTY_TWO_DAYS!]);
    await userEvent.click(await canvas.findByRole('button', { name: '15 dias' }));
    await expect(await canvas.findByRole('button', { name: '15 dias', pressed: true })).toBeVisible();
    await askedDays(['2026-02-28', '2026-03-14']);
    await shownSales(canvasElement, [TODAY!, NINE_DAYS!]);
  },
};

/** "Outro período": the days picked in the calendar are asked for and shown in the field; no quick period stays pressed. */
export const OtherPeriod: Story = {
  beforeEach({ msw }) {
    msw.use(transactions.list(inPeriod(DATED)));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await shownSales(canvasElement, [TODAY!, NINE_DAYS!, TWENTY_TWO_DAYS!]);
    await userEvent.click(
      await within(await canvas.findByRole('group', { name: 'Outro período' })).findByRole('button', { name: /Calendário/ }),
    );
    const calendar = await findOverlay('dialog');
    await userEvent.click(await within(calendar).findByRole('button', { name: /, 2 de março de 2026/ }));
    await userEvent.click(await within(calendar).findByRole('button', { name: /, 10 de março de 2026/ }));
    await askedDays(['2026-03-02', '2026-03-10']);
    await shownSales(canvasElement, [NINE_DAYS!]);
    await expect(await canvas.findByRole('group', { name: 'Outro período' })).toHaveTextContent('02/03/2026–10/03/2026');
    await expect(await canvas.findByRole('button', { name: '30 dias', pressed: false })).toBeVisible();
  },
};

/** "Outro período" typed: both dates are kept as they are typed, asked for, and focus stays in the field; a quick period then empties it. */
export const TypedPeriod: Story = {
  beforeEach({ msw }) {
    msw.use(transactions.list(inPeriod(DATED)));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await shownSales(canvasElement, [TODAY!, NINE_DAYS!, TWENTY_TWO_DAYS!]);
    const field = await canvas.findByRole('group', { name: 'Outro período' });
    await userEvent.click((await within(field).findAllByRole('spinbutton'))[0]!);
    await userEvent.keyboard('02032026');
    await expect(field).toHaveTextContent('02/03/2026–dd/mm/aaaa');
    await userEvent.keyboard('10032026');
    await askedDays(['2026-03-02', '2026-03-10']);
    await shownSales(canvasElement, [NINE_DAYS!]);
    await expect(field).toHaveTextContent('02/03/2026–10/03/2026');
    await expect(field.contains(document.activeElement)).toBe(true);
    await userEvent.click(await canvas.findByRole('button', { name: '7 dias' }));
    await waitFor(async () =>
      expect(await canvas.findByRole('group', { name: 'Outro período' })).toHaveTextContent('dd/mm/aaaa–dd/mm/aaaa'),
    );
  },
};

/** A code typed in the search goes to the server; a status from the address is asked for and shown. */
export const SearchAndStatus: Story = {
  parameters: { route: { ...ROUTE, path: '/aurora/leads/transacoes?status=approved' } },
  beforeEach({ msw }) {
    msw.use(transactions.list(listing(ROWS)));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loadedTable(canvasElement);
    await expect(asked.at(-1)?.get('status')).toBe('approved');
    await expect(await canvas.findByRole('button', { name: /Status/ })).toHaveTextContent('Aprovada');
    await userEvent.click(await canvas.findByRole('searchbox', { name: /código da transação/ }));
    await userEvent.paste(FIRST.transaction);
    await waitFor(() => expect(asked.at(-1)?.get('search')).toBe(FIRST.transaction));
  },
};

/** The whole transaction in the side panel: buyer, instalments, offer, dates, origins, fees and commission. */
export const Detail: Story = {
  beforeEach({ msw }) {
    msw.use(
      transactions.list(ROWS),
      transactions.get(
        buildTransactionDetail({
          id: FIRST.id,
          installments_number: 6,
          off: 'of2231',
          coupon_code: 'RETOMA10',
          sck: 'agente-2',
          src: null,
        }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement, FIRST.transaction);
    await expect(await within(panel).findByText('Em 6 vezes', { exact: false })).toBeVisible();
    await expect(await within(panel).findByText('of2231')).toBeVisible();
    await expect(await within(panel).findByText('RETOMA10')).toBeVisible();
    await expect(await within(panel).findByText('agente-2')).toBeVisible();
    await expect(await within(panel).findByText('Tarifa da plataforma')).toBeVisible();
    await expect(await within(panel).findByText('Esta venda não foi creditada a uma recuperação.')).toBeVisible();
  },
};

/** A recovered sale credited to a campaign step, then refunded: the credit and its reversal are both said. */
export const RefundedRecovered: Story = {
  beforeEach({ msw }) {
    msw.use(
      transactions.list([{ ...FIRST, status: 'refunded' }, ...ROWS.slice(1)]),
      transactions.get(
        buildTransactionDetail({
          id: FIRST.id,
          status: 'refunded',
          credito: buildTransactionCredit({ revertida_em: '2026-03-13T15:00:00.000Z', motivo_reversao: 'PURCHASE_REFUNDED' }),
        }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement, FIRST.transaction);
    await expect(await within(panel).findByText('Devolvida')).toBeVisible();
    await expect(
      await within(panel).findByText(/Creditada à campanha Carrinho abandonado — Método Reconquista, passo 2 \(e-mail\)/),
    ).toBeVisible();
    await expect(await within(panel).findByText(/Crédito revertido em .* \(reembolso\)\./)).toBeVisible();
  },
};

/** A sale paid at once that an agent recovered by winning its ticket. */
export const CreditedToAgent: Story = {
  beforeEach({ msw }) {
    msw.use(
      transactions.list(ROWS),
      transactions.get(
        buildTransactionDetail({
          id: FIRST.id,
          installments_number: 1,
          credito: buildTransactionCredit({ origem: 'ticket', usuario: AGENTS[1]!, ticket_id: 812, campanha: null, passo: null }),
        }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement, FIRST.transaction);
    await expect(await within(panel).findByText(`Creditada a ${AGENTS[1]!.name}, que ganhou o ticket #812.`)).toBeVisible();
    await expect(await within(panel).findByText(/ · À vista$/)).toBeVisible();
  },
};

/** An approver records a sale paid by transfer: the lead found by name, the product, the exact amount; saved. */
export const ManualTransaction: Story = {
  beforeEach({ msw }) {
    msw.use(
      transactions.list(ROWS),
      mockHandlers.leads.list([
        { ...buildLead({ id: 7, nome: 'Renata Prado', email: 'renata.prado@exemplo.com.br' }), compra: 'nao_comprou' },
      ]),
      transactions.create(buildTransaction({ id: 99, payment_type: 'transferencia', full_price: 1234.56 })),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await table(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Nova transação manual' }));
    const panel = await findDialog('Nova transação manual');
    await userEvent.click(await within(panel).findByRole('combobox', { name: /Lead/ }));
    await userEvent.paste('Renata');
    await userEvent.click(await within(await findPopup('listbox')).findByRole('option', { name: /Renata Prado/ }));
    await userEvent.click(await within(panel).findByRole('button', { name: /Produto/ }));
    await userEvent.click((await within(await findPopup('listbox')).findAllByRole('option'))[0]!);
    await userEvent.click(await within(panel).findByRole('textbox', { name: /Valor da venda/ }));
    await userEvent.paste('1234,56');
    await userEvent.click(await within(panel).findByRole('button', { name: 'Criar transação' }));
    await expect(await findToast('Transação salva com sucesso.')).toBeVisible();
  },
};

/** Nothing received in the period: the spec's empty text. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(transactions.list.empty());
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Não existe registro por aqui')).toBeVisible();
    await expect(await within(canvasElement).findByText('Nenhuma transação foi recebida neste período.')).toBeVisible();
  },
};

/** Filters that match nothing offer to clear them. */
export const NoResults: Story = {
  parameters: { route: { ...ROUTE, path: '/aurora/leads/transacoes?status=dispute' } },
  beforeEach({ msw }) {
    msw.use(transactions.list([]));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Nenhuma transação com estes filtros.')).toBeVisible();
    await expect((await canvas.findAllByRole('button', { name: 'Limpar filtros' })).length).toBeGreaterThan(0);
  },
};

const states = screenStates(transactions.list, {
  loading: 'Carregando…',
  busy: { role: 'grid', name: 'Transações do período' },
  error: { alert: 'Erro interno do servidor.', retry: 'Tentar novamente' },
  forbidden: { handlers: () => limitedUser(['ticket']) },
});
export const Loading: Story = states.Loading;
export const Error: Story = states.Error;
/** A role without `lead_transacao` is turned away by the route. */
export const Forbidden: Story = states.Forbidden;
/** The route let the person in, the server refused the list. */
export const ForbiddenByServer: Story = states.ForbiddenByServer;
export const Dark: Story = darkStory('Listagem de transações', Loaded);
