import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ACTIVITY_KINDS, NOTIFICATION_ICONS, NOTIFICATION_KINDS } from '@retoma/api-client';
import { and, eq, inArray, isNull, notInArray, or, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getHarness, type Harness } from '../test/harness';
import { addMember, newTicket, ticketTestCompany, type Member, type TicketOptions } from '../test/tickets';
import { atividades, notifications } from './schema';

/**
 * The history and the notifications store what happened (a kind and its values), never a sentence, so the app can
 * say it in the reader's language (the app's own test checks each kind has its text in every catalogue). Rows
 * written before kinds are mapped by migration 0029; a sentence it does not recognise stays, shown as written.
 */

let h: Harness;
let co: string;
let admin: Member;
let options: TicketOptions;
beforeAll(async () => {
  h = await getHarness();
  ({ co, manager: admin, options } = await ticketTestCompany(h));
});

const migration = readFileSync(
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle/0029_server_history_kinds.sql'),
  'utf8',
);
/** The migration's data part: the statements that turn old sentences into kinds (the columns exist already here). */
const mappings = migration
  .split('--> statement-breakpoint')
  .map((statement) => statement.replace(/^\s*--.*$/gm, '').trim())
  .filter((statement) => statement.startsWith('UPDATE'));

async function applyMappings() {
  for (const statement of mappings) await h.db.execute(sql.raw(statement));
}

describe('what the server writes', () => {
  it('every history entry and notification has a known kind, or (written before kinds) its old text', async () => {
    const ana = await addMember(h, 'Atendente', 'ana', co);
    const ticket = await newTicket(h, admin.token, options, { nome: 'Helena Duarte' }, co);
    await h.call('POST', `/api/${co}/atender-ticket`, { token: admin.token, json: { id: ticket.id } });
    await h.call('POST', `/api/${co}/ticketsTransferir`, { token: admin.token, json: { ticket_id: ticket.id, user_id: ana.id } });

    const blank = await h.db
      .select({ id: atividades.id, acao: atividades.acao, description: atividades.description })
      .from(atividades)
      .where(or(and(isNull(atividades.acao), isNull(atividades.description)), notInArray(atividades.acao, [...ACTIVITY_KINDS])));
    expect(blank).toEqual([]);
    const mine = await h.db
      .select({ acao: atividades.acao, valores: atividades.valores, description: atividades.description })
      .from(atividades)
      .where(eq(atividades.ticketId, ticket.id))
      .orderBy(atividades.id);
    expect(mine).toEqual([
      { acao: 'ticket_created', valores: {}, description: null },
      { acao: 'attendance_started', valores: {}, description: null },
      { acao: 'ticket_transferred', valores: { usuario: ana.name }, description: null },
    ]);

    const untold = await h.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(
        or(
          and(isNull(notifications.acao), or(isNull(notifications.title), isNull(notifications.message))),
          notInArray(notifications.acao, [...NOTIFICATION_KINDS]),
        ),
      );
    expect(untold).toEqual([]);
  });
});

describe('migration 0029: old sentences become kinds', () => {
  it('maps each sentence the server wrote to its kind and values; an unknown one stays as written', async () => {
    const ticket = await newTicket(h, admin.token, options, { nome: 'Otávio Ramos' }, co);
    const companyId = await h.companyId(co);
    const old = (description: string) => ({
      companyId,
      leadId: ticket.lead_id,
      ticketId: ticket.id,
      evento: 'editado' as const,
      description,
      causerType: 'sistema' as const,
    });
    const sentences = [
      'Atendimento iniciado',
      'Mensagem enviada por WhatsApp',
      'Mensagem enviada por WhatsApp (lista do WhatsApp, Black Friday (lote 2))',
      'Ticket transferido para Ana Souza',
      'Atendimento finalizado: venda ganha',
      'Atendimento finalizado: aguardando retorno — ticket fechado ao atingir 3 retornos',
      'Horário agendado pelo lead',
      'Anotação de um sistema antigo',
    ];
    const rows = await h.db.insert(atividades).values(sentences.map(old)).returning({ id: atividades.id });
    await applyMappings();

    const after = await h.db
      .select({ acao: atividades.acao, valores: atividades.valores, description: atividades.description })
      .from(atividades)
      .where(
        inArray(
          atividades.id,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(atividades.id);
    expect(after).toEqual([
      { acao: 'attendance_started', valores: {}, description: null },
      { acao: 'whatsapp_sent', valores: {}, description: null },
      { acao: 'whatsapp_sent_from_list', valores: { campanha: 'Black Friday (lote 2)' }, description: null },
      { acao: 'ticket_transferred', valores: { usuario: 'Ana Souza' }, description: null },
      { acao: 'attendance_finished', valores: { resultado: 'ganhou' }, description: null },
      { acao: 'attendance_finished_closed', valores: { resultado: 'aguardando', retornos: 3 }, description: null },
      { acao: 'time_booked_by_lead', valores: {}, description: null },
      { acao: null, valores: {}, description: 'Anotação de um sistema antigo' },
    ]);
  });

  it('maps the notifications likewise, and the wire carries the kind (the text only of an unknown one)', async () => {
    const ana = await addMember(h, 'Atendente', 'ana', co);
    const ticket = await newTicket(h, admin.token, options, { nome: 'Rita (Matriz)' }, co);
    const companyId = await h.companyId(co);
    const time = new Date(Date.now() - 3_600_000);
    const old = (title: string, message: string, key: string) => ({
      companyId,
      userId: ana.id,
      ticketId: ticket.id,
      icon: NOTIFICATION_ICONS.retorno,
      category: 'danger' as const,
      title,
      message,
      time,
      dedupeKey: `antiga:${key}`,
    });
    await h.db
      .insert(notifications)
      .values([
        old('Ticket transferido para você', `Bruno Lima transferiu o ticket #${ticket.id} (Rita (Matriz)) para você.`, 't'),
        old('Ticket reaberto', `Bruno Lima reabriu o ticket #${ticket.id}, que você atendeu.`, 'r'),
        old('Retorno agendado', `Chegou a hora do retorno ao ticket #${ticket.id} (Rita (Matriz)).`, 'd'),
        old('Aviso antigo', 'Um texto que nenhuma versão do servidor escreveu.', 'x'),
      ]);
    await applyMappings();

    const listed = await h.call<{ data: { data: Array<{ data: Record<string, unknown> }> } }>(
      'GET',
      `/api/${co}/notifications/todas?per_page=10`,
      { token: ana.token },
    );
    expect(listed.status).toBe(200);
    const told = listed.body.data.data.map(({ data }) => ({
      acao: data.acao,
      valores: data.valores,
      title: data.title,
      message: data.message,
    }));
    expect(told).toEqual(
      expect.arrayContaining([
        { acao: 'ticket_transferred', valores: { usuario: 'Bruno Lima', lead: 'Rita (Matriz)' }, title: null, message: null },
        { acao: 'ticket_reopened', valores: { usuario: 'Bruno Lima' }, title: null, message: null },
        { acao: 'return_due', valores: { lead: 'Rita (Matriz)' }, title: null, message: null },
        { acao: null, valores: {}, title: 'Aviso antigo', message: 'Um texto que nenhuma versão do servidor escreveu.' },
      ]),
    );
    expect(told).toHaveLength(4);
  });
});
