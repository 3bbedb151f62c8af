import { eq, sql, desc, inArray, and } from 'drizzle-orm';
import { openDatabase } from '../db/client';
import { catalogos, companies, produtos, tickets, users } from '../db/schema';
import { seed } from '../db/seed';
import { selectTickets, toTickets } from '../services/tickets/read';
import { latestActivities } from '../services/tickets/history';

const ROWS = Number(process.env.ROWS ?? 30000);
const handle = await openDatabase({ memory: true });
const { db } = handle;
await seed(db);
const [aurora] = await db.select().from(companies).where(eq(companies.slug, 'aurora'));
const [ana0] = await db.select().from(users).where(eq(users.email, 'admin@retoma.dev'));
const demo = (await db.select({ id: produtos.id }).from(produtos).where(eq(produtos.companyId, aurora!.id)).limit(4)).map((p) => p.id);
const [origem] = await db.select({ id: catalogos.id }).from(catalogos).where(eq(catalogos.companyId, aurora!.id)).limit(1);
const arr = sql.raw(`array[${demo.join(',')}]`);
await db.execute(sql`insert into leads (company_id, nome, email, ddi, ddd, telefone, created_at, updated_at)
  select ${aurora!.id}, 'Lead ' || i, 'lead' || i || '@bench.test', '55', '11', (900000000 + i)::text, now() - (i || ' minutes')::interval, now() from generate_series(1, ${ROWS}) i`);
await db.execute(sql`insert into lead_produtos (company_id, lead_id, produto_id) select company_id, id, (${arr})[1 + id % 4] from leads where email like '%@bench.test'`);
await db.execute(sql`insert into tickets (company_id, lead_id, produto_id, lead_produto_id, origem_id, status, responsavel_type, responsavel_id, created_at, updated_at)
  select lp.company_id, lp.lead_id, lp.produto_id, lp.id, ${origem!.id}, (lp.id % 4)::smallint, 'user', ${ana0!.id}, l.created_at, l.created_at from lead_produtos lp join leads l on l.id = lp.lead_id where l.email like '%@bench.test'`);
await db.execute(sql`insert into atividades (company_id, lead_id, ticket_id, evento, description, causer_type, causer_id, created_at)
  select company_id, lead_id, id, 'criado', 'Ticket criado', 'user', ${ana0!.id}, created_at from tickets where company_id = ${aurora!.id}`);
await db.execute(sql`analyze`);
const t = async (name: string, fn: () => Promise<unknown>) => { const t0 = performance.now(); await fn(); await fn(); const t1 = performance.now(); await fn(); console.error(name, Math.round(performance.now() - t1), 'ms'); };
const explain = async (label: string, text: string) => {
  const plan = (await db.execute(sql.raw(`explain (analyze, costs off) ${text}`))) as unknown as { rows: Array<Record<string, string>> };
  console.error(`--- ${label}\n` + plan.rows.map((r) => Object.values(r)[0]).join('\n'));
};
const { listTickets, countTickets, listCondition } = await import('../services/tickets/list');
const { callerOf } = await import('../services/tickets/access');
const scope = { id: aurora!.id, slug: 'aurora', name: 'x', roleId: 1, role: 'Administrador', rules: {} };
const caller = await callerOf(db, scope, ana0!.id);
const base = { page: 1, per_page: 25 as const, search: undefined, sort: undefined };
const inline = (q: { sql: string; params: unknown[] }) =>
  q.sql.replace(/\$(\d+)/g, (_m: string, n: string) => {
    const v = q.params[Number(n) - 1];
    return typeof v === 'string' ? `'${v}'` : v instanceof Date ? `'${v.toISOString()}'` : String(v);
  });
for (const [label, tab, extra] of [['search', 'todos', { search: 'lead4242@bench' }], ['all', 'todos', {}], ['open', 'abertos', {}]] as const) {
  const w = listCondition(db, caller, tab, { ...base, ...extra });
  await explain(`${label} page`, inline(db.select({ id: tickets.id }).from(tickets).where(w).orderBy(desc(tickets.createdAt), desc(tickets.id)).limit(25).toSQL()));
  await explain(`${label} count`, inline(db.select({ n: sql`count(*)` }).from(tickets).where(w).toSQL()));
}
await t('open', () => listTickets(db, caller, 'abertos', base));
await t('all', () => listTickets(db, caller, 'todos', base));
await t('search', () => listTickets(db, caller, 'todos', { ...base, search: 'lead4242@bench' }));
await t('counts', () => countTickets(db, caller, { search: undefined }));
await handle.close();
