import { SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { SESSION_MESSAGES } from '../../domain/accounts/session';
import { ADMIN_MESSAGES } from '../../domain/admin/admin';
import { changeAdminRole } from '../features/admin/admin-role.queries';
import { signAccessToken } from '../platform/auth/tokens';
import { useTestApp } from '../test/app';
import {
  createListing,
  registerAndSignIn,
  registerAndSignInAdmin,
  signIn,
} from '../test/factories';
import { snapshot } from './support/snapshot';

// Access tokens: only an HS256 token signed with this server's key, from this issuer, not
// expired, for a person who still exists with the same token version, opens a session. Anything
// else is a 401 with docs/product.md's session message, on every kind of call, and changes nothing.

let now = Date.now();
const ctx = useTestApp({ now: () => now });
const ISSUER = 'el-campo-en-tus-manos';
const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const nowSeconds = () => Math.floor(Date.now() / 1000);

type Person = Awaited<ReturnType<typeof registerAndSignIn>>;
let person: Person;
let listingId: number;

beforeAll(async () => {
  person = await registerAndSignIn(ctx.app);
  listingId = await createListing(ctx.app, person.auth);
});

/** Signs claims with a key (this server's by default), as an attacker who had it would. */
function sign(
  claims: Record<string, unknown>,
  options: { key?: Uint8Array; alg?: string; sub?: string; iss?: string; exp?: number } = {},
) {
  return new SignJWT({ ver: 0, ...claims })
    .setProtectedHeader({ alg: options.alg ?? 'HS256', typ: 'JWT' })
    .setSubject(options.sub ?? String(person.id))
    .setIssuer(options.iss ?? ISSUER)
    .setIssuedAt()
    .setExpirationTime(options.exp ?? nowSeconds() + 3600)
    .sign(options.key ?? ctx.app.secrets.jwtKey);
}

/** A signed-in call, an owner-only change, an admin call and a public call with optional session. */
const CALLS = [
  { method: 'GET', url: '/api/v1/users/auth' },
  {
    method: 'POST',
    url: () => `/api/v1/products/${listingId}/active`,
    payload: { is_active: true },
  },
  { method: 'GET', url: '/api/v1/admin/actions' },
  { method: 'GET', url: '/api/v1/products' },
] as const;

async function expectRefusedEverywhere(authorization: string, message: string) {
  const before = await snapshot(ctx.app);
  for (const call of CALLS) {
    const url = typeof call.url === 'function' ? call.url() : call.url;
    const res = await ctx.app.inject({
      method: call.method,
      url,
      headers: { authorization },
      payload: 'payload' in call ? call.payload : undefined,
    });
    expect(res.statusCode, `${call.method} ${url}: ${res.body}`).toBe(401);
    expect(res.json()).toEqual({ message });
  }
  expect(await snapshot(ctx.app)).toBe(before);
}

const noSession = SESSION_MESSAGES.noSession;

describe('access tokens that are refused', () => {
  it('accepts the real token (the control for every case below)', async () => {
    const res = await ctx.app.inject({ url: '/api/v1/users/auth', headers: person.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.id).toBe(person.id);
  });

  it('refuses a call without a token, or with a header that is not a bearer token', async () => {
    const res = await ctx.app.inject({ url: '/api/v1/users/auth' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(noSession);
    for (const header of [
      'Bearer',
      'Bearer ',
      `Basic ${person.token}`,
      person.token,
      'Bearer x.y.z',
    ]) {
      const refused = await ctx.app.inject({
        url: '/api/v1/users/auth',
        headers: { authorization: header },
      });
      expect(refused.statusCode, header).toBe(401);
      expect(refused.json().message).toBe(noSession);
    }
  });

  it('refuses alg "none", with or without an empty signature', async () => {
    const payload = b64({ sub: String(person.id), ver: 0, iss: ISSUER, exp: nowSeconds() + 3600 });
    for (const header of [{ alg: 'none', typ: 'JWT' }, { alg: 'None' }, { alg: 'NONE' }]) {
      await expectRefusedEverywhere(`Bearer ${b64(header)}.${payload}.`, noSession);
      await expectRefusedEverywhere(`Bearer ${b64(header)}.${payload}`, noSession);
    }
  });

  it('refuses a wrong signature: another key, a changed payload, a cut signature', async () => {
    const otherKey = new TextEncoder().encode('another-secret-that-is-long-enough-for-hs256');
    await expectRefusedEverywhere(`Bearer ${await sign({}, { key: otherKey })}`, noSession);

    // The real token with its payload pointing at another person: the signature no longer fits.
    const [header, , signature] = person.token.split('.');
    const claims = JSON.parse(Buffer.from(person.token.split('.')[1]!, 'base64url').toString());
    const tampered = `${header}.${b64({ ...claims, sub: String(person.id + 1) })}.${signature}`;
    await expectRefusedEverywhere(`Bearer ${tampered}`, noSession);

    await expectRefusedEverywhere(`Bearer ${person.token.slice(0, -6)}`, noSession);
  });

  it('refuses another algorithm with the right key, and another issuer', async () => {
    await expectRefusedEverywhere(`Bearer ${await sign({}, { alg: 'HS512' })}`, noSession);
    await expectRefusedEverywhere(`Bearer ${await sign({}, { iss: 'otro-sitio' })}`, noSession);
  });

  it('refuses a token whose person or version is not a real one', async () => {
    for (const sub of ['0', '-1', 'abc', '99999999']) {
      await expectRefusedEverywhere(`Bearer ${await sign({}, { sub })}`, noSession);
    }
    await expectRefusedEverywhere(`Bearer ${await sign({ ver: '0' })}`, noSession);
    await expectRefusedEverywhere(`Bearer ${await sign({ ver: 1 })}`, noSession);
  });

  it('refuses an expired token, saying the session expired', async () => {
    const { token } = await signAccessToken(
      ctx.app.secrets.jwtKey,
      { userId: person.id, tokenVersion: 0 },
      -1,
    );
    await expectRefusedEverywhere(`Bearer ${token}`, SESSION_MESSAGES.expired);
  });

  it('refuses every earlier token after "sign out everywhere"', async () => {
    const someone = await registerAndSignIn(ctx.app);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/users/logout-all',
      headers: someone.auth,
    });
    expect(res.statusCode).toBe(200);
    await expectRefusedEverywhere(someone.auth.authorization, noSession);
  });

  it('refuses the token of a deleted account, even if a new account later gets the same phone', async () => {
    const gone = await registerAndSignIn(ctx.app);
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/v1/users/delete',
      headers: gone.auth,
    });
    expect(res.statusCode).toBe(200);
    await expectRefusedEverywhere(gone.auth.authorization, noSession);
    // The number is free again; the new account has another id, so the old token stays dead.
    now += 61_000; // the code cool-down of the number
    const again = await registerAndSignIn(ctx.app, { phone: gone.phone });
    expect(again.id).not.toBe(gone.id);
    await expectRefusedEverywhere(gone.auth.authorization, noSession);
  });

  it('takes the admin role away at once when it is revoked, without waiting for the token', async () => {
    const admin = await registerAndSignInAdmin(ctx.app);
    const call = () => ctx.app.inject({ url: '/api/v1/admin/actions', headers: admin.auth });
    expect((await call()).statusCode).toBe(200);
    await changeAdminRole(ctx.app.db, admin.phone, 'revoke');
    expect((await call()).statusCode).toBe(401);
    // What `npm run admin` does next: it tells the running servers, which keep each account's
    // token version in memory (decision 017). Admin calls read the role fresh regardless.
    await ctx.app.sessionsChanged(admin.id);
    // Revoking also ends the sessions; signed in again, the person is a normal user.
    await expectRefusedEverywhere(admin.auth.authorization, noSession);
    now += 61_000;
    const again = await signIn(ctx.app, admin.phone);
    const res = await ctx.app.inject({
      url: '/api/v1/admin/actions',
      headers: { authorization: `Bearer ${again}` },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(ADMIN_MESSAGES.forbidden);
  });

  it('reads the role from the database: a "role" claim in a token is ignored', async () => {
    const forged = await sign({ role: 'admin', admin: true });
    const res = await ctx.app.inject({
      url: '/api/v1/admin/actions',
      headers: { authorization: `Bearer ${forged}` },
    });
    expect(res.statusCode).toBe(403);
  });
});
