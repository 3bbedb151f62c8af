import { createHmac, timingSafeEqual } from 'node:crypto';

export interface TokenClaims {
  /** User id. */
  sub: number;
  /** Token id, for revocation. */
  jti: string;
  iat: number;
  exp: number;
}

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const HEADER = encode({ alg: 'HS256', typ: 'JWT' });

export function signJwt(claims: TokenClaims, secret: string): string {
  const payload = `${HEADER}.${encode(claims)}`;
  const signature = createHmac('sha256', secret).update(payload).digest('base64url');
  return `${payload}.${signature}`;
}

/** Checks the signature only; expiry is the caller's decision (renewal accepts expired tokens). */
export function verifyJwtSignature(token: string, secret: string): TokenClaims | null {
  const [header, payload, signature] = token.split('.');
  if (!header || !payload || !signature || header !== HEADER) return null;
  const expected = createHmac('sha256', secret).update(`${header}.${payload}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as TokenClaims;
    return typeof claims.sub === 'number' && typeof claims.jti === 'string' && typeof claims.exp === 'number' ? claims : null;
  } catch {
    return null;
  }
}
