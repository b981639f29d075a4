import { and, asc, eq, sql } from 'drizzle-orm';
import type { StoreKind } from '../../../domain/stores/store';
import type { Database } from '../../db/client';
import { storeImages, storeProducts, stores, storeTags } from '../../db/schema';
import { folded } from '../../db/text';

export type StoreRow = typeof stores.$inferSelect;
export type StoreImageRow = typeof storeImages.$inferSelect;
export type StoreTagRow = typeof storeTags.$inferSelect;
export type StoreProductRow = typeof storeProducts.$inferSelect;

export interface StoreListRow {
  id: number;
  name: string;
  kind: string;
  municipalityId: number | null;
  imageKey: string | null;
}

/** Every store (or one kind), A–Z ignoring case and accents, with its first slider photo. */
export function listStores(db: Database, kind?: StoreKind): Promise<StoreListRow[]> {
  // Written out with table names: Drizzle leaves columns unqualified in a one-table select,
  // which would make "id" inside the subquery mean the photo's id.
  const firstSlider = sql<string | null>`(
    select si.key from store_images si
    where si.store_id = "stores"."id" and si.kind = 'slider'
    order by si.position, si.id limit 1)`;
  return db
    .select({
      id: stores.id,
      name: stores.name,
      kind: stores.kind,
      municipalityId: stores.municipalityId,
      imageKey: firstSlider,
    })
    .from(stores)
    .where(kind ? eq(stores.kind, kind) : undefined)
    .orderBy(asc(folded(stores.name)), asc(stores.name), asc(stores.id));
}

export interface StoreRows {
  store: StoreRow;
  images: StoreImageRow[];
  tags: StoreTagRow[];
  products: StoreProductRow[];
}

/** A store with its photos, categories and products, each in display order; null if none. */
export async function findStore(db: Database, id: number): Promise<StoreRows | null> {
  const [store] = await db.select().from(stores).where(eq(stores.id, id));
  if (!store) return null;
  const [images, tags, products] = await Promise.all([
    db
      .select()
      .from(storeImages)
      .where(eq(storeImages.storeId, id))
      .orderBy(asc(storeImages.position), asc(storeImages.id)),
    db
      .select()
      .from(storeTags)
      .where(eq(storeTags.storeId, id))
      .orderBy(asc(storeTags.position), asc(storeTags.id)),
    db
      .select()
      .from(storeProducts)
      .where(eq(storeProducts.storeId, id))
      .orderBy(asc(storeProducts.position), asc(storeProducts.id)),
  ]);
  return { store, images, tags, products };
}

/**
 * Locks the store row for the rest of the transaction: changes to one store's photos, tags and
 * products wait for each other, so two requests at once cannot pass a limit together.
 */
export async function lockStore(db: Database, id: number): Promise<StoreRow | null> {
  const [row] = await db.select().from(stores).where(eq(stores.id, id)).for('update');
  return row ?? null;
}

export async function countImages(db: Database, storeId: number, kind: string): Promise<number> {
  return db.$count(storeImages, and(eq(storeImages.storeId, storeId), eq(storeImages.kind, kind)));
}

/** The next position at the end of a list (photos of one kind, tags, products). */
const positioned = { images: storeImages, tags: storeTags, products: storeProducts } as const;

/** The position after the last photo (of this kind), category or product of the store. */
export async function nextPosition(
  db: Database,
  what: keyof typeof positioned,
  storeId: number,
  kind?: string,
): Promise<number> {
  const table = positioned[what];
  const where =
    what === 'images' && kind
      ? and(eq(storeImages.storeId, storeId), eq(storeImages.kind, kind))
      : eq(table.storeId, storeId);
  const [row] = await db
    .select({ last: sql<number>`coalesce(max(${table.position}), -1)`.mapWith(Number) })
    .from(table)
    .where(where);
  return (row?.last ?? -1) + 1;
}

export async function storeFileKeys(db: Database, storeId: number): Promise<string[]> {
  const [images, products] = await Promise.all([
    db.select({ key: storeImages.key }).from(storeImages).where(eq(storeImages.storeId, storeId)),
    db
      .select({ key: storeProducts.imageKey })
      .from(storeProducts)
      .where(eq(storeProducts.storeId, storeId)),
  ]);
  return [...images.map((i) => i.key), ...products.flatMap((p) => (p.key ? [p.key] : []))];
}

export async function findTag(
  db: Database,
  storeId: number,
  tagId: number,
): Promise<StoreTagRow | null> {
  const [row] = await db
    .select()
    .from(storeTags)
    .where(and(eq(storeTags.storeId, storeId), eq(storeTags.id, tagId)));
  return row ?? null;
}

export async function tagNameTaken(db: Database, storeId: number, name: string): Promise<boolean> {
  const count = await db.$count(
    storeTags,
    and(eq(storeTags.storeId, storeId), sql`lower(${storeTags.name}) = lower(${name})`),
  );
  return count > 0;
}

export async function findProduct(
  db: Database,
  storeId: number,
  productId: number,
): Promise<StoreProductRow | null> {
  const [row] = await db
    .select()
    .from(storeProducts)
    .where(and(eq(storeProducts.storeId, storeId), eq(storeProducts.id, productId)));
  return row ?? null;
}

// Writes: stores.service.ts calls them inside its transactions, under the store's lock.

type StoreValues = Omit<typeof stores.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
type StoreProductValues = Omit<typeof storeProducts.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export async function storeExists(db: Database, id: number): Promise<boolean> {
  return (await db.$count(stores, eq(stores.id, id))) > 0;
}

/** Moves the store's updated_at: any change of its photos, categories or products. */
export async function touchStore(db: Database, id: number): Promise<void> {
  await db.update(stores).set({ updatedAt: new Date() }).where(eq(stores.id, id));
}

export async function insertStore(db: Database, values: StoreValues): Promise<number> {
  const [row] = await db.insert(stores).values(values).returning({ id: stores.id });
  return row!.id;
}

export async function updateStore(db: Database, id: number, values: StoreValues): Promise<void> {
  await db
    .update(stores)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(stores.id, id));
}

/** Photos, categories and products go with the store (ON DELETE CASCADE). */
export async function deleteStore(db: Database, id: number): Promise<void> {
  await db.delete(stores).where(eq(stores.id, id));
}

export async function insertStoreImages(
  db: Database,
  storeId: number,
  kind: string,
  start: number,
  images: { key: string; width: number; height: number }[],
): Promise<number[]> {
  const rows = await db
    .insert(storeImages)
    .values(images.map((image, i) => ({ storeId, kind, position: start + i, ...image })))
    .returning({ id: storeImages.id });
  return rows.map((row) => row.id);
}

export async function deleteStoreImage(
  db: Database,
  storeId: number,
  imageId: number,
): Promise<StoreImageRow | null> {
  const [row] = await db
    .delete(storeImages)
    .where(and(eq(storeImages.storeId, storeId), eq(storeImages.id, imageId)))
    .returning();
  return row ?? null;
}

export async function countTags(db: Database, storeId: number): Promise<number> {
  return db.$count(storeTags, eq(storeTags.storeId, storeId));
}

export async function insertTag(
  db: Database,
  values: { storeId: number; name: string; position: number },
): Promise<number> {
  const [tag] = await db.insert(storeTags).values(values).returning({ id: storeTags.id });
  return tag!.id;
}

/** Products of the category stay, without category (ON DELETE SET NULL). */
export async function deleteTag(
  db: Database,
  storeId: number,
  tagId: number,
): Promise<StoreTagRow | null> {
  const [tag] = await db
    .delete(storeTags)
    .where(and(eq(storeTags.storeId, storeId), eq(storeTags.id, tagId)))
    .returning();
  return tag ?? null;
}

export async function countProducts(db: Database, storeId: number): Promise<number> {
  return db.$count(storeProducts, eq(storeProducts.storeId, storeId));
}

export async function insertProduct(db: Database, values: StoreProductValues): Promise<number> {
  const [product] = await db
    .insert(storeProducts)
    .values(values)
    .returning({ id: storeProducts.id });
  return product!.id;
}

export async function updateProduct(
  db: Database,
  productId: number,
  values: Partial<StoreProductValues>,
): Promise<void> {
  await db
    .update(storeProducts)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(storeProducts.id, productId));
}

export async function deleteProduct(
  db: Database,
  storeId: number,
  productId: number,
): Promise<StoreProductRow | null> {
  const [row] = await db
    .delete(storeProducts)
    .where(and(eq(storeProducts.storeId, storeId), eq(storeProducts.id, productId)))
    .returning();
  return row ?? null;
}
