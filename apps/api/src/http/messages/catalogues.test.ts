import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { de as validationDe } from '@retoma/api-client/validation/de';
import { en as validationEn } from '@retoma/api-client/validation/en';
import { fr as validationFr } from '@retoma/api-client/validation/fr';
import { findEntry } from '@retoma/api-client/validation/catalogue';
import {
  firstWrittenSentences,
  keysAlsoMatchedByTemplates,
  literalsOf,
  translationFlaws,
} from '@retoma/api-client/validation/catalogueAudit';
import { describe, expect, it } from 'vitest';
import { SERVER_CATALOGUES } from '.';

const locales = ['en', 'de', 'fr'] as const;
const validation = { en: validationEn, de: validationDe, fr: validationFr };

const srcDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Where the server writes the messages of its answers: its http layer, its routes and its services (not these catalogues). */
function sourceFiles(): string[] {
  return ['http', 'routes', 'services'].flatMap((dir) =>
    readdirSync(path.join(srcDir, dir), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .map((file) => path.join(dir, file))
      .filter((file) => path.dirname(file) !== path.join('http', 'messages')),
  );
}

/**
 * Sentences the server writes that are no error message in pt, and so are not translated here: the English
 * `Unauthenticated.` / `Token has expired.` are part of the wire contract (the client refreshes on the latter),
 * and success notes are no refusals.
 */
const NOT_ERROR_MESSAGES = new Set([
  'Unauthenticated.',
  'Token has expired.',
  'Se o e-mail estiver cadastrado, enviaremos as instruções de recuperação.',
  'Senha alterada com sucesso.',
  'Convite enviado com sucesso.',
  // Why a send was cancelled: stored with the send (its history shows it), not answered.
  'Campanha desativada.',
  'Campanha substituída por {}.',
  'Cancelado por um gestor.',
  'Plano desativado.',
  // The text of the Zenvia extension's test SMS: sent to the number, not answered.
  'Retoma: SMS de teste da extensão Zenvia. Se chegou, os SMS das campanhas sairão por esta conta.',
]);

const firstWritten = firstWrittenSentences(sourceFiles().flatMap((file) => literalsOf(srcDir, file)));
const messages = [...firstWritten.keys()].filter((text) => !NOT_ERROR_MESSAGES.has(text)).sort();

/** A message as the server sends it: each value filled in (`#{}` becomes `#42`, as a ticket's number is). */
const asSent = (message: string) => message.replaceAll('{}', '42');

describe('server message catalogues', () => {
  it('finds the messages the server writes, templates included', () => {
    expect(messages.length).toBeGreaterThan(90);
    expect(messages).toEqual(
      expect.arrayContaining(['Ticket não encontrado.', 'Este ticket está sendo atendido por {}.', 'Recurso não encontrado.']),
    );
    for (const excluded of NOT_ERROR_MESSAGES) expect(firstWritten.has(excluded), excluded).toBe(true);
  });

  it('en, de and fr have the same keys', () => {
    expect(Object.keys(SERVER_CATALOGUES.de).sort()).toEqual(Object.keys(SERVER_CATALOGUES.en).sort());
    expect(Object.keys(SERVER_CATALOGUES.fr).sort()).toEqual(Object.keys(SERVER_CATALOGUES.en).sort());
  });

  it.each(locales)('%s: every message is translated by exactly one catalogue, the validation one or the server’s', (locale) => {
    const untranslated = messages.filter(
      (message) =>
        (findEntry(asSent(message), validation[locale]) === null) === (findEntry(asSent(message), SERVER_CATALOGUES[locale]) === null),
    );
    expect(untranslated.map((message) => `${message} (${firstWritten.get(message)})`)).toEqual([]);
  });

  it.each(locales)('%s has no key the server does not use', (locale) => {
    const catalogue = SERVER_CATALOGUES[locale];
    const used = new Set(messages.map((message) => findEntry(asSent(message), catalogue)?.key));
    expect(Object.keys(catalogue).filter((key) => !used.has(key))).toEqual([]);
  });

  it.each(locales)('%s keeps the placeholders of each key, and leaves nothing in pt', (locale) => {
    expect(translationFlaws(SERVER_CATALOGUES[locale])).toEqual([]);
  });

  it('keys no message twice: a plain key is never also an instance of a template key', () => {
    expect(keysAlsoMatchedByTemplates(SERVER_CATALOGUES.en)).toEqual([]);
  });
});
