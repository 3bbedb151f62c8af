import { defineMessages, type OtherLocale, type Translation } from '../../i18n/defineMessages';
import type { ForgotTextKey } from './texts/forgot';
import type { LockTextKey } from './texts/lock';
import type { LoginTextKey } from './texts/login';
import type { RegisterTextKey } from './texts/register';
import type { ResetTextKey } from './texts/reset';

/**
 * The sign-in pages' texts. Each page's pt travels with that page alone (`texts/<page>.ts`, used through
 * `useT(lockTexts)`), so a public page carries only its own words, not the other four pages'; the texts several
 * pages show are in `texts/shared.ts`. The other languages are one file each for all of them (`messages.en.ts`, …):
 * someone reading English downloads it once, whichever sign-in page they open first. The pages' titles stay the
 * shell's (`login.title`, …): the route table names pages with them.
 */
export type AuthMessageKey = LoginTextKey | RegisterTextKey | ForgotTextKey | ResetTextKey | LockTextKey;

const languages: Record<OtherLocale, () => Promise<{ default: Translation<AuthMessageKey> }>> = {
  en: () => import('./messages.en'),
  de: () => import('./messages.de'),
  fr: () => import('./messages.fr'),
};

/** One sign-in page's slice: its pt texts, and the language files of all of them. */
export const authTexts = <K extends AuthMessageKey>(pt: Record<K, string>) => defineMessages(pt, languages);
