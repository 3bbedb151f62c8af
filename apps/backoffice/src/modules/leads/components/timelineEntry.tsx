import { TRANSACTION_STATUSES, type LeadTimelineEntry, type LeadTimelineKind, type TransactionStatus } from '@retoma/api-client';
import { formatPaymentType, formatPrice, type Locale } from '@retoma/ui';
import {
  BadgeDollarSign,
  BellOff,
  CreditCard,
  Headset,
  Mail,
  MessageCircle,
  MessageSquareText,
  Phone,
  ShoppingCart,
  Ticket,
  type LucideIcon,
} from 'lucide-react';
import { pluralKey } from '../../../i18n';
import { activityText, type ActivityTranslate } from '../../../platform/activity/activityText';
import type { LeadsTranslate } from '../messages';
import {
  ATTENDANCE_TEXT,
  CLICKS_TEXT,
  OPENS_TEXT,
  OPT_OUT_CHANNEL_TEXT,
  PLATFORM_EVENT_TEXT,
  SEND_CHANNEL_TEXT,
  SEND_STATE_TEXT,
  SITUACAO_TEXT,
  STATUS_TEXT,
} from '../lib/labels';

export type EntryTone = 'neutral' | 'primary' | 'success' | 'warning' | 'danger';

/** How one entry of the timeline reads: its icon and colour, a title, and the lines under it. */
export interface DescribedEntry {
  Icon: LucideIcon;
  tone: EntryTone;
  title: string;
  lines: string[];
}

const ICONS: Record<LeadTimelineKind, LucideIcon> = {
  plataforma: ShoppingCart,
  envio: Mail,
  ticket: Ticket,
  atendimento: Headset,
  chamada: Phone,
  mensagem: MessageCircle,
  transacao: CreditCard,
  credito: BadgeDollarSign,
  descadastro: BellOff,
};

const BOUGHT = new Set(['approved', 'completed']);
const REFUNDED = new Set(['refunded', 'chargeback']);

/** The platform's status of a purchase in words. */
export function statusText(t: LeadsTranslate, status: string): string {
  return isTransactionStatus(status) ? t(STATUS_TEXT[status]) : t('leads.status.other', { status });
}

const isTransactionStatus = (status: string): status is TransactionStatus => (TRANSACTION_STATUSES as readonly string[]).includes(status);

/** Who a recovered sale is credited to: the campaign, or the agent of the ticket or link. */
export function creditedTo(t: LeadsTranslate, entry: LeadTimelineEntry): string {
  if (entry.evento === 'campanha' && entry.campanha) return t('leads.credito.campanha', { campanha: entry.campanha.nome });
  const quem = entry.autor?.nome ?? t('leads.credito.alguem');
  return entry.evento === 'ticket' ? t('leads.credito.ticket', { quem }) : t('leads.credito.link_agente', { quem });
}

const compact = (values: Array<string | null | undefined>) => values.filter((value): value is string => Boolean(value));

/**
 * An entry as a person reads it: what happened, with the product, campaign, amount and detail that explain it. A
 * ticket's entry is worded by the history's sentences (`tActivity`).
 */
export function describeEntry(entry: LeadTimelineEntry, t: LeadsTranslate, tActivity: ActivityTranslate, locale: Locale): DescribedEntry {
  const money = entry.valor === null ? null : formatPrice(entry.valor, { locale, currency: true });
  const produto = entry.produto?.nome;
  const Icon = ICONS[entry.tipo];
  switch (entry.tipo) {
    case 'plataforma':
      return {
        Icon,
        tone: entry.situacao === 'recuperado' ? 'success' : 'primary',
        title: t(PLATFORM_EVENT_TEXT[entry.evento] ?? 'leads.event.plataforma.carrinho'),
        lines: compact([
          compact([entry.campanha?.nome, produto]).join(' · '),
          entry.situacao && SITUACAO_TEXT[entry.situacao] ? t(SITUACAO_TEXT[entry.situacao]!) : null,
        ]),
      };
    case 'envio':
      return {
        Icon: entry.evento === 'sms' ? MessageSquareText : Icon,
        tone: entry.situacao === 'falhou' ? 'danger' : entry.cliques ? 'success' : 'neutral',
        title: `${t(SEND_CHANNEL_TEXT[entry.evento] ?? 'leads.event.envio.email')} · ${t(SEND_STATE_TEXT[entry.situacao ?? 'enviado'] ?? 'leads.envio.enviado')}`,
        lines: compact([
          entry.detalhe,
          compact([
            entry.campanha?.nome,
            entry.aberturas ? t(pluralKey(locale, entry.aberturas, OPENS_TEXT), { count: entry.aberturas }) : null,
            entry.cliques ? t(pluralKey(locale, entry.cliques, CLICKS_TEXT), { count: entry.cliques }) : null,
          ]).join(' · '),
        ]),
      };
    case 'atendimento':
      return {
        Icon,
        tone: entry.evento === 'ganhou' ? 'success' : entry.evento === 'perdeu' ? 'danger' : 'warning',
        title: t(ATTENDANCE_TEXT[entry.evento] ?? 'leads.event.atendimento.aguardando'),
        lines: compact([compact([entry.situacao, produto]).join(' · '), entry.detalhe]),
      };
    case 'transacao': {
      const tone = BOUGHT.has(entry.evento) ? 'success' : REFUNDED.has(entry.evento) ? 'danger' : 'warning';
      return {
        Icon,
        tone,
        title: t('leads.event.transacao', { status: statusText(t, entry.evento) }),
        lines: compact([
          compact([produto, money, entry.situacao ? formatPaymentType(entry.situacao, { locale }) : null]).join(' · '),
          entry.detalhe,
        ]),
      };
    }
    case 'credito': {
      const reversed = entry.situacao === 'revertida';
      return {
        Icon,
        tone: reversed ? 'danger' : 'success',
        title: t(reversed ? 'leads.event.creditoRevertido' : 'leads.event.credito'),
        lines: compact([compact([t('leads.credito.line', { quem: creditedTo(t, entry) }), money]).join(' · '), entry.detalhe]),
      };
    }
    case 'descadastro':
      return {
        Icon,
        tone: 'danger',
        title: t('leads.event.descadastro', { canal: t(OPT_OUT_CHANNEL_TEXT[entry.evento === 'email' ? 'email' : 'telefone']) }),
        lines: compact([entry.campanha?.nome]),
      };
    case 'mensagem':
      return {
        Icon,
        tone: 'primary',
        title: t(entry.evento === 'email' ? 'leads.event.mensagem.email' : 'leads.event.mensagem.whatsapp'),
        lines: compact([entry.detalhe]),
      };
    case 'chamada':
      return { Icon, tone: 'neutral', title: t('leads.event.chamada'), lines: compact([entry.detalhe]) };
    case 'ticket':
      return {
        Icon,
        tone: 'neutral',
        // What happened in the ticket, worded here from its kind (an old entry without one keeps its sentence).
        title:
          entry.acao || entry.detalhe
            ? activityText({ acao: entry.acao, valores: entry.valores, description: entry.detalhe }, tActivity)
            : t('leads.event.ticket'),
        lines: compact([produto]),
      };
  }
}
