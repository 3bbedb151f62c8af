import { AVATAR_MAX_BYTES, AVATAR_TYPES } from '@retoma/api-client/schemas';
import type { AchievementsMessageKey } from '../messages';

/** The badge follows the profile photo's rules on the server: PNG, JPEG or WebP, at most 1 MB. */
export const BADGE_TYPES = AVATAR_TYPES;

/** What is wrong with a chosen file before it is read (its declared type and its size); null when it may go. */
export function badgeProblem(file: File): AchievementsMessageKey | null {
  if (!(BADGE_TYPES as readonly string[]).includes(file.type)) return 'achievements.form.badgeInvalid';
  if (file.size > AVATAR_MAX_BYTES) return 'achievements.form.badgeTooLarge';
  return null;
}

/** The chosen file as a `data:` URL, the form the API takes a badge in (it then checks the bytes themselves). */
export function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('unreadable file')));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsDataURL(file);
  });
}
