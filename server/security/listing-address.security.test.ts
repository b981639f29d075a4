import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app';
import { activate, createAddress, createListing, registerAndSignIn } from '../test/factories';

// 'Mostrar solo vereda y municipio' (decision 020): the address text of such an address reaches
// its owner alone, through every answer that shows a listing: the detail (read fresh, and kept
// for everyone a few seconds, with and without a session), the catalogue and the shared page.

const PRIVATE_TEXT = 'Km 4 vía Ventaquemada portón verde Q9P';
const SHOWN_TEXT = 'Calle 5 # 3-20 bodega Q9S';

// The short cache on, so a copy kept after the seller's own read is tried too.
const ctx = useTestApp({ env: { CATALOGUE_CACHE_SECONDS: '60' } });
let seller: Awaited<ReturnType<typeof registerAndSignIn>>;
let buyer: Awaited<ReturnType<typeof registerAndSignIn>>;
let privateListing: number;
let shownListing: number;

beforeAll(async () => {
  seller = await registerAndSignIn(ctx.app, { name: 'Marta Vendedora' });
  buyer = await registerAndSignIn(ctx.app, { name: 'Bruno Comprador' });
  const privateAddress = await createAddress(ctx.app, seller.auth, {
    address: PRIVATE_TEXT,
    vereda: 'Montoya',
    address_private: true,
  });
  const shownAddress = await createAddress(ctx.app, seller.auth, { address: SHOWN_TEXT });
  privateListing = await createListing(ctx.app, seller.auth, { address_id: privateAddress });
  shownListing = await createListing(ctx.app, seller.auth, { address_id: shownAddress });
  for (const id of [privateListing, shownListing]) await activate(ctx.app, seller.auth, id);
});

const get = (url: string, auth?: Record<string, string>) =>
  ctx.app.inject({ method: 'GET', url, headers: auth ?? {} });

describe('an address the seller keeps private', () => {
  it('never reaches another signed-in person, before or after the seller reads it', async () => {
    const url = `/api/v1/products/${privateListing}`;
    for (const reader of [buyer, seller, buyer, seller, buyer]) {
      const res = await get(url, reader.auth);
      expect(res.statusCode).toBe(200);
      const { address } = res.json().data;
      if (reader === seller) {
        expect(address.address).toBe(PRIVATE_TEXT);
      } else {
        expect(res.body).not.toContain(PRIVATE_TEXT);
        expect(address).toMatchObject({ address: '', vereda: 'Montoya', address_private: true });
      }
    }
  });

  it('never reaches a visitor without a session, the catalogue or the shared page', async () => {
    for (const url of [
      `/api/v1/products/${privateListing}`,
      '/api/v1/products?category=0',
      `/p/${privateListing}`,
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).not.toContain(PRIVATE_TEXT);
    }
    const catalogue = await get('/api/v1/products?category=0', buyer.auth);
    expect(catalogue.body).not.toContain(PRIVATE_TEXT);
  });

  it('leaves an address the seller shows as the spec has it: its text in the detail', async () => {
    const res = await get(`/api/v1/products/${shownListing}`, buyer.auth);
    expect(res.json().data.address).toMatchObject({ address: SHOWN_TEXT, address_private: false });
  });
});
