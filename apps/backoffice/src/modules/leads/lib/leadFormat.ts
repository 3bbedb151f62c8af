import type { LeadCompra, LeadListItem } from '@retoma/api-client';
import { formatPhone, type BadgeTone } from '@retoma/ui';

/** The colour of where a lead's purchases stand. */
export const COMPRA_TONE: Record<LeadCompra, BadgeTone> = { comprou: 'success', reembolsou: 'warning', nao_comprou: 'neutral' };

/** The phone as the predecessor showed it: `(11) 98765-4321` for Brazil, the country code first otherwise. */
export const leadPhone = (lead: Pick<LeadListItem, 'ddi' | 'ddd' | 'telefone'>) =>
  lead.telefone ? (lead.ddi === '55' ? formatPhone(`${lead.ddd}${lead.telefone}`) : `+${lead.ddi} ${lead.telefone}`) : '—';
