import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCALES, type Locale } from '@retoma/ui';
import { describe, expect, it } from 'vitest';
import type { ModuleDefinition } from '../platform/defineModule';
import { loadSlice, type MessageSlice } from './defineMessages';
import { de } from './de';
import { en } from './en';
import { fr } from './fr';
import { pt } from './pt';

const catalogues = { pt, en, de, fr };

const srcDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Every source file of the app outside the catalogues themselves (the shell's and each module's `messages*.ts`). */
function sourceText(): string {
  const files = readdirSync(srcDir, { recursive: true, encoding: 'utf8' }).filter(
    (file) =>
      /\.(ts|tsx)$/.test(file) &&
      !file.includes('__screenshots__') &&
      !file.startsWith(`i18n${path.sep}`) &&
      !/(^|[/\\])messages(\.\w+)?\.ts$/.test(file) &&
      !/\.test\.tsx?$/.test(file),
  );
  return files.map((file) => readFileSync(path.join(srcDir, file), 'utf8')).join('\n');
}

const moduleName = (file: string) => file.replace(/^\.\.\/((modules|platform)\/)?|\/(messages|module)\.ts$|\/texts\/\w+\.ts$/g, '');

/** A module's texts as one set: what all its slices hold, in every language (one slice in most modules). */
function mergedSlices(slices: Array<MessageSlice<string>>) {
  return Object.fromEntries(LOCALES.map((locale) => [locale, Object.assign({}, ...slices.map((slice) => slice.loaded[locale]))])) as Record<
    Locale,
    Record<string, string>
  >;
}

/**
 * Each module's texts, the platform's shared by several modules (a ticket's history) and the company shell's chrome:
 * pt from its `messages.ts`, or, where each page carries only its own words (the sign-in pages), from its pages'
 * `texts/<page>.ts`; the other languages from their own files, as the app loads them.
 */
const slicesByModule = new Map<string, Array<MessageSlice<string>>>();
for (const [file, exports] of Object.entries(
  import.meta.glob<Record<string, unknown>>(
    ['../modules/*/messages.ts', '../modules/*/texts/*.ts', '../platform/*/messages.ts', '../shell/messages.ts'],
    {
      eager: true,
    },
  ),
)) {
  const slices = Object.values(exports).filter(
    (value): value is MessageSlice<string> => typeof value === 'object' && value !== null && 'load' in value,
  );
  slicesByModule.set(moduleName(file), [...(slicesByModule.get(moduleName(file)) ?? []), ...slices]);
}
const moduleSlices = await Promise.all(
  [...slicesByModule].map(async ([name, slices]) => {
    await Promise.all(slices.flatMap((slice) => LOCALES.map((locale) => loadSlice(slice, locale))));
    return [name, mergedSlices(slices)] as const;
  }),
);
/** Each module's navigation texts (route titles, breadcrumbs, menu labels), declared in its `module.ts`. */
const navSets = Object.entries(import.meta.glob<ModuleDefinition>('../modules/*/module.ts', { eager: true, import: 'default' })).map(
  ([file, definition]) => [`${moduleName(file)} (navigation)`, definition.nav] as const,
);
const sets: Array<readonly [string, Record<Locale, Record<string, string>>]> = [['app', catalogues], ...moduleSlices, ...navSets];

describe.each(sets)('i18n: %s', (_name, set) => {
  const keys = Object.keys(set.pt).sort();

  it.each(['en', 'de', 'fr'] as const)('%s has exactly the keys of pt, none empty', (locale) => {
    expect(Object.keys(set[locale]).sort()).toEqual(keys);
    for (const key of keys) expect(set[locale][key]!.trim(), `${locale}: ${key}`).not.toBe('');
  });

  it('keeps placeholders the same in every locale', () => {
    const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();
    for (const locale of ['en', 'de', 'fr'] as const) {
      for (const key of keys) expect(placeholders(set[locale][key]!), `${locale}: ${key}`).toEqual(placeholders(set.pt[key]!));
    }
  });

  it('has no unused key: every key is named somewhere in the app', () => {
    const text = sourceText();
    // A key's own definition (`'key': 'text'` in a module's navigation texts) does not count as a use.
    expect(keys.filter((key) => !new RegExp(`'${key.replaceAll('.', '\\.')}'(?!:)`).test(text))).toEqual([]);
  });
});

it('no key is defined twice: a module never shadows the shell or another module', () => {
  const owners = new Map<string, string[]>();
  for (const [name, set] of sets) for (const key of Object.keys(set.pt)) owners.set(key, [...(owners.get(key) ?? []), name]);
  expect([...owners].filter(([, names]) => names.length > 1)).toEqual([]);
});
