import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { campanhaPassos, campanhas, contas, integracoes, planos, produtos, recuperacaoConfig } from '../db/schema';
import type { Harness } from '../test/harness';

/**
 * What the engine's tests run against: a company's own Hotmart account and product (so no other test's rows
 * interfere), a plan with a cart campaign (two e-mails and an SMS), a boleto campaign (one e-mail) and a
 * cancelled-purchases campaign (tickets). Each call draws new codes, so every test file gets its own.
 */
export interface Scenario {
  companyId: number;
  contaId: number;
  webhookKey: string;
  token: string;
  produtoId: number;
  productCode: string;
  planoId: number;
  carrinhoId: number;
  boletoId: number;
  canceladoId: number;
  passos: { email1: number; email2: number; sms1: number; boleto1: number };
}

export async function createScenario(db: Database, companyId: number): Promise<Scenario> {
  const [hotmart] = await db.select({ id: integracoes.id }).from(integracoes).where(eq(integracoes.slug, 'hotmart'));
  const token = `hottok-${randomUUID()}`;
  const [conta] = await db
    .insert(contas)
    .values({ companyId, integracaoId: hotmart!.id, nome: `Hotmart teste ${token.slice(-6)}`, token })
    .returning({ id: contas.id, webhookKey: contas.webhookKey });
  const productCode = String(Math.floor(Math.random() * 1e9));
  const [produto] = await db
    .insert(produtos)
    .values({
      companyId,
      contaId: conta!.id,
      nome: `Curso ${productCode}`,
      preco: 1500,
      codProduto: productCode,
      checkout: 'K000',
      cor: '#336699',
    })
    .returning({ id: produtos.id });
  const [plano] = await db
    .insert(planos)
    .values({ companyId, nome: `Plano ${productCode}` })
    .returning({ id: planos.id });
  const campaign = async (tipo: 'carrinho' | 'boleto' | 'cancelado', config: Record<string, unknown> = {}) => {
    const [row] = await db
      .insert(campanhas)
      .values({ companyId, planoId: plano!.id, produtoId: produto!.id, tipo, nome: `Campanha ${tipo} ${productCode}`, config })
      .returning({ id: campanhas.id });
    return row!.id;
  };
  const carrinhoId = await campaign('carrinho');
  const boletoId = await campaign('boleto');
  const canceladoId = await campaign('cancelado', { tipos: ['canceled'] });
  const email = (campanhaId: number, posicao: number, periodo: number) => ({
    companyId,
    campanhaId,
    canal: 'email' as const,
    posicao,
    unidadeTempo: periodo,
    unidadeMedida: 'minutos' as const,
    periodo,
    titulo: 'Loja',
    responder: 'contato@loja.test',
    assunto: `Oi [NOME_LEAD], passo ${posicao}`,
    corpo: `<p>Olá [NOME_LEAD], o [NOME_PRODUTO] espera por você.</p><p><a href="https://loja.test/oferta?x=1">Comprar</a></p>`,
  });
  const rows = await db
    .insert(campanhaPassos)
    .values([
      email(carrinhoId, 1, 30),
      email(carrinhoId, 2, 60),
      {
        ...email(carrinhoId, 1, 45),
        canal: 'sms',
        titulo: null,
        responder: null,
        assunto: null,
        corpo: '[NOME_LEAD], seu [NOME_PRODUTO] espera.',
      },
      email(boletoId, 1, 10),
    ])
    .returning({ id: campanhaPassos.id });
  // No quiet hours unless a test sets them: the tests choose their own moments.
  await db
    .insert(recuperacaoConfig)
    .values({ companyId, silencioInicio: '00:00', silencioFim: '00:00' })
    .onConflictDoUpdate({ target: recuperacaoConfig.companyId, set: { silencioInicio: '00:00', silencioFim: '00:00' } });
  return {
    companyId,
    contaId: conta!.id,
    webhookKey: conta!.webhookKey,
    token,
    produtoId: produto!.id,
    productCode,
    planoId: plano!.id,
    carrinhoId,
    boletoId,
    canceladoId,
    passos: { email1: rows[0]!.id, email2: rows[1]!.id, sms1: rows[2]!.id, boleto1: rows[3]!.id },
  };
}

/** A platform event posted to the scenario's Hotmart webhook as Hotmart sends it: raw JSON, its token in the header. */
export const postHotmartEvent = <T = unknown>(h: Harness, s: Scenario, event: unknown) =>
  h.call<T>('POST', `/api/webhooks/hotmart/${s.webhookKey}`, {
    raw: { body: JSON.stringify(event), type: 'application/json' },
    headers: { 'x-hotmart-hottok': s.token },
  });
