import type { CompanyData, MyPlan, PlanLimits } from '../../types';

/** The company's own data (settings › empresa), as the demo's Loja Aurora. */
export function buildCompanyData(overrides: Partial<CompanyData> = {}): CompanyData {
  return {
    id: 1,
    slug: 'aurora',
    nome: 'Loja Aurora',
    razao_social: 'Aurora Comércio Digital Ltda.',
    nome_fantasia: 'Loja Aurora',
    cnpj: '11222333000181',
    email: 'financeiro@lojaaurora.com.br',
    site: 'https://lojaaurora.com.br',
    logo: null,
    descricao: 'Comissões Aurora',
    rodape: 'Loja Aurora - SP',
    cep: '01310100',
    logradouro: 'Avenida Paulista',
    numero: '1000',
    complemento: null,
    bairro: 'Bela Vista',
    cidade: 'São Paulo',
    uf: 'SP',
    nome_remetente: 'Loja Aurora',
    time_zone: 'America/Sao_Paulo',
    ...overrides,
  };
}

/** The demo's "Profissional" plan. */
export function buildPlanLimits(overrides: Partial<PlanLimits> = {}): PlanLimits {
  return {
    planos_campanhas: 10,
    campanhas: 30,
    numero_usuarios: 25,
    numero_conquistas: 20,
    sms: true,
    ligacoes_direto_do_dashboard: true,
    numero_emails_mes: 50_000,
    numero_sms_mes: 5_000,
    ...overrides,
  };
}

/** How close to the plan's limits a story's company is. */
export type PlanUsageLevel = 'far' | 'near' | 'atLimit';

const USAGE: Record<PlanUsageLevel, { usuarios: number; conquistas: number; emails: number; sms: number; tickets: number }> = {
  far: { usuarios: 6, conquistas: 3, emails: 1_284, sms: 96, tickets: 412 },
  near: { usuarios: 23, conquistas: 18, emails: 46_310, sms: 4_620, tickets: 3_980 },
  atLimit: { usuarios: 25, conquistas: 20, emails: 50_000, sms: 5_000, tickets: 5_214 },
};

/** `GET /my_plan` of a company on the "Profissional" plan, its usage far from, near or at the limits (March 2025, the mocks' pinned month). */
export function buildMyPlan(level: PlanUsageLevel = 'far', overrides: Partial<MyPlan> = {}): MyPlan {
  const usage = USAGE[level];
  const company = buildCompanyData();
  return {
    company: {
      razao_social: company.razao_social,
      email: company.email,
      cnpj: company.cnpj,
      logo: company.logo,
      consumo_mensal_ativo: { numero_emails: usage.emails, numero_sms: usage.sms },
    },
    plano: { nome: 'Profissional', config_planos: buildPlanLimits() },
    uso: { usuarios: usage.usuarios, conquistas: usage.conquistas, tickets_mes: usage.tickets },
    mes: { inicio: '2025-03-01', fim: '2025-03-31', time_zone: 'America/Sao_Paulo' },
    ...overrides,
  };
}
