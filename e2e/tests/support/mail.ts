import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { E2E_PORT } from './ports';

/** Where scripts/serve-e2e.mjs copies the server's log (same formula there). */
export const SERVER_LOG = path.join(tmpdir(), `retoma-e2e-${E2E_PORT}-server.log`);

interface MailLine {
  msg: string;
  kind?: string;
  to?: string;
  body?: string;
}

function mailsTo(email: string): MailLine[] {
  let text: string;
  try {
    text = readFileSync(SERVER_LOG, 'utf8');
  } catch {
    return [];
  }
  return text
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as MailLine)
    .filter((line) => line.msg === 'mail queued' && line.to?.toLowerCase() === email.toLowerCase());
}

/**
 * The path of the last password-reset link e-mailed to `email` (`/recuperar-a-senha/<token>`), or null. In local
 * mode the server writes every queued e-mail, whole, to its log: the journey follows the link a person would click.
 */
export function lastResetLink(email: string): string | null {
  const mail = mailsTo(email)
    .filter((line) => line.kind === 'password_reset')
    .at(-1);
  const link = mail?.body?.match(/https?:\/\/\S+(\/recuperar-a-senha\/\S+)/);
  return link?.[1] ?? null;
}

/** The path of the last invitation's "choose your password" link e-mailed to `email`, or null. */
export function lastInviteLink(email: string): string | null {
  const mail = mailsTo(email)
    .filter((line) => line.kind === 'invite')
    .at(-1);
  const link = mail?.body?.match(/https?:\/\/\S+(\/recuperar-a-senha\/\S+)/);
  return link?.[1] ?? null;
}

/** How many e-mails of any kind went to `email`. */
export function mailCount(email: string): number {
  return mailsTo(email).length;
}

/** The body of the last e-mail of `kind` sent to `email` (HTML for campaign e-mails), or null. */
export function lastMailBody(email: string, kind: string): string | null {
  return (
    mailsTo(email)
      .filter((line) => line.kind === kind)
      .at(-1)?.body ?? null
  );
}
