import { IDENTITY_PREFIX, mockHandlers } from '@retoma/api-client/mock';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { companySessionHandlers, IN_COMPANY } from '#storybook/companySession';
import { findDialog } from '#storybook/queries';
import { darkStory, screenStates } from '#storybook/screenStates';
import { ORDER_DETAIL, ORDERS, PAID_ORDERS } from '../stories/commissionStoryData';
import { limitedUser } from '../stories/storySupport';
import PaymentsScreen from './PaymentsScreen';

const orders = mockHandlers.commissions.orders;
const page = () => within(document.body);

/** The pending and paid tabs from one list, told apart by `pago`; the counts beside them. */
const tabs = (pending = ORDERS, paid = PAID_ORDERS) => [
  orders.counts({ pendentes: pending.length, pagas: paid.length }),
  orders.list(({ request }) => (new URL(request.url).searchParams.get('pago') === '1' ? paid : pending)),
];

const meta = {
  title: 'Commissions / Payments',
  component: PaymentsScreen,
  parameters: { layout: 'fullscreen', route: { id: 'comissoes-pagamentos', path: '/aurora/comissoes/pagamentos' }, ...IN_COMPANY },
  beforeEach({ msw }) {
    msw.use(...companySessionHandlers());
  },
} satisfies Meta<typeof PaymentsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Pending orders with their person, amount and count; the tab's sum above. */
export const Loaded: Story = {
  beforeEach({ msw }) {
    msw.use(...tabs());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Pagamentos' })).toBeVisible();
    await expect(
      await within(await canvas.findByRole('status', { name: 'Valor das ordens pendentes' })).findByText('R$ 65,30'),
    ).toBeVisible();
    await expect(await canvas.findByRole('tab', { name: /Pendentes\s*2/ })).toBeVisible();
    await expect(await canvas.findByRole('row', { name: /Carla Dias/ })).toHaveTextContent('R$ 65,00');
  },
};

/** Paying a selection asks first, with its exact total. */
export const PayOrders: Story = {
  beforeEach({ msw }) {
    msw.use(...tabs(), orders.pay([{ ...ORDERS[0]!, paga_em: '2026-11-23T10:00:00-03:00' }]));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await within(await canvas.findByRole('row', { name: /Carla Dias/ })).findByRole('checkbox'));
    await userEvent.click(await canvas.findByRole('button', { name: 'Pagar ordens' }));
    const question = await findDialog('Pagar ordens');
    await expect(question).toHaveTextContent('Marcar como paga a ordem escolhida, no total de R$ 65,00?');
    await userEvent.click(await within(question).findByRole('button', { name: 'Sim' }));
    await expect(await page().findByText('Operação realizada com sucesso.')).toBeVisible();
  },
};

/** The paid tab: when each was paid; reverting a selection sends it back to the pending ones. */
export const PaidAndReverted: Story = {
  parameters: { route: { id: 'comissoes-pagamentos', path: '/aurora/comissoes/pagamentos?aba=pagas' } },
  beforeEach({ msw }) {
    msw.use(...tabs(), orders.revert([{ ...PAID_ORDERS[0]!, paga_em: null }]));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await within(await canvas.findByRole('status', { name: 'Valor das ordens pagas' })).findByText('R$ 4,70')).toBeVisible();
    const row = await canvas.findByRole('row', { name: /Carla Dias/ });
    await expect(row).toHaveTextContent('10/11/2026');
    await userEvent.click(await within(row).findByRole('checkbox'));
    await userEvent.click(await canvas.findByRole('button', { name: 'Reverter pagamentos' }));
    const question = await findDialog('Reverter pagamentos');
    await userEvent.click(await within(question).findByRole('button', { name: 'Sim' }));
    await expect(await page().findByText('Operação realizada com sucesso.')).toBeVisible();
  },
};

/** The files the PrintAndExport story's screen asked the server for, and the CSV that server sends. */
const fileRequests: URL[] = [];
/** Catches the link's click that hands a file to the browser (a new tab, a download), keeping the link it was on. */
const catchHanding = () => spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
let handed: ReturnType<typeof catchHanding>;
/**
 * The files made into links, kept to be read back: fetching a blob: address is refused under the built Storybook's
 * Content-Security-Policy (as under the app's), and the file is the same.
 */
const keepFiles = () => spyOn(URL, 'createObjectURL');
let files: ReturnType<typeof keepFiles>;
/** The text of the file behind the `index`th link made. */
const fileText = (index: number) => (files.mock.calls[index]![0] as Blob).text();
const CSV = '"ordem";"pessoa";"total"\r\n"42";"Carla Dias";"65,00"\r\n"43";"Diana Reis";"0,30"\r\n';

/**
 * Printing and exporting a selection: each asks the server for the chosen orders' file (the PDF, the CSV) and hands
 * it to the browser — the PDF opened in a new tab, the CSV downloaded under its name. The link's click is caught so
 * the test browser neither opens a tab nor saves a file, and the file it carried is read back.
 */
export const PrintAndExport: Story = {
  beforeEach({ msw }) {
    fileRequests.length = 0;
    msw.use(
      ...tabs(),
      http.get(`${IDENTITY_PREFIX}/ordems/:file`, ({ request }) => {
        fileRequests.push(new URL(request.url));
        // Seen, then left to the next handler (the PDF's mock) or answered here (the CSV, as the server sends it).
        if (!request.url.includes('/ordems/exportar')) return undefined;
        return new HttpResponse(CSV, { headers: { 'Content-Type': 'text/csv; charset=utf-8' } });
      }),
      orders.pdf(),
    );
    handed = catchHanding();
    files = keepFiles();
    return () => {
      handed.mockRestore();
      files.mockRestore();
    };
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ['Carla Dias', 'Diana Reis'])
      await userEvent.click(await within(await canvas.findByRole('row', { name: new RegExp(name) })).findByRole('checkbox'));

    await userEvent.click(await canvas.findByRole('button', { name: 'Imprimir' }));
    await waitFor(() => expect(handed).toHaveBeenCalledTimes(1));
    await expect(fileRequests.map((url) => `${url.pathname.replace(/^.*\/ordems/, 'ordems')}${url.search}`)).toEqual([
      'ordems/imprimir?ids=42%2C43',
    ]);
    const pdf = handed.mock.contexts[0] as HTMLAnchorElement;
    await expect(pdf.href).toBe(files.mock.results[0]!.value);
    await expect(pdf.target).toBe('_blank');
    await expect((await fileText(0)).startsWith('%PDF')).toBe(true);

    await userEvent.click(await canvas.findByRole('button', { name: 'Exportar CSV' }));
    await waitFor(() => expect(handed).toHaveBeenCalledTimes(2));
    await expect(`${fileRequests[1]!.pathname.replace(/^.*\/ordems/, 'ordems')}${fileRequests[1]!.search}`).toBe(
      'ordems/exportar?ids=42%2C43',
    );
    const csv = handed.mock.contexts[1] as HTMLAnchorElement;
    await expect(csv.download).toBe('ordens-de-pagamento.csv');
    await expect(csv.href).toBe(files.mock.results[1]!.value);
    await expect(await fileText(1)).toBe(CSV);
  },
};

/** An order as it prints: the company's header, items by product and side with their average, total and notes. */
export const OrderDetail: Story = {
  beforeEach({ msw }) {
    msw.use(...tabs(), orders.get(ORDER_DETAIL));
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Detalhar ordem 42' }));
    const panel = await findDialog('Ordem 42');
    await expect(await within(panel).findByText('Aurora Cursos Ltda · CNPJ 11.222.333/0001-81')).toBeVisible();
    await expect(await within(panel).findByRole('rowheader', { name: 'Curso de Confeitaria · Atendimento' })).toBeVisible();
    await expect(await within(panel).findByText('Notas: Pagamento por PIX até o 5º dia útil.')).toBeVisible();
    await expect(await within(panel).findByText('Pendente')).toBeVisible();
    await expect(await within(panel).findByRole('button', { name: 'Imprimir ordem' })).toBeVisible();
  },
};

export const Dark: Story = darkStory('Pagamentos', Loaded);

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(orders.counts({ pendentes: 0, pagas: 0 }), orders.list.empty());
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Não existe registro por aqui')).toBeVisible();
  },
};

const states = screenStates(orders.list, {
  others: () => [orders.counts({ pendentes: 2, pagas: 1 })],
  loading: 'Carregando…',
  busy: { role: 'grid', name: 'Ordens de pagamento' },
  error: { alert: 'Serviço indisponível. Tente novamente em instantes.', retry: 'Tentar novamente' },
  errorStatus: 503,
  errorBody: { error: 'server_error', message: 'Serviço indisponível. Tente novamente em instantes.' },
  forbidden: { handlers: () => limitedUser(['comissao']) },
});
export const Loading: Story = states.Loading;
export const Error: Story = states.Error;
export const Forbidden: Story = states.Forbidden;
export const ForbiddenByServer: Story = states.ForbiddenByServer;
