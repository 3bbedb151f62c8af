import { leads } from '../db/schema';

/**
 * A lead as the wire names it (`Lead`): the columns every read of a whole lead selects, the leads list's and a
 * ticket's alike. A module of its own: the tickets' reads cannot import services/leads.ts, which writes tickets.
 */
export const leadColumns = {
  id: leads.id,
  nome: leads.nome,
  email: leads.email,
  cpf: leads.cpf,
  ddi: leads.ddi,
  ddd: leads.ddd,
  telefone: leads.telefone,
  created_at: leads.createdAt,
  updated_at: leads.updatedAt,
};
