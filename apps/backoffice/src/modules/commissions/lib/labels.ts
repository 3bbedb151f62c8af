import type {
  ComissaoNatureza,
  ComissaoSituacao,
  Diagnostico,
  DiagnosticoCodigo,
  DiagnosticoMotivo,
  ManualPaymentType,
} from '@retoma/api-client';
import type { Locale } from '@retoma/ui';
import { pluralKey } from '../../../i18n';
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

/** A reason's words; the one that counts the window's days has a form for one day and one for more. */
const REASON_LABEL: Record<DiagnosticoCodigo, CommissionsKey | { one: CommissionsKey; other: CommissionsKey }> = {
  transacao_aprovada: 'commissions.reason.transacao_aprovada',
  sem_transacao: { one: 'commissions.reason.sem_transacaoOne', other: 'commissions.reason.sem_transacaoOther' },
  garantia_em_curso: 'commissions.reason.garantia_em_curso',
  garantia_cumprida: 'commissions.reason.garantia_cumprida',
  reembolso: 'commissions.reason.reembolso',
  chargeback: 'commissions.reason.chargeback',
  disputa: 'commissions.reason.disputa',
  duplicada: 'commissions.reason.duplicada',
  email_secundario: 'commissions.reason.email_secundario',
};

/** The key of a diagnosis reason's text in `locale` (by its number of days where it counts them). */
export function reasonKey(locale: Locale, reason: Pick<DiagnosticoMotivo, 'codigo' | 'dias'>): CommissionsKey {
  const label = REASON_LABEL[reason.codigo];
  return typeof label === 'string' ? label : pluralKey(locale, reason.dias ?? 0, label);
}
