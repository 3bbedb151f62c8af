import type {
  ActivityKind,
  ActivityValues,
  ActorType,
  CampaignKind,
  LeadTimelineEntry,
  LeadTimelineKind,
  Paginator,
} from '@retoma/api-client';
import type { leadTimelineQuery } from '@retoma/api-client/schemas';
import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../db/client';
import { findLead, optOutAddresses } from './leads';
import { paginate } from './pagination';
import { actorOf } from './tickets/history';

type TimelineQuery = z.output<typeof leadTimelineQuery>;

/**
 * The lead's story as one list, newest first: each kind is a branch of one UNION ALL, every branch reached from the
 * lead by an index (its campaign entries, tickets, transactions, history), the page sorted and cut in SQL; products,
 * campaigns and people are joined to the page's rows only. Columns of every branch, in order: id, tipo, evento, em,
 * situacao, detalhe, valor, produto_id, campanha_id, autor_type, autor_id, autor_nome, ticket_id, aberturas, cliques.
 */
function branches(companyId: number, leadId: number, addresses: string[]): Array<[LeadTimelineKind[], SQL]> {
  const contatos = sql`select id from campanha_contatos where company_id = ${companyId} and lead_id = ${leadId}`;
  const leadTickets = sql`select id from tickets where company_id = ${companyId} and lead_id = ${leadId}`;
  const activityKind = sql`case when a.evento in ('whatsapp', 'email') then 'mensagem' when a.evento = 'chamada' then 'chamada' else 'ticket' end`;
  const list: Array<[LeadTimelineKind[], SQL]> = [
    [
      ['plataforma'],
      sql`select 'plataforma:' || cc.id, 'plataforma', c.tipo, cc.created_at, cc.situacao, null::text, null::numeric, c.produto_id, c.id,
        null::text, null::int, null::text, cc.ticket_id, null::int, null::int
        from campanha_contatos cc join campanhas c on c.id = cc.campanha_id where cc.company_id = ${companyId} and cc.lead_id = ${leadId}`,
    ],
    [
      ['envio'],
      sql`select 'envio:' || e.id, 'envio', e.canal, coalesce(e.enviado_em, e.previsto_para), e.situacao, e.assunto, null::numeric,
        c.produto_id, c.id, null::text, null::int, null::text, null::int, null::int, null::int
        from envios e join campanhas c on c.id = e.campanha_id
        where e.company_id = ${companyId} and e.contato_id in (${contatos}) and e.situacao in ('enviado', 'falhou', 'cancelado')`,
    ],
    [
      ['ticket', 'chamada', 'mensagem'],
      // A finished attendance is told by its own entry (outcome, status, notes), and a WhatsApp-list answer by its
      // answer (its campaign, author and message), not again by the history's line kept for the ticket. The ticket's
      // product is looked up per entry: a join hashed every ticket of the company.
      sql`select 'atividade:' || a.id, ${activityKind}, a.evento, a.created_at, null::text,
        case a.evento when 'email' then coalesce(a.properties->>'assunto', a.description)
          when 'whatsapp' then coalesce(a.properties->>'mensagem', a.description) else a.description end,
        null::numeric, (select t.produto_id from tickets t where t.id = a.ticket_id), null::int, a.causer_type, a.causer_id, a.causer_nome,
        a.ticket_id, null::int, null::int
        from atividades a
        where a.company_id = ${companyId} and a.lead_id = ${leadId} and a.evento <> 'finalizado'
          and a.acao is distinct from 'whatsapp_sent_from_list'`,
    ],
    [
      ['atendimento'],
      sql`select 'atendimento:' || at.id, 'atendimento', at.tipo, at.created_at, s.nome, at.follow_up, null::numeric, at.produto_id,
        null::int, 'user', at.atendente_id, null::text, at.ticket_id, null::int, null::int
        from atendimentos at join status_de_finalizacao s on s.id = at.status_atendimento_id
        where at.company_id = ${companyId} and at.ticket_id in (${leadTickets})`,
    ],
    [
      ['mensagem'],
      sql`select 'resposta:' || r.id, 'mensagem', 'whatsapp', r.created_at, null::text, r.mensagem, null::numeric, c.produto_id, c.id,
        case when r.usuario_id is null then null else 'user' end, r.usuario_id, null::text, null::int, null::int, null::int
        from campanha_contato_respostas r join campanha_contatos cc on cc.id = r.contato_id join campanhas c on c.id = cc.campanha_id
        where cc.company_id = ${companyId} and cc.lead_id = ${leadId}`,
    ],
    [
      ['transacao'],
      // A refund or chargeback is told when it came (the row's last change), a purchase when it was made or approved.
      sql`select 'transacao:' || t.id, 'transacao', t.status,
        case when t.status in ('refunded', 'chargeback') then t.updated_at else coalesce(t.confirmation_purchase_date, t.purchase_date, t.created_at) end,
        t.payment_type, t.transaction, t.full_price, t.produto_id, null::int, null::text, null::int, null::text, null::int, null::int, null::int
        from transacoes t where t.company_id = ${companyId} and t.lead_id = ${leadId}`,
    ],
    [
      ['credito'],
      sql`select 'credito:' || v.id, 'credito', v.origem, v.recuperada_em, case when v.revertida_em is null then 'creditada' else 'revertida' end,
        v.motivo_reversao, v.valor, v.produto_id, v.campanha_id, case when v.usuario_id is null then null else 'user' end, v.usuario_id,
        null::text, v.ticket_id, null::int, null::int
        from vendas_recuperadas v
        where v.company_id = ${companyId} and v.transacao_id in (select id from transacoes where company_id = ${companyId} and lead_id = ${leadId})`,
    ],
  ];
  if (addresses.length > 0)
    list.push([
      ['descadastro'],
      sql`select 'descadastro:' || d.id, 'descadastro', case when d.destino like '%@%' then 'email' else 'telefone' end, d.created_at,
        e.canal, null::text, null::numeric, c.produto_id, c.id, null::text, null::int, null::text, null::int, null::int, null::int
        from descadastros d left join envios e on e.id = d.envio_id left join campanhas c on c.id = e.campanha_id
        where d.company_id = ${companyId} and d.destino in (${sql.join(
          addresses.map((address) => sql`${address}`),
          sql`, `,
        )})`,
    ]);
  return list;
}

const COLUMNS = sql.raw(
  'id, tipo, evento, em, situacao, detalhe, valor, produto_id, campanha_id, autor_type, autor_id, autor_nome, ticket_id, aberturas, cliques',
);

interface Row {
  id: string;
  tipo: LeadTimelineKind;
  evento: string;
  em: Date | string;
  situacao: string | null;
  detalhe: string | null;
  valor: string | number | null;
  produto_id: number | null;
  produto_nome: string | null;
  produto_cor: string | null;
  campanha_id: number | null;
  campanha_nome: string | null;
  campanha_tipo: CampaignKind | null;
  autor_type: ActorType | null;
  autor_id: number | null;
  autor_nome: string | null;
  user_name: string | null;
  user_avatar: string | null;
  ticket_id: number | null;
  aberturas: number | null;
  cliques: number | null;
  acao: ActivityKind | null;
  valores: ActivityValues | null;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

function toEntry(row: Row): LeadTimelineEntry {
  const user = row.autor_type === 'user' && row.autor_id !== null && row.user_name !== null;
  return {
    id: row.id,
    tipo: row.tipo,
    evento: row.evento,
    em: new Date(row.em).toISOString(),
    situacao: row.situacao,
    detalhe: row.detalhe,
    valor: row.valor === null ? null : Number(row.valor),
    produto:
      row.produto_id !== null && row.produto_nome !== null
        ? { id: row.produto_id, nome: row.produto_nome, cor: row.produto_cor ?? '' }
        : null,
    campanha:
      row.campanha_id !== null && row.campanha_nome !== null && row.campanha_tipo !== null
        ? { id: row.campanha_id, nome: row.campanha_nome, tipo: row.campanha_tipo }
        : null,
    autor:
      row.autor_type === null
        ? null
        : actorOf(
            row.autor_type,
            row.autor_id,
            row.autor_nome,
            user ? { id: row.autor_id!, name: row.user_name!, avatar: row.user_avatar } : null,
          ),
    ticket_id: row.ticket_id,
    aberturas: row.aberturas,
    cliques: row.cliques,
    // The history's entries say what happened by kind (the app words it); other entries have none.
    ...(row.id.startsWith('atividade:') && { acao: row.acao, valores: row.valores ?? {} }),
  };
}

/** A send's opens or clicks, counted for the page's sends only (the count of the whole story needs none of them). */
const opened = (evento: 'aberto' | 'clicou') =>
  sql`case when e.tipo = 'envio' then (select count(*)::int from envio_eventos ev where ev.envio_id = split_part(e.id, ':', 2)::int and ev.evento = ${evento}) end`;

/** `GET /leads/{id}/linha-do-tempo`: everything that happened to the lead, newest first, one kind or all. */
export async function leadTimeline(
  db: Database,
  companyId: number,
  leadId: number,
  q: TimelineQuery,
): Promise<Paginator<LeadTimelineEntry>> {
  const lead = await findLead(db, companyId, leadId);
  const addresses = lead.anonimizado_em ? [] : optOutAddresses(lead);
  const chosen = branches(companyId, leadId, addresses).filter(([kinds]) => !q.tipo || kinds.includes(q.tipo));
  const union = sql.join(
    chosen.map(([, branch]) => branch),
    sql` union all `,
  );
  // The history's branch holds three kinds: a filter on one of them is applied to the union's rows.
  const kind = q.tipo ? sql`where tipo = ${q.tipo}` : sql``;
  const events = sql`(select * from (${union}) as u(${COLUMNS}) ${kind})`;
  return paginate(
    q,
    async ({ limit, offset }) =>
      rowsOf<Row>(
        await db.execute(sql`
          select e.id, e.tipo, e.evento, e.em, e.situacao, e.detalhe, e.valor, e.produto_id, e.campanha_id, e.autor_type, e.autor_id,
            e.autor_nome, e.ticket_id, ${opened('aberto')} as aberturas, ${opened('clicou')} as cliques,
            p.nome as produto_nome, p.cor as produto_cor, c.nome as campanha_nome, c.tipo as campanha_tipo,
            us.name as user_name, us.avatar as user_avatar, a.acao, a.valores
          from (select * from ${events} as ev order by em desc, id desc limit ${limit} offset ${offset}) e
          left join produtos p on p.id = e.produto_id
          left join campanhas c on c.id = e.campanha_id
          left join users us on e.autor_type = 'user' and us.id = e.autor_id
          left join atividades a on e.id like 'atividade:%' and a.company_id = ${companyId} and a.id = split_part(e.id, ':', 2)::int
          order by e.em desc, e.id desc`),
      ),
    db.execute(sql`select count(*)::int as n from ${events} as ev`).then((result) => rowsOf<{ n: number }>(result)),
    (rows) => rows.map(toEntry),
  );
}
