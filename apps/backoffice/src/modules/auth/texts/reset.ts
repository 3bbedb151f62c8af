import { authTexts } from '../messages';
import { sharedAuthTexts } from './shared';

const pt = {
  ...sharedAuthTexts,
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
};

export type ResetTextKey = keyof typeof pt;

/** The texts of `/recuperar-a-senha/:token`, in pt (the source). */
export const resetTexts = authTexts(pt);
