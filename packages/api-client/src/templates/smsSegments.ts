import { CAMPAIGN_MESSAGE_VARIABLES, LINK_VARIABLE, LINK_VARIABLE_LONGEST } from '../types/recovery';

/** The GSM 03.38 default alphabet: one 7-bit unit each. */
const GSM_BASIC = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);
/** Its extension table: an escape and the character, two units each. */
const GSM_EXTENDED = new Set('^{}\\[~]|€\f');

/** Single-part and per-part capacity of each encoding (a multipart SMS spends units on its header). */
export const SMS_LIMITS = {
  'GSM-7': { single: 160, multi: 153 },
  'UCS-2': { single: 70, multi: 67 },
} as const;
export type SmsEncoding = keyof typeof SMS_LIMITS;
/** The most parts a campaign SMS may take. */
export const MAX_SMS_SEGMENTS = 6;

export interface SmsCount {
  encoding: SmsEncoding;
  /** Units used: GSM-7 septets (an extension character takes two) or UTF-16 code units. */
  length: number;
  segments: number;
  /** Units left in the last part before another part starts. */
  remaining: number;
}

/** The text as the engine may send it at its longest: each known variable replaced by a value of its longest length. */
export function atLongest(text: string): string {
  let expanded = text.replace(LINK_VARIABLE, 'x'.repeat(LINK_VARIABLE_LONGEST));
  for (const { variable, longest } of CAMPAIGN_MESSAGE_VARIABLES) expanded = expanded.split(variable).join('x'.repeat(longest));
  return expanded;
}

/**
 * How many SMS parts a message takes, as the carriers count them: GSM-7 (160 characters alone, 153 per part when
 * split) unless a single character is outside that alphabet, which turns the whole message into UCS-2 (70 / 67):
 * one "ã" turns 160 into 70. Variables count at their longest value. Shared by the editor's counter and the
 * server's check, so both agree to the character.
 */
export function smsSegments(text: string): SmsCount {
  const expanded = atLongest(text);
  let gsmLength = 0;
  let gsm = true;
  for (const char of expanded) {
    if (GSM_BASIC.has(char)) gsmLength += 1;
    else if (GSM_EXTENDED.has(char)) gsmLength += 2;
    else {
      gsm = false;
      break;
    }
  }
  const encoding: SmsEncoding = gsm ? 'GSM-7' : 'UCS-2';
  const length = gsm ? gsmLength : expanded.length;
  const { single, multi } = SMS_LIMITS[encoding];
  if (length <= single) return { encoding, length, segments: length === 0 ? 0 : 1, remaining: single - length };
  const segments = Math.ceil(length / multi);
  return { encoding, length, segments, remaining: segments * multi - length };
}
