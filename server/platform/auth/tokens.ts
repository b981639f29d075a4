import { webcrypto } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

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

export async function verifyAccessToken(key: Uint8Array, token: string): Promise<AccessClaims> {
  try {
    const { payload } = await jwtVerify(token, await verifyKey(key), {
      algorithms: ['HS256'],
      issuer: ISSUER,
    });
    const userId = Number(payload.sub);
    const tokenVersion = payload.ver;
    if (!Number.isInteger(userId) || userId <= 0 || typeof tokenVersion !== 'number') {
      throw new TokenError('invalid');
    }
    return { userId, tokenVersion };
  } catch (error) {
    if (error instanceof TokenError) throw error;
    if (error instanceof errors.JWTExpired) throw new TokenError('expired');
    throw new TokenError('invalid');
  }
}
