// Test support, read by the client's validation catalogue test and the server's message catalogue test; it reads
// sources from disk, so no bundle entry includes it (tsup lists the catalogues one by one).
/// <reference types="node" />
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { findEntry, placeholdersOf } from './catalogue';

/**
 * Messages are whole sentences: a capital letter first, a full stop, `!` or `?` last. Field names, enum values,
 * paths, codes and formats never read like that, so this finds every message without a list of where they are written.
 */
export const SENTENCE = /^\p{Lu}.*[.!?]$/su;

export interface Literal {
  text: string;
  /** The property the literal is the value of (`error`, `message`, `path`...), if any. */
  property: string | undefined;
  /** `file:line`, for the failure reports. */
  at: string;
}

/** The text of a string or template literal; a template's `${...}` become `{}` (the catalogue gives them names). */
function literalText(node: ts.Node): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) return node.head.text + node.templateSpans.map((span) => `{}${span.literal.text}`).join('');
  return undefined;
}

/** Every string and template literal of `file` (relative to `srcDir`), module specifiers left out. */
export function literalsOf(srcDir: string, file: string): Literal[] {
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

/** Each sentence among `literals`, with where it is first written. */
export function firstWrittenSentences(literals: readonly Literal[]): Map<string, string> {
  const firstWritten = new Map<string, string>();
  for (const literal of literals)
    if (SENTENCE.test(literal.text) && !firstWritten.has(literal.text)) firstWritten.set(literal.text, literal.at);
  return firstWritten;
}

/** Each translation that loses or adds a placeholder of its key, is empty, or is still the pt text. */
export function translationFlaws(catalogue: Readonly<Record<string, string>>): string[] {
  return Object.entries(catalogue).flatMap(([key, translation]) => {
    const flaws: string[] = [];
    if (placeholdersOf(translation).sort().join() !== placeholdersOf(key).sort().join()) flaws.push(`${key}: placeholders differ`);
    if (translation.trim() === '') flaws.push(`${key}: empty`);
    if (translation === key) flaws.push(`${key}: not translated`);
    return flaws;
  });
}

/** Plain keys that a template key also matches: one message keyed twice. */
export function keysAlsoMatchedByTemplates(catalogue: Readonly<Record<string, string>>): string[] {
  const plainKeys = Object.keys(catalogue).filter((key) => placeholdersOf(key).length === 0);
  const templateOnly = Object.fromEntries(Object.entries(catalogue).filter(([key]) => placeholdersOf(key).length > 0));
  return plainKeys.filter((key) => findEntry(key, templateOnly) !== null);
}
