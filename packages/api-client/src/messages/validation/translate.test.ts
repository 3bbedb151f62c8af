import { describe, expect, it } from 'vitest';
import { ticketInput } from '../../schemas';
import { translateValidationMessage } from './index';

describe('translateValidationMessage', () => {
  it('translates a message by its text', () => {
    expect(translateValidationMessage('Informe o nome da conta.', 'en')).toBe('Enter the account name.');
    expect(translateValidationMessage('Informe o nome da conta.', 'de')).toBe('Geben Sie den Namen des Kontos ein.');
    expect(translateValidationMessage('Informe o nome da conta.', 'fr')).toBe('Indiquez le nom du compte.');
  });

  it('translates a message built from a template, carrying its value where the language puts it', () => {
    const tooLong = ticketInput.shape.nome.safeParse('x'.repeat(121)).error?.issues[0]?.message;
    expect(tooLong).toBe('Máximo de 120 caracteres.');
    expect(translateValidationMessage(tooLong!, 'en')).toBe('Maximum 120 characters.');
    expect(translateValidationMessage(tooLong!, 'de')).toBe('Höchstens 120 Zeichen.');
    expect(translateValidationMessage(tooLong!, 'fr')).toBe('120 caractères maximum.');
    // A concrete message of the sources is an instance of its template too.
    expect(translateValidationMessage('Use no máximo 200 caracteres.', 'en')).toBe('Use at most 200 characters.');
  });

  it('writes numbers in a value the target language’s way, and carries other values untouched', () => {
    expect(translateValidationMessage('O valor máximo é 99.999.999,99.', 'en')).toBe('The maximum value is 99,999,999.99.');
    expect(translateValidationMessage('O valor máximo é 99.999.999,99.', 'de')).toBe('Der Höchstwert ist 99.999.999,99.');
    expect(translateValidationMessage('O valor máximo é 99.999.999,99.', 'fr')).toBe('La valeur maximale est 99\u202f999\u202f999,99.');
    expect(translateValidationMessage('Variável desconhecida: [NOME], [LINK_ABCD].', 'de')).toBe(
      'Unbekannte Variable: [NOME], [LINK_ABCD].',
    );
    expect(translateValidationMessage('Ordenação inválida. Use: nome, id (prefixo - para decrescente).', 'en')).toBe(
      'Invalid sort order. Use: nome, id (prefix - for descending).',
    );
  });

  it('leaves pt, and text no catalogue knows, unchanged', () => {
    expect(translateValidationMessage('Informe o nome da conta.', 'pt')).toBe('Informe o nome da conta.');
    expect(translateValidationMessage('Este e-mail já está cadastrado.', 'en')).toBe('Este e-mail já está cadastrado.');
    // A template's words without its value are not one of its messages.
    expect(translateValidationMessage('Máximo de  caracteres.', 'en')).toBe('Máximo de  caracteres.');
    expect(translateValidationMessage('constructor', 'fr')).toBe('constructor');
  });
});
