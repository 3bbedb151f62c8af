import type { FunnelFigures, PlanReport } from '@retoma/api-client';
import { Card, formatNumber, formatPrice, useUiLocale } from '@retoma/ui';
import styled from 'styled-components';
import { centsToDecimal } from '../lib/money';
import { useReportLabels } from '../lib/useReportLabels';
import { useReportsT } from '../messages';
import { Scroll, Table } from './FiguresTable';

const Step = styled.th`
  padding-inline-start: ${({ theme }) => theme.space[6]} !important;
  font-weight: ${({ theme }) => theme.fontWeight.regular};
`;
const Muted = styled.td`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** One plan's campaigns, each with its funnel and, under it, each step's: contacts, sends, opens, clicks, sales, value. */
export function PlanFunnelTable({ plano }: { plano: PlanReport['planos'][number] }) {
  const t = useReportsT();
  const locale = useUiLocale();
  const labels = useReportLabels((id) => `#${id}`);
  const figures = (row: FunnelFigures) => (
    <>
      <td>{formatNumber(row.envios, { locale })}</td>
      <td>{formatNumber(row.aberturas, { locale })}</td>
      <td>{formatNumber(row.cliques, { locale })}</td>
      <td>{formatNumber(row.vendas.vendas, { locale })}</td>
      <td>{formatPrice(centsToDecimal(row.vendas.liquido_centavos), { locale })}</td>
    </>
  );
  return (
    <Card>
      <Scroll>
        <Table>
          <caption>{t('reports.plans.table', { plan: plano.nome })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('reports.plans.campaign')}</th>
              <th scope="col">{t('reports.plans.contacts')}</th>
              <th scope="col">{t('reports.plans.sends')}</th>
              <th scope="col">{t('reports.plans.opens')}</th>
              <th scope="col">{t('reports.plans.clicks')}</th>
              <th scope="col">{t('reports.plans.sales')}</th>
              <th scope="col">{t('reports.plans.value')}</th>
            </tr>
          </thead>
          <tbody>
            {plano.campanhas.flatMap((campanha) => [
              <tr key={`c${campanha.id}`}>
                <th scope="row">
                  {campanha.nome} ({labels.origin(campanha.tipo)})
                </th>
                <td>{formatNumber(campanha.contatos, { locale })}</td>
                {figures(campanha)}
              </tr>,
              ...campanha.passos.map((passo) => (
                <tr key={`p${passo.id}`}>
                  <Step scope="row">{labels.step(passo)}</Step>
                  <Muted>—</Muted>
                  {figures(passo)}
                </tr>
              )),
            ])}
          </tbody>
        </Table>
      </Scroll>
    </Card>
  );
}
