import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /** scrypt hash, `salt:hash` in base64. */
    passwordHash: text('password_hash').notNull(),
    avatar: text('avatar'),
    online: boolean('online').notNull().default(false),
    ramal: text('ramal'),
    menuRapido: jsonb('menu_rapido').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    ...timestamps,
  },
  (t) => [uniqueIndex('users_email_unique').on(sql`lower(${t.email})`)],
);

export const companies = pgTable('companies', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  logo: text('logo'),
  ...timestamps,
});

export const roles = pgTable(
  'roles',
  {
    id: serial('id').primaryKey(),
    /** null: a role shared by every company (Administrador, editor, public). */
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    nome: text('nome').notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('roles_company_nome_unique').on(sql`coalesce(${t.companyId}, 0)`, t.nome)],
);

export const permissions = pgTable('permissions', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  description: text('description'),
});

export const permissionRoles = pgTable(
  'permission_role',
  {
    permissionId: integer('permission_id')
      .notNull()
      .references(() => permissions.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.permissionId, t.roleId] })],
);

/** A user's place in a company: one role per company, invitations start pending. */
export const memberships = pgTable(
  'company_user',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id),
    status: text('status', { enum: ['pending', 'active', 'inactive'] }).notNull().default('pending'),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.companyId, t.userId] }), index('company_user_user_idx').on(t.userId)],
);

/** Issued access tokens by id, so logout and renewal can revoke them. */
export const accessTokens = pgTable(
  'access_tokens',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('access_tokens_user_idx').on(t.userId)],
);
