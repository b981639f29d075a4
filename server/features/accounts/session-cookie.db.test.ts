import { describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../platform/auth/session-cookie';
import { useTestApp } from '../../test/app';
import { anyIp, registerAndSignIn, registerUser, requestCode } from '../../test/factories';

// The page cookie (decision 013): set with the token when a code is verified, with
// the flags that keep it out of scripts and other sites, and gone on every way of leaving.

const ctx = useTestApp({ env: { TRUST_PROXY: 'true', ACCESS_TOKEN_DAYS: '30' } });

const DAY_SECONDS = 24 * 60 * 60;

/** Signs in with a code; `headers` as the request arrives (e.g. through the HTTPS proxy). */
async function verify(phone: string, headers: Record<string, string> = {}) {
  const { id, code } = await requestCode(ctx.app, phone);
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/v1/auth/${id}/verify`,
    payload: { pin: code },
    headers,
    remoteAddress: anyIp(),
  });
  expect(res.statusCode).toBe(200);
  return {
    token: res.json().data.access_token as string,
    cookie: String(res.headers['set-cookie']),
  };
}

const attributes = (cookie: string) => cookie.split('; ').slice(1);

describe('signing in with the code', () => {
  it('sets the token as an HttpOnly, SameSite=Lax cookie for the whole site, expiring with the token', async () => {
    const { phone } = await registerUser(ctx.app);
    const { token, cookie } = await verify(phone);
    expect(cookie.startsWith(`${SESSION_COOKIE}=${token};`)).toBe(true);
    expect(attributes(cookie)).toEqual(
      expect.arrayContaining(['Path=/', 'HttpOnly', 'SameSite=Lax']),
    );
    // Plain HTTP (development, tests): a Secure cookie would never come back.
    expect(cookie).not.toMatch(/Secure/);
    const maxAge = Number(/Max-Age=(\d+)/.exec(cookie)?.[1]);
    expect(maxAge).toBeGreaterThan(30 * DAY_SECONDS - 60);
    expect(maxAge).toBeLessThanOrEqual(30 * DAY_SECONDS);
  });

  it('marks it Secure when the request came over HTTPS through the trusted proxy', async () => {
    const { phone } = await registerUser(ctx.app);
    const { cookie } = await verify(phone, { 'x-forwarded-proto': 'https' });
    expect(attributes(cookie)).toContain('Secure');
  });

  it('the cookie never signs an API call: without the bearer token the API says there is no session', async () => {
    const { phone } = await registerUser(ctx.app);
    const { token } = await verify(phone);
    const res = await ctx.app.inject({
      url: '/api/v1/users/auth',
      headers: { cookie: `${SESSION_COOKIE}=${token}` },
    });
    expect(res.statusCode).toBe(401);
    const favourite = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/products/1/favorite',
      headers: { cookie: `${SESSION_COOKIE}=${token}` },
    });
    expect(favourite.statusCode).toBe(401);
  });
});

describe('leaving removes the cookie', () => {
  const cleared = (cookie: unknown) =>
    expect(String(cookie)).toMatch(
      new RegExp(`^${SESSION_COOKIE}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax$`),
    );

  it('logout (this browser), with or without a token, even an expired one', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/users/logout' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Cerraste sesión.' });
    cleared(res.headers['set-cookie']);
    const person = await registerAndSignIn(ctx.app);
    const signedIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/users/logout',
      headers: person.auth,
    });
    cleared(signedIn.headers['set-cookie']);
    // Removing the cookie signs nobody out of the API.
    const profile = await ctx.app.inject({ url: '/api/v1/users/auth', headers: person.auth });
    expect(profile.statusCode).toBe(200);
  });

  it('logout everywhere', async () => {
    const person = await registerAndSignIn(ctx.app);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/users/logout-all',
      headers: person.auth,
    });
    expect(res.statusCode).toBe(200);
    cleared(res.headers['set-cookie']);
  });

  it('deleting the account', async () => {
    const person = await registerAndSignIn(ctx.app);
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/v1/users/delete',
      headers: person.auth,
    });
    expect(res.statusCode).toBe(200);
    cleared(res.headers['set-cookie']);
  });
});
