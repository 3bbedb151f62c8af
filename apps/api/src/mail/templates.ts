import type { Mail } from './mailer';

const minutes = (seconds: number) => Math.round(seconds / 60);
const days = (seconds: number) => Math.round(seconds / 86_400);

/** The link of the app's "recuperar a senha" page for one token. */
export const resetLink = (publicUrl: string, token: string) => `${publicUrl}/recuperar-a-senha/${encodeURIComponent(token)}`;

export function passwordResetMail(to: { name: string; email: string }, link: string, ttlSeconds: number): Mail {
  return {
    kind: 'password_reset',
    to: to.email,
    subject: 'Recuperação de senha — Retoma',
    body: [
      `Olá, ${to.name}!`,
      '',
      'Recebemos um pedido para redefinir a sua senha. Para escolher uma nova senha, acesse:',
      link,
      '',
      `O link vale por ${minutes(ttlSeconds)} minutos e só pode ser usado uma vez.`,
      'Se você não pediu a recuperação, ignore este e-mail: a sua senha continua a mesma.',
    ].join('\n'),
  };
}

/** Invitation to a company; `link` is present when the person still has to choose a password. */
export function inviteMail(
  to: { name: string; email: string },
  company: { id: number; name: string },
  invitedBy: string,
  options: { publicUrl: string; link: string | null; ttlSeconds: number },
): Mail {
  const access = options.link
    ? [
        'Para criar a sua senha e acessar, use o link abaixo:',
        options.link,
        '',
        `O link vale por ${days(options.ttlSeconds)} dias e só pode ser usado uma vez.`,
      ]
    : ['Entre com o seu e-mail e senha de sempre em:', `${options.publicUrl}/login`];
  return {
    kind: 'invite',
    companyId: company.id,
    to: to.email,
    subject: `Convite para ${company.name} — Retoma`,
    body: [`Olá, ${to.name}!`, '', `${invitedBy} convidou você para fazer parte da empresa ${company.name} no Retoma.`, '', ...access].join(
      '\n',
    ),
  };
}
