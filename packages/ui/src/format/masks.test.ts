import { describe, expect, it } from 'vitest';
import { formatCep, formatCnpj, formatCpf, formatDocument, formatPhone } from './masks';

describe('formatPhone', () => {
  it('masks landlines, mobiles and numbers with the country code', () => {
    expect(formatPhone('1134567890')).toBe('(11) 3456-7890');
    expect(formatPhone('11987654321')).toBe('(11) 98765-4321');
    expect(formatPhone('551134567890')).toBe('+55 (11) 3456-7890');
    expect(formatPhone('5511987654321')).toBe('+55 (11) 98765-4321');
    expect(formatPhone(11987654321)).toBe('(11) 98765-4321');
  });
  it('re-masks numbers that already carry punctuation', () => {
    expect(formatPhone('(11) 98765-4321')).toBe('(11) 98765-4321');
    expect(formatPhone('+55 11 98765 4321')).toBe('+55 (11) 98765-4321');
  });
  it('shows unexpected lengths as given and a dash when there are no digits', () => {
    expect(formatPhone('123')).toBe('123');
    expect(formatPhone('08001234567')).toBe('0800 123 4567');
    expect(formatPhone(' 0800-123-4567 ')).toBe('0800 123 4567');
    expect(formatPhone('0123456789')).toBe('0123456789');
    expect(formatPhone(null)).toBe('—');
    expect(formatPhone(undefined)).toBe('—');
    expect(formatPhone('')).toBe('—');
    expect(formatPhone('sem telefone')).toBe('—');
  });
});

describe('formatCpf', () => {
  it('masks eleven digits', () => {
    expect(formatCpf('12345678901')).toBe('123.456.789-01');
    expect(formatCpf('123.456.789-01')).toBe('123.456.789-01');
    expect(formatCpf(12345678901)).toBe('123.456.789-01');
  });
  it('restores the leading zeros of a CPF sent as a number', () => {
    expect(formatCpf(1234567890)).toBe('012.345.678-90');
    expect(formatCpf(0)).toBe('0');
  });
  it('shows wrong lengths as given and a dash for empty values', () => {
    expect(formatCpf('1234')).toBe('1234');
    expect(formatCpf('123456789012')).toBe('123456789012');
    expect(formatCpf(null)).toBe('—');
    expect(formatCpf('abc')).toBe('—');
  });
});

describe('formatCnpj', () => {
  it('masks fourteen digits', () => {
    expect(formatCnpj('12345678000190')).toBe('12.345.678/0001-90');
    expect(formatCnpj('12.345.678/0001-90')).toBe('12.345.678/0001-90');
    expect(formatCnpj(1345678000190)).toBe('01.345.678/0001-90');
    expect(formatCnpj('123')).toBe('123');
    expect(formatCnpj(undefined)).toBe('—');
  });
});

describe('formatCep', () => {
  it('masks eight digits', () => {
    expect(formatCep('01310100')).toBe('01310-100');
    expect(formatCep('01310-100')).toBe('01310-100');
    expect(formatCep(1310100)).toBe('01310-100');
    expect(formatCep('1310')).toBe('1310');
    expect(formatCep('')).toBe('—');
  });
});

describe('formatDocument', () => {
  it('chooses CPF or CNPJ by length', () => {
    expect(formatDocument('12345678901')).toBe('123.456.789-01');
    expect(formatDocument('12345678000190')).toBe('12.345.678/0001-90');
    expect(formatDocument(null)).toBe('—');
  });
});
