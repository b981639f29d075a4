import type { z } from 'zod';
import type { ListingImage, listingsApi, ListingSummary } from '../../../domain/api/listings';
import { IMAGES, LISTINGS } from '../../../domain/limits';
import type { ListingChanges } from '../../../domain/listings/listing-schemas';
import { PHOTO_MESSAGES } from '../../../domain/listings/photos';
import { LISTING_MESSAGES } from '../../../domain/listings/listing';
import { acceptsStatedWeight } from '../../../domain/prices/comparable-unit';
import type { Database } from '../../db/client';
import type { ReferenceData } from '../../db/reference-data';
import type { listings } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import {
  removeImageFiles,
  storeProcessed,
  type StoredImage,
} from '../../platform/images/stored-images';
import type { PhotoIntake } from '../../platform/images/photo-intake';
import type { FileStorage } from '../../platform/storage/file-storage';
import { contactCounts } from '../contacts';
import { deleteImage, insertImages, listImages } from './listing-images.queries';
import { toImage, toSummary } from './listing-presenter';
import { findListing } from './listing-rows.queries';
import { findVisibleListing } from './listing-visibility';
import { listMine } from './my-listings.queries';
import {
  findCatalogueProduct,
  insertListing,
  isOwnAddress,
  lockOwnListing,
  hasRoomForOneMoreActive,
  sizeExists,
  updateListingRow,
} from './listing-changes.queries';

// The rules that protect sellers and buyers, enforced whatever the client sends: only the owner
// changes a listing, a new listing starts inactive, at most 5 active per seller (safe against
// two activations at once), sold is final, the catalogue product, unit and address must exist
// and the address must be the seller's, at most 3 photos.

const m = LISTING_MESSAGES;
const notFound = () => new HttpError(404, m.notFound);
const fieldError = (field: string, message: string) =>
  new HttpError(422, message, { [field]: [message] });

/** A weight is stated only for units sold by the piece of packaging (bulto, carga, saco…). */
function assertWeightFits(sizeId: number, unitWeightKg: number | undefined) {
  if (unitWeightKg !== undefined && !acceptsStatedWeight(sizeId)) {
    throw fieldError('unit_weight_kg', m.unitWeightNotForUnit);
  }
}

type MyListingsQuery = z.output<typeof listingsApi.mine.querystring>;

export class ListingsService {
  constructor(
    private readonly db: Database,
    private readonly reference: ReferenceData,
    private readonly storage: FileStorage,
    private readonly photos: PhotoIntake,
  ) {}

  /** The listing's card as its seller's screens show it; 404 when there is none. */
  async summary(listingId: number): Promise<ListingSummary> {
    const row = await findListing(this.db, this.reference, listingId);
    if (!row) throw notFound();
    return toSummary(row, this.storage);
  }

  /** "Mis productos": a page of the seller's own listings, with the filters' counts. */
  async mine(userId: number, { status, page, pagination }: MyListingsQuery) {
    const { rows, counts } = await listMine(
      this.db,
      this.reference,
      userId,
      status,
      page,
      pagination,
    );
    const total = counts[status];
    const contacted = await contactCounts(
      this.db,
      rows.map((row) => row.listing.id),
    );
    return {
      data: rows.map((row) =>
        toSummary(row, this.storage, { contactsCount: contacted.get(row.listing.id) ?? 0 }),
      ),
      meta: {
        page,
        pagination,
        total,
        last_page: Math.max(1, Math.ceil(total / pagination)),
        counts,
        max_active: LISTINGS.maxActivePerUser,
      },
    };
  }

  /** A listing's photos, for whoever may see the listing (404 otherwise). */
  async images(listingId: number, viewerId: number | null): Promise<ListingImage[]> {
    const row = await findVisibleListing(this.db, this.reference, listingId, viewerId);
    if (!row) throw notFound();
    return this.imagesOf(listingId);
  }

  private async imagesOf(listingId: number): Promise<ListingImage[]> {
    const images = await listImages(this.db, listingId);
    return images.map((image, index) => toImage(image, index, this.storage));
  }

  private async assertReferences(
    userId: number,
    input: { product_id?: number; size_id?: number; address_id?: number },
  ) {
    if (input.size_id !== undefined && !(await sizeExists(this.db, input.size_id))) {
      throw fieldError('size_id', m.unknownSize);
    }
    if (
      input.address_id !== undefined &&
      !(await isOwnAddress(this.db, userId, input.address_id))
    ) {
      throw fieldError('address_id', m.unknownAddress);
    }
  }

  async create(
    userId: number,
    input: {
      product_id: number;
      price: number;
      stock: number;
      size_id: number;
      unit_weight_kg?: number;
      description?: string;
      address_id: number;
    },
    /** The WhatsApp message that confirmed it: created once however often it is retried. */
    whatsappMessageId?: string,
  ): Promise<number> {
    const product = await findCatalogueProduct(this.db, input.product_id);
    if (!product) throw fieldError('product_id', m.unknownProduct);
    await this.assertReferences(userId, input);
    assertWeightFits(input.size_id, input.unit_weight_kg);
    return insertListing(this.db, {
      userId,
      productId: product.id,
      subcategoryId: product.subcategoryId,
      categoryId: product.categoryId,
      sizeId: input.size_id,
      unitWeightKg: input.unit_weight_kg ?? null,
      addressId: input.address_id,
      price: input.price,
      stock: input.stock,
      description: input.description ?? '',
      isActive: false,
      whatsappMessageId: whatsappMessageId ?? null,
    });
  }

  /** How many photos the owner's listing has. */
  async photoCount(userId: number, listingId: number): Promise<number> {
    await this.assertOwner(userId, listingId);
    return (await listImages(this.db, listingId)).length;
  }

  /** Applies changes to the owner's listing; activation goes through the 5-active rule. */
  async update(userId: number, listingId: number, changes: ListingChanges): Promise<void> {
    await this.assertReferences(userId, changes);
    await this.db.transaction(async (tx) => {
      // The seller's lock comes first (lock order: seller, then listing).
      const hasRoom = await hasRoomForOneMoreActive(tx, userId);
      const current = await lockOwnListing(tx, userId, listingId);
      if (!current) throw notFound();
      if (current.soldAt) throw new HttpError(409, m.soldIsFinal);
      const sizeId = changes.size_id ?? current.sizeId;
      assertWeightFits(sizeId, changes.unit_weight_kg);
      if (changes.is_active === true && !current.isActive && !hasRoom) {
        throw new HttpError(409, m.limitReached);
      }
      const row: Partial<typeof listings.$inferInsert> = {};
      if (changes.price !== undefined) row.price = changes.price;
      if (changes.stock !== undefined) row.stock = changes.stock;
      if (changes.size_id !== undefined) row.sizeId = changes.size_id;
      if (changes.unit_weight_kg !== undefined) row.unitWeightKg = changes.unit_weight_kg;
      // A unit without a stated weight (kg, racimo…) drops the weight of the one before.
      if (!acceptsStatedWeight(sizeId)) row.unitWeightKg = null;
      if (changes.description !== undefined) row.description = changes.description;
      if (changes.address_id !== undefined) row.addressId = changes.address_id;
      if (changes.is_active !== undefined) row.isActive = changes.is_active;
      await updateListingRow(tx, listingId, row, current.price);
    });
  }

  /** Sold is final: the listing leaves the catalogue and can never be activated again. */
  async markSold(userId: number, listingId: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const current = await lockOwnListing(tx, userId, listingId);
      if (!current) throw notFound();
      if (current.soldAt) return;
      await updateListingRow(tx, listingId, { soldAt: new Date(), isActive: false });
    });
  }

  /** Throws 404 unless the listing exists and is the user's. */
  async assertOwner(userId: number, listingId: number): Promise<void> {
    const current = await lockOwnListing(this.db, userId, listingId);
    if (!current) throw notFound();
  }

  /** Adds the files as photos; answers how many were added and the listing's photos now. */
  async addImages(
    userId: number,
    listingId: number,
    files: Buffer[],
  ): Promise<{ added: number; images: ListingImage[] }> {
    await this.assertOwner(userId, listingId);
    if (files.length === 0) throw fieldError('images', PHOTO_MESSAGES.noneSent);
    const existing = await listImages(this.db, listingId);
    if (existing.length + files.length > IMAGES.maxPerProduct) {
      throw fieldError('images', PHOTO_MESSAGES.maxPerProduct);
    }

    // Decode and re-encode every file before storing any: one bad file refuses the upload.
    const processed = await this.photos.process(userId, files, 'images');

    let stored: StoredImage[] = [];
    try {
      stored = await storeProcessed(this.storage, `listings/${listingId}`, processed);
      await this.db.transaction(async (tx) => {
        // Re-counted under the listing's lock: two uploads at once cannot pass 3 photos.
        const current = await lockOwnListing(tx, userId, listingId);
        if (!current) throw notFound();
        const count = (await listImages(tx, listingId)).length;
        if (count + stored.length > IMAGES.maxPerProduct)
          throw fieldError('images', PHOTO_MESSAGES.maxPerProduct);
        await insertImages(tx, listingId, stored);
      });
    } catch (error) {
      await this.removeFiles(stored.map((s) => s.key));
      throw error;
    }
    return { added: stored.length, images: await this.imagesOf(listingId) };
  }

  async removeImage(userId: number, listingId: number, imageId: number): Promise<void> {
    await this.assertOwner(userId, listingId);
    const removed = await deleteImage(this.db, listingId, imageId);
    if (!removed) throw new HttpError(404, PHOTO_MESSAGES.notFound);
    await this.removeFiles([removed.key]);
  }

  /** Removes the photo named by its id, or else by its address (the full or the small one). */
  async removeImageNamed(
    userId: number,
    listingId: number,
    named: { image_id?: number; url?: string },
  ): Promise<void> {
    const { url } = named;
    let imageId = named.image_id;
    if (imageId === undefined && url) {
      await this.assertOwner(userId, listingId);
      const images = await this.imagesOf(listingId);
      const match = images.find((shown) =>
        [shown.url, shown.thumbnail_url].some((u) => url.endsWith(u) || u.endsWith(url)),
      );
      imageId = match?.id;
    }
    if (imageId === undefined) throw new HttpError(404, PHOTO_MESSAGES.notFound);
    await this.removeImage(userId, listingId, imageId);
  }

  /** Deletes stored files; a failure is left for a later clean-up, never shown to people. */
  async removeFiles(keys: string[]): Promise<void> {
    await removeImageFiles(this.storage, keys);
  }
}
