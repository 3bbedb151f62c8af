import type { CompanyData, MyPlan } from '@retoma/api-client';
import type { companyInput } from '@retoma/api-client/schemas';
import { and, eq, gte, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../db/client';
import { companies, companyLogos, companyUsage, conquistas, memberships, plans, tickets } from '../db/schema';
import { notFound } from '../http/errors';
import { servedImage, storedImage, type ServedImage } from './images';
import { currentMonthIn, monthStartIn } from './timeZone';

/** Where the API serves an uploaded company logo, like the profile photos (see routes/images.ts). */
export const LOGO_PATH = '/api/master/logos';

const companyColumns = {
  row: companies,
  logoToken: companyLogos.token,
};

type CompanyRow = typeof companies.$inferSelect;

const toCompanyData = (row: CompanyRow, logoToken: string | null): CompanyData => ({
  id: row.id,
  slug: row.slug,
  nome: row.name,
  razao_social: row.razaoSocial,
  nome_fantasia: row.nomeFantasia,
  cnpj: row.cnpj,
  email: row.email,
  site: row.site,
  // An uploaded logo wins over an address kept from before uploads (seeded or imported companies).
  logo: logoToken ? `${LOGO_PATH}/${logoToken}` : row.logo,
  descricao: row.descricao,
  rodape: row.rodape,
  cep: row.cep,
  logradouro: row.logradouro,
  numero: row.numero,
  complemento: row.complemento,
  bairro: row.bairro,
  cidade: row.cidade,
  uf: row.uf,
  nome_remetente: row.nomeRemetente,
  time_zone: row.timeZone,
});

async function companyRow(db: Database, companyId: number): Promise<CompanyData> {
  const [found] = await db
    .select(companyColumns)
    .from(companies)
    .leftJoin(companyLogos, eq(companyLogos.companyId, companies.id))
    .where(eq(companies.id, companyId));
  if (!found) throw notFound('Empresa não encontrada.');
  return toCompanyData(found.row, found.logoToken);
}

export const getCompanyData = companyRow;

/** A new logo replaces the stored one, null removes it, absent keeps it. */
async function writeLogo(tx: Database, companyId: number, logo: string | null | undefined) {
  if (logo === undefined) return;
  if (logo === null) {
    await tx.delete(companyLogos).where(eq(companyLogos.companyId, companyId));
    await tx.update(companies).set({ logo: null }).where(eq(companies.id, companyId));
    return;
  }
  const row = storedImage(companyId, logo);
  await tx
    .insert(companyLogos)
    .values({ companyId, ...row })
    .onConflictDoUpdate({ target: companyLogos.companyId, set: row });
}

/** The slug is the company's address and never changes here; `nome` is its short name. */
export async function updateCompanyData(db: Database, companyId: number, input: z.output<typeof companyInput>): Promise<CompanyData> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(companies)
      .set({
        name: input.nome,
        razaoSocial: input.razao_social,
        nomeFantasia: input.nome_fantasia,
        cnpj: input.cnpj,
        email: input.email,
        site: input.site,
        descricao: input.descricao,
        rodape: input.rodape,
        cep: input.cep,
        logradouro: input.logradouro,
        numero: input.numero,
        complemento: input.complemento,
        bairro: input.bairro,
        cidade: input.cidade,
        uf: input.uf,
        nomeRemetente: input.nome_remetente,
        ...(input.time_zone ? { timeZone: input.time_zone } : {}),
        updatedAt: new Date(),
      })
      .where(eq(companies.id, companyId))
      .returning({ id: companies.id });
    if (!row) throw notFound('Empresa não encontrada.');
    await writeLogo(tx, companyId, input.logo);
  });
  return companyRow(db, companyId);
}

/** An uploaded logo by its address' token, or null. */
export async function logoByToken(db: Database, token: string): Promise<ServedImage | null> {
  const [row] = await db
    .select({ mime: companyLogos.mime, content: companyLogos.content })
    .from(companyLogos)
    .where(eq(companyLogos.token, token));
  return row ? servedImage(row) : null;
}

/**
 * `GET /my_plan`: the plan's limits and what is measured against them, in one statement: the seats taken, the active
 * achievements, and this month's e-mails, SMS and new tickets, the month being the company's calendar month (its
 * time zone), not the server's.
 */
export async function getMyPlan(db: Database, companyId: number): Promise<MyPlan> {
  const month = currentMonthIn(companies.timeZone);
  const [company] = await db
    .select({
      row: companies,
      logoToken: companyLogos.token,
      plan: plans,
      usuarios: db.$count(memberships, and(eq(memberships.companyId, companies.id), ne(memberships.status, 'inactive'))),
      conquistas: db.$count(conquistas, and(eq(conquistas.companyId, companies.id), eq(conquistas.ativo, true))),
      ticketsMes: db.$count(tickets, and(eq(tickets.companyId, companies.id), gte(tickets.createdAt, monthStartIn(companies.timeZone)))),
      emails: sql<number>`coalesce(${companyUsage.numeroEmails}, 0)`.mapWith(Number),
      sms: sql<number>`coalesce(${companyUsage.numeroSms}, 0)`.mapWith(Number),
      inicio: sql<string>`to_char(${month}, 'YYYY-MM-DD')`,
      fim: sql<string>`to_char(${month} + interval '1 month' - interval '1 day', 'YYYY-MM-DD')`,
    })
    .from(companies)
    .leftJoin(companyLogos, eq(companyLogos.companyId, companies.id))
    .leftJoin(plans, eq(plans.id, companies.planId))
    .leftJoin(companyUsage, and(eq(companyUsage.companyId, companies.id), eq(companyUsage.mes, month)))
    .where(eq(companies.id, companyId));
  if (!company) throw notFound('Empresa não encontrada.');
  const { plan } = company;
  const data = toCompanyData(company.row, company.logoToken);
  return {
    company: {
      razao_social: data.razao_social,
      email: data.email,
      cnpj: data.cnpj,
      logo: data.logo,
      consumo_mensal_ativo: { numero_emails: company.emails, numero_sms: company.sms },
    },
    plano: plan
      ? {
          nome: plan.nome,
          config_planos: {
            planos_campanhas: plan.planosCampanhas,
            campanhas: plan.campanhas,
            numero_usuarios: plan.numeroUsuarios,
            numero_conquistas: plan.numeroConquistas,
            sms: plan.sms,
            ligacoes_direto_do_dashboard: plan.ligacoesDiretoDoDashboard,
            numero_emails_mes: plan.numeroEmailsMes,
            numero_sms_mes: plan.numeroSmsMes,
          },
        }
      : null,
    uso: { usuarios: company.usuarios, conquistas: company.conquistas, tickets_mes: company.ticketsMes },
    mes: { inicio: company.inicio, fim: company.fim, time_zone: data.time_zone },
  };
}
