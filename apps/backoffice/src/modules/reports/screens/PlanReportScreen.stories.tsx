import { mockHandlers } from '@retoma/api-client/mock';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { IN_COMPANY } from '#storybook/companySession';
import { darkStory } from '#storybook/screenStates';
import { exportedCsv, periodTooLong, plansByRequest, reportRoute, reportSession, reportStates } from '../stories/reportStories';
import PlanReportScreen from './PlanReportScreen';

const route = reportRoute('planos-relatorios', '/aurora/planos/relatorios');

const meta = {
  title: 'Plans / Reports',
  component: PlanReportScreen,
  parameters: { layout: 'fullscreen', ...route(), ...IN_COMPANY },
  beforeEach({ msw }) {
    msw.use(...reportSession(), plansByRequest());
  },
} satisfies Meta<typeof PlanReportScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each plan's campaigns with their funnel, and each step's under its campaign. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Relatórios dos Planos' })).toBeVisible();
    const table = await canvas.findByRole('table', { name: 'Funil de Recuperação Método Reconquista' });
    const cart = within(table).getByRole('row', { name: /Carrinho abandonado \(Camp. Carrinho\)/ });
    // 7 days: 294 contacts; 280 + 196 + 154 sends.
    await expect(cart).toHaveTextContent('294');
    await expect(cart).toHaveTextContent('630');
    await expect(within(table).getByRole('row', { name: /E-mail, passo 2/ })).toHaveTextContent('196');
    await expect(await canvas.findByRole('table', { name: 'Funil de Planner — boletos' })).toBeVisible();
  },
};

/** The CSV: each plan's campaigns and their steps, named as on the screen, with contacts, funnel and amounts. */
export const ExportedAsCsv: Story = {
  name: 'Exported As CSV',
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('table', { name: 'Funil de Recuperação Método Reconquista' });
    const lines = (await exportedCsv(canvasElement)).replace(/^\ufeff/, '').split('\r\n');
    await expect(lines[0]).toBe('Plano;Campanha e passo;Contatos;Envios;Aberturas;Cliques;Vendas;Bruto (R$);Revertido (R$);Líquido (R$)');
    const cart = lines.find((line) => line.startsWith('Recuperação Método Reconquista;Carrinho abandonado (Camp. Carrinho);'))!;
    await expect(cart.split(';').slice(2, 4)).toEqual(['294', '630']);
    await expect(lines.some((line) => line.includes('Carrinho abandonado — E-mail, passo 2;;196;'))).toBe(true);
  },
};

/** A range longer than 60 days, refused by the server on the range. */
export const PeriodTooLong: Story = periodTooLong(
  mockHandlers.reports.plans,
  route('?dt_inicio=2026-01-01&dt_fim=2026-03-14'),
  async (canvas) => {
    await expect(canvas.queryByRole('table')).toBeNull();
  },
);

/** No plan has campaigns yet. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(
      mockHandlers.reports.plans({
        periodo: { dt_inicio: '2026-03-08', dt_fim: '2026-03-14', anterior_inicio: '2026-03-01', anterior_fim: '2026-03-07', dias: 7 },
        planos: [],
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Nenhum plano com campanhas.')).toBeVisible();
  },
};

/** The screen in the dark theme. */
export const Dark: Story = darkStory('Relatórios dos Planos', Loaded);

const states = reportStates(mockHandlers.reports.plans, () => plansByRequest());

export const Loading: Story = states.Loading;
export const Error: Story = states.Error;
export const Forbidden: Story = states.Forbidden;
export const ForbiddenByServer: Story = states.ForbiddenByServer;
