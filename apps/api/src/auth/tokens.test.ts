import { describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { signJwt } from './jwt';
import { tokenService } from './tokens';

/** The signature check is remembered per token (`claimsOf`): only the very bytes that were verified are trusted again. */
describe('claimsOf', () => {
  const secret = 'retoma-tokens-test';
  // claimsOf never reads the database.
  const tokens = tokenService({} as Database, { secret, ttlSeconds: 3600, refreshWindowSeconds: 3600 });
  const claims = { sub: 7, jti: 'a-token', iat: 1, exp: 2 };

  it('trusts a token whose signature holds, again and again, and nothing else because of it', () => {
    const token = signJwt(claims, secret);
    expect(tokens.claimsOf(token)).toEqual(claims);
    expect(tokens.claimsOf(token)).toEqual(claims);
    const tampered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(tokens.claimsOf(tampered)).toBeNull();
    const otherPayload = signJwt({ ...claims, sub: 8 }, secret).split('.')[1];
    const [header, , signature] = token.split('.');
    expect(tokens.claimsOf(`${header}.${otherPayload}.${signature}`)).toBeNull();
    expect(tokens.claimsOf(signJwt(claims, 'another-secret'))).toBeNull();
  });
});
