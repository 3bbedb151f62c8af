import { describe, expect, it } from 'vitest';
import { fillVariables, insertToken } from './messageTemplate';

describe('insertToken', () => {
  it('writes the token at the caret and puts the caret after it', () => {
    expect(insertToken('Olá, !', { start: 5, end: 5 }, '[NOME_LEAD]')).toEqual({ text: 'Olá, [NOME_LEAD]!', caret: 16 });
  });

  it('replaces the selected text', () => {
    expect(insertToken('Olá, Maria!', { start: 5, end: 10 }, '[NOME_LEAD]')).toEqual({ text: 'Olá, [NOME_LEAD]!', caret: 16 });
  });

  it('keeps a caret outside the text inside it', () => {
    expect(insertToken('Oi', { start: 10, end: 12 }, '[NOME_PRODUTO]')).toEqual({ text: 'Oi[NOME_PRODUTO]', caret: 16 });
  });
});

describe('fillVariables', () => {
  const values = {
    '[NOME_LEAD]': 'Maria',
    '[EMAIL_LEAD]': 'maria@exemplo.com',
    '[NOME_ATENDENTE]': 'Ana',
    '[NOME_PRODUTO]': 'Curso',
  } as const;

  it('replaces every occurrence of each known variable', () => {
    expect(fillVariables('[NOME_LEAD], [NOME_LEAD]! Sou [NOME_ATENDENTE] ([EMAIL_LEAD], [NOME_PRODUTO])', values)).toBe(
      'Maria, Maria! Sou Ana (maria@exemplo.com, Curso)',
    );
  });

  it('leaves link variables and unknown tokens as written', () => {
    expect(fillVariables('Acesse [LINK_CONFEITA] e [OUTRA]', values)).toBe('Acesse [LINK_CONFEITA] e [OUTRA]');
  });
});
