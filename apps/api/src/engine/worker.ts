import { WHATSAPP_LINK_VARIABLE } from '@retoma/api-client';
import { and, asc, count, eq, inArray, lt, lte, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { ServerConfig } from '../config';
import type { Database } from '../db/client';
import {
  campanhaContatos,
  campanhaPassos,
  campanhas,
  companyUsage,
  descadastros,
  envios,
  leads,
  outbox,
  planos,
  produtos,
} from '../db/schema';
import type { Logger } from '../log';
import { companySmsSender } from '../services/extensions';
import { campaignLinkErrors } from '../services/linkChecks';
import { currentMonthIn, dayIn, startOfDayIn } from '../services/timeZone';
import { zenviaSms, type SmsSender } from './channels/sms';
import { renderEmail } from './channels/email';
import { engineSettings, type EngineSettings } from './config';
import { applyPendingEvents } from './eventQueue';
import { fill, variablesFor } from './render';
import { nextDayStart, outsideQuietHours, retryDelayMs } from './rules';
import { openCampaignTicket } from './tickets';
import { trackingKeys, whatsappRedirectUrl, type TrackingKeys } from './tracking';

/** Tries of a send before it is given up (`falhou`, with the last reason). */
export const MAX_TRIES = 5;

export interface WorkerOptions {
  keys: TrackingKeys;
  /** Zenvia when configured; else SMS are written to the outbox (local mode). */
  sms: SmsSender | null;
  /** A company's own SMS sender (its `extensoes/zenvia` account, when on), tried before `sms`; read in the send's transaction. */
  smsFor?: (companyId: number, reader: Database) => Promise<SmsSender | null>;
  log: Logger;
  now?: () => Date;
  /** How long a claimed send stays held; past it, another worker takes it again (its holder died). */
  leaseMs?: number;
  batchSize?: number;
  /** The base of the retry backoff (1, 2, 4, 8 × this). */
  retryBaseMs?: number;
  /** Only this company's sends (a worker per shard of companies; the tests keep to their own company). */
  companyId?: number;
  /** Sends made at once by this worker (each in its own transaction; PGlite runs them one after the other). */
  concurrency?: number;
}

export interface SendReport {
  sent: number;
  deferred: number;
  cancelled: number;
  failed: number;
  /** Claims that turned out to be someone else's (the lease expired and another worker took the send). */
  lost: number;
}

type Outcome = keyof SendReport;

export interface Claim {
  id: number;
  lease: Date;
  /** The lead it goes to: one lead's sends are made one after the other, soonest first (the daily cap picks them in that order). */
  leadId: number;
}

/**
 * Takes up to `limit` due sends for this worker: `FOR UPDATE SKIP LOCKED` lets any number of workers claim at once
 * without waiting on each other or taking the same row. Each claim counts as a try and holds the send until its
 * lease ends; the lease's moment is the claim's token, so a worker whose lease was taken over cannot finish it.
 */
export async function claimDue(
  db: Database,
  now: Date,
  { leaseMs = 60_000, limit = 50, companyId }: { leaseMs?: number; limit?: number; companyId?: number } = {},
): Promise<Claim[]> {
  const lease = new Date(now.getTime() + leaseMs);
  const due = db
    .select({ id: envios.id })
    .from(envios)
    .where(
      and(
        eq(envios.situacao, 'agendado'),
        lte(envios.previstoPara, now),
        companyId === undefined ? undefined : eq(envios.companyId, companyId),
      ),
    )
    .orderBy(asc(envios.previstoPara), asc(envios.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(envios)
    .set({ situacao: 'enviando', bloqueadoAte: lease, tentativas: sql`${envios.tentativas} + 1`, updatedAt: now })
    .where(inArray(envios.id, due))
    .returning({ id: envios.id, previstoPara: envios.previstoPara, contatoId: envios.contatoId });
  if (rows.length === 0) return [];
  const contacts = await db
    .select({ id: campanhaContatos.id, leadId: campanhaContatos.leadId })
    .from(campanhaContatos)
    .where(inArray(campanhaContatos.id, [...new Set(rows.map((row) => row.contatoId))]));
  const leadOf = new Map(contacts.map((contact) => [contact.id, contact.leadId]));
  // RETURNING keeps no order: the batch is made soonest first, as it was chosen.
  rows.sort((a, b) => a.previstoPara.getTime() - b.previstoPara.getTime() || a.id - b.id);
  return rows.map((row) => ({ id: row.id, lease, leadId: leadOf.get(row.contatoId)! }));
}

/** Sends held by a worker that died (its lease is over) go back to the queue. */
export async function releaseExpired(db: Database, now: Date, companyId?: number): Promise<number> {
  const rows = await db
    .update(envios)
    .set({ situacao: 'agendado', bloqueadoAte: null, updatedAt: now })
    .where(
      and(
        eq(envios.situacao, 'enviando'),
        lt(envios.bloqueadoAte, now),
        companyId === undefined ? undefined : eq(envios.companyId, companyId),
      ),
    )
    .returning({ id: envios.id });
  return rows.length;
}

const REASONS = {
  contactLeft: 'O contato saiu da campanha: envio cancelado.',
  campaignOff: 'A campanha, o plano ou o passo foi desativado: envio cancelado.',
  optedOut: 'O lead pediu para não receber mais mensagens: envio cancelado.',
  noEmail: 'O lead não tem e-mail.',
  noPhone: 'O lead não tem telefone.',
  quiet: 'Adiado para depois do horário de silêncio.',
  cap: 'Adiado: o lead já recebeu o máximo de mensagens do dia.',
} as const;

/**
 * Everything one send needs, read with the send locked (a purchase cancelling it waits for this transaction). Its
 * contact is locked first, as a purchase and an opt-out lock contacts before sends: one order, no deadlock.
 */
async function loadSend(tx: Database, id: number) {
  await tx
    .select({ id: campanhaContatos.id })
    .from(campanhaContatos)
    .where(eq(campanhaContatos.id, tx.select({ id: envios.contatoId }).from(envios).where(eq(envios.id, id))))
    .for('update');
  return tx
    .select({
      id: envios.id,
      companyId: envios.companyId,
      situacao: envios.situacao,
      bloqueadoAte: envios.bloqueadoAte,
      canal: envios.canal,
      rastreio: envios.rastreio,
      contatoId: envios.contatoId,
      contatoSituacao: campanhaContatos.situacao,
      leadProdutoId: campanhaContatos.leadProdutoId,
      campanha: {
        id: campanhas.id,
        tipo: campanhas.tipo,
        nome: campanhas.nome,
        config: campanhas.config,
        ticketPolicy: campanhas.ticketPolicy,
      },
      ativo: sql<boolean>`${campanhas.ativo} and ${planos.ativo} and coalesce(${campanhaPassos.ativo}, false)`,
      // Flat: drizzle reads a left-joined nested object with a null field (an SMS has no subject) as absent.
      assunto: campanhaPassos.assunto,
      corpo: campanhaPassos.corpo,
      titulo: campanhaPassos.titulo,
      responder: campanhaPassos.responder,
      whatsapp: { ddi: campanhaPassos.ddi, telefone: campanhaPassos.telefone, mensagem: campanhaPassos.whatsapp },
      lead: { id: leads.id, nome: leads.nome, email: leads.email, ddi: leads.ddi, ddd: leads.ddd, telefone: leads.telefone },
      produto: { id: produtos.id, nome: produtos.nome },
    })
    .from(envios)
    .innerJoin(campanhaContatos, eq(campanhaContatos.id, envios.contatoId))
    .innerJoin(campanhas, eq(campanhas.id, envios.campanhaId))
    .innerJoin(planos, eq(planos.id, campanhas.planoId))
    .innerJoin(leads, eq(leads.id, campanhaContatos.leadId))
    .innerJoin(produtos, eq(produtos.id, campanhas.produtoId))
    .leftJoin(campanhaPassos, eq(campanhaPassos.id, envios.passoId))
    .where(eq(envios.id, id))
    .for('update', { of: envios });
}
type LoadedSend = Awaited<ReturnType<typeof loadSend>>[number];

/** The address a send goes to: the lead's e-mail (lower-case), or its phone's digits with the country code. */
const destinationOf = (send: LoadedSend) =>
  send.canal === 'email'
    ? send.lead.email.trim().toLowerCase()
    : `${send.lead.ddi}${send.lead.ddd}${send.lead.telefone}`.replace(/\D/g, '');

/** When the contact has nothing left to send it leaves as done, and a campaign that says so hands it to the agents. */
async function finishIfDone(tx: Database, send: LoadedSend, now: Date) {
  const [pending] = await tx
    .select({ n: count() })
    .from(envios)
    .where(and(eq(envios.contatoId, send.contatoId), inArray(envios.situacao, ['agendado', 'enviando'])));
  if ((pending?.n ?? 0) > 0) return;
  const [left] = await tx
    .update(campanhaContatos)
    .set({ situacao: 'concluido', saiuEm: now })
    .where(and(eq(campanhaContatos.id, send.contatoId), eq(campanhaContatos.situacao, 'ativo')))
    .returning({ id: campanhaContatos.id });
  if (left && send.campanha.ticketPolicy === 'sem_compra_no_fim' && send.leadProdutoId !== null)
    await openCampaignTicket(tx, {
      companyId: send.companyId,
      contatoId: send.contatoId,
      leadId: send.lead.id,
      produtoId: send.produto.id,
      leadProdutoId: send.leadProdutoId,
      campanha: send.campanha,
    });
}

/**
 * Makes one claimed send, in one transaction with the send locked: checks it is still this worker's and still
 * wanted (contact active, campaign on, address not opted out), applies the company's rules (quiet hours, the
 * lead's daily cap across campaigns: both move it later), renders it and hands it over. An e-mail is written to
 * the outbox in this same transaction, so it is queued exactly once; an SMS goes to Zenvia while the send is
 * locked, so a purchase racing it waits and finds it sent, or cancels it first and it is never sent.
 */
async function makeSend(
  db: Database,
  claim: Claim,
  options: WorkerOptions,
  now: Date,
  settingsOf: (companyId: number, reader: Database) => Promise<EngineSettings>,
): Promise<Outcome> {
  return db.transaction(async (tx) => {
    const [send] = await loadSend(tx, claim.id);
    if (!send || send.situacao !== 'enviando' || send.bloqueadoAte?.getTime() !== claim.lease.getTime()) return 'lost';
    const set = (values: PgUpdateSetSource<typeof envios>) =>
      tx
        .update(envios)
        .set({ bloqueadoAte: null, updatedAt: now, ...values })
        .where(eq(envios.id, send.id));
    const cancel = async (motivo: string) => {
      await set({ situacao: 'cancelado', motivo });
      await finishIfDone(tx, send, now);
      return 'cancelled' as const;
    };
    const defer = async (until: Date, motivo: string) => {
      // Waiting for the morning is no failed try.
      await set({ situacao: 'agendado', previstoPara: until, motivo, tentativas: sql`${envios.tentativas} - 1` });
      return 'deferred' as const;
    };
    // Given up at once, no retry: trying again would meet the same reason. The contact's other steps still go.
    const fail = async (motivo: string) => {
      await set({ situacao: 'falhou', motivo });
      await finishIfDone(tx, send, now);
      return 'failed' as const;
    };
    if (send.contatoSituacao !== 'ativo') return cancel(REASONS.contactLeft);
    if (!send.ativo) return cancel(REASONS.campaignOff);
    const destino = destinationOf(send);
    if (!destino) return fail(send.canal === 'email' ? REASONS.noEmail : REASONS.noPhone);
    const [optedOut] = await tx
      .select({ id: descadastros.id })
      .from(descadastros)
      .where(and(eq(descadastros.companyId, send.companyId), eq(descadastros.destino, destino)));
    if (optedOut) return cancel(REASONS.optedOut);

    const settings = await settingsOf(send.companyId, tx);
    const morning = outsideQuietHours(now, settings.quiet);
    if (morning.getTime() > now.getTime()) return defer(morning, REASONS.quiet);
    // One lead's sends are counted and made one at a time, so two workers never both take the last place of the day.
    await tx.execute(sql`select pg_advisory_xact_lock(${send.lead.id})`);
    const [today] = await tx
      .select({ n: count() })
      .from(envios)
      .innerJoin(campanhaContatos, eq(campanhaContatos.id, envios.contatoId))
      .where(
        and(
          eq(campanhaContatos.companyId, send.companyId),
          eq(campanhaContatos.leadId, send.lead.id),
          eq(envios.situacao, 'enviado'),
          sql`${envios.enviadoEm} >= ${startOfDayIn(dayIn(now, settings.quiet.zone), settings.quiet.zone)}`,
        ),
      );
    if ((today?.n ?? 0) >= settings.maxMensagensDia) return defer(nextDayStart(now, settings.quiet), REASONS.cap);

    const step = { assunto: send.assunto ?? '', corpo: send.corpo ?? '' };
    // A sales link switched off (or removed, or left without a checkout) since the step was saved: the lead would get
    // a dead `[LINK_x]`, so the send fails with the same reason the step's form gives.
    const deadLinks = Object.values(await campaignLinkErrors(tx, send.companyId, step)).flat();
    if (deadLinks.length > 0) return fail([...new Set(deadLinks)].join(' '));
    const subject = {
      companyId: send.companyId,
      lead: send.lead,
      produto: send.produto,
      appUrl: options.keys.publicUrl,
      whatsapp: send.whatsapp ?? undefined,
    };
    const values = await variablesFor(tx, subject, step.assunto, step.corpo);
    const usage = send.canal === 'email' ? { numeroEmails: 1 } : { numeroSms: 1 };
    if (send.canal === 'email') {
      const email = renderEmail(step, values, options.keys, send.rastreio);
      const [queued] = await tx
        .insert(outbox)
        .values({
          companyId: send.companyId,
          kind: 'campanha_email',
          toEmail: destino,
          subject: email.subject,
          body: email.html,
          fromName: send.titulo,
          replyTo: send.responder,
        })
        .returning({ id: outbox.id });
      await set({
        situacao: 'enviado',
        enviadoEm: now,
        destino,
        assunto: email.subject,
        corpo: email.html,
        provedorId: `outbox:${queued!.id}`,
        motivo: null,
      });
    } else {
      // SMS links are sent as they are (no redirect of their own), but the WhatsApp one through its short address.
      if (values[WHATSAPP_LINK_VARIABLE]) values[WHATSAPP_LINK_VARIABLE] = whatsappRedirectUrl(options.keys, send.rastreio);
      const text = fill(step.corpo, values);
      let provedorId: string;
      const sms = (await options.smsFor?.(send.companyId, tx)) ?? options.sms;
      if (sms) provedorId = await sms.send({ to: destino, text, externalId: send.rastreio });
      else {
        // No SMS provider configured: the message is kept in the outbox (and the log), as e-mails are in local mode.
        const [kept] = await tx
          .insert(outbox)
          .values({ companyId: send.companyId, kind: 'campanha_sms', toEmail: destino, subject: 'SMS', body: text, sentAt: now })
          .returning({ id: outbox.id });
        provedorId = `outbox:${kept!.id}`;
      }
      await set({ situacao: 'enviado', enviadoEm: now, destino, corpo: text, provedorId, motivo: null });
    }
    await tx
      .insert(companyUsage)
      .values({ companyId: send.companyId, mes: sql`${currentMonthIn(settings.quiet.zone)}`, ...usage })
      .onConflictDoUpdate({
        target: [companyUsage.companyId, companyUsage.mes],
        set:
          send.canal === 'email'
            ? { numeroEmails: sql`${companyUsage.numeroEmails} + 1` }
            : { numeroSms: sql`${companyUsage.numeroSms} + 1` },
      });
    await finishIfDone(tx, send, now);
    return 'sent';
  });
}

/**
 * A send whose try threw (the provider refused, the network failed): retried with backoff, given up after
 * MAX_TRIES with the last reason (the history shows it), and then its contact may have nothing left to send.
 */
async function recordFailure(db: Database, claim: Claim, reason: string, options: WorkerOptions, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [send] = await loadSend(tx, claim.id);
    if (!send || send.situacao !== 'enviando' || send.bloqueadoAte?.getTime() !== claim.lease.getTime()) return;
    const [{ tentativas }] = (await tx.select({ tentativas: envios.tentativas }).from(envios).where(eq(envios.id, claim.id))) as [
      { tentativas: number },
    ];
    const givingUp = tentativas >= MAX_TRIES;
    await tx
      .update(envios)
      .set({
        situacao: givingUp ? 'falhou' : 'agendado',
        motivo: reason,
        bloqueadoAte: null,
        updatedAt: now,
        ...(givingUp ? {} : { previstoPara: new Date(now.getTime() + retryDelayMs(tentativas, options.retryBaseMs)) }),
      })
      .where(eq(envios.id, claim.id));
    if (givingUp) await finishIfDone(tx, send, now);
    options.log.warn('campaign send failed', { envioId: claim.id, tries: tentativas, givingUp, reason });
  });
}

/**
 * Makes the claimed sends, soonest first, `concurrency` leads at a time: one lead's sends go one after the other in
 * due order, so the daily cap lets the earliest through whatever the lanes' timing; a failure never stops the others.
 */
export async function processClaims(db: Database, claims: Claim[], options: WorkerOptions): Promise<SendReport> {
  const report: SendReport = { sent: 0, deferred: 0, cancelled: 0, failed: 0, lost: 0 };
  const now = options.now ?? (() => new Date());
  const byLead = new Map<number, Claim[]>();
  for (const claim of claims) byLead.set(claim.leadId, [...(byLead.get(claim.leadId) ?? []), claim]);
  const queue = [...byLead.values()];
  // A company's rules are read once per batch (by the first send's transaction: PGlite has one connection).
  const settings = new Map<number, Promise<EngineSettings>>();
  const settingsOf = (companyId: number, reader: Database) => {
    if (!settings.has(companyId)) settings.set(companyId, engineSettings(reader, companyId));
    return settings.get(companyId)!;
  };
  const lane = async () => {
    for (let leadClaims = queue.shift(); leadClaims; leadClaims = queue.shift()) {
      for (const claim of leadClaims) {
        try {
          report[await makeSend(db, claim, options, now(), settingsOf)] += 1;
        } catch (error) {
          await recordFailure(db, claim, error instanceof Error ? error.message : String(error), options, now());
          report.failed += 1;
        }
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(options.concurrency ?? 4, queue.length)) }, lane));
  return report;
}

/**
 * Claims and makes every send that is due, batch after batch, until none is left; first puts back what dead
 * workers held (unless `release` is false: the running worker does that every half minute, not every tick).
 */
export async function runDue(db: Database, options: WorkerOptions, { release = true } = {}): Promise<SendReport> {
  const total: SendReport = { sent: 0, deferred: 0, cancelled: 0, failed: 0, lost: 0 };
  const now = options.now ?? (() => new Date());
  if (release) await releaseExpired(db, now(), options.companyId);
  for (;;) {
    const claims = await claimDue(db, now(), { leaseMs: options.leaseMs, limit: options.batchSize, companyId: options.companyId });
    if (claims.length === 0) return total;
    const report = await processClaims(db, claims, options);
    for (const key of Object.keys(total) as Outcome[]) total[key] += report[key];
  }
}

export interface EngineWorker {
  /** Stops ticking and waits for the batch in progress. */
  stop(): Promise<void>;
}

/**
 * The engine's worker: every `intervalMs` it applies the platform events that wait (a burst the webhook kept for
 * later), then makes the sends that are due. Runs inside the server by default
 * (RETOMA_ENGINE_WORKER=0 turns it off there) and as its own process (`pnpm --filter @retoma/api worker`); any
 * number of them may share one PostgreSQL.
 */
export function startEngineWorker(db: Database, options: WorkerOptions & { intervalMs?: number }): EngineWorker {
  let running: Promise<void> | null = null;
  let stopped = false;
  let releasedAt = 0;
  const tick = () => {
    // One pass at a time: a tick during a long pass does nothing.
    if (stopped || running) return;
    const release = Date.now() - releasedAt >= 30_000;
    if (release) releasedAt = Date.now();
    running = applyPendingEvents(db, options)
      .then(() => runDue(db, options, { release }))
      .then(
        (report) => {
          if (report.sent + report.failed + report.cancelled + report.deferred > 0) options.log.info('campaign sends', { ...report });
        },
        (error: unknown) => options.log.error('campaign worker failed', { reason: error instanceof Error ? error.message : String(error) }),
      )
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, options.intervalMs ?? 1_000);
  timer.unref();
  tick();
  return {
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}

/**
 * The worker's settings from the server's: tracked links on its public address; a company's SMS through its own
 * Zenvia account when it has one on, else the server's when it has a token, else the outbox.
 */
export function engineWorkerOptions(
  config: Pick<ServerConfig, 'publicUrl' | 'jwtSecret' | 'zenviaUrl' | 'zenviaToken' | 'zenviaFrom'>,
  log: Logger,
): WorkerOptions {
  return {
    keys: trackingKeys(config.publicUrl, config.jwtSecret),
    sms: config.zenviaToken ? zenviaSms({ baseUrl: config.zenviaUrl, token: config.zenviaToken, from: config.zenviaFrom }) : null,
    smsFor: (companyId, reader) => companySmsSender(reader, companyId, config.zenviaUrl),
    log,
  };
}
