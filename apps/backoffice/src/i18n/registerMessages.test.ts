import { LOCALES } from '@retoma/ui';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadLocale, translate } from './index';

beforeAll(async () => {
  await Promise.all(LOCALES.map(loadLocale));
});

/**
 * The spec's registration texts are English (the predecessor's): they are the en catalogue's, word for word,
 * and pt — the source language — carries their Portuguese equivalents.
 */
describe('registration messages', () => {
  it('en has the spec texts exactly', () => {
    expect(translate('en', 'register.passwordMismatch')).toBe("Password doesn't match. Please try again.");
    expect(translate('en', 'register.successTitle')).toBe('Account Created');
    expect(translate('en', 'register.successText')).toBe('You are successfully registered!');
    expect(translate('en', 'register.errorTitle')).toBe('Error');
  });

  it('pt has their Portuguese equivalents', () => {
    expect(translate('pt', 'register.passwordMismatch')).toBe('As senhas não coincidem. Tente novamente.');
    expect(translate('pt', 'register.successTitle')).toBe('Conta criada');
    expect(translate('pt', 'register.successText')).toBe('Cadastro realizado com sucesso!');
    expect(translate('pt', 'register.errorTitle')).toBe('Erro');
  });

  it('de and fr translate them too, never falling back to another language', () => {
    for (const locale of ['de', 'fr'] as const) {
      for (const key of ['register.passwordMismatch', 'register.successTitle', 'register.successText', 'register.errorTitle'] as const) {
        expect(translate(locale, key)).not.toBe(translate('en', key));
        expect(translate(locale, key)).not.toBe(translate('pt', key));
      }
    }
  });
});
