import { authTexts } from '../messages';
import { sharedAuthTexts } from './shared';

const pt = {
  ...sharedAuthTexts,
  'login.subtitle': 'Acesse com seu e-mail e senha.',
  'login.wrongCredentials': 'E-mail ou senha incorretos.',
  'login.passwordChanged': 'Senha alterada com sucesso. Entre com a nova senha.',
  'login.forgotPassword': 'Esqueceu a senha?',
  'login.noAccount': 'Não tem uma conta?',
  'login.toRegister': 'Crie sua conta',
};

export type LoginTextKey = keyof typeof pt;

/** The texts of `/login`, in pt (the source). */
export const loginTexts = authTexts(pt);
