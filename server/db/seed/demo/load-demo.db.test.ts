import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, asc, count, eq, isNotNull, sql } from 'drizzle-orm';
import { pgTable, text } from 'drizzle-orm/pg-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEGAL_VERSIONS } from '../../../../domain/accounts/registration';
import { LISTINGS } from '../../../../domain/limits';
import { buildApp } from '../../../app';
import { loadConfig } from '../../../config';
import { variantKey } from '../../../platform/images/stored-images';
import { LocalFileStorage } from '../../../platform/storage/local-storage';
import { createTestDatabase } from '../../../test/database';
import { signIn } from '../../../test/factories';
import type { DatabaseHandle } from '../../client';
import { municipalityRows } from '../../reference/divipola.generated';
import { DEMO_STAPLES } from './demo-prices';
import {
  addresses,
  consents,
  contacts,
  favourites,
  listingImages,
  listingPrices,
  listings,
  reviews,
  seedState,
  storeImages,
  storeProducts,
  jobOffers,
  organizations,
  priceStats,
  sipsaPrices,
  stores,
  users,
} from '../../schema';
import { storeDetailSchema } from '../../../../domain/api/stores';
import { STORE_LIMITS } from '../../../../domain/stores/store';
import { DEMO_STORES } from './demo-stores';
import { allStoreDrawings, DEMO_STORES_SEED_NAME, storeDrawings } from './load-demo-stores';
import { preparePhotos } from './demo-photos';
import { DEMO_SELLERS } from './demo-people';
import { DEMO_PRODUCTS } from './demo-products';
import {
  DEMO_FIRST_PHONE,
  demoOnStart,
  loadDemoMarketplace,
  loadDemoOnFirstStart,
  marketplaceDrawings,
  planDemo,
  type DemoResult,
} from './load-demo';

// The real loader on a real database, with photos prepared by the real image pipeline (as the
// build prepares them) and stored into a throw-away folder. A subset of sellers (the first three
// already cover the ten categories) keeps it quick; the whole plan is checked without rendering.

const SELLERS = 3;
const NOW = new Date('2026-03-02T15:00:00Z');

let database: DatabaseHandle;
let root: string;
let prepared: string;
let storage: LocalFileStorage;
let first: DemoResult;

/** Tables the demo fills, each counting the INSERT statements it receives. */
const FILLED = [
  'users',
  'addresses',
  'consents',
  'listings',
  'listing_prices',
  'listing_images',
  'contacts',
  'reviews',
  'favourites',
  'organizations',
  'job_offers',
  'stores',
  'store_tags',
  'store_images',
  'store_products',
];

const insertStatements = pgTable('insert_statements', { tableName: text('table_name').notNull() });

async function countInsertStatements(db: DatabaseHandle['db']) {
  await db.execute(sql`create table insert_statements (table_name text not null)`);
  await db.execute(
    sql.raw(`create function count_insert_statement() returns trigger language plpgsql as $$
      begin insert into insert_statements values (TG_TABLE_NAME); return null; end $$`),
  );
  for (const table of FILLED) {
    await db.execute(
      sql.raw(`create trigger count_inserts after insert on ${table}
        for each statement execute function count_insert_statement()`),
    );
  }
}

const countFiles = (dir: string): number =>
  readdirSync(dir, { withFileTypes: true }).reduce(
    (sum, entry) => sum + (entry.isDirectory() ? countFiles(path.join(dir, entry.name)) : 1),
    0,
  );

beforeAll(async () => {
  database = await createTestDatabase();
  await countInsertStatements(database.db);
  root = mkdtempSync(path.join(os.tmpdir(), 'ectm-demo-'));
  prepared = mkdtempSync(path.join(os.tmpdir(), 'ectm-demo-photos-'));
  storage = new LocalFileStorage(root);
  // What scripts/build.mjs does for the whole demo, for the sellers loaded here.
  await preparePhotos(
    [
      ...marketplaceDrawings(planDemo(SELLERS, NOW.getTime())).values(),
      ...allStoreDrawings(storeDrawings()),
    ],
    prepared,
  );
  first = await loadDemoMarketplace(database.db, storage, {
    sellers: SELLERS,
    now: NOW,
    preparedPhotos: prepared,
  });
}, 180_000);

afterAll(async () => {
  await database?.close();
  rmSync(root, { recursive: true, force: true });
  rmSync(prepared, { recursive: true, force: true });
});

describe('demo marketplace', () => {
  it('loads sellers registered like anyone: demo phones, unique documents, consents, real places', async () => {
    expect(first).toMatchObject({ loaded: true, sellers: SELLERS });
    const people = await database.db.select().from(users).orderBy(asc(users.phone));
    expect(people.map((p) => p.phone)).toEqual(
      Array.from({ length: SELLERS }, (_, i) => String(DEMO_FIRST_PHONE + i)),
    );
    expect(new Set(people.map((p) => p.document)).size).toBe(SELLERS);
    for (const person of people) {
      expect(person.phone).toMatch(/^3\d{9}$/);
      const accepted = await database.db
        .select({ document: consents.document, version: consents.version })
        .from(consents)
        .where(eq(consents.userId, person.id));
      expect(accepted).toEqual(
        expect.arrayContaining([
          { document: 'terms', version: LEGAL_VERSIONS.terms },
          { document: 'data_policy', version: LEGAL_VERSIONS.dataPolicy },
        ]),
      );
    }
    const places = await database.db.select().from(addresses);
    const towns = new Set(municipalityRows.map(([id]) => id));
    expect(places.length).toBeGreaterThanOrEqual(SELLERS);
    for (const place of places) {
      expect(towns.has(place.municipalityId)).toBe(true);
      expect(place.departmentId).toBe(Math.floor(place.municipalityId / 1000));
    }
    expect(places.some((p) => p.vereda)).toBe(true);
  });

  it('offers listings in all ten categories, at most 5 active per seller, sold ones inactive', async () => {
    const rows = await database.db.select().from(listings);
    expect(rows.length).toBe(first.listings);
    expect(new Set(rows.map((r) => r.categoryId))).toEqual(
      new Set([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]),
    );
    const active = new Map<number, number>();
    for (const row of rows) {
      if (row.isActive && !row.soldAt) active.set(row.userId, (active.get(row.userId) ?? 0) + 1);
      if (row.soldAt) expect(row.isActive).toBe(false);
      expect(row.description.length).toBeGreaterThan(10);
      expect(row.description.length).toBeLessThanOrEqual(LISTINGS.descriptionMaxLength);
    }
    expect(Math.max(...active.values())).toBeLessThanOrEqual(LISTINGS.maxActivePerUser);
    expect(rows.some((r) => !r.isActive && !r.soldAt)).toBe(true);
    expect(rows.some((r) => r.soldAt)).toBe(true);
  });

  it('keeps price history in step with the previous price, with trends both ways', async () => {
    const rows = await database.db.select().from(listings);
    const changed = rows.filter((r) => r.previousPrice !== null);
    expect(changed.some((r) => r.price > r.previousPrice!)).toBe(true);
    expect(changed.some((r) => r.price < r.previousPrice!)).toBe(true);
    for (const row of rows) {
      const history = await database.db
        .select({ price: listingPrices.price })
        .from(listingPrices)
        .where(eq(listingPrices.listingId, row.id))
        .orderBy(asc(listingPrices.changedAt));
      expect(history.map((h) => h.price)).toEqual(
        row.previousPrice === null ? [row.price] : [row.previousPrice, row.price],
      );
    }
  });

  it('stores 1 to 3 photos per listing as WebP, with the upload key scheme', async () => {
    const images = await database.db.select().from(listingImages);
    expect(images.length).toBe(first.pictures);
    const perListing = new Map<number, number[]>();
    for (const image of images) {
      perListing.set(image.listingId, [...(perListing.get(image.listingId) ?? []), image.position]);
      expect(image.key).toMatch(new RegExp(`^listings/${image.listingId}/[0-9a-f]{24}$`));
      expect([image.width, image.height]).toEqual([1200, 900]);
    }
    expect(perListing.size).toBe(first.listings);
    for (const positions of perListing.values()) {
      expect(positions.length).toBeGreaterThanOrEqual(1);
      expect(positions.length).toBeLessThanOrEqual(3);
      expect([...positions].sort()).toEqual(positions.map((_, i) => i));
    }
    for (const image of images.slice(0, 6)) {
      const card = await sharp(path.join(root, variantKey(image.key, '400'))).metadata();
      const detail = await sharp(path.join(root, variantKey(image.key, '1200'))).metadata();
      expect([card.format, card.width, card.height]).toEqual(['webp', 400, 300]);
      expect([detail.format, detail.width, detail.height]).toEqual(['webp', 1200, 900]);
    }
    expect(images.every((i) => existsSync(path.join(root, variantKey(i.key, '1200'))))).toBe(true);
    expect(countFiles(path.join(root, 'listings'))).toBe(images.length * 2);
  });

  it('has reviews only after a recorded contact, never on one’s own listing', async () => {
    const all = await database.db
      .select({ review: reviews, sellerId: listings.userId })
      .from(reviews)
      .innerJoin(listings, eq(listings.id, reviews.listingId));
    expect(all.length).toBe(first.reviews);
    expect(all.length).toBeGreaterThan(0);
    for (const { review, sellerId } of all) {
      expect(review.userId).not.toBe(sellerId);
      expect(review.halfStars).toBeGreaterThanOrEqual(1);
      expect(review.halfStars).toBeLessThanOrEqual(10);
      expect(review.body.trim()).not.toBe('');
      const [contact] = await database.db
        .select()
        .from(contacts)
        .where(and(eq(contacts.userId, review.userId!), eq(contacts.listingId, review.listingId)));
      expect(contact).toBeDefined();
      expect(contact!.createdAt.getTime()).toBeLessThan(review.createdAt.getTime());
    }
    const liked = await database.db
      .select({ userId: favourites.userId, sellerId: listings.userId })
      .from(favourites)
      .innerJoin(listings, eq(listings.id, favourites.listingId));
    expect(liked.length).toBe(first.favourites);
    expect(liked.every((f) => f.userId !== f.sellerId)).toBe(true);
  });

  it('fills the organizations directory and the job board with the marketplace', async () => {
    expect(first.organizations).toBeGreaterThanOrEqual(6);
    expect(await database.db.$count(organizations)).toBe(first.organizations);
    // Only offers of the sellers loaded here (the first three) exist, each by its seller.
    const offers = await database.db.select().from(jobOffers);
    expect(offers.length).toBe(first.jobOffers);
    const sellerIds = new Set(
      (await database.db.select({ id: users.id }).from(users)).map((u) => u.id),
    );
    for (const offer of offers) expect(sellerIds.has(offer.userId)).toBe(true);
  });

  it('gives the Bolsa de precios real figures for the staples, a 90-day line and SIPSA prices', async () => {
    const today = await database.db
      .select()
      .from(priceStats)
      .where(and(eq(priceStats.departmentId, 0), isNotNull(priceStats.median)));
    // Several products show real figures (a staple may lose one to the outlier rule).
    const staples = new Set(today.map((row) => row.productId));
    expect(staples.size).toBeGreaterThanOrEqual(DEMO_STAPLES.length - 2);
    // The papa sold by the bulto has its weight stated, so it compares per kilogram.
    expect(today.some((row) => row.productId === 1003016 && row.sizeId === 1)).toBe(true);
    const line = await database.db
      .select({ day: priceStats.day })
      .from(priceStats)
      .where(and(eq(priceStats.productId, 1002002), eq(priceStats.departmentId, 0)));
    expect(new Set(line.map((row) => row.day)).size).toBe(90);
    const wholesale = DEMO_STAPLES.filter((staple) => staple.wholesale).length;
    expect(await database.db.$count(sipsaPrices)).toBe(wholesale * 3);
  });

  it('fills each table with one multi-row INSERT, not one per row', async () => {
    const counted = await database.db
      .select({ table: insertStatements.tableName, statements: count() })
      .from(insertStatements)
      .groupBy(insertStatements.tableName);
    const statements = Object.fromEntries(counted.map((r) => [r.table, r.statements]));
    expect(statements).toEqual(Object.fromEntries(FILLED.map((table) => [table, 1])));
  });

  it('copies the photos the build prepared as they are, drawing none at start', async () => {
    // Every prepared card photo is swapped for one marker: the stored cards must be the marker.
    const marker = await sharp({
      create: { width: 400, height: 300, channels: 3, background: '#3a7d44' },
    })
      .webp()
      .toBuffer();
    const swapped = mkdtempSync(path.join(os.tmpdir(), 'ectm-demo-photos-'));
    const target = mkdtempSync(path.join(os.tmpdir(), 'ectm-demo-'));
    const other = await createTestDatabase();
    try {
      cpSync(prepared, swapped, { recursive: true });
      for (const name of readdirSync(swapped).filter((n) => n.endsWith('-400.webp'))) {
        writeFileSync(path.join(swapped, name), marker);
      }
      const result = await loadDemoMarketplace(other.db, new LocalFileStorage(target), {
        sellers: 1,
        now: NOW,
        preparedPhotos: swapped,
      });
      expect(result).toMatchObject({ loaded: true, drawn: 0 });
      const cards = (await other.db.select({ key: listingImages.key }).from(listingImages)).map(
        ({ key }) => readFileSync(path.join(target, variantKey(key, '400'))),
      );
      expect(cards.length).toBe(result.pictures);
      expect(cards.every((card) => card.equals(marker))).toBe(true);
      const storeCards = (await other.db.select({ key: storeImages.key }).from(storeImages)).map(
        ({ key }) => readFileSync(path.join(target, variantKey(key, '400'))),
      );
      expect(storeCards.length).toBeGreaterThan(0);
      expect(storeCards.every((card) => card.equals(marker))).toBe(true);
    } finally {
      await other.close();
      rmSync(swapped, { recursive: true, force: true });
      rmSync(target, { recursive: true, force: true });
    }
  });

  it('adds nothing when run again', async () => {
    const before = {
      users: await database.db.$count(users),
      listings: await database.db.$count(listings),
      images: await database.db.$count(listingImages),
      reviews: await database.db.$count(reviews),
      files: countFiles(root),
    };
    expect(await loadDemoMarketplace(database.db, storage, { sellers: SELLERS })).toMatchObject({
      loaded: false,
    });
    expect(await loadDemoOnFirstStart(database.db, storage)).toMatchObject({ loaded: false });
    expect({
      users: await database.db.$count(users),
      listings: await database.db.$count(listings),
      images: await database.db.$count(listingImages),
      reviews: await database.db.$count(reviews),
      files: countFiles(root),
    }).toEqual(before);
    expect(await database.db.$count(seedState, eq(seedState.name, 'demo'))).toBe(1);
  });

  it('lets a demo seller sign in with a code and shows the listings with photos', async () => {
    const app = await buildApp({
      config: loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: root,
        JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-keys',
        // signIn reads the code from the development outbox, an opt-in.
        DEV_OTP_OUTBOX: 'true',
      }),
      database,
      storage,
      webRoot: '/nonexistent-web-root',
    });
    try {
      const token = await signIn(app, String(DEMO_FIRST_PHONE));
      const mine = await app.inject({
        url: '/api/v1/products/my',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(mine.statusCode).toBe(200);
      expect(mine.json().meta.counts.active).toBeLessThanOrEqual(LISTINGS.maxActivePerUser);
      const planned = planDemo(SELLERS, NOW.getTime()).listings.filter((l) => l.seller === 0);
      expect(mine.json().meta.counts.all).toBe(planned.length);

      const catalogue = await app.inject({ url: '/api/v1/products?pagination=5' });
      expect(catalogue.statusCode).toBe(200);
      const cards = catalogue.json().data as { image: string | null }[];
      expect(cards).toHaveLength(5);
      expect(cards.every((card) => card.image?.startsWith('/uploads/listings/'))).toBe(true);
      const photo = await app.inject({ url: cards[0]!.image! });
      expect(photo.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe('demo supply stores', () => {
  it('loads the stores with the marketplace: photos, catalogue pages, categories, priced products', async () => {
    expect(first.stores).toBe(DEMO_STORES.length);
    const photos =
      (await database.db.$count(storeImages)) +
      (await database.db.$count(storeProducts, isNotNull(storeProducts.imageKey)));
    expect(countFiles(path.join(root, 'stores'))).toBe(photos * 2);
    const app = await buildApp({
      config: loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: root,
        JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-keys',
        // signIn reads the code from the development outbox, an opt-in.
        DEV_OTP_OUTBOX: 'true',
      }),
      database,
      storage,
      webRoot: '/nonexistent-web-root',
    });
    try {
      const auth = { authorization: `Bearer ${await signIn(app, String(DEMO_FIRST_PHONE))}` };
      const list = (await app.inject({ url: '/api/v1/stores', headers: auth })).json().data;
      expect(list).toHaveLength(DEMO_STORES.length);
      expect(list.filter((s: { kind: string }) => s.kind === 'suministros').length).toBe(6);
      expect(
        list.every((s: { imagen: string | null }) => s.imagen?.startsWith('/uploads/stores/')),
      ).toBe(true);
      expect((await app.inject({ url: list[0].imagen })).headers['content-type']).toBe(
        'image/webp',
      );

      for (const item of list) {
        const res = await app.inject({ url: `/api/v1/stores/${item.id}`, headers: auth });
        const store = storeDetailSchema.parse(res.json().data);
        expect(store.slider.length).toBeGreaterThanOrEqual(2);
        expect(store.brochures.length).toBeGreaterThanOrEqual(2);
        expect(store.brochure_images[0]).toMatchObject({ width: 900, height: 1200 });
        expect(store.tags.length).toBeGreaterThanOrEqual(3);
        expect(store.products.length).toBeGreaterThanOrEqual(4);
        expect(store.products.length).toBeLessThanOrEqual(10);
        for (const product of store.products) {
          expect(product.price).toBeGreaterThan(0);
          expect(product.tag).not.toBeNull();
          expect(product.size).not.toBeNull();
        }
        expect(store.products.some((p) => p.url?.startsWith('/uploads/stores/'))).toBe(true);
        expect(store.municipality).not.toBeNull();
        expect(store.phone ?? store.whatsapp).toMatch(/^31000003\d\d$/);
      }
    } finally {
      await app.close();
    }
  });

  it('describes stores within the limits an admin form has, in real places', () => {
    const towns = new Map(municipalityRows.map(([id, name]) => [id, name]));
    for (const store of DEMO_STORES) {
      expect(towns.get(store.town[0])).toBe(store.town[1]);
      expect(store.name.length).toBeLessThanOrEqual(STORE_LIMITS.nameMax);
      expect(store.description.length).toBeLessThanOrEqual(STORE_LIMITS.descriptionMax);
      expect(store.address.length).toBeLessThanOrEqual(STORE_LIMITS.addressMax);
      expect(store.slider).toBeLessThanOrEqual(STORE_LIMITS.sliderImages);
      expect(store.brochures).toBeLessThanOrEqual(STORE_LIMITS.brochureImages);
      for (const product of store.products) {
        expect(store.tags).toContain(product.tag);
        expect(product.name.length).toBeLessThanOrEqual(STORE_LIMITS.productNameMax);
        expect(product.description.length).toBeLessThanOrEqual(STORE_LIMITS.productDescriptionMax);
      }
    }
  });

  it('gives the stores to a database that got the demo before stores existed, once', async () => {
    await database.db.delete(stores);
    await database.db.delete(seedState).where(eq(seedState.name, DEMO_STORES_SEED_NAME));
    const options = { preparedPhotos: prepared };
    expect(await loadDemoOnFirstStart(database.db, storage, options)).toMatchObject({
      loaded: false,
      stores: DEMO_STORES.length,
      drawn: 0,
    });
    expect(await database.db.$count(stores)).toBe(DEMO_STORES.length);
    expect(await loadDemoOnFirstStart(database.db, storage, options)).toMatchObject({
      stores: 0,
    });
    expect(await database.db.$count(stores)).toBe(DEMO_STORES.length);
  }, 120_000);
});

describe('the whole demo plan', () => {
  const plan = planDemo(DEMO_SELLERS.length, NOW.getTime());

  it('has a few dozen sellers and a few hundred listings over all ten categories', () => {
    expect(plan.sellers).toHaveLength(36);
    expect(plan.listings).toHaveLength(288);
    expect(new Set(plan.listings.map((l) => l.categoryId)).size).toBe(10);
    const departments = new Set(plan.sellers.map((s) => Math.floor(s.places[0]!.town[0] / 1000)));
    expect(departments.size).toBeGreaterThanOrEqual(12);
  });

  it('follows the product rules: at most 5 active per seller, prices in range, short texts', () => {
    const active = new Map<number, number>();
    for (const listing of plan.listings) {
      if (listing.isActive) active.set(listing.seller, (active.get(listing.seller) ?? 0) + 1);
      const [min, max] = listing.product.price;
      expect(listing.price).toBeGreaterThanOrEqual(min * 0.9);
      expect(listing.price).toBeLessThanOrEqual(max * 1.1);
      expect(listing.description.length).toBeLessThanOrEqual(LISTINGS.descriptionMaxLength);
      expect(listing.pictures).toBeGreaterThanOrEqual(1);
      expect(listing.pictures).toBeLessThanOrEqual(3);
    }
    expect(Math.max(...active.values())).toBe(LISTINGS.maxActivePerUser);
  });

  it('reviews only contacted listings, once per person, never their own', () => {
    const contacted = new Set(plan.contacts.map((c) => `${c.buyer}:${c.listing}`));
    const reviewed = plan.reviews.map((r) => `${r.buyer}:${r.listing}`);
    expect(reviewed.every((key) => contacted.has(key))).toBe(true);
    expect(new Set(reviewed).size).toBe(reviewed.length);
    expect(plan.reviews.every((r) => plan.listings[r.listing]!.seller !== r.buyer)).toBe(true);
  });

  it('uses only products of the demo table that exist in the catalogue', () => {
    const known = new Set(DEMO_PRODUCTS.map((p) => p.id));
    expect(DEMO_SELLERS.flatMap((s) => s.sells).every((id) => known.has(id))).toBe(true);
  });
});

describe('start-up', () => {
  it('offers the demo only for the embedded database in development, unless DEMO_DATA=false', () => {
    const config = loadConfig({});
    expect(demoOnStart(config)).toBe(true);
    expect(demoOnStart({ ...config, demoData: false })).toBe(false);
    expect(demoOnStart(loadConfig({ DEMO_DATA: 'false' }))).toBe(false);
    expect(demoOnStart({ ...config, databaseUrl: 'postgres://u@db/campo' })).toBe(false);
    expect(demoOnStart({ ...config, env: 'test' })).toBe(false);
    expect(demoOnStart({ ...config, env: 'production' })).toBe(false);
  });

  it('leaves a database where people already registered alone', async () => {
    const used = await createTestDatabase();
    try {
      await used.db.insert(users).values({
        phone: '3009998877',
        name: 'Ana Pérez',
        document: '10999888',
        typeDoc: 'REGNOID',
      });
      expect(await loadDemoOnFirstStart(used.db, storage)).toMatchObject({ loaded: false });
      expect(await used.db.$count(listings)).toBe(0);
    } finally {
      await used.close();
    }
  });
});
