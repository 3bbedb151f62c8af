import { mockHandlers } from '@retoma/api-client/mock';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { IN_COMPANY } from '#storybook/companySession';
import { darkStory } from '#storybook/screenStates';
import { exportedCsv, periodTooLong, reportRoute, reportSession, reportStates, ticketsByRequest } from '../stories/reportStories';
import TicketsReportScreen from './TicketsReportScreen';

const route = reportRoute('relatorio-tickets', '/aurora/relatorios/tickets');

const meta = {
  title: 'Reports / Tickets',
  component: TicketsReportScreen,
  parameters: { layout: 'fullscreen', ...route(), ...IN_COMPANY },
  beforeEach({ msw }) {
    msw.use(...reportSession(), ticketsByRequest());
  },
} satisfies Meta<typeof TicketsReportScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The week's tickets: created, attended by outcome, times, overdue returns, per day and per agent, loss reasons. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Relatório de Tickets' })).toBeVisible();
    await expect(await canvas.findByText('Tempo até o primeiro atendimento')).toBeVisible();
    await expect(await canvas.findByText('47 min')).toBeVisible();
    await expect(await canvas.findByText('28 h 10 min')).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'Tickets por dia' })).toBeVisible();
    const reasons = await canvas.findByRole('table', { name: 'Motivos de perda' });
    await expect(within(reasons).getByRole('row', { name: /Preço alto/ })).toHaveTextContent('5');
    await expect(within(reasons).getByRole('row', { name: /Sem motivo informado/ })).toHaveTextContent('1');
    await expect((await canvas.findByText('Retornos atrasados')).parentElement).toHaveTextContent('3');
  },
};

/** The CSV holds every count of the screen: the period, each day, each person, the loss reasons and the times. */
export const ExportedAsCsv: Story = {
  name: 'Exported As CSV',
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('table', { name: 'Motivos de perda' });
    const lines = (await exportedCsv(canvasElement)).replace(/^\ufeff/, '').split('\r\n');
    await expect(lines[0]).toBe('Seção;Item;Criados;Atendidos;Ganhos;Aguardando;Perdidos;Valor');
    await expect(lines).toContain('Motivos de perda;Preço alto;;;;;5;');
    await expect(lines).toContain('Indicador;Tempo até o primeiro atendimento (min);;;;;;47');
    await expect(lines).toContain('Indicador;Retornos atrasados;;;;;;3');
    await expect(lines.filter((line) => line.startsWith('Dia;'))).toHaveLength(7);
  },
};

/** Each agent's attendances, read as a table. */
export const PerAgentAsTable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = await canvas.findByRole('heading', { name: 'Atendimentos por pessoa' });
    const figure = (heading.closest('figure') ?? heading.parentElement!.parentElement!) as HTMLElement;
    await userEvent.click(within(figure).getByRole('button', { name: 'Ver tabela' }));
    const table = await within(figure).findByRole('table');
    await expect(within(table).getByRole('row', { name: /Ana Souza/ })).toHaveTextContent('5');
  },
};

/** A range longer than 60 days, refused by the server on the range. */
export const PeriodTooLong: Story = periodTooLong(
  mockHandlers.reports.tickets,
  route('?dt_inicio=2026-01-01&dt_fim=2026-03-14'),
  async (canvas) => {
    await expect(canvas.queryByText('Tickets por dia')).toBeNull();
  },
);

/** No ticket in the period. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(ticketsByRequest({ empty: true }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Nenhum ticket neste período.')).toBeVisible();
  },
};

/** The screen in the dark theme. */
export const Dark: Story = darkStory('Relatório de Tickets', Loaded);

const states = reportStates(mockHandlers.reports.tickets, () => ticketsByRequest());

export const Loading: Story = states.Loading;
export const Error: Story = states.Error;
export const Forbidden: Story = states.Forbidden;
export const ForbiddenByServer: Story = states.ForbiddenByServer;
