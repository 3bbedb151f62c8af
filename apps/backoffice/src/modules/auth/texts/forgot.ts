import { authTexts } from '../messages';
import { sharedAuthTexts } from './shared';

const pt = {
  ...sharedAuthTexts,
  'forgot.subtitle': 'Informe o e-mail da sua conta e enviaremos um link para você criar uma nova senha.',
  'forgot.submit': 'Enviar link',
  'forgot.sentTitle': 'Confira seu e-mail',
  'forgot.sentText':
    'Se existir uma conta com o e-mail {email}, enviamos para ele um link para criar uma nova senha. O link vale por pouco tempo e só pode ser usado uma vez. Não chegou? Confira a caixa de spam.',
  'forgot.again': 'Usar outro e-mail',
  'forgot.failed': 'Não foi possível enviar o pedido agora. Tente novamente em instantes.',
};

export type ForgotTextKey = keyof typeof pt;

/** The texts of `/esqueceu-a-senha`, in pt (the source). */
export const forgotTexts = authTexts(pt);
