import { authTexts } from '../messages';
import { sharedAuthTexts } from './shared';

const pt = {
  ...sharedAuthTexts,
  'lock.greeting': 'Olá, {name}. Sua sessão continua aberta: digite sua senha para desbloquear.',
  'lock.submit': 'Desbloquear',
  'lock.wrongPassword': 'Senha incorreta.',
  'lock.notYou': 'Não é {name}?',
  'lock.otherAccount': 'Entrar com outra conta',
};

export type LockTextKey = keyof typeof pt;

/** The texts of the lock screen (`/pages/lock-screen`), in pt (the source). */
export const lockTexts = authTexts(pt);
