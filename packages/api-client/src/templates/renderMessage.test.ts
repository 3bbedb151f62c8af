import { describe, expect, it } from 'vitest';
import { renderMessage } from './renderMessage';

const values = {
  '[NOME_LEAD]': 'Maria',
  '[EMAIL_LEAD]': 'maria@exemplo.com',
  '[NOME_ATENDENTE]': 'Ana',
  '[NOME_PRODUTO]': 'Curso',
} as const;

describe('renderMessage', () => {
  it('replaces every occurrence of each known variable', () => {
    expect(renderMessage('[NOME_LEAD], [NOME_LEAD]! Sou [NOME_ATENDENTE] ([EMAIL_LEAD], [NOME_PRODUTO])', values)).toBe(
      'Maria, Maria! Sou Ana (maria@exemplo.com, Curso)',
    );
  });

  it('leaves link variables, unknown tokens and lower-case brackets as written', () => {
    expect(renderMessage('Acesse [LINK_CONFEITA] e [OUTRA] ou [nome_lead]', values)).toBe(
      'Acesse [LINK_CONFEITA] e [OUTRA] ou [nome_lead]',
    );
  });

  it('fills the link variables it is given, every occurrence, and leaves the others', () => {
    const url = 'https://pay.hotmart.com/K1?off=a1&sck=ana123';
    expect(renderMessage('[LINK_CONFEITA] ou [LINK_CONFEITA]; [LINK_OUTRO]', { ...values, '[LINK_CONFEITA]': url })).toBe(
      `${url} ou ${url}; [LINK_OUTRO]`,
    );
  });

  it('escapes the values but not the template', () => {
    const escape = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
    expect(renderMessage('<p>Olá, [NOME_LEAD]!</p>', { ...values, '[NOME_LEAD]': '<b>Zé & Cia</b>' }, escape)).toBe(
      '<p>Olá, &lt;b&gt;Zé &amp; Cia&lt;/b&gt;!</p>',
    );
  });

  it('does not read a value as a template: a value holding a variable stays as given', () => {
    expect(renderMessage('[NOME_LEAD] / [NOME_PRODUTO]', { ...values, '[NOME_LEAD]': '[NOME_PRODUTO]' })).toBe('[NOME_PRODUTO] / Curso');
  });

  it('keeps a text without variables unchanged', () => {
    expect(renderMessage('', values)).toBe('');
    expect(renderMessage('Olá! [ ] []', values)).toBe('Olá! [ ] []');
  });
});
