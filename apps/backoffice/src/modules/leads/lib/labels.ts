import type { LeadCompra, LeadOrigem, LeadTimelineKind, TransactionStatus } from '@retoma/api-client';
import type { LeadsKey } from '../messages';

// The words of the wire's values, one key each (a key is always written whole, so none goes unnoticed or unused).

export const COMPRA_TEXT: Record<LeadCompra, LeadsKey> = {
  comprou: 'leads.compra.comprou',
  reembolsou: 'leads.compra.reembolsou',
  nao_comprou: 'leads.compra.nao_comprou',
};

export const ORIGEM_TEXT: Record<LeadOrigem, LeadsKey> = {
  carrinho: 'leads.origem.carrinho',
  boleto: 'leads.origem.boleto',
  cancelado: 'leads.origem.cancelado',
  agendamento: 'leads.origem.agendamento',
  whatsapp: 'leads.origem.whatsapp',
  ticket: 'leads.origem.ticket',
};

export const KIND_TEXT: Record<LeadTimelineKind, LeadsKey> = {
  plataforma: 'leads.kind.plataforma',
  envio: 'leads.kind.envio',
  ticket: 'leads.kind.ticket',
  atendimento: 'leads.kind.atendimento',
  chamada: 'leads.kind.chamada',
  mensagem: 'leads.kind.mensagem',
  transacao: 'leads.kind.transacao',
  credito: 'leads.kind.credito',
  descadastro: 'leads.kind.descadastro',
};

/** What a platform event (or the lead's form, booking) was, by the kind of campaign it started. */
export const PLATFORM_EVENT_TEXT: Record<string, LeadsKey> = {
  carrinho: 'leads.event.plataforma.carrinho',
  boleto: 'leads.event.plataforma.boleto',
  cancelado: 'leads.event.plataforma.cancelado',
  agendamento: 'leads.event.plataforma.agendamento',
  whatsapp: 'leads.event.plataforma.whatsapp',
};

/** Where the lead stands in a campaign. */
export const SITUACAO_TEXT: Record<string, LeadsKey> = {
  ativo: 'leads.situacao.ativo',
  recuperado: 'leads.situacao.recuperado',
  concluido: 'leads.situacao.concluido',
  descadastrado: 'leads.situacao.descadastrado',
  interrompido: 'leads.situacao.interrompido',
};

export const SEND_CHANNEL_TEXT: Record<string, LeadsKey> = { email: 'leads.event.envio.email', sms: 'leads.event.envio.sms' };
export const SEND_STATE_TEXT: Record<string, LeadsKey> = {
  enviado: 'leads.envio.enviado',
  falhou: 'leads.envio.falhou',
  cancelado: 'leads.envio.cancelado',
};

type Counted = { one: LeadsKey; other: LeadsKey };
/** A send's opens and clicks, counted: on its own timeline entry and summed in the verdict. */
export const OPENS_TEXT: Counted = { one: 'leads.envio.aberturasOne', other: 'leads.envio.aberturasOther' };
export const CLICKS_TEXT: Counted = { one: 'leads.envio.cliquesOne', other: 'leads.envio.cliquesOther' };

export const ATTENDANCE_TEXT: Record<string, LeadsKey> = {
  ganhou: 'leads.event.atendimento.ganhou',
  aguardando: 'leads.event.atendimento.aguardando',
  perdeu: 'leads.event.atendimento.perdeu',
};

/** Every purchase status of the platform in words (a status it adds later is shown as it names it: `statusText`). */
export const STATUS_TEXT: Record<TransactionStatus, LeadsKey> = {
  started: 'leads.status.started',
  billet_printed: 'leads.status.billet_printed',
  expired: 'leads.status.expired',
  pending_analysis: 'leads.status.pending_analysis',
  delayed: 'leads.status.delayed',
  canceled: 'leads.status.canceled',
  approved: 'leads.status.approved',
  completed: 'leads.status.completed',
  chargeback: 'leads.status.chargeback',
  blocked: 'leads.status.blocked',
  refunded: 'leads.status.refunded',
  admin_free: 'leads.status.admin_free',
  dispute: 'leads.status.dispute',
};

export const TICKET_STATUS_TEXT: Record<0 | 1 | 2 | 3, LeadsKey> = {
  0: 'leads.tickets.status.0',
  1: 'leads.tickets.status.1',
  2: 'leads.tickets.status.2',
  3: 'leads.tickets.status.3',
};

export const OPT_OUT_CHANNEL_TEXT: Record<'email' | 'telefone', LeadsKey> = {
  email: 'leads.detail.optOutChannel.email',
  telefone: 'leads.detail.optOutChannel.telefone',
};
