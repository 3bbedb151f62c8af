/**
 * The texts several sign-in pages show (the e-mail and password fields, "Entrar", the server out of reach, too many
 * attempts, the new password's rule): each page's slice (texts/<page>.ts) takes them in.
 */
export const sharedAuthTexts = {
  'login.email': 'E-mail',
  'login.password': 'Senha',
  'login.submit': 'Entrar',
  'login.unreachable': 'Não foi possível falar com o servidor. Verifique sua conexão e tente de novo.',
  'login.rateLimitedOne': 'Muitas tentativas. Tente novamente em {seconds} segundo.',
  'login.rateLimitedOther': 'Muitas tentativas. Tente novamente em {seconds} segundos.',
  'register.passwordHint': 'Ao menos 8 caracteres.',
  'register.passwordMismatch': 'As senhas não coincidem. Tente novamente.',
};
