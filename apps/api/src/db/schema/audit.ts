import type { AuditAction, AuditArea, AuditChange } from '@retoma/api-client';
import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './owners';
import { companyId } from './scope';

/**
 * The audit trail: one row per write to roles, members, accounts, products or links, with the fields that changed.
 * Rows are never updated. The actor is kept as a plain reference that survives the person's removal (set null).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    area: text('area').$type<AuditArea>().notNull(),
    action: text('action').$type<AuditAction>().notNull(),
    entityId: integer('entity_id').notNull(),
    /** The record's name when it changed: a deleted record still reads as itself. */
    label: text('label').notNull(),
    changes: jsonb('changes').$type<AuditChange[]>().notNull(),
    createdAt: createdAt(),
  },
  // The screen reads newest first, the whole trail or one area or one person's changes: one index per way in.
  (t) => [
    index('audit_log_company_idx').on(t.companyId, t.createdAt, t.id),
    index('audit_log_company_area_idx').on(t.companyId, t.area, t.createdAt, t.id),
    index('audit_log_company_actor_idx').on(t.companyId, t.actorId, t.createdAt, t.id),
  ],
);
