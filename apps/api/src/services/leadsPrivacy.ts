import type { LeadDetail, LeadExport } from '@retoma/api-client';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  atendimentos,
  atividades,
  campanhaContatoRespostas,
  campanhaContatos,
  campanhas,
  comissoes,
  descadastros,
  envioEventos,
  envios,
  leadProdutos,
  leads,
  notifications,
  outbox,
  preComissoes,
  produtos,
  tickets,
  transacoes,
  vendasRecuperadas,
} from '../db/schema';
import { conflict } from '../http/errors';
import { recordChange } from './audit';
import { findLead, getLead, optOutAddresses } from './leads';

const isoOrNull = (value: Date | null) => value?.toISOString() ?? null;

/** What stands where the person's words were: a marker, not a sentence (it is stored, never a message). */
const ERASED_TEXT = '[anonimizado]';
const ERASED_NAME = 'Lead anonimizado';
/** `.invalid` never resolves (RFC 2606): nothing can be sent to it, and it stays unique per lead. */
const erasedEmail = (id: number) => `anonimizado-${id}@anonimizado.invalid`;
export const ERASED_SEND_REASON = 'Os dados do lead foram anonimizados (LGPD): envio cancelado.';

/** The lead's rows, each reached from the lead by an index; ids are kept so a request can be traced. */
async function gather(db: Database, companyId: number, id: number, addresses: string[]) {
  const contatos = db
    .select({ id: campanhaContatos.id })
    .from(campanhaContatos)
    .where(and(eq(campanhaContatos.companyId, companyId), eq(campanhaContatos.leadId, id)));
  const leadTickets = db
    .select({ id: tickets.id })
    .from(tickets)
    .where(and(eq(tickets.companyId, companyId), eq(tickets.leadId, id)));
  // Pre-commissions are indexed by the lead's product pair, not by the lead.
  const leadProducts = db
    .select({ id: leadProdutos.id })
    .from(leadProdutos)
    .where(and(eq(leadProdutos.companyId, companyId), eq(leadProdutos.leadId, id)));
  const leadTransactions = db
    .select({ id: transacoes.id })
    .from(transacoes)
    .where(and(eq(transacoes.companyId, companyId), eq(transacoes.leadId, id)));
  return Promise.all([
    db
      .select({ id: produtos.id, nome: produtos.nome, cor: produtos.cor })
      .from(leadProdutos)
      .innerJoin(produtos, eq(produtos.id, leadProdutos.produtoId))
      .where(and(eq(leadProdutos.companyId, companyId), eq(leadProdutos.leadId, id))),
    db
      .select({ t: transacoes, produto: produtos.nome })
      .from(transacoes)
      .innerJoin(produtos, eq(produtos.id, transacoes.produtoId))
      .where(and(eq(transacoes.companyId, companyId), eq(transacoes.leadId, id)))
      .orderBy(asc(transacoes.createdAt)),
    db
      .select({ v: vendasRecuperadas, transacao: transacoes.transaction })
      .from(vendasRecuperadas)
      .innerJoin(transacoes, eq(transacoes.id, vendasRecuperadas.transacaoId))
      .where(and(eq(vendasRecuperadas.companyId, companyId), inArray(vendasRecuperadas.transacaoId, leadTransactions))),
    db
      .select({ cc: campanhaContatos, campanha: campanhas.nome, tipo: campanhas.tipo })
      .from(campanhaContatos)
      .innerJoin(campanhas, eq(campanhas.id, campanhaContatos.campanhaId))
      .where(and(eq(campanhaContatos.companyId, companyId), eq(campanhaContatos.leadId, id))),
    db
      .select()
      .from(envios)
      .where(and(eq(envios.companyId, companyId), inArray(envios.contatoId, contatos))),
    db
      .select({ t: tickets, produto: produtos.nome })
      .from(tickets)
      .innerJoin(produtos, eq(produtos.id, tickets.produtoId))
      .where(and(eq(tickets.companyId, companyId), eq(tickets.leadId, id))),
    db
      .select()
      .from(atendimentos)
      .where(and(eq(atendimentos.companyId, companyId), inArray(atendimentos.ticketId, leadTickets))),
    db
      .select()
      .from(atividades)
      .where(and(eq(atividades.companyId, companyId), eq(atividades.leadId, id))),
    db
      .select()
      .from(campanhaContatoRespostas)
      .where(and(eq(campanhaContatoRespostas.companyId, companyId), inArray(campanhaContatoRespostas.contatoId, contatos))),
    addresses.length === 0
      ? Promise.resolve([])
      : db
          .select()
          .from(descadastros)
          .where(and(eq(descadastros.companyId, companyId), inArray(descadastros.destino, addresses))),
    db
      .select({ p: preComissoes, transacao: transacoes.transaction, produto: produtos.nome })
      .from(preComissoes)
      .innerJoin(transacoes, eq(transacoes.id, preComissoes.transacaoId))
      .innerJoin(produtos, eq(produtos.id, preComissoes.produtoId))
      .where(and(eq(preComissoes.companyId, companyId), inArray(preComissoes.leadProdutoId, leadProducts), eq(preComissoes.leadId, id)))
      .orderBy(asc(preComissoes.createdAt)),
    db
      .select({ c: comissoes, produto: produtos.nome })
      .from(comissoes)
      .innerJoin(produtos, eq(produtos.id, comissoes.produtoId))
      .where(and(eq(comissoes.companyId, companyId), eq(comissoes.leadId, id)))
      .orderBy(asc(comissoes.createdAt), asc(comissoes.id)),
  ]);
}

/**
 * `GET /leads/{id}/exportacao`: everything the company holds about the lead (LGPD, art. 18), as one document the
 * person downloads as JSON or CSV. Recorded in the audit trail with its format, never with the data.
 */
export async function exportLead(
  db: Database,
  companyId: number,
  actorId: number,
  id: number,
  formato: 'json' | 'csv',
): Promise<LeadExport> {
  const lead = await findLead(db, companyId, id);
  const addresses = lead.anonimizado_em ? [] : optOutAddresses(lead);
  const [products, sales, credits, entries, sends, ticketRows, attendances, history, answers, optOuts, claims, commissions] = await gather(
    db,
    companyId,
    id,
    addresses,
  );
  await recordChange(db, {
    companyId,
    actorId,
    area: 'leads',
    action: 'export',
    entityId: id,
    label: `Lead #${id}`,
    before: null,
    after: { formato },
  });
  const { compra: _compra, anonimizado_em, ...person } = lead;
  return {
    gerado_em: new Date().toISOString(),
    lead: {
      ...person,
      created_at: person.created_at.toISOString(),
      updated_at: person.updated_at.toISOString(),
      anonimizado_em: isoOrNull(anonimizado_em),
    },
    produtos: products,
    transacoes: sales.map(({ t, produto }) => ({
      id: t.id,
      transaction: t.transaction,
      status: t.status,
      payment_type: t.paymentType,
      full_price: t.fullPrice,
      purchase_date: isoOrNull(t.purchaseDate),
      created_at: t.createdAt.toISOString(),
      produto,
    })),
    vendas_recuperadas: credits.map(({ v, transacao }) => ({
      id: v.id,
      transacao,
      valor: v.valor,
      origem: v.origem,
      recuperada_em: v.recuperadaEm.toISOString(),
      revertida_em: isoOrNull(v.revertidaEm),
    })),
    campanhas: entries.map(({ cc, campanha, tipo }) => ({
      id: cc.id,
      campanha,
      tipo,
      situacao: cc.situacao,
      entrou_em: cc.entrouEm.toISOString(),
      saiu_em: isoOrNull(cc.saiuEm),
    })),
    envios: sends.map((e) => ({
      id: e.id,
      canal: e.canal,
      situacao: e.situacao,
      destino: e.destino,
      assunto: e.assunto,
      enviado_em: isoOrNull(e.enviadoEm),
    })),
    tickets: ticketRows.map(({ t, produto }) => ({
      id: t.id,
      status: t.status,
      produto,
      detalhamento: t.detalhamento,
      created_at: t.createdAt.toISOString(),
    })),
    atendimentos: attendances.map((a) => ({
      id: a.id,
      ticket_id: a.ticketId,
      tipo: a.tipo,
      follow_up: a.followUp,
      created_at: a.createdAt.toISOString(),
    })),
    historico: history.map((a) => ({
      id: a.id,
      evento: a.evento,
      acao: a.acao,
      valores: a.valores,
      description: a.description,
      mensagem: a.properties.mensagem ?? null,
      created_at: a.createdAt.toISOString(),
    })),
    mensagens_whatsapp: answers.map((r) => ({ id: r.id, mensagem: r.mensagem, enviada_em: r.enviadaEm.toISOString() })),
    descadastros: optOuts.map((d) => ({ destino: d.destino, created_at: d.createdAt.toISOString() })),
    pre_comissoes: claims.map(({ p, transacao, produto }) => ({
      id: p.id,
      transacao,
      produto,
      situacao: p.situacao,
      valor_venda: p.valorVenda,
      comissao_criador: p.comissaoCriador,
      comissao_atendente: p.comissaoAtendente,
      descricao: p.descricao,
      email_secundario: p.emailSecundario,
      created_at: p.createdAt.toISOString(),
      decidido_em: isoOrNull(p.decididoEm),
    })),
    comissoes: commissions.map(({ c, produto }) => ({
      id: c.id,
      pre_comissao_id: c.preComissaoId,
      produto,
      natureza: c.natureza,
      valor: c.valor,
      retida_ate: isoOrNull(c.retidaAte),
      estornada_em: isoOrNull(c.estornadaEm),
      created_at: c.createdAt.toISOString(),
    })),
  };
}

/**
 * `POST /leads/{id}/anonimizar`: the person's data is erased for good, in one transaction, wherever it is kept —
 * the lead's name, e-mail, CPF and phone; the addresses, subjects and bodies of the sends made to them, and what
 * they clicked; the messages written to them (ticket history, WhatsApp answers, the outbox); the agents' notes, the
 * gift recipient and the proof text of their pre-commissions; their name in notifications. Nothing more is sent to them: their scheduled sends are
 * cancelled and they leave their campaigns. Ids, transactions, recovered-sale credits and commissions stay, so the
 * sales figures still count the sale. The opt-out list keeps its entries: it is what honours their request never
 * to be written to again. Recorded in the audit trail by the lead's id, never by the erased data.
 */
export async function eraseLead(db: Database, companyId: number, actorId: number, id: number): Promise<LeadDetail> {
  await db.transaction(async (tx) => {
    const lead = await findLead(tx, companyId, id);
    if (lead.anonimizado_em) throw conflict('Os dados deste lead já foram anonimizados.');
    const now = new Date();
    const contatos = tx
      .select({ id: campanhaContatos.id })
      .from(campanhaContatos)
      .where(and(eq(campanhaContatos.companyId, companyId), eq(campanhaContatos.leadId, id)));
    const leadTickets = tx
      .select({ id: tickets.id })
      .from(tickets)
      .where(and(eq(tickets.companyId, companyId), eq(tickets.leadId, id)));
    const leadSends = tx
      .select({ id: envios.id })
      .from(envios)
      .where(and(eq(envios.companyId, companyId), inArray(envios.contatoId, contatos)));

    await tx
      .update(envios)
      .set({ situacao: 'cancelado', motivo: ERASED_SEND_REASON, bloqueadoAte: null, updatedAt: now })
      .where(and(eq(envios.companyId, companyId), inArray(envios.contatoId, contatos), eq(envios.situacao, 'agendado')));
    await tx
      .update(envios)
      .set({ destino: null, assunto: null, corpo: null, updatedAt: now })
      .where(and(eq(envios.companyId, companyId), inArray(envios.contatoId, contatos)));
    await tx
      .update(envioEventos)
      .set({ detalhe: null })
      .where(and(eq(envioEventos.companyId, companyId), inArray(envioEventos.envioId, leadSends)));
    await tx
      .update(campanhaContatos)
      .set({ situacao: 'interrompido', saiuEm: now })
      .where(and(eq(campanhaContatos.companyId, companyId), eq(campanhaContatos.leadId, id), isNull(campanhaContatos.saiuEm)));
    await tx
      .update(campanhaContatoRespostas)
      .set({ mensagem: ERASED_TEXT })
      .where(and(eq(campanhaContatoRespostas.companyId, companyId), inArray(campanhaContatoRespostas.contatoId, contatos)));
    await tx
      .update(atividades)
      .set({ properties: sql`${atividades.properties} - 'mensagem' - 'assunto'` })
      .where(and(eq(atividades.companyId, companyId), eq(atividades.leadId, id)));
    await tx
      .update(atendimentos)
      .set({ followUp: ERASED_TEXT, nomeDestinatario: null, emailDestinatario: null })
      .where(and(eq(atendimentos.companyId, companyId), inArray(atendimentos.ticketId, leadTickets)));
    await tx
      .update(tickets)
      .set({ detalhamento: null })
      .where(and(eq(tickets.companyId, companyId), eq(tickets.leadId, id)));
    // The agents' proof of a sale may name the person and the e-mail they bought with; the amounts stay.
    await tx
      .update(preComissoes)
      .set({ descricao: null, emailSecundario: null })
      .where(and(eq(preComissoes.companyId, companyId), eq(preComissoes.leadId, id)));
    if (lead.nome.trim().length > 1)
      await tx
        .update(notifications)
        .set({
          title: sql`replace(${notifications.title}, ${lead.nome}, ${ERASED_NAME})`,
          message: sql`replace(${notifications.message}, ${lead.nome}, ${ERASED_NAME})`,
        })
        .where(and(eq(notifications.companyId, companyId), inArray(notifications.ticketId, leadTickets)));
    // Mail not yet delivered is not delivered; what was delivered keeps its row without the person.
    const toLead = and(eq(outbox.companyId, companyId), sql`lower(${outbox.toEmail}) = ${lead.email.trim().toLowerCase()}`);
    await tx.delete(outbox).where(and(toLead, isNull(outbox.sentAt)));
    await tx
      .update(outbox)
      .set({ toEmail: erasedEmail(id), subject: ERASED_TEXT, body: ERASED_TEXT, replyTo: null })
      .where(toLead);

    await tx
      .update(leads)
      .set({ nome: ERASED_NAME, email: erasedEmail(id), cpf: null, ddd: '', telefone: '', anonimizadoEm: now, updatedAt: now })
      .where(and(eq(leads.companyId, companyId), eq(leads.id, id)));
    await recordChange(tx, {
      companyId,
      actorId,
      area: 'leads',
      action: 'erase',
      entityId: id,
      label: `Lead #${id}`,
      before: { anonimizado_em: null },
      after: { anonimizado_em: now.toISOString() },
    });
  });
  return getLead(db, companyId, id);
}
