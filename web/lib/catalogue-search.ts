import { queryOptions } from '@tanstack/react-query';
import type { CatalogueSearchItem } from '../../domain/api/catalogue';
import { CATALOGUE } from '../../domain/limits';
import { foldText } from '../../domain/text';
import { apiRequest } from './api-client';
import { readItem, removeItem, writeItem } from './local-storage';
import { storageKeys } from './storage-keys';
import { apiPaths } from '../../domain/api/paths';

// The quick search of the create screen (docs/product.md §9): the whole catalogue (~800 rows, ~10 KB
// gzipped) is kept for a day in localStorage and 10 minutes in memory, and searched on the
// phone; the server search (?q=) is only used while there is no copy yet.

type StoredCatalogue = { timestamp: number; items: CatalogueSearchItem[] };

// Checked by hand rather than with domain/api/catalogue.ts's schema: this file is part of the
// code every screen loads first, and zod would add ≈22 KB (brotli) to it (decision 009). A
// check per field of the schema's type: a field added there fails the type check here.
const isWholeNumber = (value: unknown) => Number.isInteger(value);
const isText = (value: unknown) => typeof value === 'string';
const ITEM_FIELDS: Record<keyof CatalogueSearchItem, (value: unknown) => boolean> = {
  category_id: isWholeNumber,
  category: isText,
  subcategory_id: isWholeNumber,
  subcategory: isText,
  product_id: isWholeNumber,
  product: isText,
};

function isCatalogueItem(value: unknown): value is CatalogueSearchItem {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return Object.entries(ITEM_FIELDS).every(([field, valid]) => valid(item[field]));
}

function isStoredCatalogue(value: unknown): value is StoredCatalogue {
  if (typeof value !== 'object' || value === null) return false;
  const { timestamp, items } = value as Record<string, unknown>;
  return (
    typeof timestamp === 'number' &&
    Array.isArray(items) &&
    items.length > 0 &&
    items.every(isCatalogueItem)
  );
}

/** The stored copy when it is younger than 24 hours, else null (and a broken one is removed). */
export function readStoredCatalogue(now = Date.now()): CatalogueSearchItem[] | null {
  const raw = readItem(storageKeys.quickSearchCache);
  if (!raw) return null;
  let parsed: StoredCatalogue | null = null;
  try {
    const value: unknown = JSON.parse(raw);
    parsed = isStoredCatalogue(value) ? value : null;
  } catch {
    parsed = null;
  }
  if (!parsed) {
    removeItem(storageKeys.quickSearchCache);
    return null;
  }
  const age = now - parsed.timestamp;
  return age >= 0 && age < CATALOGUE.quickSearchStoredCacheMs ? parsed.items : null;
}

export function storeCatalogue(items: CatalogueSearchItem[], now = Date.now()): void {
  const value: StoredCatalogue = { timestamp: now, items };
  writeItem(storageKeys.quickSearchCache, JSON.stringify(value));
}

/** GET /categories/all?q=: at most 50 matches, best first, accents and case ignored. */
export async function searchCatalogue(
  text: string,
  signal?: AbortSignal,
): Promise<CatalogueSearchItem[]> {
  const { data } = await apiRequest<{ data: CatalogueSearchItem[] }>(apiPaths.catalogue.search, {
    auth: 'none',
    query: { q: text.trim() },
    signal,
  });
  return data;
}

/** GET /categories/all without text: the whole catalogue, for searching on the phone. */
export async function getCatalogue(signal?: AbortSignal): Promise<CatalogueSearchItem[]> {
  const { data } = await apiRequest<{ data: CatalogueSearchItem[] }>(apiPaths.catalogue.search, {
    auth: 'none',
    signal,
  });
  return data;
}

/** The stored copy when fresh, else the server's (then stored for the next 24 hours). */
async function loadCatalogue(signal?: AbortSignal): Promise<CatalogueSearchItem[]> {
  const stored = readStoredCatalogue();
  if (stored) return stored;
  const items = await getCatalogue(signal);
  if (items.length > 0) storeCatalogue(items);
  return items;
}

const inMemory = {
  staleTime: CATALOGUE.quickSearchMemoryCacheMs,
  gcTime: CATALOGUE.quickSearchMemoryCacheMs,
} as const;

export const catalogueQueryOptions = () =>
  queryOptions({
    queryKey: ['catalogue-search', 'all'],
    queryFn: ({ signal }) => loadCatalogue(signal),
    ...inMemory,
    retry: false,
  });

export const catalogueSearchQueryOptions = (text: string) =>
  queryOptions({
    queryKey: ['catalogue-search', 'q', foldText(text)],
    queryFn: ({ signal }) => searchCatalogue(text, signal),
    ...inMemory,
  });
