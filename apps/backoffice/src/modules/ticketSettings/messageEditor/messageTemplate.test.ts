import { describe, expect, it } from 'vitest';
import { insertToken } from './messageTemplate';

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
