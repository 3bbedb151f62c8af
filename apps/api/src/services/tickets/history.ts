import type { Activity, ActivityEvent, ActivityKind, ActivityProperties, ActivityValues, Actor, ActorType } from '@retoma/api-client';
import { and, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { atividades, users } from '../../db/schema';
import { iso } from './dates';

/** Names of non-user actors when no name was kept (the campaigns module will name its campaigns). */
const ACTOR_LABELS: Record<ActorType, string> = {
  user: 'Usuário',
  carrinho: 'Campanha de carrinho abandonado',
  boleto: 'Campanha de boleto',
  whatsapp: 'Campanha de WhatsApp',
  agendamento: 'Campanha de agendamento',
  cancelado: 'Campanha de canceladas',
  link: 'Link de venda',
  whatsapplist: 'Lista de WhatsApp',
  sistema: 'Sistema',
};

/** An actor for the wire: users by their current name and avatar, others by the name kept with the record. */
export function actorOf(
  type: ActorType,
  id: number | null,
  keptName: string | null,
  user: { id: number; name: string; avatar: string | null } | null,
): Actor {
  if (type === 'user' && user) return { type, id: user.id, nome: user.name, avatar: user.avatar };
  return { type, id: id ?? 0, nome: keptName ?? ACTOR_LABELS[type], avatar: null };
}

export interface NewActivity {
  companyId: number;
  leadId: number;
  ticketId: number | null;
  evento: ActivityEvent;
  /** What happened: the app words it in the reader's language (the server writes no sentence). */
  acao: ActivityKind;
  valores?: ActivityValues;
  /** A user id, or null for the system. */
  userId: number | null;
  properties?: ActivityProperties;
  createdAt?: Date;
}

/** Appends one entry to the timeline (inside the caller's transaction when it passes one). */
export async function recordActivity(db: Database, entry: NewActivity): Promise<void> {
  await db.insert(atividades).values({
    companyId: entry.companyId,
    leadId: entry.leadId,
    ticketId: entry.ticketId,
    evento: entry.evento,
    acao: entry.acao,
    valores: entry.valores ?? {},
    causerType: entry.userId === null ? 'sistema' : 'user',
    causerId: entry.userId,
    properties: entry.properties ?? {},
    ...(entry.createdAt ? { createdAt: entry.createdAt } : {}),
  });
}

/** Who wrote an entry, when a user did: joined as `activityCauser` on `activityCauserJoin`. */
export const activityCauser = alias(users, 'causer_user');
export const activityCauserJoin = and(eq(atividades.causerType, 'user'), eq(activityCauser.id, atividades.causerId));
export const activityCauserColumns = { id: activityCauser.id, name: activityCauser.name, avatar: activityCauser.avatar };
/** An entry's own columns; its causer's are `activityCauserColumns`. */
export const activityColumns = {
  id: atividades.id,
  ticket_id: atividades.ticketId,
  evento: atividades.evento,
  acao: atividades.acao,
  valores: atividades.valores,
  description: atividades.description,
  causer_type: atividades.causerType,
  causer_id: atividades.causerId,
  causer_nome: atividades.causerNome,
  properties: atividades.properties,
  created_at: atividades.createdAt,
};
const selectActivities = (db: Database) =>
  db.select({ entry: activityColumns, user: activityCauserColumns }).from(atividades).leftJoin(activityCauser, activityCauserJoin);
type ActivityRow = Awaited<ReturnType<typeof selectActivities>>[number];

export function toActivity(row: ActivityRow['entry'], user: ActivityRow['user']): Activity {
  return {
    id: row.id,
    ticket_id: row.ticket_id,
    evento: row.evento,
    acao: row.acao,
    valores: row.valores,
    // Only an old entry that no kind was recognised in keeps its sentence (shown as written).
    description: row.acao === null ? row.description : null,
    // The system acts without a face: the timeline shows no causer.
    causer: row.causer_type === 'sistema' ? null : actorOf(row.causer_type, row.causer_id, row.causer_nome, user),
    properties: row.properties,
    created_at: iso(row.created_at),
  };
}

/** A ticket's whole timeline, newest first. */
export async function ticketActivities(db: Database, companyId: number, ticketId: number): Promise<Activity[]> {
  const rows = await selectActivities(db)
    .where(and(eq(atividades.companyId, companyId), eq(atividades.ticketId, ticketId)))
    .orderBy(desc(atividades.createdAt), desc(atividades.id));
  return rows.map((row) => toActivity(row.entry, row.user));
}
