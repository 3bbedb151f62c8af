import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ForbiddenError } from '../errors';
import { createApiClient } from '../index';
import { userReportQuery } from '../schemas';
import { memoryTokens } from '../testing/fakeFetch';
import { RECOVERY_ORIGINS } from '../types';
import { buildRecoveredSalesReport, buildTicketsReport, buildUserSalesReport, mockHandlers, reportParamsOf } from './index';

const sum = (values: readonly number[]) => Math.round(values.reduce((total, value) => total + value, 0) * 100) / 100;

describe('report fixtures', () => {
  it('are deterministic, a point per day of the last 7 days and a series per product by default', () => {
    const report = buildRecoveredSalesReport();
    expect(report).toEqual(buildRecoveredSalesReport());
    expect(report.grafico.categories).toEqual([
      '2025-03-08',
      '2025-03-09',
      '2025-03-10',
      '2025-03-11',
      '2025-03-12',
      '2025-03-13',
      '2025-03-14',
    ]);
    expect(report.grafico.series.map((line) => line.name)).toEqual([
      'Método Reconquista',
      'Mentoria Vendas 360',
      'Planner Financeiro Digital',
    ]);
    expect(report.grafico.series.every((line) => line.data.length === 7)).toBe(true);
  });

  it('follow the asked period and products; a day keeps its figure when the period widens', () => {
    const week = buildRecoveredSalesReport({ dt_inicio: '2025-03-08', dt_fim: '2025-03-14', produtos: [2] });
    const month = buildRecoveredSalesReport({ dt_inicio: '2025-02-13', dt_fim: '2025-03-14', produtos: [2] });
    expect(month.grafico.categories).toHaveLength(30);
    expect(month.grafico.series[0]?.data.slice(-7)).toEqual(week.grafico.series[0]?.data);
  });

  it('totals add up: origins and payment methods split the recovered value to the cent', () => {
    for (const report of [buildRecoveredSalesReport(), buildUserSalesReport({ dt_inicio: '2025-02-01', dt_fim: '2025-03-14' })]) {
      const { statistics, grafico } = report;
      expect(statistics.valor_recuperado).toBeGreaterThan(0);
      expect(statistics.valor_recuperado).toBe(sum(grafico.series.flatMap((line) => line.data)));
      expect(Object.keys(statistics.valor_coorecuperado)).toEqual([...RECOVERY_ORIGINS]);
      expect(sum(Object.values(statistics.valor_coorecuperado))).toBe(statistics.valor_recuperado);
      expect(sum(Object.values(statistics.payment_methods))).toBe(statistics.valor_recuperado);
      expect(statistics.valor_recuperado_direto_campanhas['saveleads-recovery-cart']).toBe(statistics.valor_coorecuperado.carrinho);
      for (const value of Object.values(statistics.valor_coorecuperado)) expect(Math.round(value * 100)).toBeCloseTo(value * 100, 6);
    }
  });

  it('the per-user report has a series per agent and offers the agents as filter options', () => {
    const report = buildUserSalesReport({ usuarios: [2, 3] });
    expect(report.grafico.series.map((line) => line.name)).toEqual(['Bruno Lima', 'Camila Rocha']);
    expect(report.grafico.users.map((user) => user.id)).toEqual([1, 2, 3, 4, 5]);
  });

  it('no products: an empty period, every origin at zero', () => {
    const report = buildRecoveredSalesReport({ produtos: [] });
    expect(report.grafico.series).toEqual([]);
    expect(report.statistics).toMatchObject({ valor_recuperado: 0, payment_methods: {}, valor_recuperado_direto_campanhas: {} });
    expect(Object.values(report.statistics.valor_coorecuperado).every((value) => value === 0)).toBe(true);
    expect(buildUserSalesReport({ usuarios: [] }).grafico).toMatchObject({ series: [], users: [] });
  });

  it('the tickets report counts tickets per day and product', () => {
    const report = buildTicketsReport({ dt_inicio: '2025-03-13', dt_fim: '2025-03-14', produtos: [4] });
    expect(report.grafico.categories).toEqual(['2025-03-13', '2025-03-14']);
    expect(report.grafico.series).toHaveLength(1);
    expect(report.grafico.series[0]?.data.every((count) => Number.isInteger(count) && count >= 0)).toBe(true);
  });
});

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const client = () => createApiClient({ apiUrl: 'http://localhost/api', getIdentity: () => 'aurora', tokens: memoryTokens('token') });

describe('mockHandlers.reports with the real client', () => {
  it('a resolver answers the asked filters through reportParamsOf (parsed as the server’s schema would)', async () => {
    const asked: unknown[] = [];
    server.use(
      mockHandlers.reports.recoveredSalesByUser(({ request }) => {
        const params = reportParamsOf(request);
        asked.push(params);
        expect(userReportQuery.safeParse(params).success).toBe(true);
        return buildUserSalesReport(params);
      }),
    );
    const report = await client().reports.recoveredSalesByUser({
      dt_inicio: '2025-03-13',
      dt_fim: '2025-03-14',
      usuarios: [4],
      produtos: [1],
    });
    expect(asked).toEqual([{ dt_inicio: '2025-03-13', dt_fim: '2025-03-14', usuarios: [4], produtos: [1] }]);
    expect(report.grafico.series.map((line) => line.name)).toEqual(['Diego Martins']);
  });

  it('each report has its own route, and the error states of every endpoint', async () => {
    server.use(
      mockHandlers.reports.recoveredSales(buildRecoveredSalesReport()),
      mockHandlers.reports.tickets(buildTicketsReport()),
      mockHandlers.reports.recoveredSalesByUser.forbidden(),
    );
    const api = client();
    await expect(api.reports.recoveredSales()).resolves.toEqual(buildRecoveredSalesReport());
    await expect(api.reports.tickets()).resolves.toEqual(buildTicketsReport());
    await expect(api.reports.recoveredSalesByUser()).rejects.toBeInstanceOf(ForbiddenError);
  });
});
