import type { TransactionStatus } from '@retoma/api-client';
import { and, eq, sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../db/client';
import { companies, leadProdutos, leads, platformEvents, produtos, recuperacaoConfig, transacoes } from '../db/schema';
import type { NormalisedEvent } from '../platforms';
import { splitPhone } from '../services/tickets/write';
import { engineSettingsColumns, toEngineSettings } from './config';
import { enrol, startsCampaign } from './enrol';
import { creditPurchase, reverseCredit, stopForPurchase } from './purchase';

const DAY = 86_400_000;

/**
 * How far along a purchase a status is: a late event of an earlier stage (a printed boleto after the approval)
 * never takes a transaction back. Refunds and chargebacks are final.
 */
const STAGE: Partial<Record<TransactionStatus, number>> = { approved: 2, dispute: 2, completed: 3, refunded: 4, chargeback: 4 };
const stageOf = (status: TransactionStatus) => STAGE[status] ?? 1;
/** A paid sale: approved, completed, or contested by the buyer (still paid until the platform decides). */
const PAID: readonly TransactionStatus[] = ['approved', 'completed', 'dispute'];

/**
 * Whether an event's status replaces the transaction's. Forward by stage; besides, a dispute is not a stage after
 * the payment but a state beside it: the buyer may contest an approved or completed sale, and the platform's next
 * approval or completion is the dispute decided for the seller, which ends it (a refund or chargeback ends it the
 * other way, by stage).
 */
function moves(from: TransactionStatus, to: TransactionStatus): boolean {
  if ((from === 'dispute' || to === 'dispute') && PAID.includes(from) && PAID.includes(to)) return true;
  return stageOf(to) >= stageOf(from);
}

/** `queued`: kept, to be applied by a worker (the process was busy applying others: see eventQueue.ts). */
export type IntakeOutcome = 'processed' | 'ignored' | 'replayed' | 'queued';

export interface IntakeResult {
  outcome: IntakeOutcome;
  /** Why an event changed nothing, in words a manager can act on (the account's event log keeps it). */
  note?: string;
}

export interface Account {
  id: number;
  companyId: number;
}

/**
 * The company's lead with this e-mail (created when new and completed with what the platform tells of it) and its
 * pair with the product, in one statement on the unique indexes, so two events of one new buyer end with one lead.
 * With `boughtSince`, it also says whether the lead bought the product since then (or after: an approval that came
 * first; a sale in dispute is still bought) — what decides whether an abandonment starts a campaign.
 */
async function upsertLeadProduct(
  db: Database,
  ids: { companyId: number; produtoId: number },
  event: NormalisedEvent,
  boughtSince: Date | null,
): Promise<{ leadId: number; leadProdutoId: number; bought: boolean }> {
  const { buyer } = event;
  const ddi = buyer.phone ? buyer.phone.ddi || '55' : '55';
  const phone = buyer.phone ? splitPhone(ddi, buyer.phone.number) : null;
  const bought = boughtSince
    ? sql`exists (
        select 1 from ${transacoes} t
        where t.company_id = ${ids.companyId} and t.lead_produto_id = pair.id and t.status in ${PAID}
          and coalesce(t.confirmation_purchase_date, t.purchase_date, t.created_at) >= ${boughtSince})`
    : sql`false`;
  const result = await db.execute(sql`
    with lead as (
      insert into ${leads} (company_id, nome, email, cpf, ddi, ddd, telefone)
      values (${ids.companyId}, ${buyer.name}, ${buyer.email}, ${buyer.document}, ${ddi}, ${phone?.ddd ?? ''}, ${phone?.telefone ?? ''})
      on conflict (company_id, lower(email)) do update set
        nome = excluded.nome,
        cpf = coalesce(excluded.cpf, ${leads}.cpf),
        ddi = ${phone ? sql`excluded.ddi` : sql`${leads}.ddi`},
        ddd = ${phone ? sql`excluded.ddd` : sql`${leads}.ddd`},
        telefone = ${phone ? sql`excluded.telefone` : sql`${leads}.telefone`},
        updated_at = now()
      returning id
    ), pair as (
      -- A no-op update on conflict, so the existing pair's id comes back too.
      insert into ${leadProdutos} (company_id, lead_id, produto_id)
      select ${ids.companyId}, lead.id, ${ids.produtoId} from lead
      on conflict (company_id, lead_id, produto_id) do update set lead_id = excluded.lead_id
      returning id, lead_id
    )
    select pair.lead_id, pair.id as lead_produto_id, ${bought} as bought from pair`);
  const [row] = rowsOf<{ lead_id: number; lead_produto_id: number; bought: boolean }>(result);
  return { leadId: Number(row!.lead_id), leadProdutoId: Number(row!.lead_produto_id), bought: row!.bought };
}

/** The product the event names on this account, and the company's engine settings: one query. */
async function eventContext(db: Database, account: Account, productCode: string) {
  const [row] = await db
    .select({ ...engineSettingsColumns, produtoId: produtos.id })
    .from(companies)
    .leftJoin(recuperacaoConfig, eq(recuperacaoConfig.companyId, companies.id))
    .leftJoin(produtos, and(eq(produtos.companyId, companies.id), eq(produtos.contaId, account.id), eq(produtos.codProduto, productCode)))
    .where(eq(companies.id, account.companyId));
  return { produtoId: row?.produtoId ?? null, settings: toEngineSettings(row) };
}

/** The transaction by the platform's code: created, or moved to the event's status when it may (`moves`). */
async function upsertTransaction(
  db: Database,
  ids: { companyId: number; leadId: number; leadProdutoId: number; produtoId: number },
  event: NormalisedEvent,
) {
  const t = event.transaction!;
  const values = {
    status: t.status,
    paymentType: t.paymentType,
    installmentsNumber: t.installments,
    currency: t.currency,
    fullPrice: t.price,
    cmsVendor: t.vendorShare,
    cmsMarketplace: t.marketplaceShare,
    off: t.offer,
    couponCode: t.coupon,
    purchaseDate: t.orderedAt ?? event.occurredAt,
    confirmationPurchaseDate: t.approvedAt,
    warrantyDate: t.warrantyUntil,
    sck: t.sck,
    src: t.src,
  };
  const [inserted] = await db
    .insert(transacoes)
    .values({ ...ids, transaction: t.code, ...values })
    .onConflictDoNothing()
    .returning({ id: transacoes.id, fullPrice: transacoes.fullPrice });
  if (inserted) return { ...inserted, changed: true };
  const [current] = await db
    .select({ id: transacoes.id, status: transacoes.status, fullPrice: transacoes.fullPrice })
    .from(transacoes)
    .where(and(eq(transacoes.companyId, ids.companyId), eq(transacoes.transaction, t.code)))
    .for('update');
  if (!moves(current!.status, t.status)) return { ...current!, changed: false };
  // An event that does not say when the sale was approved (a dispute, a refund) keeps the date an approval gave.
  await db
    .update(transacoes)
    .set({ ...values, confirmationPurchaseDate: t.approvedAt ?? sql`${transacoes.confirmationPurchaseDate}`, updatedAt: new Date() })
    .where(eq(transacoes.id, current!.id));
  return { id: current!.id, fullPrice: t.price, changed: true };
}

/**
 * Applies one platform event to an account, in one transaction: the event is logged first under the platform's
 * id (a replay of it finds that row and changes nothing), then applied (`applyEvent`).
 */
export async function receiveEvent(db: Database, account: Account, event: NormalisedEvent): Promise<IntakeResult> {
  return db.transaction(async (tx) => {
    const [logged] = await tx
      .insert(platformEvents)
      .values({ companyId: account.companyId, contaId: account.id, event: event.name, outcome: 'processed', externalId: event.externalId })
      .onConflictDoNothing()
      .returning({ id: platformEvents.id });
    if (!logged) return { outcome: 'replayed' };
    return applyEvent(tx, account, event, logged.id);
  });
}

/**
 * What a logged event does, inside the caller's transaction: the lead, its product and the transaction are upserted,
 * and the event does what it means: starts a campaign, stops and credits on a purchase, reverses the credit on a
 * refund. A dispute keeps the credit until a refund or chargeback; the approval that ends it credits nothing twice and
 * finds no campaign to stop. Out of order is fine: an abandonment that arrives after the purchase it preceded enrols
 * no one. An event that changes nothing says why on its log row (`loggedId`).
 */
export async function applyEvent(tx: Database, account: Account, event: NormalisedEvent, loggedId: number): Promise<IntakeResult> {
  const { companyId } = account;
  const ignore = async (note: string): Promise<IntakeResult> => {
    await tx.update(platformEvents).set({ outcome: 'ignored', error: note }).where(eq(platformEvents.id, loggedId));
    return { outcome: 'ignored', note };
  };

  const { produtoId, settings } = await eventContext(tx, account, event.product.platformId);
  if (produtoId === null) return ignore(`O produto ${event.product.platformId} da plataforma não está cadastrado nesta conta.`);

  const starts = startsCampaign(event.type);
  const since = new Date(event.occurredAt.getTime() - settings.janelaAtribuicaoDias * DAY);
  const { leadId, leadProdutoId, bought } = await upsertLeadProduct(tx, { companyId, produtoId }, event, starts ? since : null);
  const ids = { companyId, leadId, leadProdutoId, produtoId };
  const transaction = event.transaction ? await upsertTransaction(tx, ids, event) : null;

  if (starts) {
    if (bought) return ignore('O lead já comprou este produto: nenhuma campanha iniciada.');
    await enrol(tx, settings, { ...ids, transacao: event.transaction?.code ?? null, type: event.type, at: event.occurredAt });
  } else if (transaction?.changed && PAID.includes(event.transaction!.status)) {
    // Any news of a paid sale stops and credits: an approval, a completion, or a dispute that came first (its
    // approval lost or late). Once per transaction, so the approval that ends a dispute credits nothing again.
    const at = event.transaction!.approvedAt ?? event.occurredAt;
    const purchase = { ...ids, transacaoId: transaction.id, valor: transaction.fullPrice, sck: event.transaction!.sck, at };
    await stopForPurchase(tx, purchase);
    await creditPurchase(tx, settings, purchase);
  } else if ((event.type === 'reembolsada' || event.type === 'chargeback') && transaction) {
    await reverseCredit(tx, transaction.id, event.name, event.occurredAt);
  }
  return { outcome: 'processed' };
}
