import { mockHandlers } from '@retoma/api-client/mock';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { IN_COMPANY } from '#storybook/companySession';
import { findOverlay } from '#storybook/queries';
import { darkStory } from '#storybook/screenStates';
import { periodTooLong, reportRoute, reportSession, reportStates, salesByRequest } from '../stories/reportStories';
import RecoveredSalesScreen from './RecoveredSalesScreen';

const route = reportRoute('relatorio-vendas-recuperadas', '/aurora/relatorios/vendas-recuperadas');

const meta = {
  title: 'Reports / Recovered sales',
  component: RecoveredSalesScreen,
  parameters: { layout: 'fullscreen', ...route(), ...IN_COMPANY },
  beforeEach({ msw }) {
    msw.use(...reportSession(), salesByRequest());
  },
} satisfies Meta<typeof RecoveredSalesScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The last 7 days (the default): the net value against the period before, and each split of it. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Relatório de Vendas Recuperadas' })).toBeVisible();
    await expect(await canvas.findByText('Resultado da busca considerando o período: 08/03/2026 a 14/03/2026')).toBeVisible();
    await expect(await canvas.findByRole('button', { name: '7 Dias', pressed: true })).toBeVisible();
    await expect((await canvas.findAllByText('R$ 19.643,30'))[0]).toBeVisible();
    const steps = await canvas.findByRole('table', { name: 'Por campanha, canal e passo' });
    const cartEmail2 = within(steps).getByRole('row', { name: /Carrinho abandonado — E-mail, passo 2/ });
    await expect(cartEmail2).toHaveTextContent('2.494,00');
    await expect(await canvas.findByRole('heading', { name: 'Origens das vendas recuperadas' })).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'Reembolsos e chargebacks' })).toBeVisible();
  },
};

/** Every chart reads as a table too: the origins, each with its net and reversed value. */
export const OriginsAsTable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = await canvas.findByRole('heading', { name: 'Origens das vendas recuperadas' });
    const figure = heading.closest('figure') ?? heading.parentElement!.parentElement!;
    await userEvent.click(within(figure as HTMLElement).getByRole('button', { name: 'Ver tabela' }));
    const table = await within(figure as HTMLElement).findByRole('table');
    await expect(within(table).getByRole('row', { name: /Link direto/ })).toHaveTextContent('4.091,90');
    await expect(within(table).getByRole('row', { name: /Camp. Carrinho/ })).toHaveTextContent('6.683,80');
  },
};

/** Some sales of the period were refunded or charged back: shown apart and netted out of the value recovered. */
export const WithRefunds: Story = {
  beforeEach({ msw }) {
    msw.use(salesByRequest({ refunds: true }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('R$ 17.450,50')).toBeVisible();
    await expect(await canvas.findByText('R$ 2.192,80')).toBeVisible();
    await expect(await canvas.findByText('R$ 2.094,90')).toBeVisible();
    await expect(await canvas.findByText('Vendas: 2')).toBeVisible();
    await expect(await canvas.findByText('R$ 97,90')).toBeVisible();
  },
};

/** Opened from a shared address: one product and a range of days, both kept in the URL. */
export const FilteredFromTheAddress: Story = {
  parameters: route('?dt_inicio=2026-03-08&dt_fim=2026-03-14&produtos=2'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Filtrar Produtos: Mentoria Vendas 360' })).toBeVisible();
    await expect((await canvas.findAllByText('R$ 15.976,00'))[0]).toBeVisible();
    await expect(canvas.getByRole('button', { name: '7 Dias' })).toHaveAttribute('aria-pressed', 'false');
  },
};

/** Choosing products in the filter asks the server for them only. */
export const ChoosingAProduct: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect((await canvas.findAllByText('R$ 19.643,30'))[0]).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: 'Filtrar Produtos: Todos' }));
    const panel = await findOverlay('dialog', 'Filtrar Produtos');
    await userEvent.click(within(panel).getByRole('checkbox', { name: 'Mentoria Vendas 360' }));
    await expect((await canvas.findAllByText('R$ 15.976,00'))[0]).toBeVisible();
  },
};

/** A range longer than 60 days: the server's refusal shows on the range, and no figures of another period. */
export const PeriodTooLong: Story = periodTooLong(
  mockHandlers.reports.sales,
  route('?dt_inicio=2026-01-01&dt_fim=2026-03-14'),
  async (canvas) => {
    await expect(canvas.queryByText('Valor recuperado no período')).toBeNull();
    await expect(canvas.getByRole('button', { name: /Exportar CSV/ })).toBeDisabled();
  },
);

/** Nothing recovered in the period: the totals at zero and a line that says so. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(salesByRequest({ empty: true }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Nenhuma venda recuperada neste período.')).toBeVisible();
  },
};

/** The screen in the dark theme. */
export const Dark: Story = darkStory('Relatório de Vendas Recuperadas', Loaded);

const states = reportStates(mockHandlers.reports.sales, () => salesByRequest());

export const Loading: Story = states.Loading;
export const Error: Story = states.Error;
export const Forbidden: Story = states.Forbidden;
export const ForbiddenByServer: Story = states.ForbiddenByServer;
