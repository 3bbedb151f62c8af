import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { catalogues } from './index';
import { pt } from './pt';

const srcDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Every source file of the app outside the catalogues themselves (the shell's and each module's `messages.ts`). */
function sourceText(): string {
  const files = readdirSync(srcDir, { recursive: true, encoding: 'utf8' }).filter(
    (file) =>
      /\.(ts|tsx)$/.test(file) &&
      !file.includes('__screenshots__') &&
      !file.startsWith(`i18n${path.sep}`) &&
      !file.endsWith(`${path.sep}messages.ts`) &&
      !/\.test\.tsx?$/.test(file),
  );
  return files.map((file) => readFileSync(path.join(srcDir, file), 'utf8')).join('\n');
}

describe('i18n catalogues', () => {
  const keys = Object.keys(pt).sort();

  it.each(['en', 'de', 'fr'] as const)('%s has exactly the keys of pt, none empty', (locale) => {
    const catalogue = catalogues[locale];
    expect(Object.keys(catalogue).sort()).toEqual(keys);
    for (const key of keys) expect(catalogue[key as keyof typeof pt].trim(), `${locale}: ${key}`).not.toBe('');
  });

  it('keeps placeholders the same in every locale', () => {
    const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();
    for (const locale of ['en', 'de', 'fr'] as const) {
      for (const key of keys) {
        const k = key as keyof typeof pt;
        expect(placeholders(catalogues[locale][k]), `${locale}: ${key}`).toEqual(placeholders(pt[k]));
      }
    }
  });

  it('has no unused key: every key is named somewhere in the app', () => {
    const text = sourceText();
    const unused = keys.filter((key) => !text.includes(`'${key}'`));
    expect(unused).toEqual([]);
  });
});
