import type {
  StoreDetail,
  StoreImage,
  StoreListItem,
  StoreProduct,
} from '../../../domain/api/stores';
import type { StoreImageKind, StoreKind } from '../../../domain/stores/store';
import type { ReferenceData } from '../../db/reference-data';
import { cardUrl, imageSrcset, imageUrls } from '../../platform/images/stored-images';
import type { FileStorage } from '../../platform/storage/file-storage';
import type { StoreImageRow, StoreListRow, StoreProductRow, StoreRows } from './stores.queries';

// Turns rows into the answer shapes of domain/api/stores.ts. Place and unit names come from the
// reference data in memory, so no query joins them.

function place(reference: ReferenceData, municipalityId: number | null) {
  const municipality =
    municipalityId === null ? undefined : reference.municipalities.get(municipalityId);
  return {
    municipality: municipality?.name ?? null,
    department: municipality
      ? (reference.departments.get(municipality.departmentId)?.name ?? null)
      : null,
  };
}

export function toListItem(
  row: StoreListRow,
  reference: ReferenceData,
  storage: FileStorage,
): StoreListItem {
  return {
    id: row.id,
    name: row.name,
    imagen: row.imageKey ? cardUrl(storage, row.imageKey) : null,
    imagen_srcset: row.imageKey ? imageSrcset(storage, row.imageKey) : null,
    kind: row.kind as StoreKind,
    ...place(reference, row.municipalityId),
  };
}

function toImage(row: StoreImageRow, storage: FileStorage): StoreImage {
  return {
    id: row.id,
    kind: row.kind as StoreImageKind,
    ...imageUrls(storage, row.key),
    width: row.width,
    height: row.height,
    position: row.position,
  };
}

function toProduct(
  row: StoreProductRow,
  tagNames: Map<number, string>,
  reference: ReferenceData,
  storage: FileStorage,
): StoreProduct {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    price: row.price,
    url: row.imageKey ? cardUrl(storage, row.imageKey) : null,
    srcset: row.imageKey ? imageSrcset(storage, row.imageKey) : null,
    tag: row.tagId === null ? null : (tagNames.get(row.tagId) ?? null),
    tag_id: row.tagId,
    size: row.sizeId === null ? null : (reference.sizes.get(row.sizeId)?.abbreviation ?? null),
    size_id: row.sizeId,
  };
}

export function toDetail(
  { store, images, tags, products }: StoreRows,
  reference: ReferenceData,
  storage: FileStorage,
): StoreDetail {
  const shown = images.map((image) => toImage(image, storage));
  const slider = shown.filter((image) => image.kind === 'slider');
  const brochures = shown.filter((image) => image.kind === 'brochure');
  const tagNames = new Map(tags.map((tag) => [tag.id, tag.name]));
  return {
    id: store.id,
    name: store.name,
    kind: store.kind as StoreKind,
    description: store.description,
    address: store.address,
    municipality_id: store.municipalityId,
    ...place(reference, store.municipalityId),
    phone: store.phone,
    whatsapp: store.whatsapp,
    slider: slider.map((image) => image.url),
    brochures: brochures.map((image) => image.url),
    slider_images: slider,
    brochure_images: brochures,
    tags: tags.map((tag) => ({ id: tag.id, name: tag.name })),
    products: products.map((product) => toProduct(product, tagNames, reference, storage)),
    updated_at: store.updatedAt.toISOString(),
  };
}
