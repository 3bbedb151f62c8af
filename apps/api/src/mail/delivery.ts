import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Database } from '../db/client';
import { htmlToText } from '../engine/channels/plainText';
import { companies, outbox } from '../db/schema';
import type { Logger } from '../log';

/** One e-mail as the mail server gets it. */
export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text?: string;
  html?: string;
  replyTo?: string;
}

/** Hands an e-mail to a mail server; rejects when the server refuses it or cannot be reached. */
export type MailTransport = (mail: OutgoingMail) => Promise<void>;

/** An SMTP server given as a URL (`smtp://user:password@host:587`, `smtps://…` for implicit TLS). */
export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return async (mail) => {
    await transporter.sendMail(mail);
  };
}

/** Tries per e-mail before giving up (the last error stays in `outbox.last_error`). */
export const MAX_ATTEMPTS = 5;
/** Waits before the next try: 1, 4, 16, 64 minutes. */
const retryDelayMs = (attempts: number) => 60_000 * 4 ** (attempts - 1);
/**
 * Older than this, a queued e-mail is not sent any more: a reset link or a reply written while no mail server was
 * configured would reach its reader stale (the link long expired).
 */
export const MAX_AGE_MS = 24 * 60 * 60 * 1000;

export interface DeliveryReport {
  sent: number;
  failed: number;
  expired: number;
}

/**
 * The sender of a company's e-mail: its chosen name (settings › empresa) before the server's own address, so the
 * customer sees who writes while the address stays one the server may send from. Quotes and line breaks are
 * dropped from the name: it becomes a header.
 */
export function senderFor(from: string, name: string | null): string {
  const display = name?.replace(/[\p{Cc}"\\<>]/gu, '').trim();
  if (!display) return from;
  const address = /<([^<>]+)>\s*$/.exec(from)?.[1] ?? from.trim();
  return `"${display}" <${address}>`;
}

/**
 * A ticket e-mail is the agent's sanitised HTML; a campaign e-mail is HTML with its plain-text alternative (drawn
 * from the same HTML); the server's own e-mails are plain text.
 */
function toOutgoing(row: typeof outbox.$inferSelect, from: string): OutgoingMail {
  const content =
    row.kind === 'campanha_email' || row.kind === 'campanha_email_teste'
      ? { html: row.body, text: htmlToText(row.body) }
      : row.kind === 'ticket_email'
        ? { html: row.body }
        : { text: row.body };
  return { from, to: row.toEmail, subject: row.subject, ...content, ...(row.replyTo && { replyTo: row.replyTo }) };
}

/**
 * Sends what is due in the outbox, oldest first, one e-mail per transaction. The row stays locked while its
 * e-mail is handed over (`FOR UPDATE SKIP LOCKED`), so two servers draining one database never send it twice.
 */
export async function deliverDue(
  db: Database,
  transport: MailTransport,
  { from, log, now = () => new Date() }: { from: string; log: Logger; now?: () => Date },
): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, failed: 0, expired: 0 };
  for (;;) {
    const handled = await db.transaction(async (tx) => {
      const at = now();
      const [row] = await tx
        .select()
        .from(outbox)
        .where(and(isNull(outbox.sentAt), lte(outbox.nextAttemptAt, at)))
        .orderBy(asc(outbox.nextAttemptAt), asc(outbox.id))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!row) return false;
      const giveUp = (lastError: string, attempts: number) =>
        // A far-future next try takes the row out of the queue for good, and keeps why.
        tx
          .update(outbox)
          .set({ attempts, lastError, nextAttemptAt: new Date('9999-12-31T00:00:00Z') })
          .where(eq(outbox.id, row.id));
      if (at.getTime() - row.createdAt.getTime() > MAX_AGE_MS) {
        await giveUp('Expirado: não enviado em 24 horas.', row.attempts);
        report.expired += 1;
        log.warn('mail expired', { outboxId: row.id, kind: row.kind });
        return true;
      }
      const attempts = row.attempts + 1;
      const [company] = row.companyId
        ? await tx.select({ sender: companies.nomeRemetente }).from(companies).where(eq(companies.id, row.companyId))
        : [];
      try {
        await transport(toOutgoing(row, senderFor(from, row.fromName ?? company?.sender ?? null)));
        await tx.update(outbox).set({ sentAt: at, attempts, lastError: null }).where(eq(outbox.id, row.id));
        report.sent += 1;
        log.info('mail sent', { outboxId: row.id, kind: row.kind, attempts });
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        if (attempts >= MAX_ATTEMPTS) await giveUp(reason, attempts);
        else
          await tx
            .update(outbox)
            .set({ attempts, lastError: reason, nextAttemptAt: new Date(at.getTime() + retryDelayMs(attempts)) })
            .where(eq(outbox.id, row.id));
        report.failed += 1;
        log.warn('mail not sent', { outboxId: row.id, kind: row.kind, attempts, reason });
      }
      return true;
    });
    if (!handled) return report;
  }
}

export interface DeliveryWorker {
  /** Stops ticking and waits for a drain in progress. */
  stop(): Promise<void>;
}

/**
 * Drains the outbox at start and every `intervalMs` (10 s: e-mails are queued inside their callers' transactions,
 * so the worker picks them up once committed rather than being told). One drain at a time.
 */
export function startDeliveryWorker(
  db: Database,
  transport: MailTransport,
  { from, log, intervalMs = 10_000 }: { from: string; log: Logger; intervalMs?: number },
): DeliveryWorker {
  let running: Promise<void> | null = null;
  const drain = () => {
    running ??= deliverDue(db, transport, { from, log })
      .then(
        () => undefined,
        (error: unknown) => log.error('mail delivery failed', { reason: error instanceof Error ? error.message : String(error) }),
      )
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(drain, intervalMs);
  timer.unref();
  drain();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
