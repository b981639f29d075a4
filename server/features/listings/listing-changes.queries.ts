import { and, eq, isNull, sql } from 'drizzle-orm';
import { LISTINGS } from '../../../domain/limits';
import type { Database } from '../../db/client';
import {
  addresses,
  catalogueProducts,
  listingPrices,
  listings,
  sizes,
  subcategories,
  users,
} from '../../db/schema';

// Creating and changing listings (publish, edit, activate, mark sold), and the checks those
// changes need. listings.service.ts holds the rules and the transactions.

/** The catalogue product with its subcategory and category, or null when it does not exist. */
export async function findCatalogueProduct(db: Database, productId: number) {
  const [row] = await db
    .select({
      id: catalogueProducts.id,
      subcategoryId: subcategories.id,
      categoryId: subcategories.categoryId,
    })
    .from(catalogueProducts)
    .innerJoin(subcategories, eq(subcategories.id, catalogueProducts.subcategoryId))
    .where(eq(catalogueProducts.id, productId));
  return row ?? null;
}

export async function sizeExists(db: Database, sizeId: number): Promise<boolean> {
  return (await db.$count(sizes, eq(sizes.id, sizeId))) > 0;
}

export async function isOwnAddress(
  db: Database,
  userId: number,
  addressId: number,
): Promise<boolean> {
  return (
    (await db.$count(addresses, and(eq(addresses.id, addressId), eq(addresses.userId, userId)))) > 0
  );
}

/**
 * Inserts the listing and its first price. With a WhatsApp message id, a listing already created
 * for that message (a retry after a crash) is answered instead of a second one.
 */
export async function insertListing(
  db: Database,
  values: typeof listings.$inferInsert,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(listings)
      .values(values)
      .onConflictDoNothing({ target: listings.whatsappMessageId })
      .returning({ id: listings.id });
    if (!row) {
      const [existing] = await tx
        .select({ id: listings.id })
        .from(listings)
        .where(
          and(
            eq(listings.whatsappMessageId, values.whatsappMessageId!),
            eq(listings.userId, values.userId),
          ),
        );
      if (!existing) throw new Error('a listing of this WhatsApp message belongs to another user');
      return existing.id;
    }
    await tx.insert(listingPrices).values({ listingId: row.id, price: values.price });
    return row.id;
  });
}

/** The owner's listing row, locked for the rest of the transaction. */
export async function lockOwnListing(db: Database, userId: number, listingId: number) {
  const [row] = await db
    .select()
    .from(listings)
    .where(and(eq(listings.id, listingId), eq(listings.userId, userId)))
    .for('update');
  return row ?? null;
}

/**
 * Serialises activations of one seller: two "activate" taps at the same moment both wait here,
 * so the second one sees the first when it counts active listings.
 */
async function lockSeller(db: Database, userId: number): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/**
 * docs/product.md §9: a seller has at most 5 listings on offer. Whatever puts a listing back on
 * offer (the seller's activation, a moderator showing a hidden one again) asks here, inside its
 * transaction and before it locks the listing: the seller's lock makes two changes at once count
 * each other, and seller-then-listing is the lock order everywhere.
 */
export async function hasRoomForOneMoreActive(db: Database, userId: number): Promise<boolean> {
  await lockSeller(db, userId);
  return (await countActive(db, userId)) < LISTINGS.maxActivePerUser;
}

async function countActive(db: Database, userId: number): Promise<number> {
  return db.$count(
    listings,
    // On offer: a listing a moderator hid takes no place of the 5 while it is hidden.
    and(
      eq(listings.userId, userId),
      sql`${listings.isActive}`,
      isNull(listings.soldAt),
      isNull(listings.hiddenAt),
    ),
  );
}

export async function updateListingRow(
  db: Database,
  listingId: number,
  changes: Partial<typeof listings.$inferInsert>,
  previousPrice?: number,
): Promise<void> {
  const priceChanged = changes.price !== undefined && changes.price !== previousPrice;
  await db
    .update(listings)
    .set({
      ...changes,
      ...(priceChanged ? { previousPrice, priceChangedAt: new Date() } : {}),
      updatedAt: new Date(),
    })
    .where(eq(listings.id, listingId));
  if (priceChanged) await db.insert(listingPrices).values({ listingId, price: changes.price! });
}
