import type { ResolverInfo } from '@retoma/api-client/mock';
import { mockHandlers } from '@retoma/api-client/mock';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { HttpHandler } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { companySessionHandlers, IN_COMPANY } from '#storybook/companySession';
import DashboardScreen from './DashboardScreen';
import {
  ATTENDED_MONTH,
  ATTENDED_WEEK,
  DAILY_MONTH,
  DAILY_WEEK,
  INSERTED_DAILY_WEEK,
  INSERTED_WEEK,
  MONTH,
  MY_SALES_NONE,
  MY_SALES_WEEK,
  RECENT,
  ZERO_ATTENDED,
  ZERO_DAILY,
} from './dashboardStoryData';
import { darkStory, screenStates } from '#storybook/screenStates';

const meta = {
  title: 'Home / Dashboard',
  component: DashboardScreen,
  parameters: { layout: 'fullscreen', route: { id: 'dashboard', path: '/aurora/dashboard' }, ...IN_COMPANY },
} satisfies Meta<typeof DashboardScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const param = ({ request }: ResolverInfo, name: string) => new URL(request.url).searchParams.get(name);
const inMonth = (info: ResolverInfo) => param(info, 'dt_inicio') === MONTH.dt_inicio;

/** Ana's week (or month, when the period asks for it), two late returns and the tickets she took part in. */
function figures(): HttpHandler[] {
  return [
    mockHandlers.dashboard.get('meus_tickets')((info) =>
      param(info, 'type') === 'inseridos' ? INSERTED_WEEK : inMonth(info) ? ATTENDED_MONTH : ATTENDED_WEEK,
    ),
    mockHandlers.dashboard.get('atendimentos')((info) => (inMonth(info) ? DAILY_MONTH : DAILY_WEEK)),
    mockHandlers.dashboard.get('inseridos')(INSERTED_DAILY_WEEK),
    mockHandlers.reports.mine(MY_SALES_WEEK),
    mockHandlers.dashboard.get('tickets_atrasados')({ total: 2 }),
    mockHandlers.dashboard.get('meus_tickets_atividades')((info) => {
      const page = Number(param(info, 'page') ?? 1);
      const rows = RECENT.slice((page - 1) * 10, page * 10);
      return {
        data: rows,
        current_page: page,
        last_page: 2,
        per_page: 10,
        total: RECENT.length,
        from: (page - 1) * 10 + 1,
        to: (page - 1) * 10 + rows.length,
      };
    }),
  ];
}

const recentItems = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: /Últimos tickets|Latest tickets/ })).queryAllByRole('article');

/** Everything drawn: the charts' sectors and lines, and the first page of tickets. */
async function settled(canvasElement: HTMLElement) {
  await waitFor(() => expect(recentItems(canvasElement).length).toBeGreaterThan(0));
  await waitFor(() => expect(canvasElement.querySelectorAll('[data-part="slice"]').length).toBeGreaterThan(0));
  await waitFor(() => expect(canvasElement.querySelectorAll('[data-series] > path').length).toBe(2));
}

export const Loaded: Story = {
  beforeEach({ msw }) {
    msw.use(...figures(), ...companySessionHandlers());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await settled(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(await canvas.findByText('8 – 14 de mar. de 2026')).toBeVisible();
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Olá, Ana Souza!' })).toBeVisible();
    await expect((await canvas.findByText('Atendimentos no período')).parentElement).toHaveTextContent('30');
    await expect((await canvas.findByText('Vendas ganhas no período')).parentElement).toHaveTextContent('18');
    await expect((await canvas.findByText('Retornos atrasados')).parentElement).toHaveTextContent('2');
    await expect((await canvas.findByText('Vendas que recuperei no período')).parentElement).toHaveTextContent('R$ 3.096,90');
    await expect((await canvas.findByText('Minhas comissões a receber')).parentElement).toHaveTextContent('R$ 482,75');
    await expect(await canvas.findByRole('img', { name: 'Meus tickets atendidos' })).toBeVisible();
    await expect(await canvas.findByText('Ganhou · 60%')).toBeVisible();
    await expect(await canvas.findByText('30 no período, 21 no período anterior')).toBeVisible();
    const items = recentItems(canvasElement);
    await expect(items).toHaveLength(10);
    await expect(await within(items[0]!).findByRole('link', { name: 'Ticket #1042' })).toHaveAttribute(
      'href',
      '/aurora/tickets/detalhar/1042',
    );
    await expect(await within(items[0]!).findByText('Mariana Costa')).toBeVisible();
    await expect(await within(items[0]!).findByText('há 20 minutos')).toBeVisible();
  },
};

/** The period picker: the last month's figures and comparison, and the address keeps the choice. */
export const PeriodChanged: Story = {
  beforeEach: Loaded.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await settled(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /Período/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Último mês' }));
    await expect(await canvas.findByText('12 de fev. – 14 de mar. de 2026')).toBeVisible();
    await waitFor(() => expect(canvas.getByText('Atendimentos no período').parentElement).toHaveTextContent('112'));
    await expect((await canvas.findByText('Vendas ganhas no período')).parentElement).toHaveTextContent('64');
    await expect(await canvas.findByText('75 no período, 45 no período anterior')).toBeVisible();
  },
};

/** The inserted view: the tickets Ana created, by where they stand, and created per day. */
export const Inserted: Story = {
  beforeEach: Loaded.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await settled(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Inseridos' }));
    await expect(await canvas.findByRole('img', { name: 'Meus tickets inseridos' })).toBeVisible();
    await expect(await canvas.findByText('Finalizados · 46,2%')).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'Tickets inseridos por dia' })).toBeVisible();
    await expect(await canvas.findByText('13 no período, 7 no período anterior')).toBeVisible();
  },
};

/** Each chart also reads as a table. */
export const ChartAsTable: Story = {
  beforeEach: Loaded.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await settled(canvasElement);
    await userEvent.click((await canvas.findAllByRole('button', { name: 'Ver tabela' }))[0]!);
    const table = await canvas.findByRole('table', { name: 'Meus tickets atendidos' });
    await expect((await within(table).findByRole('rowheader', { name: 'Aguardando' })).parentElement).toHaveTextContent('Aguardando723,3%');
  },
};

/** "Carregar mais" adds the next tickets below. */
export const MoreTickets: Story = {
  beforeEach: Loaded.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await settled(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Carregar mais' }));
    await waitFor(() => expect(recentItems(canvasElement)).toHaveLength(12));
    await expect(canvas.queryByRole('button', { name: 'Carregar mais' })).toBeNull();
  },
};

/** The money of the week: what Ana recovered, by product (read here as a table), and her commissions to receive. */
export const MySales: Story = {
  beforeEach: Loaded.beforeEach,
  play: async ({ canvasElement }) => {
    // Every part mounted first (they mount in turns): one arriving after the click would move the page under the picture.
    await settled(canvasElement);
    const canvas = within(canvasElement);
    const heading = await canvas.findByRole('heading', { name: 'Minhas vendas por produto' });
    const figure = (heading.closest('figure') ?? heading.parentElement!.parentElement!) as HTMLElement;
    await userEvent.click(await within(figure).findByRole('button', { name: 'Ver tabela' }));
    const table = await within(figure).findByRole('table');
    await expect(within(table).getByRole('row', { name: /Mentoria Vendas 360/ })).toHaveTextContent('1.997,00');
    await expect(within(table).getByRole('row', { name: /Método Reconquista/ })).toHaveTextContent('994,00');
  },
};

/** The screen in the dark theme. */
export const Dark: Story = darkStory('Olá, Ana Souza!', Loaded);

/** Someone new: no tickets yet, nothing late. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(
      mockHandlers.dashboard.get('meus_tickets')(ZERO_ATTENDED),
      mockHandlers.dashboard.get('atendimentos')(ZERO_DAILY),
      mockHandlers.dashboard.get('tickets_atrasados')({ total: 0 }),
      mockHandlers.reports.mine(MY_SALES_NONE),
      mockHandlers.dashboard.get('meus_tickets_atividades')({
        data: [],
        current_page: 1,
        last_page: 1,
        per_page: 10,
        total: 0,
        from: null,
        to: null,
      }),
      ...companySessionHandlers({ user: { name: 'Fernanda Alves', email: 'fernanda.alves@retoma.dev', role_name: 'Atendente' } }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Nenhum ticket no período')).toBeVisible();
    await expect(await canvas.findByText('Nada registrado no período')).toBeVisible();
    await expect(await canvas.findByText('Não existe registro por aqui')).toBeVisible();
    await expect((await canvas.findByText('Atendimentos no período')).parentElement).toHaveTextContent('0');
    await expect(await canvas.findByRole('heading', { name: 'Olá, Fernanda Alves!' })).toBeVisible();
  },
};

/** The figures never answer, fail or are refused by the server; the greeting stays above them. */
const states = screenStates(
  [
    ...(['meus_tickets', 'atendimentos', 'tickets_atrasados', 'meus_tickets_atividades'] as const).map((name) =>
      mockHandlers.dashboard.get(name),
    ),
    mockHandlers.reports.mine,
  ],
  {
    others: () => companySessionHandlers(),
    loading: 'Carregando…',
    busy: { role: 'region', name: 'Últimos tickets em que você participou' },
    around: async (canvasElement) => {
      await expect(await within(canvasElement).findByRole('heading', { level: 2, name: 'Olá, Ana Souza!' })).toBeVisible();
    },
    // Each part says so and offers to try again.
    error: { alert: 'Não foi possível carregar estes dados.', retry: 'Tentar de novo', count: 4 },
  },
);

export const Loading: Story = states.Loading;

/** The figures failed: each part says so and offers to try again; the rest of the page stays. */
export const Error: Story = states.Error;

/** A 403 while loading sends the user to "não autorizado". */
export const Forbidden: Story = states.Forbidden;

export const InEnglish: Story = {
  beforeEach: Loaded.beforeEach,
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await settled(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Hello, Ana Souza!' })).toBeVisible();
    await expect(await canvas.findByText('Mar 8 – 14, 2026')).toBeVisible();
    await expect(await canvas.findByText('Won · 60%')).toBeVisible();
    // The charts tell keyboard users, in their language, how to walk the values.
    for (const chart of await canvas.findAllByRole('img', { description: 'Use the arrow keys to go through the values.' }))
      await expect(chart).toHaveAttribute('tabindex', '0');
    await expect(
      (await canvas.findAllByRole('img', { description: 'Use the arrow keys to go through the values.' })).length,
    ).toBeGreaterThanOrEqual(2);
  },
};

/** Narrow screens: everything in one column. */
export const Phone: Story = {
  beforeEach: Loaded.beforeEach,
  globals: { viewport: { value: 'xs' } },
  play: async ({ canvasElement }) => {
    await settled(canvasElement);
    await expect(await within(canvasElement).findByRole('heading', { name: 'Olá, Ana Souza!' })).toBeVisible();
  },
};
