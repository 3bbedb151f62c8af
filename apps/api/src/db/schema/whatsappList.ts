import { integer, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt } from './columns';
import { users } from './owners';
import { campanhaContatos } from './recovery';
import { companyRow } from './scope';

// The WhatsApp list (whatsapplist/listagem) is no table of its own: it is the contacts of the WhatsApp, boleto,
// scheduling and cancelled-purchase campaigns whose lead has a WhatsApp number, read from `campanha_contatos`, and
// an agent's message to one of them is its answer (`campanha_contato_respostas`). Only what the list alone decides
// is kept here.

/**
 * A contact taken off the WhatsApp list by a person: it never shows there again (its campaign, sends and the lead's
 * history stay as they are).
 */
export const whatsapplistRemocoes = pgTable(
  'whatsapplist_remocoes',
  {
    ...companyRow(),
    contatoId: belongsTo('contato_id', () => campanhaContatos.id),
    /** Who took it off (null once that person was deleted). */
    usuarioId: integer('usuario_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('whatsapplist_remocoes_contato_unique').on(t.contatoId)],
);
