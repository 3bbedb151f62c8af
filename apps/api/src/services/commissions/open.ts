import type { ActorType } from '@retoma/api-client';
import { and, count, eq, isNull, ne, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { conquistas, preComissoes, produtos, tickets, users } from '../../db/schema';
import type { CreditoOrigem } from '../../db/schema/recovery';
import { percentOf, toCents, toReais } from './money';

/** A sale the engine has just credited (what `vendas_recuperadas` holds of it). */
export interface CreditedSale {
  companyId: number;
  /** The engine's credit row; null only for the demo data's claims, which leave the recovery reports as they are. */
  vendaId: number | null;
  transacaoId: number;
  leadId: number;
  leadProdutoId: number;
  produtoId: number;
  valor: number;
  origem: CreditoOrigem;
  usuarioId: number | null;
  ticketId: number | null;
}

interface Sides {
  criador: { type: ActorType; id: number; nome: string; userId: number | null };
  atendenteId: number | null;
}

/**
 * Who each side of the sale belongs to. A personal link's sale is all the agent's (they brought the lead and sold);
 * a won ticket's attendance is the winner's and its insertion the ticket's creator's (a campaign that opened the
 * ticket is named, and paid nothing). A sale credited to a campaign step alone has nobody to pay.
 */
async function sidesOf(db: Database, sale: CreditedSale): Promise<Sides | null> {
  if (sale.usuarioId === null || sale.origem === 'campanha') return null;
  const [agent] = await db.select({ name: users.name }).from(users).where(eq(users.id, sale.usuarioId));
  if (!agent) return null;
  const own = {
    criador: { type: 'user' as const, id: sale.usuarioId, nome: agent.name, userId: sale.usuarioId },
    atendenteId: sale.usuarioId,
  };
  if (sale.origem === 'link_agente' || sale.ticketId === null) return own;
  const [ticket] = await db
    .select({ type: tickets.responsavelType, id: tickets.responsavelId, nome: tickets.responsavelNome, userName: users.name })
    .from(tickets)
    .leftJoin(users, and(eq(tickets.responsavelType, 'user'), eq(users.id, tickets.responsavelId)))
    .where(and(eq(tickets.companyId, sale.companyId), eq(tickets.id, sale.ticketId)));
  if (!ticket) return own;
  if (ticket.type === 'user')
    return { criador: { type: 'user', id: ticket.id, nome: ticket.userName ?? '', userId: ticket.id }, atendenteId: sale.usuarioId };
  return { criador: { type: ticket.type, id: ticket.id, nome: ticket.nome ?? '', userId: null }, atendenteId: sale.usuarioId };
}

/** Each side's amount in cents from the product's commission settings (a value, or a percentage of the sale). */
function baseAmounts(
  produto: {
    modo: 'individual' | 'partilhada' | null;
    tipo: 'valor' | 'percentual' | null;
    insercao: number | null;
    atendimento: number | null;
  },
  saleCents: number,
  sides: Sides,
): { criador: number; atendente: number } {
  const amount = (setting: number | null) =>
    setting === null ? 0 : produto.tipo === 'percentual' ? percentOf(saleCents, setting) : toCents(setting);
  if (produto.modo === 'individual')
    return { criador: sides.criador.userId ? amount(produto.insercao) : 0, atendente: sides.atendenteId ? amount(produto.atendimento) : 0 };
  // Shared: one amount for both sides, halved between two people (the odd cent to the attendant); one person takes it all.
  const total = amount(produto.insercao);
  const twoPeople = sides.criador.userId !== null && sides.atendenteId !== null && sides.criador.userId !== sides.atendenteId;
  if (!twoPeople) return sides.atendenteId ? { criador: 0, atendente: total } : { criador: total, atendente: 0 };
  const criador = Math.floor(total / 2);
  return { criador, atendente: total - criador };
}

/**
 * What a person's achievements add to one side: every active achievement of the side's profile (attendant, or
 * responsible for the insertion) for this product or any, whose number of sales the person reaches with this one.
 */
async function bonusOf(db: Database, sale: CreditedSale, userId: number | null, perfil: 'atendente' | 'responsavel', baseCents: number) {
  if (userId === null || baseCents === 0) return 0;
  const reached = await db
    .select({
      tipo: conquistas.tipo,
      valor: conquistas.valor,
      porcentagem: conquistas.porcentagem,
      quantidade: conquistas.quantidade,
      produtoId: conquistas.produtoId,
    })
    .from(conquistas)
    .where(
      and(
        eq(conquistas.companyId, sale.companyId),
        eq(conquistas.ativo, true),
        eq(conquistas.perfil, perfil),
        or(isNull(conquistas.produtoId), eq(conquistas.produtoId, sale.produtoId)),
      ),
    );
  if (reached.length === 0) return 0;
  const side = perfil === 'atendente' ? preComissoes.atendenteId : preComissoes.criadorUserId;
  const salesOf = async (produtoId: number | null) => {
    const [row] = await db
      .select({ n: count() })
      .from(preComissoes)
      .where(
        and(
          eq(preComissoes.companyId, sale.companyId),
          eq(side, userId),
          ne(preComissoes.situacao, 'reprovada'),
          produtoId === null ? undefined : eq(preComissoes.produtoId, produtoId),
        ),
      );
    // This sale counts too.
    return (row?.n ?? 0) + 1;
  };
  let bonus = 0;
  for (const conquista of reached) {
    if ((await salesOf(conquista.produtoId)) < conquista.quantidade) continue;
    bonus += conquista.tipo === 'valor' ? toCents(conquista.valor ?? 0) : percentOf(baseCents, conquista.porcentagem ?? 0);
  }
  return bonus;
}

/**
 * Opens the pre-commission of a sale the engine has just credited, in the engine's transaction, when its product
 * pays commission and the credit names a person. Once per credit. Answers its id, or null when none is owed.
 */
export async function openPreCommission(db: Database, sale: CreditedSale): Promise<number | null> {
  const [produto] = await db
    .select({
      hab: produtos.habComissao,
      modo: produtos.comissaoModo,
      tipo: produtos.comissaoTipo,
      insercao: produtos.comissaoInsercao,
      atendimento: produtos.comissaoAtendimento,
    })
    .from(produtos)
    .where(and(eq(produtos.companyId, sale.companyId), eq(produtos.id, sale.produtoId)));
  if (!produto?.hab) return null;
  const sides = await sidesOf(db, sale);
  if (!sides) return null;
  const base = baseAmounts(produto, toCents(sale.valor), sides);
  const bonusCriador = await bonusOf(db, sale, sides.criador.userId, 'responsavel', base.criador);
  const bonusAtendente = await bonusOf(db, sale, sides.atendenteId, 'atendente', base.atendente);
  const [row] = await db
    .insert(preComissoes)
    .values({
      companyId: sale.companyId,
      vendaId: sale.vendaId,
      transacaoId: sale.transacaoId,
      leadId: sale.leadId,
      leadProdutoId: sale.leadProdutoId,
      produtoId: sale.produtoId,
      ticketId: sale.ticketId,
      criadorType: sides.criador.type,
      criadorId: sides.criador.id,
      criadorNome: sides.criador.nome,
      criadorUserId: sides.criador.userId,
      atendenteId: sides.atendenteId,
      valorVenda: sale.valor,
      comissaoCriador: toReais(base.criador + bonusCriador),
      comissaoAtendente: toReais(base.atendente + bonusAtendente),
      bonusCriador: toReais(bonusCriador),
      bonusAtendente: toReais(bonusAtendente),
    })
    .onConflictDoNothing()
    .returning({ id: preComissoes.id });
  return row?.id ?? null;
}
