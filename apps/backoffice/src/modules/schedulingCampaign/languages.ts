import type { OtherLocale, Translation } from '../../i18n/defineMessages';
import type { SchedulingMessageKey } from './messages';

/**
 * The module's texts in the other languages, one file each for both its slices: the company screens' (`messages.ts`)
 * and the public booking page's (`texts/booking.ts`). Apart from both, so the booking page does not bring the company
 * screens' Portuguese with it.
 */
export const schedulingLanguages: Record<OtherLocale, () => Promise<{ default: Translation<SchedulingMessageKey> }>> = {
  en: () => import('./messages.en'),
  de: () => import('./messages.de'),
  fr: () => import('./messages.fr'),
};
