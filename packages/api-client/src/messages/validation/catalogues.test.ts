// The package targets browsers and servers alike; this test alone reads the sources from disk.
/// <reference types="node" />
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findEntry, type ValidationCatalogue } from './catalogue';
import { firstWrittenSentences, keysAlsoMatchedByTemplates, literalsOf, SENTENCE, translationFlaws } from './catalogueAudit';
import { de } from './de';
import { en } from './en';
import { fr } from './fr';

const catalogues = { en, de, fr };
const locales = ['en', 'de', 'fr'] as const;

const srcDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Where validation messages are written: the write schemas. */
function sourceFiles(): string[] {
  return readdirSync(path.join(srcDir, 'schemas'))
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => path.join('schemas', file));
}

const literals = sourceFiles().flatMap((file) => literalsOf(srcDir, file));
/** Each message of the sources, with where it is first written (for the failure reports). */
const firstWritten = firstWrittenSentences(literals);
const messages = [...firstWritten.keys()].sort();

/** A catalogue key as the sources write it: placeholders unnamed. */
const asWritten = (key: string) => key.replace(/\{\w+\}/g, '{}');

/** The key that translates a message of the sources: a template by its shape, a plain message by its text or as an instance. */
function keyFor(message: string, catalogue: ValidationCatalogue): string | undefined {
  if (message.includes('{}')) return Object.keys(catalogue).find((key) => asWritten(key) === message);
  return findEntry(message, catalogue)?.key;
}

describe('validation message catalogues', () => {
  it('finds the messages of the schemas, templates included', () => {
    expect(messages.length).toBeGreaterThan(100);
    expect(messages).toEqual(expect.arrayContaining(['Informe o nome da conta.', 'Máximo de {} caracteres.', 'Por favor, insira o nome.']));
  });

  it('finds every message written as an `error` or `message`: each reads as a sentence', () => {
    const notSentences = literals.filter(
      (literal) => (literal.property === 'error' || literal.property === 'message') && !SENTENCE.test(literal.text),
    );
    expect(notSentences).toEqual([]);
  });

  it('en, de and fr have the same keys', () => {
    expect(Object.keys(de).sort()).toEqual(Object.keys(en).sort());
    expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
  });

  it.each(locales)('%s translates every message of the schemas', (locale) => {
    const missing = messages.filter((message) => keyFor(message, catalogues[locale]) === undefined);
    expect(missing.map((message) => `${message} (${firstWritten.get(message)})`)).toEqual([]);
  });

  it.each(locales)('%s has no key the schemas do not use', (locale) => {
    const catalogue = catalogues[locale];
    const used = new Set(messages.map((message) => keyFor(message, catalogue)));
    expect(Object.keys(catalogue).filter((key) => !used.has(key))).toEqual([]);
  });

  it.each(locales)('%s keeps the placeholders of each key, and leaves nothing in pt', (locale) => {
    expect(translationFlaws(catalogues[locale])).toEqual([]);
  });

  it('keys no message twice: a plain key is never also an instance of a template key', () => {
    expect(keysAlsoMatchedByTemplates(en)).toEqual([]);
  });
});
