import type { StoreDetail, StoreListItem } from '../../../domain/api/stores';
import type { z } from 'zod';
import {
  STORE_FORM_MESSAGES,
  STORE_LIMITS,
  STORE_MESSAGES,
  type StoreImageKind,
  type StoreKind,
} from '../../../domain/stores/store';
import {
  type storeInputSchema,
  type storeProductInputSchema,
} from '../../../domain/stores/store-schemas';
import type { Database } from '../../db/client';
import { PG_ERROR, pgErrorCode } from '../../db/errors';
import type { ReferenceData } from '../../db/reference-data';
import { fieldError, HttpError } from '../../lib/http-error';
import type { PhotoIntake } from '../../platform/images/photo-intake';
import {
  removeImageFiles,
  storeProcessed,
  type StoredImage,
} from '../../platform/images/stored-images';
import type { FileStorage } from '../../platform/storage/file-storage';
import { logAdminAction } from '../admin';
import {
  countImages,
  countProducts,
  countTags,
  deleteProduct,
  deleteStore,
  deleteStoreImage,
  deleteTag,
  findProduct,
  findTag,
  insertProduct,
  insertStore,
  insertStoreImages,
  insertTag,
  lockStore,
  nextPosition,
  storeExists,
  storeFileKeys,
  tagNameTaken,
  touchStore,
  updateProduct,
  updateStore,
  findStore,
  listStores,
  type StoreRow,
} from './stores.queries';
import { toDetail, toListItem } from './store-presenter';

// What admins do to stores. Each change runs in one transaction with its admin log line, under
// the store's row lock (limits are counted there); files are written before the transaction and
// removed after it commits, so a failed change never leaves the database pointing at nothing.

type StoreValues = z.output<typeof storeInputSchema>;
type ProductValues = z.output<typeof storeProductInputSchema>;
type Tx = Database;

const m = STORE_FORM_MESSAGES;
const storeNotFound = () => new HttpError(404, STORE_MESSAGES.notFound);

const IMAGE_LIMITS: Record<StoreImageKind, { max: number; message: string }> = {
  slider: { max: STORE_LIMITS.sliderImages, message: m.tooManySlider },
  brochure: { max: STORE_LIMITS.brochureImages, message: m.tooManyBrochures },
};

/** The stored columns of a store form (a PUT replaces them all: empty means none). */
function storeColumns(input: StoreValues) {
  return {
    name: input.name,
    kind: input.kind,
    description: input.description ?? '',
    address: input.address ?? '',
    municipalityId: input.municipality_id ?? null,
    phone: input.phone ?? null,
    whatsapp: input.whatsapp ?? null,
  };
}

function productColumns(input: ProductValues) {
  return {
    name: input.name,
    description: input.description ?? '',
    price: input.price,
    tagId: input.tag_id ?? null,
    sizeId: input.size_id ?? null,
  };
}

/** Names of the fields whose value differs (what the admin log records for an edit). */
function changedFields<T extends Record<string, unknown>>(before: T, after: Partial<T>): string[] {
  return Object.keys(after).filter((key) => before[key] !== after[key]);
}

/** The store directory as people (and admins) read it. */
export class StoresService {
  constructor(
    private readonly db: Database,
    private readonly storage: FileStorage,
    private readonly reference: ReferenceData,
  ) {}

  async list(kind: StoreKind | undefined): Promise<StoreListItem[]> {
    const rows = await listStores(this.db, kind);
    return rows.map((row) => toListItem(row, this.reference, this.storage));
  }

  /** A store with its photos, catalogue, tags and products; 404 when there is none. */
  async detail(id: number): Promise<StoreDetail> {
    const rows = await findStore(this.db, id);
    if (!rows) throw new HttpError(404, STORE_MESSAGES.notFound);
    return toDetail(rows, this.reference, this.storage);
  }
}

export class StoresAdmin {
  constructor(
    private readonly db: Database,
    private readonly storage: FileStorage,
    private readonly reference: ReferenceData,
    private readonly photos: PhotoIntake,
  ) {}

  private assertMunicipality(id: number | undefined) {
    if (id !== undefined && !this.reference.municipalities.has(id)) {
      throw fieldError('municipality_id', m.municipalityNotFound);
    }
  }

  private assertSize(id: number | undefined) {
    if (id !== undefined && !this.reference.sizes.has(id)) {
      throw fieldError('size_id', m.sizeNotFound);
    }
  }

  /** Runs a change of one store under its lock; the store's updated_at moves with it. */
  private async change<T>(
    storeId: number,
    work: (tx: Tx, store: StoreRow) => Promise<T>,
  ): Promise<T> {
    return this.db.transaction(async (tx) => {
      const store = await lockStore(tx, storeId);
      if (!store) throw storeNotFound();
      const result = await work(tx, store);
      await touchStore(tx, storeId);
      return result;
    });
  }

  async create(adminId: number, input: StoreValues): Promise<number> {
    this.assertMunicipality(input.municipality_id);
    return this.db.transaction(async (tx) => {
      const id = await insertStore(tx, storeColumns(input));
      await logAdminAction(tx, adminId, {
        action: 'store.create',
        targetType: 'store',
        targetId: id,
        details: { name: input.name, kind: input.kind },
      });
      return id;
    });
  }

  async update(adminId: number, storeId: number, input: StoreValues): Promise<void> {
    this.assertMunicipality(input.municipality_id);
    await this.db.transaction(async (tx) => {
      const before = await lockStore(tx, storeId);
      if (!before) throw storeNotFound();
      const after = storeColumns(input);
      await updateStore(tx, storeId, after);
      await logAdminAction(tx, adminId, {
        action: 'store.update',
        targetType: 'store',
        targetId: storeId,
        details: { name: after.name, changed: changedFields(before, after) },
      });
    });
  }

  async remove(adminId: number, storeId: number): Promise<void> {
    const keys = await this.db.transaction(async (tx) => {
      const store = await lockStore(tx, storeId);
      if (!store) throw storeNotFound();
      const fileKeys = await storeFileKeys(tx, storeId);
      // Photos, categories and products go with the store (ON DELETE CASCADE).
      await deleteStore(tx, storeId);
      await logAdminAction(tx, adminId, {
        action: 'store.delete',
        targetType: 'store',
        targetId: storeId,
        details: { name: store.name },
      });
      return fileKeys;
    });
    await removeImageFiles(this.storage, keys);
  }

  async addImages(
    adminId: number,
    storeId: number,
    kind: StoreImageKind,
    files: Buffer[],
  ): Promise<number> {
    if (files.length === 0) throw fieldError('images', m.imagesRequired);
    const limit = IMAGE_LIMITS[kind];
    // A first count refuses an upload that cannot fit before any photo is decoded.
    if (!(await storeExists(this.db, storeId))) throw storeNotFound();
    if ((await countImages(this.db, storeId, kind)) + files.length > limit.max) {
      throw fieldError('images', limit.message);
    }

    const processed = await this.photos.process(adminId, files, 'images');
    let stored: StoredImage[] = [];
    try {
      stored = await storeProcessed(this.storage, `stores/${storeId}`, processed);
      await this.change(storeId, async (tx) => {
        // Counted again under the lock: two uploads at once cannot pass the limit together.
        if ((await countImages(tx, storeId, kind)) + stored.length > limit.max) {
          throw fieldError('images', limit.message);
        }
        const start = await nextPosition(tx, 'images', storeId, kind);
        const imageIds = await insertStoreImages(tx, storeId, kind, start, stored);
        await logAdminAction(tx, adminId, {
          action: 'store.image.add',
          targetType: 'store',
          targetId: storeId,
          details: { kind, image_ids: imageIds },
        });
      });
    } catch (error) {
      await removeImageFiles(
        this.storage,
        stored.map((image) => image.key),
      );
      throw error;
    }
    return stored.length;
  }

  async removeImage(adminId: number, storeId: number, imageId: number): Promise<void> {
    const removed = await this.change(storeId, async (tx) => {
      const row = await deleteStoreImage(tx, storeId, imageId);
      if (!row) throw new HttpError(404, m.imageNotFound);
      await logAdminAction(tx, adminId, {
        action: 'store.image.delete',
        targetType: 'store',
        targetId: storeId,
        details: { kind: row.kind, image_id: row.id },
      });
      return row;
    });
    await removeImageFiles(this.storage, [removed.key]);
  }

  async addTag(adminId: number, storeId: number, name: string): Promise<void> {
    try {
      await this.change(storeId, async (tx) => {
        if (await tagNameTaken(tx, storeId, name)) throw fieldError('name', m.tagDuplicate, 409);
        if ((await countTags(tx, storeId)) >= STORE_LIMITS.tagsPerStore) {
          throw fieldError('name', m.tooManyTags);
        }
        const position = await nextPosition(tx, 'tags', storeId);
        const tagId = await insertTag(tx, { storeId, name, position });
        await logAdminAction(tx, adminId, {
          action: 'store.tag.add',
          targetType: 'store',
          targetId: storeId,
          details: { tag_id: tagId, name },
        });
      });
    } catch (error) {
      // The unique index (store, lower(name)) is the last word if a check ever misses one.
      if (pgErrorCode(error) === PG_ERROR.uniqueViolation) {
        throw fieldError('name', m.tagDuplicate, 409);
      }
      throw error;
    }
  }

  async removeTag(adminId: number, storeId: number, tagId: number): Promise<void> {
    await this.change(storeId, async (tx) => {
      // Products of the category stay, without category (ON DELETE SET NULL).
      const tag = await deleteTag(tx, storeId, tagId);
      if (!tag) throw new HttpError(404, m.tagNotFound);
      await logAdminAction(tx, adminId, {
        action: 'store.tag.delete',
        targetType: 'store',
        targetId: storeId,
        details: { tag_id: tag.id, name: tag.name },
      });
    });
  }

  /** Checks the references of a product form; must run inside the store's lock. */
  private async assertProductReferences(tx: Tx, storeId: number, input: ProductValues) {
    this.assertSize(input.size_id);
    if (input.tag_id !== undefined && !(await findTag(tx, storeId, input.tag_id))) {
      throw fieldError('tag_id', m.tagNotInStore);
    }
  }

  /** Processes and stores a product photo (before the transaction that points at it). */
  private async storePhoto(
    adminId: number,
    storeId: number,
    image: Buffer | null,
  ): Promise<StoredImage | null> {
    if (!image) return null;
    const processed = await this.photos.process(adminId, [image], 'image');
    const [stored] = await storeProcessed(this.storage, `stores/${storeId}/products`, processed);
    return stored ?? null;
  }

  async addProduct(
    adminId: number,
    storeId: number,
    input: ProductValues,
    image: Buffer | null,
  ): Promise<void> {
    this.assertSize(input.size_id);
    const photo = await this.storePhoto(adminId, storeId, image);
    try {
      await this.change(storeId, async (tx) => {
        await this.assertProductReferences(tx, storeId, input);
        const count = await countProducts(tx, storeId);
        if (count >= STORE_LIMITS.productsPerStore) {
          throw fieldError('name', m.tooManyProducts);
        }
        const position = await nextPosition(tx, 'products', storeId);
        const productId = await insertProduct(tx, {
          storeId,
          ...productColumns(input),
          imageKey: photo?.key ?? null,
          imageWidth: photo?.width ?? null,
          imageHeight: photo?.height ?? null,
          position,
        });
        await logAdminAction(tx, adminId, {
          action: 'store.product.add',
          targetType: 'store',
          targetId: storeId,
          details: { product_id: productId, name: input.name },
        });
      });
    } catch (error) {
      if (photo) await removeImageFiles(this.storage, [photo.key]);
      throw error;
    }
  }

  /** Replaces the product's fields; a new photo replaces the old one, no photo keeps it. */
  async updateProduct(
    adminId: number,
    storeId: number,
    productId: number,
    input: ProductValues,
    image: Buffer | null,
  ): Promise<void> {
    this.assertSize(input.size_id);
    const photo = await this.storePhoto(adminId, storeId, image);
    let replacedKey: string | null = null;
    try {
      await this.change(storeId, async (tx) => {
        const before = await findProduct(tx, storeId, productId);
        if (!before) throw new HttpError(404, m.productNotFound);
        await this.assertProductReferences(tx, storeId, input);
        const after = productColumns(input);
        await updateProduct(tx, productId, {
          ...after,
          ...(photo
            ? { imageKey: photo.key, imageWidth: photo.width, imageHeight: photo.height }
            : {}),
        });
        const changed = changedFields(before, after);
        if (photo) changed.push('image');
        await logAdminAction(tx, adminId, {
          action: 'store.product.update',
          targetType: 'store',
          targetId: storeId,
          details: { product_id: productId, name: after.name, changed },
        });
        if (photo) replacedKey = before.imageKey;
      });
    } catch (error) {
      if (photo) await removeImageFiles(this.storage, [photo.key]);
      throw error;
    }
    if (replacedKey) await removeImageFiles(this.storage, [replacedKey]);
  }

  async removeProduct(adminId: number, storeId: number, productId: number): Promise<void> {
    const removed = await this.change(storeId, async (tx) => {
      const row = await deleteProduct(tx, storeId, productId);
      if (!row) throw new HttpError(404, m.productNotFound);
      await logAdminAction(tx, adminId, {
        action: 'store.product.delete',
        targetType: 'store',
        targetId: storeId,
        details: { product_id: row.id, name: row.name },
      });
      return row;
    });
    if (removed.imageKey) await removeImageFiles(this.storage, [removed.imageKey]);
  }
}
