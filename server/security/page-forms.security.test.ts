import { beforeAll, describe, expect, it } from 'vitest';
import { PAGE_FORM_MESSAGES, favouriteFormPath } from '../../domain/page-forms';
import { pageFormToken } from '../platform/auth/page-form-token';
import { SESSION_COOKIE } from '../platform/auth/session-cookie';
import { useTestApp } from '../test/app';
import { activate, createListing, registerAndSignIn } from '../test/factories';
import { PAGE_FORM_ROUTES } from './access-rows';

// The forms a server-rendered page posts before its code arrives (decision 027): the heart.
// They read the page cookie, so each must refuse what a cookie alone would let another site
// do: a POST from another origin (or with none named), a missing or wrong form token, another
// session's token; and without the cookie nothing happens. Nothing is changed by a refusal.

const ctx = useTestApp();
const ORIGIN = 'http://localhost:80';

type Person = Awaited<ReturnType<typeof registerAndSignIn>>;
let seller: Person;
let buyer: Person;
let other: Person;
let listingId: number;

beforeAll(async () => {
  seller = await registerAndSignIn(ctx.app, { name: 'Rosa Quintero' });
  buyer = await registerAndSignIn(ctx.app, { name: 'Juan Compras' });
  other = await registerAndSignIn(ctx.app, { name: 'Ana Otra' });
  listingId = await createListing(ctx.app, seller.auth);
  expect((await activate(ctx.app, seller.auth, listingId)).statusCode).toBe(200);
});

function tapHeart(
  fields: Record<string, string>,
  headers: Record<string, string> = {},
  person: Person | null = buyer,
  id: number | string = listingId,
) {
  return ctx.app.inject({
    method: 'POST',
    url: typeof id === 'number' ? favouriteFormPath(id) : `/producto/${id}/favorito`,
    headers: {
      host: 'localhost:80',
      origin: ORIGIN,
      referer: `${ORIGIN}/productos/1?name=Mercado`,
      'content-type': 'application/x-www-form-urlencoded',
      ...(person ? { cookie: `${SESSION_COOKIE}=${person.token}` } : {}),
      ...headers,
    },
    payload: new URLSearchParams(fields).toString(),
  });
}

async function isFavourite(person: Person): Promise<boolean> {
  const res = await ctx.app.inject({ url: `/api/v1/products/${listingId}`, headers: person.auth });
  return res.json().data.is_favorite as boolean;
}

describe('the heart form (POST /producto/{id}/favorito)', () => {
  it('is listed among the page forms and registered', () => {
    for (const key of Object.keys(PAGE_FORM_ROUTES)) {
      const [method, url] = key.split(' ') as ['POST', string];
      expect(ctx.app.hasRoute({ method, url }), key).toBe(true);
    }
  });

  it('from the page: adds, sends the person back to the page they tapped on, and a second tap does not undo it', async () => {
    const token = pageFormToken(buyer.token);
    const added = await tapHeart({ token, agregar: '1' });
    expect(added.statusCode).toBe(303);
    expect(added.headers.location).toBe('/productos/1?name=Mercado');
    expect(await isFavourite(buyer)).toBe(true);
    // The same form sent again (a page not yet drawn again): still a favourite.
    expect((await tapHeart({ token, agregar: '1' })).statusCode).toBe(303);
    expect(await isFavourite(buyer)).toBe(true);
    const removed = await tapHeart({ token, agregar: '0' }, { referer: '' });
    expect(removed.statusCode).toBe(303);
    expect(removed.headers.location).toBe(`/producto/${listingId}`);
    expect(await isFavourite(buyer)).toBe(false);
  });

  it('refuses a POST from another site, or naming no site, and changes nothing', async () => {
    const token = pageFormToken(buyer.token);
    for (const headers of [
      { origin: 'https://otro-sitio.example', referer: 'https://otro-sitio.example/' },
      { origin: 'null', referer: '' },
      { origin: '', referer: '' },
      // Another site's page with a Referer of ours does not pass: the Origin decides.
      { origin: 'https://otro-sitio.example', referer: `${ORIGIN}/inicio` },
    ]) {
      const res = await tapHeart({ token, agregar: '1' }, headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.json().message).toBe(PAGE_FORM_MESSAGES.otherSite);
    }
    expect(await isFavourite(buyer)).toBe(false);
  });

  it('refuses a missing or wrong form token, and another session’s', async () => {
    for (const fields of <Record<string, string>[]>[
      { agregar: '1' },
      { token: '', agregar: '1' },
      { token: 'x'.repeat(43), agregar: '1' },
      { token: pageFormToken(other.token), agregar: '1' },
      { token: `${pageFormToken(buyer.token)}x`, agregar: '1' },
    ]) {
      const res = await tapHeart(fields);
      expect(res.statusCode, JSON.stringify(fields)).toBe(403);
      expect(res.json().message).toBe(PAGE_FORM_MESSAGES.staleForm);
    }
    expect(await isFavourite(buyer)).toBe(false);
  });

  it('without the page cookie does nothing (401); a bearer token alone is not a page session', async () => {
    const token = pageFormToken(buyer.token);
    const none = await tapHeart({ token, agregar: '1' }, {}, null);
    expect(none.statusCode).toBe(401);
    expect(none.json().message).toBe(PAGE_FORM_MESSAGES.signedOut);
    const bearer = await tapHeart({ token, agregar: '1' }, buyer.auth, null);
    expect(bearer.statusCode).toBe(401);
    expect(await isFavourite(buyer)).toBe(false);
  });

  it('answers bad input with a Spanish 4xx, never a 5xx', async () => {
    const token = pageFormToken(buyer.token);
    const cases = [
      await tapHeart({ token, agregar: 'sí' }),
      await tapHeart({ token }),
      await tapHeart({ token, agregar: '1' }, {}, buyer, 'abc'),
      await tapHeart({ token, agregar: '1' }, {}, buyer, '0'),
      await tapHeart({ token, agregar: '1' }, {}, buyer, 2 ** 31),
      await tapHeart({ token, agregar: '1' }, {}, buyer, 999_999),
      await ctx.app.inject({
        method: 'POST',
        url: favouriteFormPath(listingId),
        headers: {
          origin: ORIGIN,
          host: 'localhost:80',
          cookie: `${SESSION_COOKIE}=${buyer.token}`,
        },
        payload: { token, agregar: ['1', '0'] },
      }),
    ];
    for (const res of cases) {
      expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, res.body).toBeLessThan(500);
      expect(typeof res.json().message).toBe('string');
    }
    expect(await isFavourite(buyer)).toBe(false);
  });
});
