import type { StoreKind } from '../../../domain/stores/store';
import { isRecord, isStoreId, storeSummary, textOrNull } from '../../lib/stores-api';
import type { CarouselImage } from './carousel';

// docs/product.md §3 "Store (detail)", read leniently: the answer may be wrapped in `data` one or two
// levels deep and must carry an id; the address may be text or an object with an address text;
// images may be plain URLs (slider, brochures) or our image objects with their srcset.

export interface StoreProductView {
  id: number | string;
  name: string;
  description: string;
  price: number | null;
  url: string | null;
  srcset: string | null;
  tag: string | null;
  size: string | null;
}

export interface StoreView {
  id: number | string;
  name: string;
  kind: StoreKind | null;
  description: string;
  address: string;
  municipality: string | null;
  department: string | null;
  phone: string | null;
  whatsapp: string | null;
  slider: CarouselImage[];
  brochures: CarouselImage[];
  tags: string[];
  products: StoreProductView[];
}

/** docs/product.md §3: a store product without a name is shown as 'Producto'. */
export const DEFAULT_PRODUCT_NAME = 'Producto';

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

const numberOrNull = (value: unknown): number | null => {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(value)) return Number(value);
  return null;
};

const phoneText = (value: unknown): string | null =>
  typeof value === 'number' ? String(value) : textOrNull(value);

function addressText(value: unknown): string {
  if (isRecord(value)) return textOrNull(value.address) ?? '';
  return textOrNull(value) ?? '';
}

function image(value: unknown): CarouselImage | null {
  if (typeof value === 'string') return value.trim() ? { url: value.trim() } : null;
  if (!isRecord(value)) return null;
  const url = textOrNull(value.url);
  if (!url) return null;
  return {
    url,
    srcset: textOrNull(value.srcset),
    width: numberOrNull(value.width),
    height: numberOrNull(value.height),
  };
}

/** Our image objects (with srcset) when the answer has them, else the plain URL lists. */
function images(objects: unknown, urls: unknown): CarouselImage[] {
  const rich = list(objects).flatMap((value) => image(value) ?? []);
  return rich.length > 0 ? rich : list(urls).flatMap((value) => image(value) ?? []);
}

function tagName(value: unknown): string | null {
  return isRecord(value) ? textOrNull(value.name) : textOrNull(value);
}

function product(value: unknown, index: number): StoreProductView | null {
  if (!isRecord(value)) return null;
  return {
    id: isStoreId(value.id) ? value.id : `producto-${index}`,
    name: textOrNull(value.name) ?? DEFAULT_PRODUCT_NAME,
    description: textOrNull(value.description) ?? '',
    price: numberOrNull(value.price),
    url: textOrNull(value.url),
    srcset: textOrNull(value.srcset),
    tag: tagName(value.tag),
    size: textOrNull(value.size),
  };
}

/** The store object of an answer: itself, or under `data` once or twice; it must have an id. */
function unwrap(answer: unknown): Record<string, unknown> | null {
  let value = answer;
  for (let depth = 0; depth < 3; depth++) {
    if (!isRecord(value)) return null;
    if (isStoreId(value.id)) return value;
    value = value.data;
  }
  return null;
}

export function storeView(answer: unknown): StoreView | null {
  const raw = unwrap(answer);
  const summary = raw && storeSummary({ ...raw, name: textOrNull(raw.name) ?? 'Tienda' });
  if (!raw || !summary) return null;
  return {
    id: summary.id,
    name: summary.name,
    kind: summary.kind,
    description: textOrNull(raw.description) ?? '',
    address: addressText(raw.address),
    municipality: summary.municipality,
    department: summary.department,
    phone: phoneText(raw.phone),
    whatsapp: phoneText(raw.whatsapp),
    slider: images(raw.slider_images, raw.slider),
    brochures: images(raw.brochure_images, raw.brochures),
    tags: list(raw.tags).flatMap((value) => tagName(value) ?? []),
    products: list(raw.products).flatMap((value, index) => product(value, index) ?? []),
  };
}

/**
 * docs/product.md §4: a store passed along from a list has only its card (no products, description,
 * slider or brochures): the screen fetches the whole store then.
 */
export function isEmptyStore(store: StoreView): boolean {
  return (
    store.products.length === 0 &&
    store.description === '' &&
    store.slider.length === 0 &&
    store.brochures.length === 0
  );
}
