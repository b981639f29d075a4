import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { listingImages, listings } from '../../db/schema';

export type ListingImageRow = typeof listingImages.$inferSelect;

export function listImages(db: Database, listingId: number): Promise<ListingImageRow[]> {
  return db
    .select()
    .from(listingImages)
    .where(eq(listingImages.listingId, listingId))
    .orderBy(asc(listingImages.position), asc(listingImages.id));
}

export async function insertImages(
  db: Database,
  listingId: number,
  images: { key: string; width: number; height: number }[],
): Promise<void> {
  if (images.length === 0) return;
  const [last] = await db
    .select({ position: sql<number>`coalesce(max(${listingImages.position}), -1)`.mapWith(Number) })
    .from(listingImages)
    .where(eq(listingImages.listingId, listingId));
  const start = (last?.position ?? -1) + 1;
  await db
    .insert(listingImages)
    .values(images.map((image, index) => ({ listingId, position: start + index, ...image })));
}

export async function deleteImage(
  db: Database,
  listingId: number,
  imageId: number,
): Promise<ListingImageRow | null> {
  const [row] = await db
    .delete(listingImages)
    .where(and(eq(listingImages.listingId, listingId), eq(listingImages.id, imageId)))
    .returning();
  return row ?? null;
}

/** Keys of every photo of a user's listings (to remove the files when the account goes). */
export async function imageKeysOfUser(db: Database, userId: number): Promise<string[]> {
  const rows = await db
    .select({ key: listingImages.key })
    .from(listingImages)
    .innerJoin(listings, eq(listings.id, listingImages.listingId))
    .where(eq(listings.userId, userId));
  return rows.map((row) => row.key);
}
