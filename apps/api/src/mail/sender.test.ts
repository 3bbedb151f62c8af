import { describe, expect, it } from 'vitest';
import { senderFor } from './delivery';

describe("a company's e-mails come from its chosen name", () => {
  it("puts the company's sender name before the server's address", () => {
    expect(senderFor('Retoma <nao-responda@retoma.local>', 'Loja Aurora')).toBe('"Loja Aurora" <nao-responda@retoma.local>');
    expect(senderFor('nao-responda@retoma.local', 'Casa Bela')).toBe('"Casa Bela" <nao-responda@retoma.local>');
  });

  it("keeps the server's sender without a name, and drops what could break the header", () => {
    expect(senderFor('Retoma <nao-responda@retoma.local>', null)).toBe('Retoma <nao-responda@retoma.local>');
    expect(senderFor('Retoma <nao-responda@retoma.local>', '  ')).toBe('Retoma <nao-responda@retoma.local>');
    expect(senderFor('Retoma <x@retoma.local>', 'Aurora"\r\nBcc: a@b.c <')).toBe('"AuroraBcc: a@b.c" <x@retoma.local>');
  });
});
