import { defineMessages } from '../../i18n/defineMessages';

/**
 * Texts of the profile page and its edit form (used through `useT(homeMessages)`); the page's title is the shell's
 * (`profile.title`): the route table names pages with it.
 */
const pt = {
  'profile.edit.title': 'Editar perfil',
  'profile.edit.name': 'Nome',
  'profile.edit.photo': 'Nova foto',
  'profile.edit.photoHint': 'PNG, JPEG ou WebP de até 1 MB.',
  'profile.edit.choosePhoto': 'Escolher foto',
  'profile.edit.dropPhoto': 'ou arraste e solte aqui',
  'profile.edit.removeFile': 'Remover {name}',
  'profile.edit.previewFile': 'Pré-visualização de {name}',
  'profile.edit.currentPhoto': 'Foto atual',
  'profile.edit.removePhoto': 'Remover a foto atual',
  'profile.edit.password': 'Alterar senha',
  'profile.edit.passwordHint': 'Preencha só se quiser trocar a senha. Ao trocá-la, suas sessões em outros dispositivos são encerradas.',
  'profile.edit.currentPassword': 'Senha atual',
  'profile.edit.newPassword': 'Nova senha',
  'profile.edit.newPasswordHint': 'Ao menos 8 caracteres.',
  'profile.edit.confirmation': 'Repita a nova senha',
  'profile.edit.save': 'Salvar alterações',
  'profile.edit.saved': 'Perfil atualizado.',
  'profile.edit.passwordChanged': 'Sua senha foi alterada e as sessões em outros dispositivos foram encerradas.',
  'profile.edit.failed': 'Não foi possível salvar o perfil.',
  'profile.edit.fixErrors': 'Corrija os campos destacados.',
  'profile.edit.nameRequired': 'Informe seu nome.',
  'profile.edit.tooLong': 'Use no máximo {max} caracteres.',
  'profile.edit.photoInvalid': 'Escolha uma imagem PNG, JPEG ou WebP.',
  'profile.edit.photoTooLarge': 'Escolha uma imagem de até 1 MB.',
  'profile.edit.currentRequired': 'Informe sua senha atual para trocá-la.',
  'profile.edit.passwordShort': 'A nova senha precisa ter ao menos 8 caracteres.',
  'profile.edit.passwordMismatch': 'As senhas não coincidem.',
  'profile.email': 'E-mail',
  'profile.role': 'Função',
  'profile.ramal': 'Ramal',
  'profile.noRamal': 'Sem ramal',
  'profile.companies': 'Empresas',
  'profile.status': 'Situação',
  'profile.online': 'Online',
  'profile.offline': 'Offline',
  'profile.details': 'Dados da conta',
};

/** The keys of this module's texts (the pt source's). */
export type HomeMessageKey = keyof typeof pt;

export const homeMessages = defineMessages(pt, {
  en: () => import('./messages.en'),
  de: () => import('./messages.de'),
  fr: () => import('./messages.fr'),
});
