import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { LISTING_PHOTO_SIZES } from '../../../domain/listings/photos';
import { useTestApp } from '../../test/app';
import {
  activate,
  createListing,
  registerAndSignIn,
  registerAndSignInAdmin,
} from '../../test/factories';
import { multipartBody } from '../../test/multipart';

// Opening /producto/{id} or /productos/{category} from a WhatsApp link: the HTML already names
// the photo the screen will show first, so the phone fetches it with the app code instead of
// after it. The hinted file must be the very one the screen picks, or it is downloaded twice.

const webRoot = mkdtempSync(path.join(os.tmpdir(), 'ectm-hints-'));
writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><div id="root"></div>');
const ctx = useTestApp({ webRoot, env: { CATALOGUE_CACHE_SECONDS: '5' } });

type Auth = Record<string, string>;
type Photo = { url: string; srcset: string };

let photo: Buffer;
beforeAll(async () => {
  photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#4a7c2a' } })
    .jpeg()
    .toBuffer();
});

/** An active listing with one photo, at `price`; answers its id and the API's photo. */
async function listedWithPhoto(auth: Auth, price: number) {
  const id = await createListing(ctx.app, auth, { price, description: 'Con foto para el aviso' });
  const body = multipartBody([
    { name: 'images', value: photo, filename: 'finca.jpg', contentType: 'image/jpeg' },
  ]);
  const upload = await ctx.app.inject({
    method: 'POST',
    url: `/api/v1/products/${id}/images`,
    payload: body.payload,
    headers: { ...body.headers, ...auth },
  });
  expect(upload.statusCode).toBe(201);
  expect((await activate(ctx.app, auth, id)).statusCode).toBe(200);
  const detail = await ctx.app.inject(`/api/v1/products/${id}`);
  const [first] = detail.json().data.images as Photo[];
  return { id, photo: first! };
}

const preloadOf = (photo: Photo, sizes: string) =>
  `<${photo.url}>; rel=preload; as=image; fetchpriority=high; imagesrcset="${photo.srcset}"; imagesizes="${sizes}"`;

/** The image preloads of a page's Link header, in order. */
async function imageHints(url: string): Promise<string[]> {
  const page = await ctx.app.inject(url);
  expect(page.statusCode).toBe(200);
  expect(page.headers['content-type']).toMatch(/text\/html/);
  return String(page.headers.link ?? '')
    .split(/, (?=<)/)
    .filter((link) => link.includes('as=image'));
}

describe('product page', () => {
  it('names the first photo, with the srcset and sizes of the screen’s main photo', async () => {
    const seller = await registerAndSignIn(ctx.app);
    const listed = await listedWithPhoto(seller.auth, 3100);
    expect(await imageHints(`/producto/${listed.id}`)).toEqual([
      preloadOf(listed.photo, LISTING_PHOTO_SIZES.detail),
    ]);
  });

  it('names nothing for a listing nobody may see, and the page still opens', async () => {
    const seller = await registerAndSignIn(ctx.app);
    const inactive = await createListing(ctx.app, seller.auth);
    expect(await imageHints(`/producto/${inactive}`)).toEqual([]);
    expect(await imageHints('/producto/999999999')).toEqual([]);
    expect(await imageHints('/producto/abc')).toEqual([]);
  });

  it('names nothing once a moderator hid the listing', async () => {
    const seller = await registerAndSignIn(ctx.app);
    const listed = await listedWithPhoto(seller.auth, 3200);
    const admin = await registerAndSignInAdmin(ctx.app);
    const hide = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/admin/listings/${listed.id}/hide`,
      headers: admin.auth,
      payload: { reason: 'Fotos de otra finca' },
    });
    expect(hide.statusCode).toBe(200);
    expect(await imageHints(`/producto/${listed.id}`)).toEqual([]);
  });
});

describe('catalogue page', () => {
  it('names the photos of the first two cards the screen will ask for, filters included', async () => {
    const seller = await registerAndSignIn(ctx.app);
    const cheapest = await listedWithPhoto(seller.auth, 1);
    const second = await listedWithPhoto(seller.auth, 2);
    await listedWithPhoto(seller.auth, 3);
    const page = await ctx.app.inject('/api/v1/products?category=10&pagination=20&sort=price_asc');
    const cards = page.json().data as { id: number; image: string; image_srcset: string }[];
    expect(cards.slice(0, 2).map((card) => card.id)).toEqual([cheapest.id, second.id]);
    const cardPhoto = (card: (typeof cards)[number]) => ({
      url: card.image,
      srcset: card.image_srcset,
    });

    expect(await imageHints('/productos/10?name=Mercado')).toEqual(
      cards.slice(0, 2).map((card) => preloadOf(cardPhoto(card), LISTING_PHOTO_SIZES.card)),
    );
    // ?max_price=1 leaves one card: the same filter the screen sends to the API.
    expect(await imageHints('/productos/10?name=Mercado&max_price=1')).toEqual([
      preloadOf(cardPhoto(cards[0]!), LISTING_PHOTO_SIZES.card),
    ]);
  });
});
