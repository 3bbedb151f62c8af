import { mockHandlers } from '@retoma/api-client/mock';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { IN_COMPANY } from '#storybook/companySession';
import { findOverlay } from '#storybook/queries';
import { darkStory } from '#storybook/screenStates';
import { peopleByRequest, periodTooLong, reportRoute, reportSession, reportStates } from '../stories/reportStories';
import PeopleSalesScreen from './PeopleSalesScreen';

const route = reportRoute('relatorio-usuario', '/aurora/relatorios/vendas-usuario');

const meta = {
  title: 'Reports / Recovered sales per person',
  component: PeopleSalesScreen,
  parameters: { layout: 'fullscreen', ...route(), ...IN_COMPANY },
  beforeEach({ msw }) {
    msw.use(...reportSession(), peopleByRequest());
  },
} satisfies Meta<typeof PeopleSalesScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each person's sales, tickets, conversion, average sale and commissions, the one who recovered most first. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Relatório de Vendas Recuperadas por Usuário' })).toBeVisible();
    const table = await canvas.findByRole('table', { name: 'Vendas recuperadas por pessoa' });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(4);
    await expect(rows[1]).toHaveTextContent('Camila Rocha');
    for (const text of ['2.591,90', '12', '16,7%', '863,97', '259,19']) await expect(rows[1]).toHaveTextContent(text);
    await expect((await canvas.findAllByText('R$ 7.180,80'))[0]).toBeVisible();
  },
};

/** Choosing a person asks the server for their figures only, and keeps the choice in the address. */
export const ChoosingAPerson: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: 'Vendas recuperadas por pessoa' });
    await userEvent.click(await canvas.findByRole('button', { name: 'Filtrar Usuários: Todos' }));
    const panel = await findOverlay('dialog', 'Filtrar Usuários');
    await userEvent.click(within(panel).getByRole('checkbox', { name: 'Ana Souza' }));
    await expect((await canvas.findAllByText('R$ 2.094,90'))[0]).toBeVisible();
    const table = await canvas.findByRole('table', { name: 'Vendas recuperadas por pessoa' });
    await expect(within(table).getAllByRole('row')).toHaveLength(2);
  },
};

/** Refunds and chargebacks of the people's sales, apart and netted. */
export const WithRefunds: Story = {
  beforeEach({ msw }) {
    msw.use(peopleByRequest({ refunds: true }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Reembolsos e chargebacks' })).toBeVisible();
    await expect(await canvas.findByRole('table', { name: 'Vendas recuperadas por pessoa' })).toBeVisible();
  },
};

/** A range longer than 60 days, refused by the server on the range. */
export const PeriodTooLong: Story = periodTooLong(
  mockHandlers.reports.people,
  route('?dt_inicio=2026-01-01&dt_fim=2026-03-14'),
  async (canvas) => {
    await expect(canvas.queryByRole('table')).toBeNull();
  },
);

/** Nobody recovered a sale in the period. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(peopleByRequest({ empty: true }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Ninguém recuperou vendas neste período.')).toBeVisible();
  },
};

/** The screen in the dark theme. */
export const Dark: Story = darkStory('Relatório de Vendas Recuperadas por Usuário', Loaded);

const states = reportStates(mockHandlers.reports.people, () => peopleByRequest());

export const Loading: Story = states.Loading;
export const Error: Story = states.Error;
export const Forbidden: Story = states.Forbidden;
export const ForbiddenByServer: Story = states.ForbiddenByServer;
