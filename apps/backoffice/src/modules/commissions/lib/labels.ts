import type { ComissaoNatureza, ComissaoSituacao, Diagnostico, DiagnosticoCodigo, ManualPaymentType } from '@retoma/api-client';
import type { CommissionsKey } from '../messages';

// The words of the wire's values, one key each (so the catalogue test sees every key used).

export const STATUS_LABEL: Record<ComissaoSituacao, CommissionsKey> = {
  retida: 'commissions.status.retida',
  a_ordenar: 'commissions.status.a_ordenar',
  ordenada: 'commissions.status.ordenada',
  paga: 'commissions.status.paga',
  estornada: 'commissions.status.estornada',
  ajuste: 'commissions.status.ajuste',
};

export const NATURE_LABEL: Record<ComissaoNatureza, CommissionsKey> = {
  atendimento: 'commissions.nature.atendimento',
  insercao: 'commissions.nature.insercao',
  estorno: 'commissions.nature.estorno',
};

export const SUGGESTION_LABEL: Record<Diagnostico['sugestao'], CommissionsKey> = {
  aprovar: 'commissions.diagnosis.aprovar',
  aguardar: 'commissions.diagnosis.aguardar',
  reprovar: 'commissions.diagnosis.reprovar',
};

export const PAYMENT_LABEL: Record<ManualPaymentType, CommissionsKey> = {
  transferencia: 'commissions.claim.transferencia',
  deposito: 'commissions.claim.deposito',
  outros: 'commissions.claim.outros',
};

export const REASON_LABEL: Record<DiagnosticoCodigo, CommissionsKey> = {
  transacao_aprovada: 'commissions.reason.transacao_aprovada',
  sem_transacao: 'commissions.reason.sem_transacao',
  garantia_em_curso: 'commissions.reason.garantia_em_curso',
  garantia_cumprida: 'commissions.reason.garantia_cumprida',
  reembolso: 'commissions.reason.reembolso',
  chargeback: 'commissions.reason.chargeback',
  duplicada: 'commissions.reason.duplicada',
  email_secundario: 'commissions.reason.email_secundario',
};
