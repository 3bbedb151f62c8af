import { eq } from 'drizzle-orm';
import { produtos } from '../db/schema';
import { createScenario, type Scenario } from '../engine/testScenario';
import type { Harness } from './harness';
import { addMember, createTestCompany, type Member } from './tickets';

/** A product's individual commission: each side of a credited sale (who inserted it, who attended) in reais. */
export interface IndividualShares {
  insercao: number;
  atendimento: number;
}

/**
 * The commission suites' company: a company of its own with a manager (Administrador) and an agent (Atendente), the
 * engine's scenario (an account, a product, a plan), and that product paying individual shares in reais.
 */
export async function commissionCompany(
  h: Harness,
  shares: IndividualShares,
): Promise<{ co: string; manager: Member; agent: Member; s: Scenario }> {
  const co = await createTestCompany(h);
  const manager = await addMember(h, 'Administrador', 'gestora', co);
  const agent = await addMember(h, 'Atendente', 'agente', co);
  const s = await createScenario(h.db, await h.companyId(co));
  await h.db
    .update(produtos)
    .set({
      habComissao: true,
      comissaoModo: 'individual',
      comissaoTipo: 'valor',
      comissaoInsercao: shares.insercao,
      comissaoAtendimento: shares.atendimento,
    })
    .where(eq(produtos.id, s.produtoId));
  return { co, manager, agent, s };
}

/** An answer of the company API: its data, and on a refusal its message and field errors. */
export type CompanyBody<T> = { data: T; message?: string; errors?: Record<string, string[]> };

/** A call to company `co`'s API as `member`, with a JSON body when given, in `language` (its Accept-Language) when given. */
export const companyCall = <T>(h: Harness, co: string, member: Member, method: string, path: string, json?: unknown, language?: string) =>
  h.call<CompanyBody<T>>(method, `/api/${co}/${path}`, {
    token: member.token,
    ...(json === undefined ? {} : { json }),
    ...(language === undefined ? {} : { headers: { 'accept-language': language } }),
  });
