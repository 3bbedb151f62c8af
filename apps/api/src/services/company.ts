import type { CompanyData, MyPlan } from '@retoma/api-client';
import type { companyInput } from '@retoma/api-client/schemas';
import { and, count, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../db/client';
import { companies, companyUsage, memberships, plans } from '../db/schema';
import { notFound } from '../http/errors';
import { countActiveConquistas } from './conquistas';

type CompanyRow = typeof companies.$inferSelect;

const toCompanyData = (row: CompanyRow): CompanyData => ({
  id: row.id,
  slug: row.slug,
  nome: row.name,
  razao_social: row.razaoSocial,
  nome_fantasia: row.nomeFantasia,
  cnpj: row.cnpj,
  email: row.email,
  site: row.site,
  logo: row.logo,
  descricao: row.descricao,
  rodape: row.rodape,
});

async function companyRow(db: Database, companyId: number): Promise<CompanyRow> {
  const [row] = await db.select().from(companies).where(eq(companies.id, companyId));
  if (!row) throw notFound('Empresa não encontrada.');
  return row;
}

export async function getCompanyData(db: Database, companyId: number): Promise<CompanyData> {
  return toCompanyData(await companyRow(db, companyId));
}

/** The slug is the company's address and never changes here; `nome` is its short name. */
export async function updateCompanyData(db: Database, companyId: number, input: z.output<typeof companyInput>): Promise<CompanyData> {
  const [row] = await db
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
      updatedAt: new Date(),
    })
    .where(eq(companies.id, companyId))
    .returning();
  if (!row) throw notFound('Empresa não encontrada.');
  return toCompanyData(row);
}

/** `GET /my_plan`: the plan's limits, this month's consumption, the seats and the active achievements in use. */
export async function getMyPlan(db: Database, companyId: number): Promise<MyPlan> {
  const company = await companyRow(db, companyId);
  const [[plan], [usage], [seats], conquistas] = await Promise.all([
    company.planId ? db.select().from(plans).where(eq(plans.id, company.planId)) : Promise.resolve([]),
    db
      .select({ emails: companyUsage.numeroEmails, sms: companyUsage.numeroSms })
      .from(companyUsage)
      .where(and(eq(companyUsage.companyId, companyId), eq(companyUsage.mes, sql`date_trunc('month', now())::date`))),
    db
      .select({ n: count() })
      .from(memberships)
      .where(and(eq(memberships.companyId, companyId), ne(memberships.status, 'inactive'))),
    countActiveConquistas(db, companyId),
  ]);
  return {
    company: {
      razao_social: company.razaoSocial,
      email: company.email,
      cnpj: company.cnpj,
      logo: company.logo,
      consumo_mensal_ativo: { numero_emails: usage?.emails ?? 0, numero_sms: usage?.sms ?? 0 },
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
    uso: { usuarios: seats?.n ?? 0, conquistas },
  };
}
