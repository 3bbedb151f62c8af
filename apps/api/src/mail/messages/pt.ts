/**
 * The e-mails the server writes to people of the app (password reset, invitations), pt being the source language.
 * Each key's `{placeholders}` are filled by mail/texts.ts; a `.one` / `.other` pair is chosen by the language's
 * plural rules.
 */
export const pt = {
  'mail.greeting': 'Olá, {name}!',
  'reset.subject': 'Recuperação de senha — Retoma',
  'reset.request': 'Recebemos um pedido para redefinir a sua senha. Para escolher uma nova senha, acesse:',
  'reset.validity.one': 'O link vale por {count} minuto e só pode ser usado uma vez.',
  'reset.validity.other': 'O link vale por {count} minutos e só pode ser usado uma vez.',
  'reset.ignore': 'Se você não pediu a recuperação, ignore este e-mail: a sua senha continua a mesma.',
  'invite.subject': 'Convite para {company} — Retoma',
  'invite.invitedBy': '{inviter} convidou você para fazer parte da empresa {company} no Retoma.',
  'invite.someone': 'Um administrador',
  'invite.choosePassword': 'Para criar a sua senha e acessar, use o link abaixo:',
  'invite.validity.one': 'O link vale por {count} dia e só pode ser usado uma vez.',
  'invite.validity.other': 'O link vale por {count} dias e só pode ser usado uma vez.',
  'invite.login': 'Entre com o seu e-mail e senha de sempre em:',
} as const;

export type MailKey = keyof typeof pt;
export type MailCatalogue = Record<MailKey, string>;
