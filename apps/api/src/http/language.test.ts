import type { ErrorBody } from '@retoma/api-client';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, getHarness, type Harness } from '../test/harness';
import { negotiateLocale } from './language';

let h: Harness;
let admin: string;
const acceptLanguage = (language: string | undefined): Record<string, string> =>
  language === undefined ? {} : { 'accept-language': language };
beforeAll(async () => {
  h = await getHarness();
  admin = await h.tokenFor(ADMIN);
});

describe('negotiateLocale', () => {
  it.each([
    ['en', 'en'],
    ['en-US', 'en'],
    ['de-DE', 'de'],
    ['FR', 'fr'],
    ['en-US,en;q=0.9,pt;q=0.8', 'en'],
    ['es, de;q=0.6, fr;q=0.4', 'de'],
    ['fr;q=0.5, de;q=0.5', 'fr'],
    ['en;q=0, fr', 'fr'],
    ['pt-BR, en;q=0.9', 'pt'],
    ['de;q=0.5, *', 'pt'],
    ['es, it', 'pt'],
    ['en;q=2, de;q=abc', 'pt'],
    ['', 'pt'],
    [undefined, 'pt'],
  ] as const)('%j is answered in %s', (header, locale) => {
    expect(negotiateLocale(header)).toBe(locale);
  });
});

describe('422 answers in the language of Accept-Language', () => {
  const createOrigin = (json: unknown, language?: string) =>
    h.call<ErrorBody>('POST', '/api/aurora/origems', {
      token: admin,
      json,
      headers: acceptLanguage(language),
    });

  it.each([
    ['en', 'The data provided is invalid.', 'Enter the name.'],
    ['en-US,en;q=0.9', 'The data provided is invalid.', 'Enter the name.'],
    ['de-DE', 'Die angegebenen Daten sind ungültig.', 'Geben Sie den Namen ein.'],
    ['fr', 'Les données fournies ne sont pas valides.', 'Indiquez le nom.'],
  ])('%s: the message and the field’s message', async (language, message, field) => {
    const res = await createOrigin({ nome: ' ' }, language);
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ message, errors: { nome: [field] } });
    expect(res.headers.get('vary')).toContain('Accept-Language');
  });

  it('answers pt without the header, and for a language we do not speak', async () => {
    for (const language of [undefined, 'es']) {
      const res = await createOrigin({ nome: ' ' }, language);
      expect(res.body).toEqual({ message: 'Os dados informados são inválidos.', errors: { nome: ['Informe o nome.'] } });
    }
  });

  it('carries a rule’s value into the translation (maximum length)', async () => {
    const tooLong = { nome: 'x'.repeat(121) };
    expect((await createOrigin(tooLong)).body.errors).toEqual({ nome: ['Use no máximo 120 caracteres.'] });
    expect((await createOrigin(tooLong, 'en')).body.errors).toEqual({ nome: ['Use at most 120 characters.'] });
    expect((await createOrigin(tooLong, 'de')).body.errors).toEqual({ nome: ['Verwenden Sie höchstens 120 Zeichen.'] });
    expect((await createOrigin(tooLong, 'fr')).body.errors).toEqual({ nome: ['Utilisez au maximum 120 caractères.'] });
  });

  it('translates a bad query parameter too', async () => {
    const res = await h.call<ErrorBody>('GET', '/api/aurora/origems?page=0', { token: admin, headers: { 'accept-language': 'de' } });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ page: ['Ungültige Seite.'] });
  });

  it('gives zod’s own messages (a rule without a message of its own) in the language asked for', async () => {
    // A quick-menu entry must not be empty: a rule zod words itself. Refused, so nothing is written.
    const path = `/api/aurora/users/${await h.userId(ADMIN)}`;
    const put = (language?: string) =>
      h.call<ErrorBody>('PUT', path, {
        token: admin,
        json: { menu_rapido: [''] },
        headers: acceptLanguage(language),
      });
    expect((await put()).body.errors).toEqual({ 'menu_rapido.0': [expect.stringMatching(/^Demasiado pequeno/)] });
    expect((await put('en')).body.errors).toEqual({ 'menu_rapido.0': [expect.stringMatching(/^Too small/)] });
    expect((await put('fr')).body.errors).toEqual({ 'menu_rapido.0': [expect.stringMatching(/^Trop petit/)] });
  });

  it('translates a business rule’s message that is one of the schemas’ messages', async () => {
    const res = await h.call<ErrorBody>('POST', '/api/aurora/contas', {
      token: admin,
      json: { integracao_id: 999_999, nome: 'Conta', token: 'segredo' },
      headers: { 'accept-language': 'en' },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ integracao_id: ['Select the integration.'] });
  });
});
