import type { Translation } from '../../i18n/defineMessages';
import type { HomeMessageKey } from './messages';

/** English texts of the module (pt, in messages.ts, is the source): downloaded only by those who read English. */
const en: Translation<HomeMessageKey> = {
  'profile.edit.title': 'Edit profile',
  'profile.edit.name': 'Name',
  'profile.edit.photo': 'New photo',
  'profile.edit.photoHint': 'PNG, JPEG or WebP up to 1 MB.',
  'profile.edit.choosePhoto': 'Choose photo',
  'profile.edit.dropPhoto': 'or drag and drop it here',
  'profile.edit.removeFile': 'Remove {name}',
  'profile.edit.previewFile': 'Preview of {name}',
  'profile.edit.currentPhoto': 'Current photo',
  'profile.edit.removePhoto': 'Remove the current photo',
  'profile.edit.password': 'Change password',
  'profile.edit.passwordHint': 'Fill in only to change your password. Changing it signs you out on your other devices.',
  'profile.edit.currentPassword': 'Current password',
  'profile.edit.newPassword': 'New password',
  'profile.edit.newPasswordHint': 'At least 8 characters.',
  'profile.edit.confirmation': 'Repeat the new password',
  'profile.edit.save': 'Save changes',
  'profile.edit.saved': 'Profile updated.',
  'profile.edit.passwordChanged': 'Your password was changed and your sessions on other devices were ended.',
  'profile.edit.failed': 'The profile could not be saved.',
  'profile.edit.fixErrors': 'Please correct the highlighted fields.',
  'profile.edit.nameRequired': 'Enter your name.',
  'profile.edit.tooLong': 'Use at most {max} characters.',
  'profile.edit.photoInvalid': 'Choose a PNG, JPEG or WebP image.',
  'profile.edit.photoTooLarge': 'Choose an image of up to 1 MB.',
  'profile.edit.currentRequired': 'Enter your current password to change it.',
  'profile.edit.passwordShort': 'The new password needs at least 8 characters.',
  'profile.edit.passwordMismatch': 'The passwords do not match.',
};

export default en;
