import type { AuditAction, AuditArea, AuditChange, AuditEntry, AuditValue, Paginator } from '@retoma/api-client';
import type { auditListQuery } from '@retoma/api-client/schemas';
import { and, count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../db/client';
import { auditLog, users } from '../db/schema';
import { iso, paginateSelect, whenGiven } from './pagination';

/** A database or a transaction: a change is recorded in the same transaction as the write, when there is one. */
type Executor = Pick<Database, 'insert'>;

/** What a write is recorded as: the record as the service answers it, before and after (null when absent). */
export interface ChangeRecord {
  companyId: number;
  /** The person who made the change; null for the system. */
  actorId: number | null;
  area: AuditArea;
  action: AuditAction;
  entityId: number;
  label: string;
  before: object | null;
  after: object | null;
}

/** A record's bookkeeping fields: its id is the entry's own, and the others change with every write. */
const IGNORED_FIELDS = new Set(['id', 'company_id', 'created_at', 'updated_at']);

/**
 * Names of fields whose values are secrets. Responses never carry a secret (only `has_token`, `token_last4`), so
 * this is the second lock: a secret that reached a record anyway is recorded as changed, never by its value.
 */
const SECRET_FIELD = /(^|_)(token\d*|hottok|secret|password|senha)$/i;

type Flat = Map<string, AuditValue>;

/** A record's fields as dotted paths of scalars; a list keeps its scalars or, for records, their ids. */
function flatten(value: object | null, prefix = '', into: Flat = new Map()): Flat {
  if (!value) return into;
  for (const [key, field] of Object.entries(value)) {
    // The record's own bookkeeping; a nested record's id (which account, which product) is what changed.
    if (prefix === '' && IGNORED_FIELDS.has(key)) continue;
    const path = prefix + key;
    if (Array.isArray(field)) {
      into.set(path, field.map((item: unknown) => (isRecord(item) ? idOf(item) : scalar(item))).filter(isListItem));
    } else if (isRecord(field)) {
      flatten(field, `${path}.`, into);
    } else {
      into.set(path, scalar(field));
    }
  }
  return into;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const idOf = (item: Record<string, unknown>) => (typeof item.id === 'number' || typeof item.id === 'string' ? item.id : null);
const isListItem = (value: AuditValue): value is string | number => typeof value === 'string' || typeof value === 'number';

function scalar(value: unknown): AuditValue {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return JSON.stringify(value);
}

const sameValue = (a: AuditValue, b: AuditValue) => JSON.stringify(a) === JSON.stringify(b);

/** The fields that differ between two versions of a record, secrets masked. */
export function changesBetween(before: object | null, after: object | null): AuditChange[] {
  const old = flatten(before);
  const next = flatten(after);
  const fields = [...new Set([...old.keys(), ...next.keys()])].sort();
  return fields.flatMap((field): AuditChange[] => {
    const was = old.get(field) ?? null;
    const is = next.get(field) ?? null;
    if (sameValue(was, is)) return [];
    return SECRET_FIELD.test(field) ? [{ field, before: null, after: null, masked: true }] : [{ field, before: was, after: is }];
  });
}

/** Records one write. An update that changed nothing leaves no entry. */
export async function recordChange(db: Executor, change: ChangeRecord): Promise<void> {
  const changes = changesBetween(change.before, change.after);
  if (change.action === 'update' && changes.length === 0) return;
  await db.insert(auditLog).values({
    companyId: change.companyId,
    actorId: change.actorId,
    area: change.area,
    action: change.action,
    entityId: change.entityId,
    label: change.label,
    changes,
  });
}

/** The company's trail, newest first, by area and by person. */
export async function listAudit(db: Database, companyId: number, q: z.output<typeof auditListQuery>): Promise<Paginator<AuditEntry>> {
  const where = and(eq(auditLog.companyId, companyId), whenGiven(auditLog.area, q.area), whenGiven(auditLog.actorId, q.user_id));
  const newestFirst = q.sort === 'created_at' ? [auditLog.createdAt, auditLog.id] : [desc(auditLog.createdAt), desc(auditLog.id)];
  const rows = db
    .select({
      id: auditLog.id,
      createdAt: auditLog.createdAt,
      area: auditLog.area,
      action: auditLog.action,
      entityId: auditLog.entityId,
      label: auditLog.label,
      changes: auditLog.changes,
      actorId: users.id,
      actorName: users.name,
      actorAvatar: users.avatar,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(where)
    .orderBy(...newestFirst);
  return paginateSelect(q, rows, db.select({ n: count() }).from(auditLog).where(where), (page) =>
    page.map((row) => ({
      id: row.id,
      created_at: iso(row.createdAt),
      area: row.area,
      action: row.action,
      entity_id: row.entityId,
      label: row.label,
      actor: row.actorId === null ? null : { id: row.actorId, name: row.actorName ?? '', avatar: row.actorAvatar },
      changes: row.changes,
    })),
  );
}
