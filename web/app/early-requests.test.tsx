import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listingDetail, listingSummary } from '../test/listing-test-data';
import { apiRequest, sendEarly } from '../lib/api-client';
import { queryClient } from '../lib/query-client';
import { storeUser } from '../lib/session';
import { answer, fakeApi } from '../test/fake-api';
import type { FakeRequest } from '../test/fake-api';
import { renderApp, signIn as storeToken } from '../test/render-app';
import { sendFirstRequests } from './early-requests';

// A product or catalogue page opened from a WhatsApp link asks the API while its code is still
// downloading. That is only a saving if the screen then uses those answers: each request must go
// out once, never twice (a second download costs the person data).

afterEach(() => {
  queryClient.clear();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

const listing = listingDetail();
const cards = [listingSummary({ id: 1, name: 'Cebolla junca' })];

function marketplace() {
  return fakeApi({
    'GET /products/:id': () => answer(200, { data: listing }),
    'GET /products': () =>
      answer(200, { data: cards, meta: { page: 2, pagination: 20, total: 21, last_page: 2 } }),
    'GET /products/my/favorites': () => answer(200, { data: [] }),
  });
}

/** Signed in as the app leaves it after a login: token and profile. */
function signIn() {
  storeToken();
  storeUser({ id: 9, phone: '3001234567', name: 'Ana' });
}

/** The page's own requests (the menu's unread count is the layout's, on every page). */
const asked = (requests: FakeRequest[]) =>
  requests
    .filter((r) => r.path !== '/notifications/unread')
    .map((r) => `${r.method} ${r.path}${r.query.size ? `?${r.query}` : ''}`);

describe('the first requests of a page', () => {
  it('product: the product goes out at once, and the screen uses it (its heart needs no list)', async () => {
    const api = marketplace();
    signIn();
    sendFirstRequests(`/producto/${listing.id}`, new URLSearchParams());
    expect(asked(api.requests)).toEqual([`GET /products/${listing.id}`]);

    renderApp(`/producto/${listing.id}`);
    await screen.findByRole('heading', { level: 1, name: listing.name }, { timeout: 5000 });
    await screen.findByRole('button', { name: 'Agregar a favoritos' });
    // The product once; then its reference price, which needs the product's unit and place.
    await waitFor(() =>
      expect(asked(api.requests)).toEqual([
        `GET /products/${listing.id}`,
        `GET /prices?product_id=${listing.product_id}&department_id=${listing.address.department_id}`,
      ]),
    );
  });

  it('catalogue: the page the address asks for, filters included, requested once', async () => {
    const api = marketplace();
    signIn();
    const path = '/productos/10?name=Mercado&max_price=50000&sort=price_desc&page=2';
    const [pathname, search] = path.split('?');
    sendFirstRequests(pathname!, new URLSearchParams(search));

    renderApp(path);
    await screen.findByText('Cebolla junca', undefined, { timeout: 5000 });
    expect(asked(api.requests)).toEqual([
      'GET /products?category=10&max_price=50000&sort=price_desc&page=2&pagination=20',
    ]);
  });

  it('signed out: no hearts are asked for, and the product is still asked once', async () => {
    const api = marketplace();
    sendFirstRequests(`/producto/${listing.id}`, new URLSearchParams());
    expect(asked(api.requests)).toEqual([`GET /products/${listing.id}`]);
    expect(api.requests[0]!.headers.get('authorization')).toBeNull();
    await apiRequest(`/products/${listing.id}`);
    expect(api.requests).toHaveLength(1);
  });

  it('other pages send nothing early', () => {
    const api = marketplace();
    signIn();
    for (const path of ['/inicio', '/producto/abc', '/producto/1/editar', '/favoritos']) {
      sendFirstRequests(path, new URLSearchParams());
    }
    expect(api.requests).toHaveLength(0);
  });
});

describe('an early answer', () => {
  it('is taken once: the next request for the same address goes to the network', async () => {
    const api = marketplace();
    sendEarly('/products/7');
    sendEarly('/products/7');
    await apiRequest('/products/7');
    expect(api.requests).toHaveLength(1);
    await apiRequest('/products/7');
    expect(api.requests).toHaveLength(2);
  });

  it('made without a session is not used once the person has signed in', async () => {
    const api = marketplace();
    sendEarly('/products/7');
    signIn();
    await apiRequest('/products/7');
    expect(api.requests.map((r) => r.headers.get('authorization') !== null)).toEqual([false, true]);
  });

  it('that failed on the network is asked again by the screen', async () => {
    let calls = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        calls += 1;
        if (calls === 1) throw new TypeError('Failed to fetch');
        return new Response(JSON.stringify({ data: listing }), {
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    sendEarly('/products/7');
    await expect(apiRequest('/products/7')).resolves.toEqual({ data: listing });
    expect(calls).toBe(2);
  });
});
