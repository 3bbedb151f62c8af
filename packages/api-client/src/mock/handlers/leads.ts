import type { LeadDetail, LeadExport, LeadListItem, LeadRemoval, LeadTicket, LeadTimelineEntry, Transaction } from '../../types';
import { item, list, put, remove } from './core';

/**
 * `mockHandlers.leads.*`, mirroring `client.leads`: the list, one lead (`get`, `update`), what deleting takes
 * (`removal`) and the delete, its timeline and tabs, and the LGPD export and erasure.
 */
export const leadHandlers = {
  list: list<LeadListItem>('leads'),
  get: item<LeadDetail>('get', 'leads/:id'),
  update: put<LeadDetail>('leads/:id'),
  removal: item<LeadRemoval>('get', 'leads/:id/exclusao'),
  remove: remove('leads/:id'),
  timeline: list<LeadTimelineEntry>('leads/:id/linha-do-tempo'),
  transactions: list<Transaction>('leads/:id/transacoes'),
  tickets: list<LeadTicket>('leads/:id/tickets'),
  export: item<LeadExport>('get', 'leads/:id/exportacao'),
  erase: item<LeadDetail>('post', 'leads/:id/anonimizar'),
};
