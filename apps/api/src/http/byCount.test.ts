import { describe, expect, it } from 'vitest';
import { byCount } from './errors';
import { translateServerMessage } from './messages';

describe('a server message that counts', () => {
  it('takes the one form for 1 only, as pt says it', () => {
    expect(byCount(1, 'one', 'other')).toBe('one');
    expect(byCount(0, 'one', 'other')).toBe('other');
    expect(byCount(2, 'one', 'other')).toBe('other');
  });

  it('is said in the singular in every language when it counts one', () => {
    const inUse = (n: number) =>
      byCount(
        n,
        `Conta em uso por ${n} produto. Remova ou mova o produto antes.`,
        `Conta em uso por ${n} produtos. Remova ou mova os produtos antes.`,
      );
    expect(inUse(1)).toBe('Conta em uso por 1 produto. Remova ou mova o produto antes.');
    expect(translateServerMessage(inUse(1), 'en')).toBe('Account used by 1 product. Remove or move the product first.');
    expect(translateServerMessage(inUse(2), 'en')).toBe('Account used by 2 products. Remove or move the products first.');
    expect(translateServerMessage(inUse(1), 'de')).toBe(
      'Konto wird von 1 Produkt verwendet. Entfernen oder verschieben Sie das Produkt zuerst.',
    );
    expect(translateServerMessage(inUse(3), 'de')).toBe(
      'Konto wird von 3 Produkten verwendet. Entfernen oder verschieben Sie die Produkte zuerst.',
    );
    expect(translateServerMessage('O seu plano permite 1 conquista ativa. Desative-a ou mude de plano.', 'fr')).toBe(
      'Votre forfait permet 1 réussite active. Désactivez-la ou changez de forfait.',
    );
    expect(translateServerMessage('O seu plano permite 1 usuário, e o lugar está ocupado. Mude de plano para ter mais.', 'en')).toBe(
      'Your plan allows 1 user, and the seat is taken. Change plans to have more.',
    );
  });
});
