import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './owners';
import { campanhaContatos } from './recovery';
import { companyRow } from './scope';

// The WhatsApp campaign's own rows: what the agents wrote to the contacts its public form brought in.

/**
 * One WhatsApp message an agent sent to a contact of a WhatsApp campaign (the text as it went, already filled with
 * the lead's data). A contact with at least one is "answered"; the list's filter and the campaign's numbers read
 * them by contact.
 */
export const campanhaContatoRespostas = pgTable(
  'campanha_contato_respostas',
  {
    ...companyRow(),
    contatoId: integer('contato_id')
      .notNull()
      .references(() => campanhaContatos.id, { onDelete: 'cascade' }),
    /** Who sent it (null once that person was deleted: the message stays in the contact's history). */
    usuarioId: integer('usuario_id').references(() => users.id, { onDelete: 'set null' }),
    mensagem: text('mensagem').notNull(),
    enviadaEm: createdAt(),
  },
  (t) => [index('campanha_contato_respostas_contato_idx').on(t.contatoId, t.enviadaEm)],
);
