import type { Mail } from './mailer';
import { mailTexts, type MailLocale } from './messages';

const minutes = (seconds: number) => Math.round(seconds / 60);
const days = (seconds: number) => Math.round(seconds / 86_400);

/** Who an e-mail goes to, and the language it is written in (theirs: see services/passwordReset.ts, members.ts). */
export interface Recipient {
  name: string;
  email: string;
  language: MailLocale;
}

/** The link of the app's "recuperar a senha" page for one token. */
export const resetLink = (publicUrl: string, token: string) => `${publicUrl}/recuperar-a-senha/${encodeURIComponent(token)}`;

export function passwordResetMail(to: Recipient, link: string, ttlSeconds: number): Mail {
  const { text, count } = mailTexts(to.language);
  return {
    kind: 'password_reset',
    to: to.email,
    subject: text('reset.subject'),
    body: [
      text('mail.greeting', { name: to.name }),
      '',
      text('reset.request'),
      link,
      '',
      count('reset.validity', minutes(ttlSeconds)),
      text('reset.ignore'),
    ].join('\n'),
  };
}

/**
 * Invitation to a company; `link` is present when the person still has to choose a password. `invitedBy` is the
 * inviter's name, null when it is not known (the e-mail then says "an administrator" in its language).
 */
export function inviteMail(
  to: Recipient,
  company: { id: number; name: string },
  invitedBy: string | null,
  options: { publicUrl: string; link: string | null; ttlSeconds: number },
): Mail {
  const { text, count } = mailTexts(to.language);
  const access = options.link
    ? [text('invite.choosePassword'), options.link, '', count('invite.validity', days(options.ttlSeconds))]
    : [text('invite.login'), `${options.publicUrl}/login`];
  const inviter = invitedBy ?? text('invite.someone');
  return {
    kind: 'invite',
    companyId: company.id,
    to: to.email,
    subject: text('invite.subject', { company: company.name }),
    body: [text('mail.greeting', { name: to.name }), '', text('invite.invitedBy', { inviter, company: company.name }), '', ...access].join(
      '\n',
    ),
  };
}
