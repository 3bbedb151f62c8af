import { sql, type SQL } from 'drizzle-orm';
import { campanhaContatoRespostas, campanhaContatos } from '../db/schema';

/** A WhatsApp campaign's contact an agent wrote to (its messages are found by the contact's index). */
export const answered: SQL =
  sql`exists (select 1 from ${campanhaContatoRespostas} where ${campanhaContatoRespostas.contatoId} = ${campanhaContatos.id})`.mapWith(
    campanhaContatoRespostas.enviadaEm,
  );

/** When an agent last wrote to the contact, or null. */
export const respondidoEm =
  sql<Date | null>`(select max(${campanhaContatoRespostas.enviadaEm}) from ${campanhaContatoRespostas} where ${campanhaContatoRespostas.contatoId} = ${campanhaContatos.id})`.mapWith(
    campanhaContatoRespostas.enviadaEm,
  );
