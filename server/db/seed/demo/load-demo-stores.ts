import { eq, sql } from 'drizzle-orm';
import { processImage, type ProcessedImage } from '../../../platform/images/image-pipeline';
import {
  removeImageFiles,
  storeProcessed,
  type StoredImage,
} from '../../../platform/images/stored-images';
import type { FileStorage } from '../../../platform/storage/file-storage';
import type { Database } from '../../client';
import { municipalityRows } from '../../reference/divipola.generated';
import { seedState, storeImages, storeProducts, stores, storeTags } from '../../schema';
import { pictureKey, renderPicture, type Picture } from './demo-pictures';
import { drawBrochurePage, drawStorePhoto, rasterise } from './demo-store-pictures';
import { DEMO_STORES, type DemoStore } from './demo-stores';

// Loads the demo supply stores once (a seed_state row named 'demo-stores' marks it), apart from
// the marketplace: a database that got the demo before stores existed gets them on its next
// start. Photos are drawn, then go through the real image pipeline into the real storage, with
// the same keys an admin's upload gets.

export const DEMO_STORES_SEED_NAME = 'demo-stores';
/** Advisory lock: two processes on one PostgreSQL load the stores once. */
const DEMO_STORES_LOCK = 4_242_003;

export interface DemoStoresResult {
  loaded: boolean;
  stores: number;
  products: number;
  pictures: number;
}

export async function areDemoStoresLoaded(db: Database): Promise<boolean> {
  return (await db.$count(seedState, eq(seedState.name, DEMO_STORES_SEED_NAME))) > 0;
}

function checkStore(store: DemoStore) {
  const [id, name] = store.town;
  const row = municipalityRows.find(([rowId]) => rowId === id);
  if (row?.[1] !== name) throw new Error(`demo: municipality ${id} is not ${name} in DIVIPOLA`);
  for (const product of store.products) {
    if (!store.tags.includes(product.tag)) {
      throw new Error(`demo: ${store.name} has no tag ${product.tag} for ${product.name}`);
    }
  }
}

/** Every picture of one store, processed: slider photos, catalogue pages, product photos. */
interface StorePictures {
  slider: ProcessedImage[];
  brochures: ProcessedImage[];
  products: (ProcessedImage | null)[];
}

async function processAll(jobs: (() => Promise<Buffer>)[]): Promise<ProcessedImage[]> {
  const done: ProcessedImage[] = new Array(jobs.length);
  let next = 0;
  // sharp already spreads one image over the cores; two at a time keeps them all busy.
  const worker = async () => {
    for (let i = next++; i < jobs.length; i = next++) {
      done[i] = await processImage(await jobs[i]!());
    }
  };
  await Promise.all([worker(), worker()]);
  return done;
}

async function drawStores(): Promise<StorePictures[]> {
  // Product drawings repeat across stores: each distinct one is processed once.
  const productPictures = new Map<string, Picture>();
  for (const store of DEMO_STORES) {
    for (const product of store.products) {
      if (product.picture) productPictures.set(pictureKey(product.picture, 0), product.picture);
    }
  }
  const productKeys = [...productPictures.keys()];
  const storeJobs = DEMO_STORES.flatMap((store) => {
    const shown = store.products.flatMap((p) => (p.picture ? [p.picture] : []));
    return [
      ...Array.from(
        { length: store.slider },
        (_, view) => () => rasterise(drawStorePhoto(store.look, view, store.name)),
      ),
      ...Array.from(
        { length: store.brochures },
        (_, page) => () => rasterise(drawBrochurePage(store.look, page, shown)),
      ),
    ];
  });
  const processed = await processAll([
    ...productKeys.map((key) => () => renderPicture(productPictures.get(key)!, 0)),
    ...storeJobs,
  ]);
  const byKey = new Map(productKeys.map((key, i) => [key, processed[i]!]));
  let at = productKeys.length;
  return DEMO_STORES.map((store) => {
    const slider = processed.slice(at, at + store.slider);
    at += store.slider;
    const brochures = processed.slice(at, at + store.brochures);
    at += store.brochures;
    return {
      slider,
      brochures,
      products: store.products.map((p) =>
        p.picture ? byKey.get(pictureKey(p.picture, 0))! : null,
      ),
    };
  });
}

/** Loads the demo stores unless they are already there (then answers `loaded: false`). */
export async function loadDemoStores(
  db: Database,
  storage: FileStorage,
  options: { log?: (line: string) => void; now?: Date } = {},
): Promise<DemoStoresResult> {
  const notLoaded: DemoStoresResult = { loaded: false, stores: 0, products: 0, pictures: 0 };
  if (await areDemoStoresLoaded(db)) return notLoaded;
  const started = Date.now();
  const now = options.now ?? new Date();
  DEMO_STORES.forEach(checkStore);
  const pictures = await drawStores();

  const written: StoredImage[] = [];
  const store = async (prefix: string, image: ProcessedImage) => {
    const [stored] = await storeProcessed(storage, prefix, [image]);
    written.push(stored!);
    return stored!;
  };
  let alreadyLoaded = false;
  try {
    await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_STORES_LOCK})`);
      if (await areDemoStoresLoaded(tx)) {
        alreadyLoaded = true;
        return;
      }
      for (const [s, demo] of DEMO_STORES.entries()) {
        const [row] = await tx
          .insert(stores)
          .values({
            name: demo.name,
            kind: demo.kind,
            description: demo.description,
            address: demo.address,
            municipalityId: demo.town[0],
            phone: demo.phone,
            whatsapp: demo.whatsapp,
            createdAt: now,
            updatedAt: now,
          })
          .returning({ id: stores.id });
        const storeId = row!.id;
        const tags = await tx
          .insert(storeTags)
          .values(demo.tags.map((name, position) => ({ storeId, name, position })))
          .returning({ id: storeTags.id, name: storeTags.name });
        const tagIds = new Map(tags.map((tag) => [tag.name, tag.id]));

        const images: (typeof storeImages.$inferInsert)[] = [];
        const { slider, brochures, products } = pictures[s]!;
        for (const [kind, list] of [
          ['slider', slider],
          ['brochure', brochures],
        ] as const) {
          for (const [position, image] of list.entries()) {
            const stored = await store(`stores/${storeId}`, image);
            images.push({ storeId, kind, position, ...stored, createdAt: now });
          }
        }
        await tx.insert(storeImages).values(images);

        const productRows: (typeof storeProducts.$inferInsert)[] = [];
        for (const [position, product] of demo.products.entries()) {
          const image = products[position];
          const stored = image ? await store(`stores/${storeId}/products`, image) : null;
          productRows.push({
            storeId,
            name: product.name,
            description: product.description,
            price: product.price,
            tagId: tagIds.get(product.tag)!,
            sizeId: product.size,
            imageKey: stored?.key ?? null,
            imageWidth: stored?.width ?? null,
            imageHeight: stored?.height ?? null,
            position,
            createdAt: now,
            updatedAt: now,
          });
        }
        await tx.insert(storeProducts).values(productRows);
      }
      await tx
        .insert(seedState)
        .values({ name: DEMO_STORES_SEED_NAME, checksum: `${DEMO_STORES.length}` });
    });
  } catch (error) {
    // Nothing was committed: remove the files written so far.
    await removeImageFiles(
      storage,
      written.map((image) => image.key),
    );
    throw error;
  }
  if (alreadyLoaded) return notLoaded;
  const result: DemoStoresResult = {
    loaded: true,
    stores: DEMO_STORES.length,
    products: DEMO_STORES.reduce((sum, s) => sum + s.products.length, 0),
    pictures: written.length,
  };
  options.log?.(
    `Tiendas de demostración cargadas: ${result.stores} tiendas, ${result.products} productos ` +
      `(${result.pictures} fotos) en ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
  return result;
}
