import { buildPlanReport } from '@retoma/api-client/mock';
import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';
import { centsOf, countOf, readCsv } from './csvReader.testSupport';
import { plansCsvLines } from './plansCsv';

const HEADERS = ['Plano', 'Campanha e passo', 'Contatos', 'Envios', 'Aberturas', 'Cliques', 'Vendas', 'Bruto', 'Revertido', 'Líquido'];

describe('the plans report as CSV', () => {
  const report = buildPlanReport({ dt_inicio: '2026-03-01', dt_fim: '2026-03-30' });
  const rows = readCsv(
    toCsv(
      HEADERS,
      plansCsvLines(report, {
        campaign: (campanha) => `campanha ${campanha.id}`,
        step: (campanha, passo) => `campanha ${campanha.id} passo ${passo.posicao}`,
      }),
    ),
  );

  it('writes each campaign with its funnel and contacts, then its steps, under its plan', () => {
    const campaigns = report.planos.flatMap((plano) => plano.campanhas.map((campanha) => ({ plano, campanha })));
    for (const { plano, campanha } of campaigns) {
      const line = rows.find((cells) => cells[1] === `campanha ${campanha.id}`)!;
      expect(line[0]).toBe(plano.nome);
      expect(line.slice(2, 7).map(countOf)).toEqual([
        campanha.contatos,
        campanha.envios,
        campanha.aberturas,
        campanha.cliques,
        campanha.vendas.vendas,
      ]);
      expect(centsOf(line[9])).toBe(campanha.vendas.liquido_centavos);
      const steps = rows.filter((cells) => cells[1]!.startsWith(`campanha ${campanha.id} passo`));
      expect(steps).toHaveLength(campanha.passos.length);
      // A step has no contacts of its own: they enter the campaign.
      expect(steps.every((cells) => cells[2] === '')).toBe(true);
    }
  });

  it('sums to the cent: the campaigns’ net over the file is what the plans sold', () => {
    const campaignLines = rows.filter((cells) => !cells[1]!.includes('passo'));
    const net = campaignLines.reduce((total, cells) => total + centsOf(cells[9])!, 0);
    const expected = report.planos
      .flatMap((plano) => plano.campanhas)
      .reduce((total, campanha) => total + campanha.vendas.liquido_centavos, 0);
    expect(net).toBe(expected);
    expect(net).toBeGreaterThan(0);
  });
});
