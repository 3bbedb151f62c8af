import type { SliceKey, Translate } from '../../i18n';
import { defineMessages } from '../../i18n/defineMessages';

/**
 * Texts of the sign-in pages' forms (used through `useT(authMessages)`): they travel with those screens, not with the
 * entry every page loads. The pages' titles stay the shell's (`login.title`, …): the route table names pages with them.
 */
const pt = {
  'login.subtitle': 'Acesse com seu e-mail e senha.',
  'login.email': 'E-mail',
  'login.password': 'Senha',
  'login.submit': 'Entrar',
  'login.wrongCredentials': 'E-mail ou senha incorretos.',
  'login.rateLimitedOne': 'Muitas tentativas. Tente novamente em {seconds} segundo.',
  'login.rateLimitedOther': 'Muitas tentativas. Tente novamente em {seconds} segundos.',
  'login.unreachable': 'Não foi possível falar com o servidor. Verifique sua conexão e tente de novo.',
  'login.passwordChanged': 'Senha alterada com sucesso. Entre com a nova senha.',
  'login.forgotPassword': 'Esqueceu a senha?',
  'login.noAccount': 'Não tem uma conta?',
  'login.toRegister': 'Crie sua conta',
  'register.subtitle': 'Preencha os dados abaixo para começar a usar o Retoma.',
  'register.name': 'Nome',
  'register.passwordHint': 'Ao menos 8 caracteres.',
  'register.confirmation': 'Confirme a senha',
  'register.submit': 'Criar conta',
  'register.passwordMismatch': 'As senhas não coincidem. Tente novamente.',
  'register.errorTitle': 'Erro',
  'register.successTitle': 'Conta criada',
  'register.successText': 'Cadastro realizado com sucesso!',
  'register.welcome': 'Boas-vindas, {name}!',
  'register.continue': 'Entrar no Retoma',
  'register.haveAccount': 'Já tem uma conta?',
  'forgot.subtitle': 'Informe o e-mail da sua conta e enviaremos um link para você criar uma nova senha.',
  'forgot.submit': 'Enviar link',
  'forgot.sentTitle': 'Confira seu e-mail',
  'forgot.sentText':
    'Se existir uma conta com o e-mail {email}, enviamos para ele um link para criar uma nova senha. O link vale por pouco tempo e só pode ser usado uma vez. Não chegou? Confira a caixa de spam.',
  'forgot.again': 'Usar outro e-mail',
  'forgot.failed': 'Não foi possível enviar o pedido agora. Tente novamente em instantes.',
  'reset.subtitle': 'Escolha a nova senha da conta {email}.',
  'reset.checking': 'Verificando o link…',
  'reset.password': 'Nova senha',
  'reset.confirmation': 'Repita a nova senha',
  'reset.submit': 'Salvar nova senha',
  'reset.invalidTitle': 'Link inválido',
  'reset.invalidText': 'Este link de recuperação não existe, já foi usado ou expirou. Peça um novo link para criar sua senha.',
  'reset.expiredTitle': 'Link expirado',
  'reset.expiredText':
    'O link expirou ou já foi usado antes de você concluir. Por segurança, peça um novo link; sua senha continua a mesma.',
  'reset.requestNew': 'Pedir um novo link',
  'reset.loadFailed': 'Não foi possível verificar o link agora.',
  'lock.greeting': 'Olá, {name}. Sua sessão continua aberta: digite sua senha para desbloquear.',
  'lock.submit': 'Desbloquear',
  'lock.wrongPassword': 'Senha incorreta.',
  'lock.notYou': 'Não é {name}?',
  'lock.otherAccount': 'Entrar com outra conta',
};

/** The keys of this module's texts (the pt source's). */
export type AuthMessageKey = keyof typeof pt;

export const authMessages = defineMessages(pt, {
  en: () => import('./messages.en'),
  de: () => import('./messages.de'),
  fr: () => import('./messages.fr'),
});

/** The sign-in pages' translator: their own keys and the shell's. */
export type AuthTranslate = Translate<SliceKey<typeof authMessages>>;
