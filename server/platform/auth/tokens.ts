import { webcrypto } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { RecentResults } from '../../lib/recent-results';

// Access tokens: HS256 JWTs whose payload carries `exp` (the client reads it, docs/product.md §5) and the
// user's token version (bumped to sign out everywhere or when the account is deleted).

export interface AccessClaims {
  userId: number;
  tokenVersion: number;
}

export class TokenError extends Error {
  constructor(readonly reason: 'expired' | 'invalid') {
    super(reason);
    this.name = 'TokenError';
  }
}

const ISSUER = 'el-campo-en-tus-manos';

export async function signAccessToken(
  key: Uint8Array,
  claims: AccessClaims,
  lifetimeDays: number,
): Promise<{ token: string; expiresAt: Date }> {
  const expiresAt = new Date(Date.now() + lifetimeDays * 24 * 60 * 60 * 1000);
  const token = await new SignJWT({ ver: claims.tokenVersion })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.userId))
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(key);
  return { token, expiresAt };
}

// Given the raw bytes, jose imports them as a WebCrypto key on every call (≈100 µs of a signed-in
// request, measured with `npm run bench`); the key is imported once per secret instead.
const verifyKeys = new WeakMap<Uint8Array, Promise<webcrypto.CryptoKey>>();
function verifyKey(key: Uint8Array): Promise<webcrypto.CryptoKey> {
  let imported = verifyKeys.get(key);
  if (!imported) {
    imported = webcrypto.subtle.importKey('raw', key, { name: 'HMAC', hash: 'SHA-256' }, false, [
      'verify',
    ]);
    verifyKeys.set(key, imported);
  }
  return imported;
}

export interface VerifiedClaims extends AccessClaims {
  /** The token's `exp`, in seconds since the epoch (jose refuses a token without one's time). */
  expiresAt: number | undefined;
}

/** `now` (ms) is the clock `exp` is checked against. */
export async function verifyAccessToken(
  key: Uint8Array,
  token: string,
  now: number = Date.now(),
): Promise<VerifiedClaims> {
  try {
    const { payload } = await jwtVerify(token, await verifyKey(key), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      currentDate: new Date(now),
    });
    const userId = Number(payload.sub);
    const tokenVersion = payload.ver;
    if (!Number.isInteger(userId) || userId <= 0 || typeof tokenVersion !== 'number') {
      throw new TokenError('invalid');
    }
    return { userId, tokenVersion, expiresAt: payload.exp };
  } catch (error) {
    if (error instanceof TokenError) throw error;
    if (error instanceof errors.JWTExpired) throw new TokenError('expired');
    throw new TokenError('invalid');
  }
}

/** How many verified tokens a process remembers (≈ 300 bytes each: about 3 MB at most). */
export const VERIFIED_TOKENS_MAX = 10_000;

/**
 * Tokens this process has verified, so a signed-in request does not check the same signature
 * again (jose through WebCrypto: ≈ 80 µs of CPU per request, measured with
 * scripts/bench/profile-api.ts). Keyed by the whole token, so only the very bytes that were
 * verified pass; each is good until its own `exp`, checked on every use as jose does (a token
 * is refused from the second of its `exp` on). Only tokens that passed are kept: a stranger's
 * tokens cannot fill it. What a token says is still checked against the account on every
 * request (the session states), so logout-all and deletion are not delayed by it.
 */
export class VerifiedTokens {
  private readonly entries: RecentResults<string, VerifiedClaims>;

  constructor(
    private readonly key: Uint8Array,
    maxEntries = VERIFIED_TOKENS_MAX,
    private readonly now: () => number = Date.now,
  ) {
    this.entries = new RecentResults(maxEntries);
  }

  /** The token's claims when it is remembered and not expired (no promise), else undefined. */
  remembered(token: string): AccessClaims | undefined {
    const kept = this.entries.get(token);
    if (!kept || this.live(kept)) return kept;
    this.entries.delete(token);
    return undefined;
  }

  /** The token's claims, verified now or remembered; throws TokenError as verifyAccessToken. */
  async verify(token: string): Promise<AccessClaims> {
    const kept = this.remembered(token);
    if (kept) return kept;
    const claims = await verifyAccessToken(this.key, token, this.now());
    // A token without an expiry is never remembered (ours always have one).
    if (claims.expiresAt !== undefined) this.entries.set(token, claims);
    return claims;
  }

  /** How many are remembered (tests of the bound). */
  get size(): number {
    return this.entries.size;
  }

  // jose's own rule: expired once the current second (floored) reaches `exp`.
  private live(claims: VerifiedClaims): boolean {
    return claims.expiresAt !== undefined && Math.floor(this.now() / 1000) < claims.expiresAt;
  }
}
