import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { eq, inArray } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../db/schema';
import { createLogger } from '../log';
import { getHarness, type Harness } from '../test/harness';
import { deliverDue, MAX_ATTEMPTS, smtpTransport, type MailTransport } from './delivery';
import { outboxMailer } from './mailer';

/** What the fake mail server received: envelope recipient and the raw message. */
interface Received {
  to: string;
  raw: string;
}

const REFUSED = 'recusado';
const silent = createLogger(() => undefined);
const FROM = 'Retoma <nao-responda@retoma.test>';

let h: Harness;
let server: SMTPServer;
let transport: MailTransport;
const received: Received[] = [];

beforeAll(async () => {
  h = await getHarness();
  // A real SMTP conversation on loopback: the server refuses any recipient whose address starts with "recusado".
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith(REFUSED)) callback(new Error('550 Caixa postal inexistente'));
      else callback();
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        for (const to of session.envelope.rcptTo) received.push({ to: to.address, raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  transport = smtpTransport(`smtp://127.0.0.1:${port}`);
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

/** A fresh address, so this file's assertions never see another test's e-mails in the shared outbox. */
const address = (name: string) => `${name}-${randomUUID().slice(0, 8)}@exemplo.com.br`;
const mailer = outboxMailer(silent, { logBodies: false });
const rowsTo = (...to: string[]) => h.db.select().from(outbox).where(inArray(outbox.toEmail, to));
/**
 * A moment safely after the e-mails just queued: PostgreSQL stamps them in microseconds, a JS date has
 * milliseconds, so "now" in the same millisecond would still be before them.
 */
const justAfter = () => new Date(Date.now() + 1);

describe('outbox delivery over SMTP', () => {
  it('sends queued e-mails once: plain text for the server’s own, HTML for a ticket e-mail', async () => {
    const [reset, reply] = [address('reset'), address('lead')];
    await mailer.send(h.db, { kind: 'password_reset', to: reset, subject: 'Redefina sua senha', body: 'Abra o link: https://x/r/abc' });
    await mailer.send(h.db, { kind: 'ticket_email', to: reply, subject: 'Sua compra', body: '<p>Olá, <strong>Ana</strong>!</p>' });

    const report = await deliverDue(h.db, transport, { from: FROM, log: silent, now: justAfter });
    expect(report.sent).toBeGreaterThanOrEqual(2);
    const toReset = received.find((mail) => mail.to === reset)!;
    expect(toReset.raw).toContain('Subject: Redefina sua senha');
    expect(toReset.raw).toMatch(/Content-Type: text\/plain/);
    expect(toReset.raw).toContain('Abra o link: https://x/r/abc');
    expect(toReset.raw).toContain('From: Retoma <nao-responda@retoma.test>');
    expect(received.find((mail) => mail.to === reply)!.raw).toMatch(/Content-Type: text\/html/);
    const rows = await rowsTo(reset, reply);
    expect(rows.every((row) => row.sentAt !== null && row.attempts === 1 && row.lastError === null)).toBe(true);

    // Sent is sent: a second drain sends nothing again.
    const before = received.length;
    await deliverDue(h.db, transport, { from: FROM, log: silent, now: justAfter });
    expect(received.filter((mail) => mail.to === reset || mail.to === reply)).toHaveLength(2);
    expect(received.length).toBe(before);
  });

  it('sends a campaign e-mail from its own sender name, with its reply-to, as HTML with a plain-text part', async () => {
    const to = address('campanha');
    await mailer.send(h.db, {
      kind: 'campanha_email_teste',
      to,
      subject: '[Teste] Oi',
      body: '<p>Olá, <a href="https://loja.test/x">volte</a>.</p>',
      fromName: 'Equipe "Aurora"',
      replyTo: 'contato@aurora.example',
    });
    await deliverDue(h.db, transport, { from: FROM, log: silent, now: justAfter });
    const raw = received.find((mail) => mail.to === to)!.raw;
    expect(raw).toContain('From: Equipe Aurora <nao-responda@retoma.test>');
    expect(raw).toContain('Reply-To: contato@aurora.example');
    expect(raw).toMatch(/Content-Type: text\/plain/);
    expect(raw).toMatch(/Content-Type: text\/html/);
  });

  it('keeps a refused e-mail with the server’s reason, tries again after a growing wait, and gives up after the last try', async () => {
    const refused = `${REFUSED}-${randomUUID().slice(0, 8)}@exemplo.com.br`;
    await mailer.send(h.db, { kind: 'invite', to: refused, subject: 'Convite', body: 'Entre na equipe.' });
    const start = justAfter().getTime();

    await deliverDue(h.db, transport, { from: FROM, log: silent, now: () => new Date(start) });
    let [row] = await rowsTo(refused);
    expect(row).toMatchObject({ sentAt: null, attempts: 1 });
    expect(row!.lastError).toContain('Caixa postal inexistente');
    expect(row!.nextAttemptAt.getTime()).toBe(start + 60_000);

    // Not before its time.
    await deliverDue(h.db, transport, { from: FROM, log: silent, now: () => new Date(start + 30_000) });
    [row] = await rowsTo(refused);
    expect(row!.attempts).toBe(1);

    // Each later try waits four times longer, until the last one.
    for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt += 1) {
      const due = row!.nextAttemptAt.getTime();
      await deliverDue(h.db, transport, { from: FROM, log: silent, now: () => new Date(due) });
      [row] = await rowsTo(refused);
      expect(row!.attempts).toBe(attempt);
      if (attempt < MAX_ATTEMPTS) expect(row!.nextAttemptAt.getTime()).toBe(due + 60_000 * 4 ** (attempt - 1));
    }
    expect(row!.sentAt).toBeNull();
    expect(row!.nextAttemptAt.getUTCFullYear()).toBe(9999);
    expect(received.some((mail) => mail.to === refused)).toBe(false);
  });

  it('does not send an e-mail queued more than a day ago: its link would reach the reader stale', async () => {
    const late = address('atrasado');
    await mailer.send(h.db, { kind: 'password_reset', to: late, subject: 'Redefina sua senha', body: 'Link antigo' });
    await h.db
      .update(outbox)
      .set({ createdAt: new Date(Date.now() - 25 * 60 * 60 * 1000) })
      .where(eq(outbox.toEmail, late));

    const report = await deliverDue(h.db, transport, { from: FROM, log: silent, now: justAfter });
    expect(report.expired).toBeGreaterThanOrEqual(1);
    const [row] = await rowsTo(late);
    expect(row).toMatchObject({ sentAt: null, lastError: 'Expirado: não enviado em 24 horas.' });
    expect(received.some((mail) => mail.to === late)).toBe(false);
  });
});
