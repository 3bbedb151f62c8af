import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, belongsTo, createdAt, refersTo, timestamps, uploadedImage } from './columns';
import { companies, users } from './owners';
import { produtos } from './products';
import { companyId, userId } from './scope';

// What people may do in each company, and the tokens that prove who they are.

export const roles = pgTable(
  'roles',
  {
    id: serial('id').primaryKey(),
    /** null: a role shared by every company (Administrador, editor, public). */
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    nome: text('nome').notNull(),
    /** false: members with this role only see the products listed in role_produtos. */
    fullProducts: boolean('full_products').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('roles_company_nome_unique').on(sql`coalesce(${t.companyId}, 0)`, t.nome),
    index('roles_company_idx').on(t.companyId),
  ],
);

export const permissions = pgTable('permissions', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  description: text('description'),
});

export const permissionRoles = pgTable(
  'permission_role',
  {
    permissionId: belongsTo('permission_id', () => permissions.id),
    roleId: belongsTo('role_id', () => roles.id),
  },
  (t) => [primaryKey({ columns: [t.permissionId, t.roleId] })],
);

/** A user's place in a company: one role per company, invitations start pending. */
export const memberships = pgTable(
  'company_user',
  {
    companyId: companyId(),
    userId: userId(),
    roleId: refersTo('role_id', () => roles.id),
    status: text('status', { enum: ['pending', 'active', 'inactive'] })
      .notNull()
      .default('pending'),
    /**
     * The member's tracking code on the sales platforms (Hotmart's `sck`): carried by their personal sales links so
     * a sale through one is attributed to them. Drawn by the database for every new member (and for each existing
     * one by the migration), 10 hex characters; unique within the company.
     */
    sck: text('sck')
      .notNull()
      .default(sql`substr(md5(random()::text || clock_timestamp()::text), 1, 10)`),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.userId] }),
    index('company_user_user_idx').on(t.userId),
    // The members list filtered by state (the invited, the inactive): those rows only, not the whole company.
    index('company_user_company_status_idx').on(t.companyId, t.status),
    uniqueIndex('company_user_company_sck_unique').on(t.companyId, t.sck),
  ],
);

/** Products a restricted company role may see. */
export const roleProdutos = pgTable(
  'role_produtos',
  {
    companyId: companyId(),
    roleId: belongsTo('role_id', () => roles.id),
    produtoId: belongsTo('produto_id', () => produtos.id),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.produtoId] }), index('role_produtos_company_idx').on(t.companyId, t.roleId)],
);

/** Issued access tokens by id, so logout and renewal can revoke them. */
export const accessTokens = pgTable(
  'access_tokens',
  {
    id: text('id').primaryKey(),
    userId: userId(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
    /** Set when the token was exchanged for a new one: calls still carrying it are told "expired", not "invalid". */
    renewedAt: at('renewed_at'),
    createdAt: createdAt(),
  },
  (t) => [index('access_tokens_user_idx').on(t.userId)],
);

/** Password reset and invitation tokens: only a SHA-256 of the token is stored; each is single-use and expires. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    userId: userId(),
    tokenHash: text('token_hash').notNull().unique(),
    purpose: text('purpose', { enum: ['reset', 'invite'] }).notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);

/**
 * Uploaded profile photos, kept apart from `users` so that every list carrying a user's avatar carries a short
 * address, not the image. The photo is served at that address without a session (like a CDN would).
 */
export const userAvatars = pgTable('user_avatars', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  ...uploadedImage(),
});
