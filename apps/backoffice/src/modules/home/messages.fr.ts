import type { Translation } from '../../i18n/defineMessages';
import type { HomeMessageKey } from './messages';

/** French texts of the module (pt, in messages.ts, is the source): downloaded only by those who read French. */
const fr: Translation<HomeMessageKey> = {
  'profile.edit.title': 'Modifier le profil',
  'profile.edit.name': 'Nom',
  'profile.edit.photo': 'Nouvelle photo',
  'profile.edit.photoHint': 'PNG, JPEG ou WebP jusqu’à 1 Mo.',
  'profile.edit.choosePhoto': 'Choisir une photo',
  'profile.edit.dropPhoto': 'ou glissez-la et déposez-la ici',
  'profile.edit.removeFile': 'Retirer {name}',
  'profile.edit.previewFile': 'Aperçu de {name}',
  'profile.edit.currentPhoto': 'Photo actuelle',
  'profile.edit.removePhoto': 'Supprimer la photo actuelle',
  'profile.edit.password': 'Changer le mot de passe',
  'profile.edit.passwordHint':
    'À remplir uniquement pour changer de mot de passe. Le changer met fin à vos sessions sur vos autres appareils.',
  'profile.edit.currentPassword': 'Mot de passe actuel',
  'profile.edit.newPassword': 'Nouveau mot de passe',
  'profile.edit.newPasswordHint': 'Au moins 8 caractères.',
  'profile.edit.confirmation': 'Répétez le nouveau mot de passe',
  'profile.edit.save': 'Enregistrer les modifications',
  'profile.edit.saved': 'Profil mis à jour.',
  'profile.edit.passwordChanged': 'Votre mot de passe a été changé et vos sessions sur d’autres appareils ont été fermées.',
  'profile.edit.failed': 'Impossible d’enregistrer le profil.',
  'profile.edit.fixErrors': 'Corrigez les champs signalés.',
  'profile.edit.nameRequired': 'Indiquez votre nom.',
  'profile.edit.tooLong': 'Utilisez au maximum {max} caractères.',
  'profile.edit.photoInvalid': 'Choisissez une image PNG, JPEG ou WebP.',
  'profile.edit.photoTooLarge': 'Choisissez une image d’1 Mo maximum.',
  'profile.edit.currentRequired': 'Indiquez votre mot de passe actuel pour le changer.',
  'profile.edit.passwordShort': 'Le nouveau mot de passe doit contenir au moins 8 caractères.',
  'profile.edit.passwordMismatch': 'Les mots de passe ne correspondent pas.',
  'profile.email': 'E-mail',
  'profile.role': 'Rôle',
  'profile.ramal': 'Poste',
  'profile.noRamal': 'Aucun poste',
  'profile.companies': 'Entreprises',
  'profile.status': 'Statut',
  'profile.online': 'En ligne',
  'profile.offline': 'Hors ligne',
  'profile.details': 'Informations du compte',
};

export default fr;
