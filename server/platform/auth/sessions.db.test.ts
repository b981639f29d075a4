import { describe, expect, it, vi } from 'vitest';
import type { App } from '../../app';
import { useTestApp } from '../../test/app';
import {
  activate,
  createListing,
  registerAndSignIn,
  registerAndSignInAdmin,
} from '../../test/factories';
import {
  countQueries,
  onPostgres,
  redisAvailable,
  redisUrl,
  twoProcesses,
} from '../../test/two-processes';
import { changeAdminRole } from '../../features/admin/admin-role.queries';
import { announceFromCommand } from './session-channel';

// Signed-in requests check the account from memory (decision 017), yet "sign out everywhere"
// and deleting the account must still stop the old token at once: on the next request in the
// same process, and in every other process as soon as the channel's message arrives.

type Auth = Record<string, string>;
const me = (app: App, auth: Auth) =>
  app.inject({ url: '/api/v1/users/auth', headers: auth }).then((res) => res.statusCode);
const logoutAll = (app: App, auth: Auth) =>
  app.inject({ method: 'POST', url: '/api/v1/users/logout-all', headers: auth });
const deleteAccount = (app: App, auth: Auth) =>
  app.inject({ method: 'DELETE', url: '/api/v1/users/delete', headers: auth });

describe('in one process', () => {
  const ctx = useTestApp({ env: { CATALOGUE_CACHE_SECONDS: '5' } });

  it('refuses the old token on the very next request after "sign out everywhere"', async () => {
    const { auth } = await registerAndSignIn(ctx.app);
    expect(await me(ctx.app, auth)).toBe(200);
    expect((await logoutAll(ctx.app, auth)).statusCode).toBe(200);
    expect(await me(ctx.app, auth)).toBe(401);
  });

  it('refuses the old token on the very next request after the account is deleted', async () => {
    const { auth } = await registerAndSignIn(ctx.app);
    expect(await me(ctx.app, auth)).toBe(200);
    expect((await deleteAccount(ctx.app, auth)).statusCode).toBe(200);
    expect(await me(ctx.app, auth)).toBe(401);
  });

  it('answers a signed-in category page and detail from memory, after one query for the account', async () => {
    const seller = await registerAndSignIn(ctx.app);
    const id = await createListing(ctx.app, seller.auth, { description: 'Cosecha sesionuna' });
    expect((await activate(ctx.app, seller.auth, id)).statusCode).toBe(200);
    const buyer = await registerAndSignIn(ctx.app);
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: `/api/v1/products/${id}/favorite`,
          headers: buyer.auth,
        })
      ).statusCode,
    ).toBe(200);

    const page = '/api/v1/products?q=sesionuna';
    const detail = `/api/v1/products/${id}`;
    // First visits fill the catalogue cache (the public part).
    for (const url of [page, detail]) {
      expect((await ctx.app.inject({ url, headers: buyer.auth })).statusCode).toBe(200);
    }
    const counter = countQueries(ctx.database);
    try {
      // The buyer's account and hearts are kept since the heart: no query at all (decision 019).
      counter.queries = 0;
      const pageAnswer = await ctx.app.inject({ url: page, headers: buyer.auth });
      expect(counter.queries).toBe(0);
      expect(pageAnswer.json().data[0]).toMatchObject({ id, is_favorite: true });

      counter.queries = 0;
      const detailAnswer = await ctx.app.inject({ url: detail, headers: buyer.auth });
      expect(counter.queries).toBe(0);
      expect(detailAnswer.json().data).toMatchObject({
        id,
        is_favorite: true,
        provider: { phone: seller.phone },
        viewer: { contacted: false, reviewed: false },
      });

      // Someone whose first signed-in call this is: one query reads the account and what they
      // did, then nothing.
      const newcomer = await registerAndSignIn(ctx.app);
      counter.queries = 0;
      const first = await ctx.app.inject({ url: page, headers: newcomer.auth });
      expect(counter.queries).toBe(1);
      expect(first.json().data[0]).toMatchObject({ id, is_favorite: false });
      counter.queries = 0;
      await ctx.app.inject({ url: detail, headers: newcomer.auth });
      expect(counter.queries).toBe(0);
    } finally {
      counter.restore();
    }
  });

  it('keeps refusing a signed-out person (no token, no database)', async () => {
    const counter = countQueries(ctx.database);
    try {
      expect(await me(ctx.app, {})).toBe(401);
      expect(counter.queries).toBe(0);
    } finally {
      counter.restore();
    }
  });
});

/**
 * The other process hears of the change through a message, which takes a moment (about a
 * millisecond on one machine): the old token must be refused there within a short wait, and
 * stay refused.
 */
async function refusedSoon(app: App, auth: Auth) {
  await vi.waitFor(async () => expect(await me(app, auth)).toBe(401), {
    timeout: 1_000,
    interval: 5,
  });
  expect(await me(app, auth)).toBe(401);
}

function crossProcessTests(ctx: ReturnType<typeof twoProcesses>, redis?: string) {
  it('stops the token in the other process after "sign out everywhere"', async () => {
    const { auth } = await registerAndSignIn(ctx.first);
    // Both processes have read the account and keep it: the profile is then the only query.
    expect(await me(ctx.first, auth)).toBe(200);
    expect(await me(ctx.second, auth)).toBe(200);
    const counter = countQueries(ctx.database);
    try {
      expect(await me(ctx.second, auth)).toBe(200);
      expect(counter.queries).toBe(1);
    } finally {
      counter.restore();
    }
    expect((await logoutAll(ctx.first, auth)).statusCode).toBe(200);
    expect(await me(ctx.first, auth)).toBe(401);
    await refusedSoon(ctx.second, auth);
  });

  it('stops the token in the other process after the account is deleted', async () => {
    const { auth } = await registerAndSignIn(ctx.second);
    expect(await me(ctx.first, auth)).toBe(200);
    expect(await me(ctx.second, auth)).toBe(200);
    expect((await deleteAccount(ctx.second, auth)).statusCode).toBe(200);
    expect(await me(ctx.second, auth)).toBe(401);
    await refusedSoon(ctx.first, auth);
  });

  it('ends the sessions in every process when the command line revokes the admin role', async () => {
    const admin = await registerAndSignInAdmin(ctx.first);
    expect(await me(ctx.first, admin.auth)).toBe(200);
    expect(await me(ctx.second, admin.auth)).toBe(200);
    // What `npm run admin -- revoke` does, from outside both processes.
    await changeAdminRole(ctx.database.db, admin.phone, 'revoke');
    await announceFromCommand(redis, ctx.database, admin.id);
    await refusedSoon(ctx.first, admin.auth);
    await refusedSoon(ctx.second, admin.auth);
  });
}

describe.skipIf(!onPostgres)(
  'two processes on one PostgreSQL, without Redis (LISTEN/NOTIFY)',
  () => {
    crossProcessTests(twoProcesses({}));
  },
);

describe.skipIf(!onPostgres || !redisAvailable)(
  'two processes on one PostgreSQL and one Redis (pub/sub)',
  () => {
    crossProcessTests(twoProcesses({ REDIS_URL: redisUrl }), redisUrl);
  },
);
