import { describe, expect, it } from 'vitest';
import { MAIL_CATALOGUES, mailTexts } from '.';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('e-mail catalogues', () => {
  const { pt, ...others } = MAIL_CATALOGUES;

  it.each(Object.entries(others))('%s has exactly the keys of pt, each with its placeholders, none left empty or in pt', (_, catalogue) => {
    expect(Object.keys(catalogue).sort()).toEqual(Object.keys(pt).sort());
    for (const [key, source] of Object.entries(pt)) {
      const text = catalogue[key as keyof typeof pt];
      expect(placeholders(text), key).toEqual(placeholders(source));
      expect(text.trim(), key).not.toBe('');
      expect(text, `${key} is left in pt`).not.toBe(source);
    }
  });

  it('words counts by each language’s plural rules', () => {
    expect(mailTexts('en').count('invite.validity', 1)).toBe('The link is valid for 1 day and can be used only once.');
    expect(mailTexts('en').count('invite.validity', 7)).toBe('The link is valid for 7 days and can be used only once.');
    expect(mailTexts('de').count('reset.validity', 1)).toBe('Der Link ist 1 Minute gültig und kann nur einmal verwendet werden.');
    expect(mailTexts('pt').count('reset.validity', 60)).toBe('O link vale por 60 minutos e só pode ser usado uma vez.');
  });
});
