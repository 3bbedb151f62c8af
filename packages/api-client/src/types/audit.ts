import type { IsoDateTime, UserRef } from './common';

/** The areas whose changes the audit trail records (issue: settings). */
/** `commissions`: pre-commissions decided (approved, rejected, restored) and payment orders generated, paid or reverted. */
export const AUDIT_AREAS = ['roles', 'members', 'accounts', 'products', 'links', 'leads', 'commissions'] as const;
export type AuditArea = (typeof AUDIT_AREAS)[number];

/**
 * `export` and `erase`: a lead's data downloaded or anonymised (LGPD). `approve`, `reject`, `restore`: a
 * pre-commission decided; `pay` and `unpay`: a payment order marked paid or pending again; `clawback`: a commission
 * taken back by the system when its sale was refunded or charged back.
 */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'export',
  'erase',
  'approve',
  'reject',
  'restore',
  'pay',
  'unpay',
  'clawback',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** A field's value as the trail keeps it: scalars, or a list of them (a role's permissions, a product's upsells). */
export type AuditValue = string | number | boolean | null | Array<string | number>;

/**
 * One field that changed. `field` is the wire name, nested fields dotted (`conta.nome`). A secret's values are
 * never kept: `masked` says it changed, `before` and `after` are null.
 */
export interface AuditChange {
  field: string;
  before: AuditValue;
  after: AuditValue;
  masked?: true;
}

/** Who changed what in the company, when: one write to roles, members, accounts, products, links, leads or commissions. */
export interface AuditEntry {
  id: number;
  created_at: IsoDateTime;
  area: AuditArea;
  action: AuditAction;
  /** The changed record's id and its name at the time (the record may be gone since). */
  entity_id: number;
  label: string;
  /** Null when the change was made by the system (no person). */
  actor: UserRef | null;
  changes: AuditChange[];
}

export interface AuditListParams {
  page?: number;
  per_page?: number;
  area?: AuditArea;
  user_id?: number;
}
