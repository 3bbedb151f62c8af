/**
 * List-endpoint latency with 100 000 rows in one company's table (architecture §9: p95 ≤ 50 ms for page 1 of
 * 25 rows). Seeds the demo data, bulk-inserts products, leads with one ticket each (and its "created" history
 * entry), members and audit entries, and a cart campaign's contacts and sends (one each per lead) into `aurora`, then
 * times requests through the real app
 * (routing, auth, permission check, SQL, JSON) — no network. PGlite in memory by default;
 * BENCH_DATABASE_URL=postgres://... for PostgreSQL (the database is wiped first).
 *
 *   pnpm --filter @retoma/api bench            # PGlite
 *   BENCH_DATABASE_URL=postgres://retoma:retoma@127.0.0.1:5432/retoma_bench pnpm --filter @retoma/api bench
 *   BENCH_ONLY=refunded,whatsapp ...                                      # only the cases so named
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { campanhas, catalogos, companies, contas, produtos, roles, users } from '../db/schema';
import { seed } from '../db/seed';
import { benchApp, percentile } from './harness';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 60);
const BUDGET_MS = 50;

async function open(): Promise<DatabaseHandle> {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) return openDatabase({ memory: true });
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query('drop schema if exists drizzle cascade; drop schema if exists public cascade; create schema public;');
  await admin.end();
  return openDatabase({ url });
}

const handle = await open();
const { db } = handle;
await seed(db);
const [aurora] = await db.select().from(companies).where(eq(companies.slug, 'aurora'));
const [conta] = await db.select().from(contas).where(eq(contas.companyId, aurora!.id)).limit(1);
const started = performance.now();
await db.execute(sql`
  insert into produtos (company_id, conta_id, nome, status, preco, cod_produto, checkout, cor, created_at)
  select ${aurora!.id}, ${conta!.id}, 'Produto de teste ' || lpad(i::text, 6, '0'), i % 5 <> 0, (i % 900) + 19.9,
         (2000000 + i)::text, 'BENCH' || i, '#3598DB', now() - (i || ' minutes')::interval
  from generate_series(1, ${ROWS}) as i`);
const insertMs = Math.round(performance.now() - started);

// Tickets: one lead per ticket, on the demo's active products, a quarter in each status, each with its history entry.
const ticketsStarted = performance.now();
const [ana0] = await db.select().from(users).where(eq(users.email, 'admin@retoma.dev'));
const demoProdutos = (await db.select({ id: produtos.id }).from(produtos).where(eq(produtos.companyId, aurora!.id)).limit(4)).map(
  (p) => p.id,
);
const [origem] = await db.select({ id: catalogos.id }).from(catalogos).where(eq(catalogos.companyId, aurora!.id)).limit(1);
const produtoArray = sql.raw(`array[${demoProdutos.join(',')}]`);
await db.execute(sql`
  insert into leads (company_id, nome, email, ddi, ddd, telefone, created_at, updated_at)
  select ${aurora!.id}, 'Lead de teste ' || lpad(i::text, 6, '0'), 'lead' || i || '@bench.test', '55', '11', (900000000 + i)::text,
         now() - (i || ' minutes')::interval, now() - (i || ' minutes')::interval
  from generate_series(1, ${ROWS}) as i`);
await db.execute(sql`
  insert into lead_produtos (company_id, lead_id, produto_id, created_at)
  select company_id, id, (${produtoArray})[1 + id % ${demoProdutos.length}], created_at from leads
  where company_id = ${aurora!.id} and email like '%@bench.test'`);
await db.execute(sql`
  insert into tickets (company_id, lead_id, produto_id, lead_produto_id, origem_id, status, responsavel_type, responsavel_id, created_at, updated_at)
  select company_id, lead_id, produto_id, id, ${origem!.id}, (id % 4)::smallint, 'user', ${ana0!.id}, created_at, created_at from lead_produtos
  where company_id = ${aurora!.id} and lead_id in (select id from leads where email like '%@bench.test')`);
await db.execute(sql`
  insert into atividades (company_id, lead_id, ticket_id, evento, acao, causer_type, causer_id, created_at)
  select company_id, lead_id, id, 'criado', 'ticket_created', 'user', ${ana0!.id}, created_at from tickets
  where company_id = ${aurora!.id} and lead_id in (select id from leads where email like '%@bench.test')`);
const ticketsMs = Math.round(performance.now() - ticketsStarted);

// Members: as many people in the company, a tenth still invited, each with the Atendente role; and as many
// entries in its audit trail, by the administrator.
const membersStarted = performance.now();
const [atendente] = await db.select({ id: roles.id }).from(roles).where(eq(roles.nome, 'Atendente')).limit(1);
await db.execute(sql`
  insert into users (name, email, password_hash, created_at, updated_at)
  select 'Pessoa de teste ' || lpad(i::text, 6, '0'), 'pessoa' || i || '@bench.test', 'x', now(), now()
  from generate_series(1, ${ROWS}) as i`);
await db.execute(sql`
  insert into company_user (company_id, user_id, role_id, status)
  select ${aurora!.id}, id, ${atendente!.id}, case when id % 10 = 0 then 'pending' else 'active' end
  from users where email like '%@bench.test'`);
await db.execute(sql`
  insert into audit_log (company_id, actor_id, area, action, entity_id, label, changes, created_at)
  select ${aurora!.id}, ${ana0!.id}, (array['roles','members','accounts','products','links'])[1 + i % 5], 'update', i,
         'Registro ' || i, '[{"field":"nome","before":"A","after":"B"}]'::jsonb, now() - (i || ' seconds')::interval
  from generate_series(1, ${ROWS}) as i`);
const membersMs = Math.round(performance.now() - membersStarted);

// The demo cart campaign: every bench lead a contact (a fifth still active), each with one send — four in five gone
// out over the last 60 days by e-mail or SMS, the rest scheduled over the next days.
const campaignStarted = performance.now();
const [carrinho] = await db
  .select({ id: campanhas.id })
  .from(campanhas)
  .where(and(eq(campanhas.companyId, aurora!.id), eq(campanhas.tipo, 'carrinho')))
  .orderBy(asc(campanhas.id))
  .limit(1);
await db.execute(sql`
  insert into campanha_contatos (company_id, campanha_id, lead_id, situacao, created_at, saiu_em)
  select company_id, ${carrinho!.id}, id, case when id % 5 = 0 then 'ativo' else 'concluido' end, created_at,
         case when id % 5 = 0 then null else created_at + interval '3 days' end
  from leads where company_id = ${aurora!.id} and email like '%@bench.test'`);
await db.execute(sql`
  insert into envios (company_id, campanha_id, contato_id, canal, situacao, previsto_para, enviado_em, destino, assunto)
  select c.company_id, c.campanha_id, c.id, case when c.id % 2 = 0 then 'email' else 'sms' end,
         case when c.id % 5 = 0 then 'agendado' else 'enviado' end,
         now() + ((c.id % 5000) || ' minutes')::interval - interval '60 days' * (c.id % 5 <> 0)::int,
         case when c.id % 5 = 0 then null else now() - ((c.id % 86400) || ' minutes')::interval end,
         l.email, 'Esqueceu algo no carrinho?'
  from campanha_contatos c join leads l on l.id = c.lead_id
  where c.campanha_id = ${carrinho!.id} and l.email like '%@bench.test'`);
const campaignMs = Math.round(performance.now() - campaignStarted);

// Commissions: each bench lead's sale (a transaction of its product) claimed by one of 200 bench people — a tenth
// rejected, a tenth pending, the rest approved —, one commission per claim, ten orders per person (half paid) holding
// a third of the commissions, a tenth of the rest held in their warranty.
const commissionsStarted = performance.now();
const benchPeople = sql`array(select id from users where email like 'pessoa%@bench.test' order by id limit 200)`;
await db.execute(sql`
  insert into transacoes (company_id, lead_id, lead_produto_id, produto_id, transaction, status, payment_type, full_price, cms_vendor,
                          cms_marketplace, purchase_date, created_at, updated_at)
  select lp.company_id, lp.lead_id, lp.id, lp.produto_id, 'BCOM' || lp.id, 'approved', 'credit_card', 97, 87.4, 9.6, lp.created_at,
         lp.created_at, lp.created_at
  from lead_produtos lp join leads l on l.id = lp.lead_id where lp.company_id = ${aurora!.id} and l.email like '%@bench.test'`);
await db.execute(sql`
  insert into pre_comissoes (company_id, transacao_id, lead_id, lead_produto_id, produto_id, criador_type, criador_id, criador_nome,
                             criador_user_id, atendente_id, valor_venda, comissao_criador, comissao_atendente, situacao, created_at, updated_at)
  select t.company_id, t.id, t.lead_id, t.lead_produto_id, t.produto_id, 'user', p.person, 'Pessoa de teste', p.person, p.person, 97,
         4.85, 9.7, case when t.id % 10 = 0 then 'reprovada' when t.id % 10 = 1 then 'pendente' else 'aprovada' end, t.created_at, t.created_at
  from transacoes t cross join lateral (select (${benchPeople})[1 + t.id % 200] as person) p
  where t.company_id = ${aurora!.id} and t.transaction like 'BCOM%'`);
await db.execute(sql`
  insert into ordens_pagamento (company_id, user_id, total, paga_em, created_at, updated_at)
  select ${aurora!.id}, person, 0, case when k % 2 = 0 then now() - (k || ' days')::interval end, now() - (k || ' days')::interval, now()
  from unnest(${benchPeople}) as person cross join generate_series(0, 9) as k`);
await db.execute(sql`
  insert into comissoes (company_id, user_id, pre_comissao_id, lead_id, produto_id, natureza, valor, retida_ate, created_at, updated_at)
  select company_id, atendente_id, id, lead_id, produto_id, case when id % 2 = 0 then 'atendimento' else 'insercao' end, 9.7,
         case when id % 10 = 5 then now() + interval '5 days' end, created_at, created_at
  from pre_comissoes where company_id = ${aurora!.id} and criador_nome = 'Pessoa de teste'`);
await db.execute(sql`
  update comissoes c set ordem_id = o.id
  from ordens_pagamento o
  where c.company_id = ${aurora!.id} and c.id % 3 = 0 and o.company_id = c.company_id and o.user_id = c.user_id and o.id % 10 = c.id % 10
    and c.retida_ate is null`);
await db.execute(sql`
  update ordens_pagamento o set total = coalesce((select sum(valor) from comissoes where ordem_id = o.id), 0)
  where o.company_id = ${aurora!.id}`);
const [benchPerson] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'pessoa42@bench.test'));
const commissionsMs = Math.round(performance.now() - commissionsStarted);
// Leads: every bench lead a CPF (for the list's search), and one lead with a long story for its timeline — 2 000
// history entries, 300 campaign sends with opens, 200 purchases — so the timeline's union sorts many rows of one lead.
const leadsStarted = performance.now();
await db.execute(
  sql`update leads set cpf = lpad((10000000000 + id)::text, 11, '0') where company_id = ${aurora!.id} and email like '%@bench.test'`,
);
const [storied] = await db
  .execute<{ id: number; lp: number; contato: number }>(
    sql`
  select l.id, lp.id as lp, c.id as contato from leads l join lead_produtos lp on lp.lead_id = l.id
  join campanha_contatos c on c.lead_id = l.id where l.email = 'lead42@bench.test' limit 1`,
  )
  .then((r) => (r as unknown as { rows: Array<{ id: number; lp: number; contato: number }> }).rows);
await db.execute(sql`
  insert into atividades (company_id, lead_id, evento, acao, causer_type, causer_id, created_at)
  select ${aurora!.id}, ${storied!.id}, 'whatsapp', 'whatsapp_sent', 'user', ${ana0!.id}, now() - (i || ' hours')::interval
  from generate_series(1, 2000) as i`);
await db.execute(sql`
  insert into envios (company_id, campanha_id, contato_id, canal, situacao, previsto_para, enviado_em, destino, assunto)
  select ${aurora!.id}, ${carrinho!.id}, ${storied!.contato}, 'email', 'enviado', now() - (i || ' hours')::interval, now() - (i || ' hours')::interval,
         'lead42@bench.test', 'Esqueceu algo no carrinho?'
  from generate_series(1, 300) as i`);
await db.execute(sql`
  insert into envio_eventos (company_id, envio_id, evento, created_at)
  select company_id, id, 'aberto', enviado_em + interval '1 hour' from envios where contato_id = ${storied!.contato}`);
await db.execute(sql`
  insert into transacoes (company_id, lead_id, lead_produto_id, produto_id, transaction, status, payment_type, full_price, cms_vendor,
                          cms_marketplace, purchase_date, created_at, updated_at)
  select ${aurora!.id}, ${storied!.id}, ${storied!.lp}, ${demoProdutos[0]}, 'BLEAD' || i, case when i % 4 = 0 then 'refunded' else 'approved' end,
         'credit_card', 97, 87.4, 9.6, now() - (i || ' days')::interval, now() - (i || ' days')::interval, now()
  from generate_series(1, 200) as i`);
const leadsMs = Math.round(performance.now() - leadsStarted);
// Transactions: three more purchases per bench lead (300 000 at 100 000 leads), received over the last 90 days, of
// every status and payment type; and a tenth of the bench leads in the demo WhatsApp campaign's list, half answered.
const transactionsStarted = performance.now();
await db.execute(sql`
  insert into transacoes (company_id, lead_id, lead_produto_id, produto_id, transaction, status, payment_type, full_price, cms_vendor,
                          cms_marketplace, purchase_date, created_at, updated_at)
  select lp.company_id, lp.lead_id, lp.id, lp.produto_id, 'BTX' || lp.id || '-' || k,
         (array['approved','approved','approved','billet_printed','canceled','refunded','expired','completed'])[1 + (lp.id + k) % 8],
         (array['credit_card','credit_card','billet','pix','paypal'])[1 + (lp.id * 3 + k) % 5],
         97 + (lp.id % 50), 87.4 + (lp.id % 50), 9.6, now() - ((lp.id * 3 + k) % 129600 || ' minutes')::interval,
         now() - ((lp.id * 3 + k) % 129600 || ' minutes')::interval, now()
  from lead_produtos lp join leads l on l.id = lp.lead_id cross join generate_series(0, 2) as k
  where lp.company_id = ${aurora!.id} and l.email like '%@bench.test'`);
const [whatsappCampanha] = await db
  .select({ id: campanhas.id })
  .from(campanhas)
  .where(and(eq(campanhas.companyId, aurora!.id), eq(campanhas.tipo, 'whatsapp')))
  .orderBy(asc(campanhas.id))
  .limit(1);
await db.execute(sql`
  insert into campanha_contatos (company_id, campanha_id, lead_id, created_at)
  select company_id, ${whatsappCampanha!.id}, id, created_at from leads
  where company_id = ${aurora!.id} and email like '%@bench.test' and id % 10 = 0`);
await db.execute(sql`
  insert into campanha_contato_respostas (company_id, contato_id, usuario_id, mensagem, created_at)
  select company_id, id, ${ana0!.id}, 'Oi! Posso ajudar?', created_at + interval '1 hour' from campanha_contatos
  where campanha_id = ${whatsappCampanha!.id} and id % 2 = 0`);
const transactionsMs = Math.round(performance.now() - transactionsStarted);
// The steady state autovacuum keeps: statistics, and the visibility map index-only scans need (the seeding updated
// every lead once, through the purchase and origin triggers).
await db.execute(sql`vacuum analyze`);
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const history = `/api/aurora/campanha_carrinho_historicos?campanha_id=${carrinho!.id}&per_page=25&dt_inicio=${day(-29)}&dt_fim=${day(0)}`;
const contacts = `/api/aurora/campanha_carrinho_contatos?campanha_id=${carrinho!.id}&per_page=25`;

const { app, bearer } = benchApp(db);
const [ana] = await db.select().from(users).where(eq(users.email, 'admin@retoma.dev'));
const authorization = await bearer(ana!.id);

const cases = [
  { name: 'baseline: auth + scope only', path: '/api/aurora/my_company' },
  { name: 'page 1 (25 rows)', path: '/api/aurora/produtos?per_page=25' },
  { name: 'search', path: '/api/aurora/produtos?per_page=25&search=teste%20042' },
  { name: 'status=1, sorted by -preco', path: '/api/aurora/produtos?per_page=25&status=1&sort=-preco' },
  { name: 'one account, with commission', path: `/api/aurora/produtos?per_page=25&conta_id=${conta!.id}&hab_comissao=1` },
  { name: 'deep page (3000 of 25)', path: '/api/aurora/produtos?per_page=25&page=3000' },
  { name: 'tickets: open, page 1', path: '/api/aurora/ticketsAbertos?per_page=25' },
  { name: 'tickets: closed, page 1', path: '/api/aurora/ticketsFechados?per_page=25' },
  { name: 'tickets: all, page 1', path: '/api/aurora/tickets?per_page=25' },
  { name: 'tickets: search e-mail', path: '/api/aurora/tickets?per_page=25&search=lead4242%40bench' },
  { name: 'tickets: open, one product', path: `/api/aurora/ticketsAbertos?per_page=25&produto_id=${demoProdutos[0]}` },
  { name: 'tickets: deep page (3000)', path: '/api/aurora/tickets?per_page=25&page=3000' },
  { name: 'tickets: tab counters', path: '/api/aurora/ticketsNum' },
  { name: 'members: page 1', path: '/api/aurora/users_companies?per_page=25' },
  { name: 'members: search', path: '/api/aurora/users_companies?per_page=25&search=pessoa4242' },
  { name: 'members: invited, by e-mail', path: '/api/aurora/users_companies?per_page=25&status=pending&sort=email' },
  { name: 'members: deep page (3000)', path: '/api/aurora/users_companies?per_page=25&page=3000' },
  { name: 'audit: page 1', path: '/api/aurora/auditoria?per_page=25' },
  { name: 'audit: one area', path: '/api/aurora/auditoria?per_page=25&area=links' },
  { name: 'campaign history: 30 days', path: history },
  { name: 'campaign history: SMS, failed', path: `${history}&canal=sms&situacao=falhou` },
  { name: 'campaign history: search', path: `${history}&search=lead4242%40bench` },
  { name: 'campaign scheduled: page 1', path: `/api/aurora/campanha_carrinho_rastreio/${carrinho!.id}?per_page=25` },
  { name: 'campaign contacts: active', path: `${contacts}&filtro=ativos` },
  { name: 'campaign contacts: all', path: `${contacts}&filtro=todos` },
  { name: 'campaign contacts: search', path: `${contacts}&filtro=todos&search=lead4242%40bench` },
  { name: 'commissions: page 1, with the sum', path: '/api/aurora/comissaos?per_page=25' },
  { name: 'commissions: one person', path: `/api/aurora/comissaos?per_page=25&user_id=${benchPerson!.id}` },
  { name: 'commissions: search', path: '/api/aurora/comissaos?per_page=25&search=lead4242%40bench' },
  { name: 'commissions: people to order', path: '/api/aurora/comissaos/a-ordenar?per_page=25' },
  { name: 'pre-commissions: pending', path: '/api/aurora/pre_comissaos?per_page=25' },
  { name: 'pre-commissions: tab counts', path: '/api/aurora/pre_comissaos/contagem' },
  { name: 'orders: pending', path: '/api/aurora/ordems?per_page=25' },
  { name: 'orders: paid', path: '/api/aurora/ordems?per_page=25&pago=1' },
  { name: 'leads: page 1', path: '/api/aurora/leads?per_page=25' },
  { name: 'leads: search CPF (masked)', path: '/api/aurora/leads?per_page=25&search=100.000.042.42' },
  { name: 'leads: search e-mail', path: '/api/aurora/leads?per_page=25&search=lead4242%40bench' },
  { name: 'leads: bought, one product', path: `/api/aurora/leads?per_page=25&compra=comprou&produto_id=${demoProdutos[0]}` },
  { name: 'leads: by name, cart origin', path: '/api/aurora/leads?per_page=25&origem=carrinho&sort=nome' },
  { name: 'lead timeline: 2 500 events', path: `/api/aurora/leads/${storied!.id}/linha-do-tempo?per_page=25` },
  { name: 'lead timeline: purchases', path: `/api/aurora/leads/${storied!.id}/linha-do-tempo?per_page=25&tipo=transacao` },
  { name: 'transactions: 30 days, page 1', path: `/api/aurora/transacaos?per_page=25&dt_inicio=${day(-29)}&dt_fim=${day(0)}` },
  { name: 'transactions: search by code', path: '/api/aurora/transacaos?per_page=25&search=BTX4242-1' },
  {
    name: 'transactions: refunded, 30 days',
    path: `/api/aurora/transacaos?per_page=25&status=refunded&dt_inicio=${day(-29)}&dt_fim=${day(0)}`,
  },
  { name: 'whatsapp list: pending, page 1', path: '/api/aurora/whatsapplists?per_page=25' },
  { name: 'whatsapp list: tab counts', path: '/api/aurora/whatsapplists_numeros' },
];

const lines = [
  `${handle.driver}: ${ROWS.toLocaleString('en')} products inserted in ${insertMs} ms, ${ROWS.toLocaleString('en')} leads and tickets in ${ticketsMs} ms, ${ROWS.toLocaleString('en')} members and audit entries in ${membersMs} ms, ${ROWS.toLocaleString('en')} campaign contacts and sends in ${campaignMs} ms, ${ROWS.toLocaleString('en')} claims and commissions in ${commissionsMs} ms, lead CPFs and one lead's 2 500 events in ${leadsMs} ms; ${RUNS} runs per case (after 5 warm-up)`,
  `${(3 * ROWS).toLocaleString('en')} more transactions and ${(ROWS / 10).toLocaleString('en')} WhatsApp-list contacts in ${transactionsMs} ms`,
];
// BENCH_ONLY=refunded,whatsapp times only the cases whose name holds one of the words (the seeding is the same).
const only = process.env.BENCH_ONLY?.split(',').filter(Boolean);
for (const c of cases.filter((entry) => !only || only.some((word) => entry.name.includes(word)))) {
  const times: number[] = [];
  for (let i = 0; i < RUNS + 5; i += 1) {
    const t0 = performance.now();
    const res = await app.fetch(new Request(`http://bench${c.path}`, { headers: { authorization } }));
    await res.text();
    if (res.status !== 200) throw new Error(`${c.path} → ${res.status}`);
    if (i >= 5) times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const p95 = percentile(times, 95);
  lines.push(
    `  ${c.name.padEnd(30)} p50 ${percentile(times, 50).toFixed(1).padStart(6)} ms   p95 ${p95.toFixed(1).padStart(6)} ms   ${p95 <= BUDGET_MS ? 'within' : 'OVER'} the ${BUDGET_MS} ms budget`,
  );
}
process.stdout.write(`${lines.join('\n')}\n`);
await handle.close();
