/**
 * Report latency on a year of one company's data (issue 18: each report's request p95 ≤ 200 ms for a 60-day
 * period). Seeds the demo data, then bulk-inserts into `aurora`, all in SQL with generate_series over the last 365
 * days: 300 000 leads, each with its product and ticket (a third attended twice; won, waiting, lost, with loss
 * reasons and scheduled returns, a few overdue), 1 000 000 transactions of every status, the engine's credits
 * (vendas_recuperadas) for an eighth of them — campaign steps, agents' won tickets and links, some refunded or
 * charged back — with the commissions of the agents' ones, and the campaigns' contacts, sends, opens and clicks.
 * Then times each report's request for the last 60 days through the real app (routing, auth, permission, SQL,
 * JSON) — no network. PostgreSQL only (BENCH_DATABASE_URL; the database is wiped first): the budget is production's.
 *
 *   BENCH_DATABASE_URL=postgres://retoma:retoma@127.0.0.1:5432/retoma_bench pnpm --filter @retoma/api bench:reports
 *   BENCH_SCALE=0.05 …   # a twentieth of the rows, to try the bench itself
 */
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, rowsOf } from '../db/client';
import { companies, produtos, roles, users } from '../db/schema';
import { seed } from '../db/seed';
import { benchApp, timeRequests } from './harness';

const SCALE = Number(process.env.BENCH_SCALE ?? 1);
const TRANSACTIONS = Math.round(1_000_000 * SCALE);
const TICKETS = Math.round(300_000 * SCALE);
const AGENTS = 40;
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const BUDGET_MS = 200;
const YEAR_MINUTES = 365 * 1440;

const url = process.env.BENCH_DATABASE_URL;
if (!url) {
  process.stdout.write('Reports bench: no BENCH_DATABASE_URL, nothing measured (the budget is for PostgreSQL).\n');
  process.exit(0);
}
// BENCH_REUSE=1 measures the year the last run left (migrated first: an index just added applies to it).
const reuse = process.env.BENCH_REUSE === '1';
if (!reuse) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query('drop schema if exists drizzle cascade; drop schema if exists public cascade; create schema public;');
  await admin.end();
}
const handle = await openDatabase({ url });
const { db } = handle;
if (!reuse) await seed(db);

const [aurora] = await db.select().from(companies).where(eq(companies.slug, 'aurora'));
const company = aurora!.id;
const productIds = (await db.select({ id: produtos.id }).from(produtos).where(eq(produtos.companyId, company))).map((p) => p.id);
const productArray = sql.raw(`array[${productIds.join(',')}]`);
const [atendente] = await db.select({ id: roles.id }).from(roles).where(eq(roles.nome, 'Atendente')).limit(1);
const timings: string[] = [];
async function step(label: string, ...statements: ReturnType<typeof sql>[]) {
  if (reuse) return;
  const started = performance.now();
  for (const statement of statements) await db.execute(statement);
  // The next step's statements read these rows: planned on fresh statistics, not on an empty table's.
  await db.execute(sql`analyze`);
  timings.push(`${label} ${Math.round(performance.now() - started)} ms`);
}

// A moment of the year, spread evenly and deterministically by a row's number.
const inYear = (n: ReturnType<typeof sql>) => sql`now() - ((((${n})::bigint * 7919) % ${YEAR_MINUTES}) || ' minutes')::interval`;
const agents = sql`array(select id from users where email like 'agente%@bench.test' order by id)`;

await step(
  'agents',
  sql`insert into users (name, email, password_hash, created_at, updated_at)
      select 'Agente de teste ' || i, 'agente' || i || '@bench.test', 'x', now(), now() from generate_series(1, ${AGENTS}) as i`,
  sql`insert into company_user (company_id, user_id, role_id, status)
      select ${company}, id, ${atendente!.id}, 'active' from users where email like 'agente%@bench.test'`,
);

// Leads, their product, and one ticket each: seven in ten closed a few hours to days after they were opened.
await step(
  `${TICKETS.toLocaleString('en')} leads and tickets`,
  sql`insert into leads (company_id, nome, email, ddi, ddd, telefone, created_at, updated_at)
      select ${company}, 'Lead de teste ' || i, 'blead' || i || '@bench.test', '55', '11', (900000000 + i)::text, ${inYear(sql`i`)}, now()
      from generate_series(1, ${TICKETS}) as i`,
  sql`insert into lead_produtos (company_id, lead_id, produto_id, created_at)
      select company_id, id, (${productArray})[1 + id % ${productIds.length}], created_at from leads
      where company_id = ${company} and email like 'blead%@bench.test'`,
  sql`insert into tickets (company_id, lead_id, produto_id, lead_produto_id, origem_id, status, responsavel_type, responsavel_id,
                           responsavel_nome, fechado_em, created_at, updated_at)
      select lp.company_id, lp.lead_id, lp.produto_id, lp.id,
             (select id from catalogos where company_id = ${company} and kind = 'origem' order by id limit 1),
             (case when lp.id % 10 < 7 then 2 else lp.id % 10 - 7 end)::smallint, 'campanha', 0, 'Campanha de teste',
             case when lp.id % 10 < 7 then least(now(), lp.created_at + ((lp.id % 96) || ' hours')::interval) end, lp.created_at, lp.created_at
      from lead_produtos lp join leads l on l.id = lp.lead_id
      where lp.company_id = ${company} and l.email like 'blead%@bench.test'`,
);

// Attendances: every ticket once, a third twice a day later; two in ten won, three waiting, five lost (with a reason).
await step(
  'attendances and returns',
  sql`insert into atendimentos (company_id, ticket_id, atendente_id, lead_id, lead_produto_id, produto_id, tipo, follow_up,
                                status_atendimento_id, tipo_de_perda_id, created_at)
      select t.company_id, t.id, a.agents[1 + t.id % ${AGENTS}], t.lead_id, t.lead_produto_id, t.produto_id, o.tipo, 'Atendimento de teste',
             (select id from status_de_finalizacao s where s.tipo = o.tipo and (s.company_id = ${company} or s.padrao) order by s.padrao, s.id limit 1),
             case when o.tipo = 'perdeu' then (select array_agg(id order by id) from catalogos where company_id = ${company} and kind = 'motivo_perda')[1 + t.id % 3] end,
             least(now(), t.created_at + ((k * 24 + 1 + t.id % 20) || ' hours')::interval)
      from tickets t cross join (select ${agents} as agents) a cross join generate_series(0, 1) as k
      cross join lateral (select (array['ganhou','ganhou','aguardando','aguardando','aguardando','perdeu','perdeu','perdeu','perdeu','perdeu'])[1 + (t.id + k) % 10] as tipo) o
      where t.company_id = ${company} and t.responsavel_nome = 'Campanha de teste' and (k = 0 or t.id % 3 = 0)`,
  // What finishing the first attendance keeps on the ticket.
  sql`update tickets t set primeiro_atendimento_em = a.primeiro
      from (select ticket_id, min(created_at) as primeiro from atendimentos where company_id = ${company} group by ticket_id) a
      where t.id = a.ticket_id and t.company_id = ${company}`,
  sql`insert into agendamentos (company_id, ticket_id, atendimento_id, lead_id, responsavel_id, data_agendamento, concluido_em, created_at, updated_at)
      select company_id, ticket_id, id, lead_id, atendente_id, created_at + interval '1 day',
             case when id % 50 <> 0 then least(now(), created_at + interval '25 hours') end, created_at, created_at
      from atendimentos where company_id = ${company} and tipo = 'aguardando' and follow_up = 'Atendimento de teste'`,
);

// Transactions: about three per lead and product, of every status and payment type, over the year.
await step(
  `${TRANSACTIONS.toLocaleString('en')} transactions`,
  sql`insert into transacoes (company_id, lead_id, lead_produto_id, produto_id, transaction, status, payment_type, full_price, cms_vendor,
                              cms_marketplace, purchase_date, created_at, updated_at)
      select lp.company_id, lp.lead_id, lp.id, lp.produto_id, 'BREL' || i,
             (array['approved','approved','approved','approved','approved','approved','approved','approved','approved','approved',
                    'approved','completed','refunded','chargeback','billet_printed','billet_printed','canceled','canceled','expired','started'])[1 + i % 20],
             (array['credit_card','credit_card','credit_card','billet','pix','pix','paypal'])[1 + (i / 20) % 7],
             97 + (i % 400) + (i % 100) / 100.0, 87 + (i % 400), 9.6, ${inYear(sql`i`)}, ${inYear(sql`i`)}, now()
      from generate_series(1, ${TRANSACTIONS}) as i
      join (select id, lead_id, produto_id, company_id, row_number() over (order by id) - 1 as n
            from lead_produtos where company_id = ${company} and lead_id in (select id from leads where email like 'blead%@bench.test')) lp
        on lp.n = i % ${TICKETS}`,
);

// The engine's credits: an eighth of the sales that went through (a sixth of the approved, completed, refunded
// and charged back ones) — six in ten to a campaign step, three to an agent's won ticket, one to an agent's link —
// reversed when the sale was refunded or charged back; each agent's sale with its commission.
const campaignSteps = sql`(select p.campanha_id, p.id as passo_id, p.canal,
                                  dense_rank() over (order by p.campanha_id) - 1 as c,
                                  row_number() over (partition by p.campanha_id order by p.canal, p.posicao) - 1 as n,
                                  count(*) over (partition by p.campanha_id) as total
                           from campanha_passos p join campanhas ca on ca.id = p.campanha_id where ca.company_id = ${company})`;
const campaignCount = sql`(select count(distinct p.campanha_id) from campanha_passos p join campanhas ca on ca.id = p.campanha_id where ca.company_id = ${company})`;
await step(
  'credits and commissions',
  sql`insert into vendas_recuperadas (company_id, transacao_id, lead_id, produto_id, valor, origem, campanha_id, passo_id, usuario_id, ticket_id,
                                      recuperada_em, revertida_em, motivo_reversao, created_at, updated_at)
      select t.company_id, t.id, t.lead_id, t.produto_id, t.full_price, o.origem,
             s.campanha_id, s.passo_id,
             case when o.origem <> 'campanha' then a.agents[1 + t.id % ${AGENTS}] end,
             k.id,
             t.created_at,
             case when t.status in ('refunded', 'chargeback') then least(now(), t.created_at + interval '3 days') end,
             case t.status when 'refunded' then 'PURCHASE_REFUNDED' when 'chargeback' then 'PURCHASE_CHARGEBACK' end,
             t.created_at, t.created_at
      from transacoes t cross join (select ${agents} as agents) a
      cross join lateral (select (array['campanha','campanha','campanha','campanha','campanha','campanha','ticket','ticket','ticket','link_agente'])[1 + (t.id / 6) % 10] as origem) o
      left join ${campaignSteps} s on o.origem = 'campanha' and s.c = (t.id / 60) % ${campaignCount} and s.n = (t.id / 7) % s.total
      left join tickets k on o.origem = 'ticket' and k.company_id = t.company_id and k.lead_produto_id = t.lead_produto_id
      where t.company_id = ${company} and t.transaction like 'BREL%' and t.status in ('approved', 'completed', 'refunded', 'chargeback')
        and t.id % 6 = 0`,
  sql`insert into comissoes (company_id, user_id, lead_id, produto_id, natureza, valor, estornada_em, created_at, updated_at)
      select company_id, usuario_id, lead_id, produto_id, 'atendimento', round(valor * 0.1, 2), revertida_em, recuperada_em, recuperada_em
      from vendas_recuperadas
      where company_id = ${company} and usuario_id is not null and transacao_id in (select id from transacoes where transaction like 'BREL%')`,
);

// The campaigns' side: each lead entered one campaign when its ticket was opened; two of its steps went out, a
// third of the sends opened and a tenth clicked.
await step(
  'campaign contacts, sends, opens and clicks',
  sql`insert into campanha_contatos (company_id, campanha_id, lead_id, lead_produto_id, situacao, created_at, saiu_em)
      select t.company_id, s.campanha_id, t.lead_id, t.lead_produto_id, 'concluido', t.created_at, least(now(), t.created_at + interval '5 days')
      from tickets t join ${campaignSteps} s on s.n = 0 and s.c = t.id % ${campaignCount}
      where t.company_id = ${company} and t.responsavel_nome = 'Campanha de teste'`,
  sql`insert into envios (company_id, campanha_id, contato_id, passo_id, canal, situacao, previsto_para, enviado_em, destino, assunto)
      select c.company_id, c.campanha_id, c.id, s.passo_id, s.canal, 'enviado', e.at, e.at, 'blead@bench.test', 'Esqueceu algo no carrinho?'
      from campanha_contatos c join ${campaignSteps} s on s.campanha_id = c.campanha_id and s.n < 2
      cross join lateral (select least(now(), c.created_at + (s.n * 20 + 1 || ' hours')::interval) as at) e
      where c.company_id = ${company} and c.lead_produto_id in (select lead_produto_id from tickets where responsavel_nome = 'Campanha de teste')`,
  sql`insert into envio_eventos (company_id, envio_id, evento, created_at)
      select company_id, id, 'aberto', least(now(), enviado_em + interval '2 hours') from envios
      where company_id = ${company} and destino = 'blead@bench.test' and id % 3 = 0`,
  sql`insert into envio_eventos (company_id, envio_id, evento, detalhe, created_at)
      select company_id, id, 'clicou', 'https://pay.example/checkout', least(now(), enviado_em + interval '3 hours') from envios
      where company_id = ${company} and destino = 'blead@bench.test' and id % 10 = 0`,
);
if (!reuse) await db.execute(sql`vacuum analyze`);

const [counts] = rowsOf<Record<string, string>>(
  await db.execute(sql`select
  (select count(*) from transacoes where company_id = ${company}) as transacoes,
  (select count(*) from tickets where company_id = ${company}) as tickets,
  (select count(*) from atendimentos where company_id = ${company}) as atendimentos,
  (select count(*) from vendas_recuperadas where company_id = ${company}) as creditos,
  (select count(*) from comissoes where company_id = ${company}) as comissoes,
  (select count(*) from envios where company_id = ${company}) as envios,
  (select count(*) from envio_eventos where company_id = ${company}) as eventos`),
);

const { app, bearer } = benchApp(db);
const [ana] = await db.select().from(users).where(eq(users.email, 'admin@retoma.dev'));
const [agent] = await db.select().from(users).where(eq(users.email, 'agente7@bench.test'));
const manager = await bearer(ana!.id);

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const period = `dt_inicio=${day(-59)}&dt_fim=${day(0)}`;
const cases = [
  { name: 'recovered sales, 60 days', path: `/api/aurora/relatorio-vendas?${period}` },
  { name: 'recovered sales, one product', path: `/api/aurora/relatorio-vendas?${period}&produtos=${productIds[0]}` },
  { name: 'per person, 60 days', path: `/api/aurora/relatorio-vendas-usuario?${period}` },
  { name: 'per person, one agent', path: `/api/aurora/relatorio-vendas-usuario?${period}&usuarios=${agent!.id}` },
  { name: 'tickets, 60 days', path: `/api/aurora/relatorio-tickets?${period}` },
  { name: 'tickets, one agent', path: `/api/aurora/relatorio-tickets?${period}&usuarios=${agent!.id}` },
  { name: 'plans funnel, 60 days', path: `/api/aurora/relatorio-planos?${period}` },
  { name: "an agent's own sales, 60 days", path: `/api/aurora/relatorio-minhas-vendas?${period}`, as: agent!.id },
];

const lines = [
  `${handle.driver}: ${Object.entries(counts!)
    .map(([table, n]) => `${Number(n).toLocaleString('en')} ${table}`)
    .join(', ')} in aurora`,
  `${reuse ? "the last run's data" : `seeded: ${timings.join(', ')}`}; ${RUNS} runs per case (after 3 warm-up)`,
];
for (const c of cases) {
  const { p50, p95 } = await timeRequests(app, c.path, c.as ? await bearer(c.as) : manager, { runs: RUNS, warmup: 3 });
  lines.push(
    `  ${c.name.padEnd(32)} p50 ${p50.toFixed(1).padStart(6)} ms   p95 ${p95.toFixed(1).padStart(6)} ms   ${p95 <= BUDGET_MS ? 'within' : 'OVER'} the ${BUDGET_MS} ms budget`,
  );
}
process.stdout.write(`${lines.join('\n')}\n`);
await handle.close();
