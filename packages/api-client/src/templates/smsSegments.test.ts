import { describe, expect, it } from 'vitest';
import { CAMPAIGN_MESSAGE_VARIABLES } from '../types/recovery';
import { atLongest, MAX_SMS_SEGMENTS, smsSegments } from './smsSegments';

describe('smsSegments', () => {
  it('counts nothing for an empty message', () => {
    expect(smsSegments('')).toEqual({ encoding: 'GSM-7', length: 0, segments: 0, remaining: 160 });
  });

  it('fits 160 GSM-7 characters in one part, and splits the 161st into two parts of 153', () => {
    expect(smsSegments('a'.repeat(160))).toEqual({ encoding: 'GSM-7', length: 160, segments: 1, remaining: 0 });
    expect(smsSegments('a'.repeat(161))).toEqual({ encoding: 'GSM-7', length: 161, segments: 2, remaining: 145 });
    expect(smsSegments('a'.repeat(306)).segments).toBe(2);
    expect(smsSegments('a'.repeat(307)).segments).toBe(3);
  });

  it('counts an extension character (€, [, ]) as two units', () => {
    expect(smsSegments('€').length).toBe(2);
    expect(smsSegments(`${'a'.repeat(159)}€`).segments).toBe(2);
  });

  it('keeps accents of the GSM alphabet (é, à, ü) in GSM-7', () => {
    expect(smsSegments('é à ü ñ').encoding).toBe('GSM-7');
  });

  it('turns the whole message into UCS-2 with one character outside GSM-7 ("ã"): 70 alone, 67 per part', () => {
    expect(smsSegments(`${'a'.repeat(69)}ã`)).toEqual({ encoding: 'UCS-2', length: 70, segments: 1, remaining: 0 });
    expect(smsSegments(`${'a'.repeat(70)}ã`)).toEqual({ encoding: 'UCS-2', length: 71, segments: 2, remaining: 63 });
  });

  it('counts an emoji as two UTF-16 units', () => {
    expect(smsSegments('😀')).toMatchObject({ encoding: 'UCS-2', length: 2 });
  });

  it('counts each variable at its longest value, links included', () => {
    for (const { variable, longest } of CAMPAIGN_MESSAGE_VARIABLES) expect(smsSegments(variable).length).toBe(longest);
    expect(smsSegments('[LINK_OFERTA1]').length).toBe(100);
    expect(atLongest('Oi [NOME_LEAD]!')).toBe(`Oi ${'x'.repeat(120)}!`);
  });

  it('counts an unknown bracketed word as written (brackets are extension characters)', () => {
    expect(smsSegments('[FOO]').length).toBe(7);
  });

  it('caps campaign messages at six parts', () => {
    expect(MAX_SMS_SEGMENTS).toBe(6);
    expect(smsSegments('a'.repeat(153 * 6)).segments).toBe(6);
    expect(smsSegments('a'.repeat(153 * 6 + 1)).segments).toBe(7);
  });
});
