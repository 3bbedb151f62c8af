import { sql } from 'drizzle-orm';
import type { ValidationLocale } from '@retoma/api-client';
import { boolean, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, timestamps, uploadedImage } from './columns';

// The owners every other record hangs on: companies (with their plan) and users.

/** A subscription plan and its limits ("meu plano"). */
export const plans = pgTable('plans', {
  id: serial('id').primaryKey(),
  nome: text('nome').notNull().unique(),
  planosCampanhas: integer('planos_campanhas').notNull(),
  campanhas: integer('campanhas').notNull(),
  numeroUsuarios: integer('numero_usuarios').notNull(),
  numeroConquistas: integer('numero_conquistas').notNull(),
  sms: boolean('sms').notNull().default(false),
  ligacoesDiretoDoDashboard: boolean('ligacoes_direto_do_dashboard').notNull().default(false),
  numeroEmailsMes: integer('numero_emails_mes').notNull(),
  numeroSmsMes: integer('numero_sms_mes').notNull(),
});

export const companies = pgTable('companies', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  /** The short name ("apelido") shown in the company picker. */
  name: text('name').notNull(),
  logo: text('logo'),
  razaoSocial: text('razao_social'),
  nomeFantasia: text('nome_fantasia'),
  /** Digits only. */
  cnpj: text('cnpj'),
  email: text('email'),
  site: text('site'),
  /** Printed on commission payment orders. */
  descricao: text('descricao'),
  rodape: text('rodape'),
  /** Postal address; the CEP digits only. */
  cep: text('cep'),
  logradouro: text('logradouro'),
  numero: text('numero'),
  complemento: text('complemento'),
  bairro: text('bairro'),
  cidade: text('cidade'),
  uf: text('uf'),
  /** The name the company's e-mails (ticket e-mails, campaigns) come from; the address stays the server's. */
  nomeRemetente: text('nome_remetente'),
  /** IANA zone of every date rule for this company (days of the agenda, periods, the month of the plan's usage). */
  timeZone: text('time_zone').notNull().default('America/Sao_Paulo'),
  planId: integer('plan_id').references(() => plans.id),
  ...timestamps,
});

/** The uploaded logo, kept apart from `companies` so that every read of a company carries its short address only. */
export const companyLogos = pgTable('company_logos', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  ...uploadedImage(),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /** scrypt hash, `salt:hash` in base64. */
    passwordHash: text('password_hash').notNull(),
    avatar: text('avatar'),
    /**
     * When the person last used the app (an authenticated request), written at most once a minute (services/
     * presence.ts); null once they log out. Whether they are online is read from it, never stored.
     */
    lastSeenAt: at('last_seen_at'),
    /**
     * The language the person uses the app in (pt, en, de, fr), as their app last said it: the e-mails the server
     * writes to them (password reset, invitations) go out in it. null until known.
     */
    language: text('language').$type<ValidationLocale>(),
    ramal: text('ramal'),
    menuRapido: jsonb('menu_rapido')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    // A company's members sorted by name: the planner walks this index and keeps the company's, stopping after a
    // page, instead of sorting every member.
    index('users_name_idx').on(t.name, t.id),
    // The members list's search is a substring match (ILIKE %term%) on the name and the e-mail.
    index('users_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('users_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
  ],
);
