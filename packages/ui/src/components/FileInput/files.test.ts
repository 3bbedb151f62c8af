import { describe, expect, it } from 'vitest';
import { formatFileSize, isImage, matchesAccept } from './files';

describe('formatFileSize', () => {
  it('uses B, KB and MB with the locale separator', () => {
    expect(formatFileSize(84, 'pt')).toBe('84 B');
    expect(formatFileSize(1536, 'pt')).toBe('1,5 KB');
    expect(formatFileSize(1536 * 1024, 'pt')).toBe('1,5 MB');
    expect(formatFileSize(1536 * 1024, 'en')).toBe('1.5 MB');
  });
});

describe('matchesAccept', () => {
  const png = { name: 'Foto.PNG', type: 'image/png' };
  const pdf = { name: 'nota.pdf', type: 'application/pdf' };
  it('accepts everything without a list', () => {
    expect(matchesAccept(pdf, undefined)).toBe(true);
    expect(matchesAccept(pdf, [])).toBe(true);
  });
  it('matches wildcards, exact types and extensions, ignoring case', () => {
    expect(matchesAccept(png, ['image/*'])).toBe(true);
    expect(matchesAccept(pdf, ['image/*'])).toBe(false);
    expect(matchesAccept(pdf, ['application/pdf'])).toBe(true);
    expect(matchesAccept(png, ['.png'])).toBe(true);
    expect(matchesAccept({ name: 'leads.csv', type: 'text/csv' }, ['image/*', '.pdf'])).toBe(false);
  });
  it('tells images apart', () => {
    expect(isImage(png)).toBe(true);
    expect(isImage(pdf)).toBe(false);
  });
});
