import { describe, expect, it } from 'vitest';
import { joinServerErrors } from './Form';

describe('joinServerErrors', () => {
  it('joins a field’s messages with commas, as the API sends them (422 errors)', () => {
    expect(joinServerErrors(['O e-mail é inválido.', 'Este e-mail já está cadastrado.'])).toBe(
      'O e-mail é inválido., Este e-mail já está cadastrado.',
    );
    expect(joinServerErrors(['Obrigatório.'])).toBe('Obrigatório.');
    expect(joinServerErrors('Já existe.')).toBe('Já existe.');
  });
});
