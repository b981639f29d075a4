import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { FAVOURITE_MESSAGES } from '../../domain/favourites/favourite';
import { FAVOURITES } from '../../domain/limits';
import { PHOTO_INTAKE, PHOTO_INTAKE_MESSAGES } from '../platform/images/photo-intake';
import { useTestApp } from '../test/app';
import { multipartBody } from '../test/multipart';
import { snapshot } from './support/snapshot';
import { World, type Person } from './support/world';

// docs/product.md §14 ("Photos", "Requests"): one account must not be able to make the server slow
// or fall over for everyone else, with photos (decoding is the heaviest work the server does) or
// with a long favourites list. Each limit answers in Spanish, with the status a client can act on,
// and loses nothing already accepted.

let clock = Date.now();
const ctx = useTestApp({
  now: () => clock,
  // The set-up makes many listings from one address; this file is about per-person limits.
  env: { RATE_LIMIT_PER_MINUTE: '100000' },
});
let w: World;
beforeAll(async () => {
  w = await World.build(ctx.app);
});

const HOUR = 60 * 60 * 1000;

function uploadPhotos(person: Person, listingId: number, photos: Buffer[], type = 'image/png') {
  return w.inject(
    'POST',
    {
      url: `/products/${listingId}/images`,
      ...multipartBody(
        photos.map((value, i) => ({
          name: 'images',
          value,
          filename: `foto-${i + 1}.png`,
          contentType: type,
        })),
      ),
    },
    person,
  );
}

/** Blotchy noise, like leaves and soil: a photo that costs real decoding work. */
async function noisyPng(width: number, height: number): Promise<Buffer> {
  const small = { width: width / 8, height: height / 8, channels: 3 as const };
  return sharp(randomBytes(small.width * small.height * 3), { raw: small })
    .resize(width, height, { kernel: 'nearest' })
    .png({ compressionLevel: 1 })
    .toBuffer();
}

describe('photos', () => {
  it('refuses a decompression bomb (a 212 KB flat 7070 × 7070 PNG) before decoding it', async () => {
    const bomb = await sharp({
      create: { width: 7070, height: 7070, channels: 4, background: '#4a7c2a' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(250_000);
    const listing = await w.listing(w.victim, { active: false });
    const before = await snapshot(ctx.app);
    const res = await uploadPhotos(w.victim, listing, [bomb]);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors.images).toEqual(['Archivo 1: Demasiado grande (demasiados píxeles)']);
    expect(await snapshot(ctx.app)).toBe(before);
  });

  it('answers 503 with Retry-After when more uploads arrive than the server decodes and queues, and keeps every accepted one', async () => {
    const uploader = await w.person('Subidora Rápida');
    const photo = await noisyPng(2400, 1600);
    const inFlight = PHOTO_INTAKE.concurrent + PHOTO_INTAKE.waiting + 4;
    const listings = [];
    for (let i = 0; i < inFlight; i++) listings.push(await w.listing(uploader, { active: false }));

    const answers = await Promise.all(listings.map((id) => uploadPhotos(uploader, id, [photo])));

    const statuses = answers.map((res) => res.statusCode);
    expect(
      statuses.every((status) => status === 201 || status === 503),
      String(statuses),
    ).toBe(true);
    const busy = answers.filter((res) => res.statusCode === 503);
    expect(busy.length).toBeGreaterThan(0);
    expect(busy.length).toBeLessThanOrEqual(inFlight - PHOTO_INTAKE.concurrent);
    for (const res of busy) {
      expect(res.json()).toEqual({ message: PHOTO_INTAKE_MESSAGES.busy });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    // Every accepted upload is there; a refused one left nothing behind.
    for (const [i, res] of answers.entries()) {
      const images = await w.inject('GET', { url: `/products/${listings[i]}/images` }, uploader);
      expect(images.json().data).toHaveLength(res.statusCode === 201 ? 1 : 0);
    }
    // A refusal is not held against the person: once the queue has room, the same upload works.
    const retried = await uploadPhotos(uploader, listings[statuses.indexOf(503)]!, [photo]);
    expect(retried.statusCode, retried.body).toBe(201);
  });

  it(`limits photos to ${PHOTO_INTAKE.perPersonPerHour} per person per hour (429 with Retry-After), without touching anyone else`, async () => {
    const heavy = await w.person('Muchas Fotos');
    const small = await sharp({
      create: { width: 64, height: 48, channels: 3, background: '#4a7c2a' },
    })
      .jpeg()
      .toBuffer();
    const three = [small, small, small];
    for (let sent = 0; sent < PHOTO_INTAKE.perPersonPerHour; sent += 3) {
      const listing = await w.listing(heavy, { active: false });
      const res = await uploadPhotos(heavy, listing, three, 'image/jpeg');
      expect(res.statusCode, res.body).toBe(201);
    }

    const listing = await w.listing(heavy, { active: false });
    const before = await snapshot(ctx.app);
    const refused = await uploadPhotos(heavy, listing, [small], 'image/jpeg');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(PHOTO_INTAKE_MESSAGES.hourly(60));
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await snapshot(ctx.app)).toBe(before);

    // Someone else uploads as usual.
    const other = await w.person('Otra Persona');
    const theirs = await w.listing(other, { active: false });
    expect((await uploadPhotos(other, theirs, [small], 'image/jpeg')).statusCode).toBe(201);

    // An hour later the person may upload again.
    clock += HOUR + 1000;
    expect((await uploadPhotos(heavy, listing, [small], 'image/jpeg')).statusCode).toBe(201);
  });
});

describe('favourites', () => {
  /** Listings for the favourites: copies of one real listing, made in one statement. */
  async function listingsToKeep(owner: Person, howMany: number): Promise<number[]> {
    const model = await w.listing(owner);
    const result = await ctx.app.db.execute(sql`
      insert into listings (user_id, product_id, subcategory_id, category_id, size_id, address_id,
                            price, stock, description, is_active)
      select user_id, product_id, subcategory_id, category_id, size_id, address_id,
             price + n, stock, description || ' ' || n, true
      from listings, generate_series(1, ${howMany}) as n
      where id = ${model}
      returning id`);
    // Both engines' drivers answer { rows }.
    const { rows } = result as unknown as { rows: { id: number }[] };
    return [model, ...rows.map((row) => Number(row.id))].slice(0, howMany);
  }

  /** The person keeps these already (as if tapped one by one, oldest first). */
  async function keep(person: Person, listingIds: number[]) {
    await ctx.app.db.execute(sql`
      insert into favourites (user_id, listing_id, created_at)
      select ${person.id}, listing_id, now() - (ordinality || ' seconds')::interval
      from unnest(${`{${listingIds.join(',')}}`}::int[]) with ordinality as kept(listing_id)`);
  }

  const toggle = (person: Person, listingId: number) =>
    w.inject('POST', { url: `/products/${listingId}/favorite` }, person);
  const favouritesPage = (person: Person, query = '') =>
    w.inject('GET', { url: `/products/my/favorites${query}` }, person);

  it('answers a long favourites list a page at a time, with where it is (the spec’s data list)', async () => {
    const buyer = await w.person('Compradora Constante');
    const kept = await listingsToKeep(w.stranger, 250);
    await keep(buyer, kept);

    const first = await favouritesPage(buyer);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toHaveLength(FAVOURITES.pageSize);
    expect(first.json().meta).toEqual({
      page: 1,
      pagination: FAVOURITES.pageSize,
      total: 250,
      last_page: Math.ceil(250 / FAVOURITES.pageSize),
      max_favorites: FAVOURITES.maxPerPerson,
    });
    // Newest first (kept[0] was tapped last), and every page joined gives each favourite once.
    expect(first.json().data[0].product_user_id).toBe(kept[0]);
    const seen: number[] = [];
    for (let page = 1; page <= 3; page++) {
      const res = await favouritesPage(buyer, `?page=${page}&pagination=100`);
      expect(res.statusCode).toBe(200);
      seen.push(...res.json().data.map((row: { product_user_id: number }) => row.product_user_id));
    }
    expect(seen).toEqual(kept);

    const tooBig = await favouritesPage(buyer, '?pagination=100000');
    expect(tooBig.statusCode).toBe(422);
    expect(typeof tooBig.json().message).toBe('string');
  });

  it(`keeps at most ${FAVOURITES.maxPerPerson} favourites per person: one more is refused in Spanish and nothing changes`, async () => {
    const collector = await w.person('Coleccionista');
    const listings = await listingsToKeep(w.stranger, FAVOURITES.maxPerPerson + 1);
    await keep(collector, listings.slice(0, FAVOURITES.maxPerPerson - 1));

    const last = await toggle(collector, listings[FAVOURITES.maxPerPerson - 1]!);
    expect(last.statusCode, last.body).toBe(200);
    expect(last.json().data.is_favorite).toBe(true);

    const before = await snapshot(ctx.app);
    const over = await toggle(collector, listings[FAVOURITES.maxPerPerson]!);
    expect(over.statusCode).toBe(422);
    expect(over.json()).toEqual({ message: FAVOURITE_MESSAGES.tooMany });
    expect(await snapshot(ctx.app)).toBe(before);
    expect((await favouritesPage(collector)).json().meta.total).toBe(FAVOURITES.maxPerPerson);

    // Removing one makes room again.
    expect((await toggle(collector, listings[0]!)).json().data.is_favorite).toBe(false);
    expect((await toggle(collector, listings[FAVOURITES.maxPerPerson]!)).statusCode).toBe(200);
  });
});
