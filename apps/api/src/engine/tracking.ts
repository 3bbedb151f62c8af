import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The addresses an e-mail's recipient reaches the server by: the open pixel, each tracked link and the unsubscribe
 * page, all named by the send's unguessable `rastreio`. A tracked link carries its destination and a signature of
 * (rastreio, destination) with the server's key, so the redirect only ever leads where the e-mail pointed: it is
 * no open redirect for anyone else's addresses.
 */
export interface TrackingKeys {
  /** The server's address as recipients reach it (`RETOMA_PUBLIC_URL`). */
  publicUrl: string;
  /** The signing key, derived from the server's secret. */
  key: Buffer;
}

export function trackingKeys(publicUrl: string, serverSecret: string): TrackingKeys {
  return { publicUrl, key: createHmac('sha256', serverSecret).update('retoma:tracked-links').digest() };
}

export function linkSignature(keys: TrackingKeys, rastreio: string, url: string): string {
  return createHmac('sha256', keys.key).update(`${rastreio}\n${url}`).digest('base64url');
}

export function validSignature(keys: TrackingKeys, rastreio: string, url: string, signature: string): boolean {
  const expected = Buffer.from(linkSignature(keys, rastreio, url));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export const pixelUrl = (keys: TrackingKeys, rastreio: string) => `${keys.publicUrl}/api/t/o/${rastreio}.gif`;
export const unsubscribeUrl = (keys: TrackingKeys, rastreio: string) => `${keys.publicUrl}/api/t/u/${rastreio}`;
/**
 * An SMS's "Mensagem no WhatsApp": a short address of the send that records the click and leads to the step's wa.me
 * chat (the wa.me address itself, the message encoded in it, would take most of an SMS).
 */
export const whatsappRedirectUrl = (keys: TrackingKeys, rastreio: string) => `${keys.publicUrl}/api/t/w/${rastreio}`;
export const trackedUrl = (keys: TrackingKeys, rastreio: string, url: string) =>
  `${keys.publicUrl}/api/t/c/${rastreio}?u=${encodeURIComponent(url)}&s=${linkSignature(keys, rastreio, url)}`;
