import { index, integer, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, belongsTo, createdAt } from './columns';
import { leads } from './leads';
import { campanhaContatos, campanhas } from './recovery';
import { companyRow } from './scope';
import { agendamentos, tickets } from './tickets';

/**
 * A slot a lead booked on a scheduling campaign's public page (`/agendamento`): the campaign's contact, the ticket
 * the booking became and the agenda entry at the booked time. One booking per slot and campaign, by the unique
 * index: two leads racing for one slot end with one booking, whatever the application checked before.
 */
export const agendamentoReservas = pgTable(
  'agendamento_reservas',
  {
    ...companyRow(),
    campanhaId: belongsTo('campanha_id', () => campanhas.id),
    /** The slot's start. */
    horario: at('horario').notNull(),
    leadId: belongsTo('lead_id', () => leads.id),
    contatoId: belongsTo('contato_id', () => campanhaContatos.id),
    ticketId: belongsTo('ticket_id', () => tickets.id),
    agendamentoId: integer('agendamento_id').references(() => agendamentos.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('agendamento_reservas_slot_unique').on(t.campanhaId, t.horario),
    // The contacts list shows each contact's latest booking.
    index('agendamento_reservas_contato_idx').on(t.contatoId, t.horario),
  ],
);
