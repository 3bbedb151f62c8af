import type { ReportPersonRow } from '@retoma/api-client';
import { formatNumber, formatPercent, formatPrice, useUiLocale } from '@retoma/ui';
import { centsToDecimal } from '../lib/money';
import { useReportsT } from '../messages';
import { Scroll, Table } from './FiguresTable';

/** Each person's recovered sales, tickets, conversion (won / attended), average sale and commissions. */
export function PeopleTable({ pessoas }: { pessoas: ReportPersonRow[] }) {
  const t = useReportsT();
  const locale = useUiLocale();
  const price = (cents: number | null) => (cents === null ? '—' : formatPrice(centsToDecimal(cents), { locale }));
  return (
    <Scroll>
      <Table>
        <caption>{t('reports.people.table')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('reports.people.person')}</th>
            <th scope="col">{t('reports.col.sales')}</th>
            <th scope="col">{t('reports.col.reversed')}</th>
            <th scope="col">{t('reports.col.net')}</th>
            <th scope="col">{t('reports.people.attended')}</th>
            <th scope="col">{t('reports.people.won')}</th>
            <th scope="col">{t('reports.people.conversion')}</th>
            <th scope="col">{t('reports.people.average')}</th>
            <th scope="col">{t('reports.people.commissions')}</th>
          </tr>
        </thead>
        <tbody>
          {pessoas.map((row) => (
            <tr key={row.usuario.id}>
              <th scope="row">{row.usuario.name}</th>
              <td>{formatNumber(row.vendas, { locale })}</td>
              <td>{price(row.revertido_centavos)}</td>
              <td>{price(row.liquido_centavos)}</td>
              <td>{formatNumber(row.tickets_atendidos, { locale })}</td>
              <td>{formatNumber(row.tickets_ganhos, { locale })}</td>
              <td>{row.conversao === null ? '—' : formatPercent(row.conversao, { locale })}</td>
              <td>{price(row.ticket_medio_centavos)}</td>
              <td>{price(row.comissoes_centavos)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroll>
  );
}
