import { AVATAR_MAX_BYTES, AVATAR_TYPES, profileInput, type ProfileInput } from '@retoma/api-client/schemas';
import type { MessageKey, Translate } from '../../../i18n';
import type { HomeMessageKey } from '../messages';

/** What the form holds while it is filled: the chosen file is read only when the form is sent. */
export interface ProfileFormValues {
  name: string;
  /** A new photo chosen on this device. */
  photo: File | null;
  /** Remove the current photo (when no new one is chosen). */
  removePhoto: boolean;
  current_password: string;
  password: string;
  password_confirmation: string;
}

/** The form's fields as the API names them (`avatar` is the photo). */
export type ProfileField = 'name' | 'avatar' | 'current_password' | 'password' | 'password_confirmation';
export const PROFILE_FIELDS: readonly ProfileField[] = ['name', 'avatar', 'current_password', 'password', 'password_confirmation'];
export type ProfileErrors = Partial<Record<ProfileField, string>>;

export const initialProfileForm = (name: string): ProfileFormValues => ({
  name,
  photo: null,
  removePhoto: false,
  current_password: '',
  password: '',
  password_confirmation: '',
});

/** The password is only changed when one of its three fields is filled. */
export const changesPassword = (values: ProfileFormValues) =>
  values.current_password !== '' || values.password !== '' || values.password_confirmation !== '';

const MESSAGES: Record<ProfileField, HomeMessageKey> = {
  name: 'profile.edit.nameRequired',
  avatar: 'profile.edit.photoInvalid',
  current_password: 'profile.edit.currentRequired',
  password: 'profile.edit.passwordShort',
  password_confirmation: 'profile.edit.passwordMismatch',
};

type T = Translate<MessageKey | HomeMessageKey>;

/** The chosen file, before it is read: the API takes PNG, JPEG and WebP of up to 1 MB. */
export function checkPhoto(photo: File | null, t: T): string | undefined {
  if (!photo) return undefined;
  if (!(AVATAR_TYPES as readonly string[]).includes(photo.type)) return t('profile.edit.photoInvalid');
  if (photo.size > AVATAR_MAX_BYTES) return t('profile.edit.photoTooLarge');
  return undefined;
}

export type ProfileCheck = { ok: true; input: ProfileInput } | { ok: false; errors: ProfileErrors };

/**
 * Checks what will be sent with the API's own schema (`profileInput`), so the app refuses exactly what the server
 * would; the messages come from the catalogue, in the user's language. `avatar` is the chosen file already read
 * as a `data:` URL, null to remove the photo, undefined to keep it.
 */
export function checkProfile(values: ProfileFormValues, avatar: string | null | undefined, t: T): ProfileCheck {
  const parsed = profileInput.safeParse({
    name: values.name,
    ...(avatar !== undefined ? { avatar } : {}),
    ...(changesPassword(values)
      ? { current_password: values.current_password, password: values.password, password_confirmation: values.password_confirmation }
      : {}),
  });
  if (parsed.success) return { ok: true, input: parsed.data };
  const errors: ProfileErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as ProfileField;
    if (!PROFILE_FIELDS.includes(field) || errors[field]) continue;
    errors[field] =
      issue.code === 'too_big' && field !== 'avatar' ? t('profile.edit.tooLong', { max: Number(issue.maximum) }) : t(MESSAGES[field]);
  }
  return { ok: false, errors };
}

/** The chosen file as a `data:` URL, the form the API takes a photo in. */
export function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('unreadable file')));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsDataURL(file);
  });
}
