import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { accessTokens } from '../db/schema';
import { signJwt, type TokenClaims, verifyJwtSignature } from './jwt';

export interface TokenSettings {
  secret: string;
  ttlSeconds: number;
  refreshWindowSeconds: number;
}

export type TokenCheck = { ok: true; userId: number; tokenId: string } | { ok: false; reason: 'invalid' | 'expired' };

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** How many verified tokens a process remembers (`claimsOf`): a few MB at most. */
const VERIFIED_TOKENS_LIMIT = 10_000;

/** What the database holds about a token: its row, or undefined when there is none. */
export type TokenRow = { revokedAt: Date | null; renewedAt: Date | null } | undefined;

/**
 * A token is usable when its signature holds (the claims), it is not revoked, not renewed and not expired. A renewed
 * token answers "expired" rather than "invalid": calls sent with it before the renewal reached the browser are still
 * the same session, and "expired" makes the app retry them with the renewed token instead of logging the person out.
 * The row is read on every call (here, or with the company in http/company.ts), so a logout takes effect at once.
 */
export function tokenVerdict(claims: TokenClaims, row: TokenRow): TokenCheck {
  if (!row || row.revokedAt !== null) return { ok: false, reason: 'invalid' };
  if (row.renewedAt !== null || claims.exp <= nowSeconds()) return { ok: false, reason: 'expired' };
  return { ok: true, userId: claims.sub, tokenId: claims.jti };
}

export function tokenService(db: Database, settings: TokenSettings) {
  async function issue(userId: number): Promise<{ token: string; expiresIn: number }> {
    const iat = nowSeconds();
    const jti = randomUUID();
    const exp = iat + settings.ttlSeconds;
    await db.insert(accessTokens).values({ id: jti, userId, expiresAt: new Date(exp * 1000) });
    return { token: signJwt({ sub: userId, jti, iat, exp }, settings.secret), expiresIn: settings.ttlSeconds };
  }

  /**
   * Tokens whose signature held, with their claims: a token is sent with every call, and its HMAC was about 2 % of
   * a list answer's CPU. Keyed by the whole token, signature included, so only those very bytes are trusted again;
   * the row (revocation, renewal) and the expiry are still judged on every call. Past the bound the oldest go.
   */
  const verified = new Map<string, TokenClaims>();

  /** The token's claims when its signature holds (revocation and expiry are `tokenVerdict`'s to judge). */
  function claimsOf(token: string): TokenClaims | null {
    const known = verified.get(token);
    if (known) return known;
    const claims = verifyJwtSignature(token, settings.secret);
    if (!claims) return null;
    if (verified.size >= VERIFIED_TOKENS_LIMIT) verified.delete(verified.keys().next().value!);
    verified.set(token, claims);
    return claims;
  }

  /** The token alone, for the session calls (company calls read it with the company, http/company.ts). */
  async function check(token: string): Promise<TokenCheck> {
    const claims = claimsOf(token);
    if (!claims) return { ok: false, reason: 'invalid' };
    const [row] = await db
      .select({ revokedAt: accessTokens.revokedAt, renewedAt: accessTokens.renewedAt })
      .from(accessTokens)
      .where(eq(accessTokens.id, claims.jti));
    return tokenVerdict(claims, row);
  }

  /**
   * Renews a token (expired or not) within the refresh window. The old token is marked renewed in the same
   * conditional update, so two concurrent renewals of one token cannot both succeed.
   */
  async function renew(token: string) {
    const claims = verifyJwtSignature(token, settings.secret);
    if (!claims || claims.exp + settings.refreshWindowSeconds <= nowSeconds()) return null;
    const renewed = await db
      .update(accessTokens)
      .set({ renewedAt: new Date() })
      .where(and(eq(accessTokens.id, claims.jti), isNull(accessTokens.revokedAt), isNull(accessTokens.renewedAt)))
      .returning({ id: accessTokens.id });
    if (renewed.length === 0) return null;
    return issue(claims.sub);
  }

  async function revoke(tokenId: string): Promise<void> {
    await db.update(accessTokens).set({ revokedAt: new Date() }).where(eq(accessTokens.id, tokenId));
  }

  return { issue, check, claimsOf, renew, revoke };
}
export type TokenService = ReturnType<typeof tokenService>;
