import type { Lead } from '@retoma/api-client';

/** The lead's full number, digits only: country code (Brazil when unknown), area code and number. */
export const leadPhoneDigits = (lead: Pick<Lead, 'ddi' | 'ddd' | 'telefone'>) =>
  `${lead.ddi || '55'}${lead.ddd}${lead.telefone}`.replace(/\D/g, '');
