import type { MailCatalogue } from './pt';

export const en: MailCatalogue = {
  'mail.greeting': 'Hello, {name}!',
  'reset.subject': 'Password recovery — Retoma',
  'reset.request': 'We received a request to reset your password. To choose a new password, open:',
  'reset.validity.one': 'The link is valid for {count} minute and can be used only once.',
  'reset.validity.other': 'The link is valid for {count} minutes and can be used only once.',
  'reset.ignore': 'If you did not ask to recover your password, ignore this e-mail: your password stays the same.',
  'invite.subject': 'Invitation to {company} — Retoma',
  'invite.invitedBy': '{inviter} invited you to join the company {company} on Retoma.',
  'invite.someone': 'An administrator',
  'invite.choosePassword': 'To create your password and sign in, use the link below:',
  'invite.validity.one': 'The link is valid for {count} day and can be used only once.',
  'invite.validity.other': 'The link is valid for {count} days and can be used only once.',
  'invite.login': 'Sign in with your usual e-mail and password at:',
};
