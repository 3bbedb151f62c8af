import { describe, expect, it } from 'vitest';
import { whatsappUrl } from './whatsappLink';

describe('whatsappUrl', () => {
  it('keeps only the number’s digits and encodes the whole message, accents, ampersands and line breaks included', () => {
    expect(whatsappUrl('+55 (11) 98765-4321', 'Olá, João & cia?\nSim')).toBe(
      'https://wa.me/5511987654321?text=Ol%C3%A1%2C%20Jo%C3%A3o%20%26%20cia%3F%0ASim',
    );
  });
});
