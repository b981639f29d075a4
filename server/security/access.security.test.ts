import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { SESSION_MESSAGES } from '../../domain/accounts/session';
import { ADMIN_MESSAGES } from '../../domain/admin/admin';
import { isTechnicalMessage } from '../../domain/errors';
import { SESSION_COOKIE } from '../platform/auth/session-cookie';
import { useTestApp } from '../test/app';
import { ACCESS_ROWS, PUBLIC_ROUTES, type AccessRow, type Prepared } from './access-rows';
import { registeredApiRoutes, routeKey } from './support/routes';
import { snapshot, snapshotOf } from './support/snapshot';
import { World, type Person } from './support/world';

// Every signed-in, owner-only and admin call of the API, tried without a session and with the
// wrong person's token: the answer is the designed refusal, the database and the stored photos
// are exactly as before, and no answer carries anything private of another person. Then the
// same call by the rightful person succeeds, which proves the refusal was not a typo in the URL.

const ctx = useTestApp();
let w: World;
beforeAll(async () => {
  w = await World.build(ctx.app);
});

/** No private text of the victim anywhere in an answer, except what this caller may see. */
function expectNoLeak(res: LightMyRequestResponse, label: string, allowed: string[] = []) {
  for (const secret of w.secrets) {
    if (allowed.includes(secret)) continue;
    expect(res.body.includes(secret), `${label} leaks «${secret}»: ${res.body.slice(0, 300)}`).toBe(
      false,
    );
  }
}

/** A refusal: the status designed, our one error shape, a Spanish sentence, nothing else. */
function expectRefusal(
  res: LightMyRequestResponse,
  label: string,
  status: number,
  message?: string,
) {
  expect(res.statusCode, `${label}: ${res.body.slice(0, 300)}`).toBe(status);
  if (res.body === '') return; // HEAD
  const body = res.json();
  expect(
    Object.keys(body).every((key) => key === 'message' || key === 'errors'),
    label,
  ).toBe(true);
  expect(typeof body.message, label).toBe('string');
  expect(isTechnicalMessage(body.message), `${label}: ${body.message}`).toBe(false);
  if (message) expect(body.message, label).toBe(message);
  expectNoLeak(res, label);
}

const defaultRightful = (row: AccessRow): Person =>
  row.access === 'admin' ? w.admin : row.access === 'user' ? w.stranger : w.victim;

async function check(row: AccessRow, prepared: Prepared) {
  const methods = row.method === 'GET' ? (['GET', 'HEAD'] as const) : [row.method];
  const before = await snapshot(ctx.app);
  const unchanged = async (label: string) =>
    expect(await snapshot(ctx.app), `${label} changed something`).toBe(before);

  for (const method of methods) {
    const label = `${method} ${prepared.url}`;
    if (method === 'HEAD') {
      // The GET form of a write answers HEAD with 405 to anyone and runs nothing
      // (platform/http/writes-by-get.ts; hardening-http.security.test.ts sweeps every GET).
      const head = await w.inject(method, prepared, w.stranger);
      if (head.statusCode === 405 && head.headers.allow === 'GET, POST') {
        await unchanged(label);
        continue;
      }
    }
    if (row.access === 'public') {
      const res = await w.inject(method, prepared, null);
      expect(res.statusCode, `${label} without a session: ${res.body.slice(0, 300)}`).toBe(
        row.none ?? 200,
      );
      expectNoLeak(res, `${label} without a session`);
      continue;
    }

    const none = await w.inject(method, prepared, null);
    expectRefusal(
      none,
      `${label} without a session`,
      row.none ?? 401,
      (row.none ?? 401) === 401 ? (row.noneMessage ?? SESSION_MESSAGES.noSession) : undefined,
    );
    await unchanged(`${label} without a session`);

    // The page cookie carries the victim's own token, but it only renders HTML (decision 013):
    // a call that brings the cookie without the bearer header (what a forged cross-site request
    // would carry) is refused exactly like one without a session, so there is no CSRF surface.
    const withCookie = await w.inject(
      method,
      {
        ...prepared,
        headers: { ...prepared.headers, cookie: `${SESSION_COOKIE}=${w.victim.token}` },
      },
      null,
    );
    expectRefusal(
      withCookie,
      `${label} with only the page cookie`,
      row.none ?? 401,
      (row.none ?? 401) === 401 ? (row.noneMessage ?? SESSION_MESSAGES.noSession) : undefined,
    );
    await unchanged(`${label} with only the page cookie`);

    const refusedToStranger =
      row.access === 'owner' || row.access === 'admin' || row.stranger !== undefined;
    if (refusedToStranger) {
      const res = await w.inject(method, prepared, w.stranger);
      const status = row.stranger ?? (row.access === 'admin' ? 403 : 404);
      const message =
        row.strangerMessage ?? (row.access === 'admin' ? ADMIN_MESSAGES.forbidden : undefined);
      expectRefusal(res, `${label} by another person`, status, message);
      await unchanged(`${label} by another person`);
    }
  }

  const rightful = prepared.rightful === undefined ? defaultRightful(row) : prepared.rightful;
  if (!rightful) return;
  const victimBefore = await snapshotOf(ctx.app, w.victim.id);
  const call = prepared.rightfulCall ?? prepared;
  const res = await w.inject(row.method, call, rightful);
  expect(res.statusCode, `${row.method} ${call.url} by the rightful person: ${res.body}`).toBe(
    row.ok ?? 200,
  );
  if (rightful !== w.victim && rightful !== w.admin) {
    // A signed-in person acting for themselves sees and changes nothing of the victim's.
    expectNoLeak(res, `${row.method} ${call.url} by another person`, row.mayShow?.(w));
    expect(await snapshotOf(ctx.app, w.victim.id), `${call.url} changed the victim’s data`).toBe(
      victimBefore,
    );
  }
}

describe('every call that needs a session, an owner or an admin', () => {
  it.each(ACCESS_ROWS.map((row) => [`${row.method} ${row.route}: ${row.what}`, row] as const))(
    '%s',
    async (_name, row) => {
      await check(row, await row.prepare(w));
    },
  );
});

describe('the table covers the API', () => {
  it('has a row or a public reason for every route under /api/v1', () => {
    const covered = new Set([
      ...ACCESS_ROWS.map((row) => `${row.method} ${row.route}`),
      ...Object.keys(PUBLIC_ROUTES),
    ]);
    const missing = registeredApiRoutes(ctx.app)
      .map(routeKey)
      .filter((key) => !covered.has(key));
    expect(
      missing,
      'routes without a security row: add them to server/security/access-rows.ts',
    ).toEqual([]);
  });

  it('names only routes that exist (no typo hides a route)', () => {
    const registered = new Set(registeredApiRoutes(ctx.app).map(routeKey));
    expect(registered.size).toBeGreaterThan(50);
    const unknown = [
      ...ACCESS_ROWS.map((row) => `${row.method} ${row.route}`),
      ...Object.keys(PUBLIC_ROUTES),
    ].filter((key) => !registered.has(key));
    expect(unknown).toEqual([]);
    for (const key of registered) {
      const [method, path] = key.split(' ') as ['GET', string];
      expect(ctx.app.hasRoute({ method, url: `/api/v1${path}` }), key).toBe(true);
    }
  });
});
