import type { Translation } from '../../i18n/defineMessages';
import type { HomeMessageKey } from './messages';

/** German texts of the module (pt, in messages.ts, is the source): downloaded only by those who read German. */
const de: Translation<HomeMessageKey> = {
  'profile.edit.title': 'Profil bearbeiten',
  'profile.edit.name': 'Name',
  'profile.edit.photo': 'Neues Foto',
  'profile.edit.photoHint': 'PNG, JPEG oder WebP bis 1 MB.',
  'profile.edit.choosePhoto': 'Foto auswählen',
  'profile.edit.dropPhoto': 'oder hierher ziehen und ablegen',
  'profile.edit.removeFile': '{name} entfernen',
  'profile.edit.previewFile': 'Vorschau von {name}',
  'profile.edit.currentPhoto': 'Aktuelles Foto',
  'profile.edit.removePhoto': 'Aktuelles Foto entfernen',
  'profile.edit.password': 'Passwort ändern',
  'profile.edit.passwordHint':
    'Nur ausfüllen, wenn Sie Ihr Passwort ändern möchten. Dabei werden Ihre Sitzungen auf anderen Geräten beendet.',
  'profile.edit.currentPassword': 'Aktuelles Passwort',
  'profile.edit.newPassword': 'Neues Passwort',
  'profile.edit.newPasswordHint': 'Mindestens 8 Zeichen.',
  'profile.edit.confirmation': 'Neues Passwort wiederholen',
  'profile.edit.save': 'Änderungen speichern',
  'profile.edit.saved': 'Profil aktualisiert.',
  'profile.edit.passwordChanged': 'Ihr Passwort wurde geändert und Ihre Sitzungen auf anderen Geräten wurden beendet.',
  'profile.edit.failed': 'Das Profil konnte nicht gespeichert werden.',
  'profile.edit.fixErrors': 'Bitte korrigieren Sie die markierten Felder.',
  'profile.edit.nameRequired': 'Geben Sie Ihren Namen ein.',
  'profile.edit.tooLong': 'Verwenden Sie höchstens {max} Zeichen.',
  'profile.edit.photoInvalid': 'Wählen Sie ein PNG-, JPEG- oder WebP-Bild.',
  'profile.edit.photoTooLarge': 'Wählen Sie ein Bild bis 1 MB.',
  'profile.edit.currentRequired': 'Geben Sie Ihr aktuelles Passwort ein, um es zu ändern.',
  'profile.edit.passwordShort': 'Das neue Passwort muss mindestens 8 Zeichen haben.',
  'profile.edit.passwordMismatch': 'Die Passwörter stimmen nicht überein.',
  'profile.email': 'E-Mail',
  'profile.role': 'Rolle',
  'profile.ramal': 'Durchwahl',
  'profile.noRamal': 'Keine Durchwahl',
  'profile.companies': 'Unternehmen',
  'profile.status': 'Status',
  'profile.online': 'Online',
  'profile.offline': 'Offline',
  'profile.details': 'Kontodaten',
};

export default de;
