import { authTexts } from '../messages';
import { sharedAuthTexts } from './shared';

const pt = {
  ...sharedAuthTexts,
  'register.subtitle': 'Preencha os dados abaixo para começar a usar o Retoma.',
  'register.name': 'Nome',
  'register.confirmation': 'Confirme a senha',
  'register.submit': 'Criar conta',
  'register.errorTitle': 'Erro',
  'register.successTitle': 'Conta criada',
  'register.successText': 'Cadastro realizado com sucesso!',
  'register.welcome': 'Boas-vindas, {name}!',
  'register.continue': 'Entrar no Retoma',
  'register.haveAccount': 'Já tem uma conta?',
};

export type RegisterTextKey = keyof typeof pt;

/** The texts of `/register`, in pt (the source). */
export const registerTexts = authTexts(pt);
