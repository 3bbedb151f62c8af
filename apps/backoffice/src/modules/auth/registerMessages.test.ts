import { LOCALES } from '@retoma/ui';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSlice, translate } from '../../i18n';
import type { RegisterTextKey } from './texts/register';
import { registerTexts } from './texts/register';

beforeAll(async () => {
  await Promise.all(LOCALES.map((locale) => loadSlice(registerTexts, locale)));
});

/** The text of one of the sign-in pages' keys in `locale`, as their screens read it. */
const text = (locale: (typeof LOCALES)[number], key: RegisterTextKey) => translate(locale, key, undefined, registerTexts);

/**
 * The spec's registration texts are English (the predecessor's): they are the en catalogue's, word for word,
 * and pt — the source language — carries their Portuguese equivalents.
 */
describe('registration messages', () => {
  it('en has the spec texts exactly', () => {
    expect(text('en', 'register.passwordMismatch')).toBe("Password doesn't match. Please try again.");
    expect(text('en', 'register.successTitle')).toBe('Account Created');
    expect(text('en', 'register.successText')).toBe('You are successfully registered!');
    expect(text('en', 'register.errorTitle')).toBe('Error');
  });

  it('pt has their Portuguese equivalents', () => {
    expect(text('pt', 'register.passwordMismatch')).toBe('As senhas não coincidem. Tente novamente.');
    expect(text('pt', 'register.successTitle')).toBe('Conta criada');
    expect(text('pt', 'register.successText')).toBe('Cadastro realizado com sucesso!');
    expect(text('pt', 'register.errorTitle')).toBe('Erro');
  });

  it('de and fr translate them too, never falling back to another language', () => {
    for (const locale of ['de', 'fr'] as const) {
      for (const key of ['register.passwordMismatch', 'register.successTitle', 'register.successText', 'register.errorTitle'] as const) {
        expect(text(locale, key)).not.toBe(text('en', key));
        expect(text(locale, key)).not.toBe(text('pt', key));
      }
    }
  });
});
