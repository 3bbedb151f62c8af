import type { LeadDetail, LeadTimelineEntry } from '@retoma/api-client';
import { formatDate, formatPrice } from '@retoma/ui';
import styled from 'styled-components';
import { useDateFormat } from '../../../platform/dateFormat';
import { useLeadTimeline } from '../hooks/useLead';
import { useLeadsT } from '../messages';
import { creditedTo } from './timelineEntry';
import { sendsText } from '../lib/countedTexts';
import { ATTENDANCE_TEXT, SITUACAO_TEXT } from '../lib/labels';

const Lines = styled.ul`
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space[4]};
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
`;
const Lead = styled.li`
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
`;

const first = (entries: LeadTimelineEntry[], test: (entry: LeadTimelineEntry) => boolean) => entries.find(test);

/**
 * Why this lead bought or did not, in a few lines read from the newest page of the timeline: the purchase (or its
 * refund) with product, amount and day; who the recovered sale is credited to; the campaign the lead entered and how
 * it ended; how the campaign messages were received; the last attendance.
 */
export function LeadVerdict({ lead }: { lead: LeadDetail }) {
  const t = useLeadsT();
  const dates = useDateFormat();
  const { items } = useLeadTimeline(lead.id, undefined);
  const lines: string[] = [];

  const sale = first(items, (e) => e.tipo === 'transacao' && (e.evento === 'approved' || e.evento === 'completed'));
  const refund = first(items, (e) => e.tipo === 'transacao' && (e.evento === 'refunded' || e.evento === 'chargeback'));
  if (lead.compra === 'comprou')
    lines.push(
      sale
        ? t('leads.verdict.comprou', {
            produto: sale.produto?.nome ?? '',
            valor: formatPrice(sale.valor ?? 0, { locale: dates.locale, currency: true }),
            date: formatDate(sale.em, dates),
          })
        : t('leads.verdict.comprouSemDetalhe'),
    );
  else if (lead.compra === 'reembolsou')
    lines.push(refund ? t('leads.verdict.reembolsou', { date: formatDate(refund.em, dates) }) : t('leads.verdict.reembolsouSemDetalhe'));
  else lines.push(t('leads.verdict.naoComprou'));

  const credit = first(items, (e) => e.tipo === 'credito');
  if (credit)
    lines.push(
      credit.situacao === 'revertida' ? t('leads.verdict.creditoRevertido') : t('leads.verdict.credito', { quem: creditedTo(t, credit) }),
    );
  const entered = first(items, (e) => e.tipo === 'plataforma' && e.campanha !== null);
  if (entered?.campanha)
    lines.push(
      t('leads.verdict.entrou', {
        campanha: entered.campanha.nome,
        date: formatDate(entered.em, dates),
        situacao: t(SITUACAO_TEXT[entered.situacao ?? 'ativo'] ?? 'leads.situacao.ativo'),
      }),
    );
  const sends = items.filter((e) => e.tipo === 'envio' && e.situacao === 'enviado');
  if (sends.length > 0) lines.push(sendsText(t, dates.locale, sends));
  const attendance = first(items, (e) => e.tipo === 'atendimento');
  if (attendance)
    lines.push(
      t('leads.verdict.ultimoAtendimento', {
        resultado: t(ATTENDANCE_TEXT[attendance.evento] ?? 'leads.event.atendimento.aguardando'),
        status: attendance.situacao ?? '',
      }),
    );

  return (
    <section aria-label={t('leads.verdict.title')}>
      <Lines>{lines.map((line, index) => (index === 0 ? <Lead key={line}>{line}</Lead> : <li key={line}>{line}</li>))}</Lines>
    </section>
  );
}
