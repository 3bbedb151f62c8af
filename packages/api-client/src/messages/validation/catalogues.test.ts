// The package targets browsers and servers alike; this test alone reads the sources from disk.
/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { findEntry, placeholdersOf, type ValidationCatalogue } from './catalogue';
import { de } from './de';
import { en } from './en';
import { fr } from './fr';

const catalogues = { en, de, fr };
const locales = ['en', 'de', 'fr'] as const;

const srcDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Where validation messages are written: the write schemas, and the CEP messages they share with the CEP lookup. */
function sourceFiles(): string[] {
  const schemas = readdirSync(path.join(srcDir, 'schemas'))
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => path.join('schemas', file));
  return [...schemas, path.join('types', 'address.ts')];
}

/** The text of a string or template literal; a template's `${...}` become `{}` (the catalogue gives them names). */
function literalText(node: ts.Node): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) return node.head.text + node.templateSpans.map((span) => `{}${span.literal.text}`).join('');
  return undefined;
}

interface Literal {
  text: string;
  /** The property the literal is the value of (`error`, `message`, `path`...), if any. */
  property: string | undefined;
  at: string;
}

function literalsOf(file: string): Literal[] {
  const source = ts.createSourceFile(file, readFileSync(path.join(srcDir, file), 'utf8'), ts.ScriptTarget.Latest, true);
  const found: Literal[] = [];
  const visit = (node: ts.Node) => {
    const text = literalText(node);
    // Module specifiers are not text; a template's inner literals belong to its expressions, visited on their own.
    if (text !== undefined && !ts.isImportDeclaration(node.parent) && !ts.isExportDeclaration(node.parent)) {
      const property = ts.isPropertyAssignment(node.parent) && ts.isIdentifier(node.parent.name) ? node.parent.name.text : undefined;
      found.push({ text, property, at: `${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}` });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * Messages are whole sentences, written where the schemas are (`{ error: '...' }`, builders' arguments and defaults,
 * `issue(ctx, path, '...')`, message constants): a capital letter first, a full stop, `!` or `?` last. Nothing
 * else in the schemas reads like that — field names, enum values, paths, codes and formats never do — so this
 * finds every message without a list of the builders that take one.
 */
const SENTENCE = /^\p{Lu}.*[.!?]$/su;

const literals = sourceFiles().flatMap(literalsOf);
/** Each message of the sources, with where it is first written (for the failure reports). */
const firstWritten = new Map<string, string>();
for (const literal of literals)
  if (SENTENCE.test(literal.text) && !firstWritten.has(literal.text)) firstWritten.set(literal.text, literal.at);
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
    expect(messages.length).toBeGreaterThan(200);
    expect(messages).toEqual(
      expect.arrayContaining(['Por favor, insira o nome da campanha.', 'Máximo de {} caracteres.', 'Por favor, insira o CEP.']),
    );
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
    for (const [key, translation] of Object.entries(catalogues[locale])) {
      expect(placeholdersOf(translation).sort(), `${locale}: ${key}`).toEqual(placeholdersOf(key).sort());
      expect(translation.trim(), `${locale}: ${key}`).not.toBe('');
      expect(translation, `${locale}: ${key}`).not.toBe(key);
    }
  });

  it('keys no message twice: a plain key is never also an instance of a template key', () => {
    const plainKeys = Object.keys(en).filter((key) => placeholdersOf(key).length === 0);
    const templateOnly = Object.fromEntries(Object.entries(en).filter(([key]) => placeholdersOf(key).length > 0));
    expect(plainKeys.filter((key) => findEntry(key, templateOnly) !== null)).toEqual([]);
  });
});
