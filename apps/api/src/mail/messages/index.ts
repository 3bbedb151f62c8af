import type { ValidationLocale } from '@retoma/api-client';
import { de } from './de';
import { en } from './en';
import { fr } from './fr';
import { pt, type MailCatalogue, type MailKey } from './pt';

export type MailLocale = ValidationLocale;

/** Every language the server writes e-mails in, pt first (the source). */
export const MAIL_CATALOGUES: Record<MailLocale, MailCatalogue> = { pt, en, de, fr };

type Values = Record<string, string | number>;
/** The keys that come as a `.one` / `.other` pair, named without the suffix. */
type PluralKey = MailKey extends infer K ? (K extends `${infer Base}.other` ? Base : never) : never;

const fill = (template: string, values: Values) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

/** The texts of one language: a key with its values filled in, and a count worded by that language's plural rules. */
export function mailTexts(locale: MailLocale) {
  const catalogue = MAIL_CATALOGUES[locale];
  const rules = new Intl.PluralRules(locale);
  return {
    text: (key: MailKey, values: Values = {}) => fill(catalogue[key], values),
    count: (key: PluralKey, count: number, values: Values = {}) => {
      const form: MailKey = rules.select(count) === 'one' ? `${key}.one` : `${key}.other`;
      return fill(catalogue[form], { ...values, count });
    },
  };
}
