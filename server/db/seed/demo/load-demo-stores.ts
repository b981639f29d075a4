import { eq, sql } from 'drizzle-orm';
import {
  removeImageFiles,
  storeProcessed,
  type StoredImage,
} from '../../../platform/images/stored-images';
import type { FileStorage } from '../../../platform/storage/file-storage';
import type { Database } from '../../client';
import { municipalityRows } from '../../reference/divipola.generated';
import { seedState, storeImages, storeProducts, stores, storeTags } from '../../schema';
import { demoPhotos } from './demo-photos';
import { drawPicture } from './demo-pictures';
import { drawBrochurePage, drawStorePhoto } from './demo-store-pictures';
import { DEMO_STORES, type DemoStore } from './demo-stores';

// Loads the demo supply stores once (a seed_state row named 'demo-stores' marks it), apart from
// the marketplace: a database that got the demo before stores existed gets them on its next
// start. Photos are drawn, made by the real image pipeline (prepared at build time: see
// demo-photos.ts) and stored in the real storage with the same keys an admin's upload gets.

export const DEMO_STORES_SEED_NAME = 'demo-stores';
/** Advisory lock: two processes on one PostgreSQL load the stores once. */
const DEMO_STORES_LOCK = 4_242_003;

export interface DemoStoresResult {
  loaded: boolean;
  stores: number;
  products: number;
  pictures: number;
  /** Photos drawn now because the build had not prepared them. */
  drawn: number;
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

/** The SVG of every picture of one store: slider photos, catalogue pages, product photos. */
interface StoreDrawings {
  slider: string[];
  brochures: string[];
  products: (string | null)[];
}

/** What every demo store shows, drawn as SVG (the build prepares their photos from this). */
export function storeDrawings(): StoreDrawings[] {
  return DEMO_STORES.map((store) => {
    const shown = store.products.flatMap((p) => (p.picture ? [p.picture] : []));
    return {
      slider: Array.from({ length: store.slider }, (_, view) =>
        drawStorePhoto(store.look, view, store.name),
      ),
      brochures: Array.from({ length: store.brochures }, (_, page) =>
        drawBrochurePage(store.look, page, shown),
      ),
      products: store.products.map((p) => (p.picture ? drawPicture(p.picture, 0) : null)),
    };
  });
}

export const allStoreDrawings = (drawings: StoreDrawings[]): string[] =>
  drawings.flatMap(({ slider, brochures, products }) => [
    ...slider,
    ...brochures,
    ...products.filter((svg) => svg !== null),
  ]);

/** Loads the demo stores unless they are already there (then answers `loaded: false`). */
export async function loadDemoStores(
  db: Database,
  storage: FileStorage,
  options: { now?: Date; preparedPhotos?: string } = {},
): Promise<DemoStoresResult> {
  const notLoaded: DemoStoresResult = {
    loaded: false,
    stores: 0,
    products: 0,
    pictures: 0,
    drawn: 0,
  };
  if (await areDemoStoresLoaded(db)) return notLoaded;
  const now = options.now ?? new Date();
  DEMO_STORES.forEach(checkStore);
  const drawings = storeDrawings();
  const { photos, drawn } = await demoPhotos(allStoreDrawings(drawings), options.preparedPhotos);

  const written: StoredImage[] = [];
  const store = async (prefix: string, svg: string) => {
    const [stored] = await storeProcessed(storage, prefix, [photos.get(svg)!]);
    written.push(stored!);
    return stored!;
  };
  let alreadyLoaded = false;
  // A few multi-row INSERTs for all the stores, not a handful per store (see load-demo.ts).
  try {
    await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_STORES_LOCK})`);
      if (await areDemoStoresLoaded(tx)) {
        alreadyLoaded = true;
        return;
      }
      const storeIds = (
        await tx
          .insert(stores)
          .values(
            DEMO_STORES.map((demo) => ({
              name: demo.name,
              kind: demo.kind,
              description: demo.description,
              address: demo.address,
              municipalityId: demo.town[0],
              phone: demo.phone,
              whatsapp: demo.whatsapp,
              createdAt: now,
              updatedAt: now,
            })),
          )
          .returning({ id: stores.id, name: stores.name })
      ).map((row, s) => {
        // Rows come back in the order of VALUES; the names make sure of it.
        if (row.name !== DEMO_STORES[s]!.name) throw new Error('demo: stores came back mixed');
        return row.id;
      });
      const tags = await tx
        .insert(storeTags)
        .values(
          DEMO_STORES.flatMap((demo, s) =>
            demo.tags.map((name, position) => ({ storeId: storeIds[s]!, name, position })),
          ),
        )
        .returning({ id: storeTags.id, storeId: storeTags.storeId, name: storeTags.name });
      const tagIds = new Map(tags.map((tag) => [`${tag.storeId}:${tag.name}`, tag.id]));

      const images: (typeof storeImages.$inferInsert)[] = [];
      const productRows: (typeof storeProducts.$inferInsert)[] = [];
      for (const [s, demo] of DEMO_STORES.entries()) {
        const storeId = storeIds[s]!;
        const { slider, brochures, products } = drawings[s]!;
        for (const [kind, list] of [
          ['slider', slider],
          ['brochure', brochures],
        ] as const) {
          for (const [position, svg] of list.entries()) {
            const stored = await store(`stores/${storeId}`, svg);
            images.push({ storeId, kind, position, ...stored, createdAt: now });
          }
        }
        for (const [position, product] of demo.products.entries()) {
          const svg = products[position];
          const stored = svg ? await store(`stores/${storeId}/products`, svg) : null;
          productRows.push({
            storeId,
            name: product.name,
            description: product.description,
            price: product.price,
            tagId: tagIds.get(`${storeId}:${product.tag}`)!,
            sizeId: product.size,
            imageKey: stored?.key ?? null,
            imageWidth: stored?.width ?? null,
            imageHeight: stored?.height ?? null,
            position,
            createdAt: now,
            updatedAt: now,
          });
        }
      }
      await tx.insert(storeImages).values(images);
      await tx.insert(storeProducts).values(productRows);
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
  return {
    loaded: true,
    stores: DEMO_STORES.length,
    products: DEMO_STORES.reduce((sum, s) => sum + s.products.length, 0),
    pictures: written.length,
    drawn,
  };
}
