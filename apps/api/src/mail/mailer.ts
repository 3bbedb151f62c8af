import type { Database } from '../db/client';
import { outbox } from '../db/schema';
import type { Logger } from '../log';

export interface Mail {
  /**
   * `ticket_email` bodies are HTML (sanitised by the sender); `campanha_email_teste` is a campaign e-mail sent to the
   * person writing it (HTML with its plain-text part, as the campaign's); the others are plain text.
   */
  kind: 'password_reset' | 'invite' | 'ticket_email' | 'campanha_email_teste';
  to: string;
  subject: string;
  body: string;
  companyId?: number | null;
  /** A campaign e-mail's sender name and reply-to address (the step's). */
  fromName?: string;
  replyTo?: string;
}

export interface Mailer {
  /** Queues the e-mail in the outbox, inside the caller's transaction when one is given. */
  send(db: Database, mail: Mail): Promise<void>;
}

/**
 * Every e-mail is written to the `outbox` table; with an SMTP server configured, mail/delivery.ts sends it. In local mode
 * the whole message is also logged, so a developer can follow a reset link without a mail server.
 */
export function outboxMailer(log: Logger, { logBodies }: { logBodies: boolean }): Mailer {
  return {
    async send(db, mail) {
      const [row] = await db
        .insert(outbox)
        .values({
          kind: mail.kind,
          toEmail: mail.to,
          subject: mail.subject,
          body: mail.body,
          companyId: mail.companyId ?? null,
          fromName: mail.fromName ?? null,
          replyTo: mail.replyTo ?? null,
        })
        .returning({ id: outbox.id });
      log.info('mail queued', {
        outboxId: row?.id,
        kind: mail.kind,
        to: mail.to,
        subject: mail.subject,
        ...(logBodies ? { body: mail.body } : {}),
      });
    },
  };
}
