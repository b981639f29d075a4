import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category } from '../../../../domain/api/catalogue';
import { CATALOGUE } from '../../../../domain/limits';
import { apiRequest } from '../../../lib/api-client';
import { readItem, removeItem, writeItem } from '../../../lib/local-storage';
import { hasSession } from '../../../lib/session';
import { storageKeys } from '../../../lib/storage-keys';
import { apiPaths } from '../../../../domain/api/paths';

// docs/product.md §9 "Categories cache": kept in localStorage, fresh for one hour, one copy for signed-in
// people and another for visitors. Within the hour the home paints its category strip without
// a request; after it, the old copy stays on screen while the new one loads.

export type HomeCategory = Pick<Category, 'id' | 'name'> & { icon?: string | null };

type StoredCategories = { timestamp: number; items: HomeCategory[] };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isCategory = (value: unknown): value is HomeCategory =>
  isRecord(value) &&
  (typeof value.id === 'number' || (typeof value.id === 'string' && value.id !== '')) &&
  typeof value.name === 'string' &&
  value.name.trim() !== '';

/** docs/product.md §7: the list may come "under any nested key" (data, data.data, categories…) or bare. */
export function categoriesIn(answer: unknown, depth = 0): HomeCategory[] | null {
  if (Array.isArray(answer)) {
    return answer.every(isCategory)
      ? answer.map(({ id, name, icon }) => ({ id: Number(id), name: name.trim(), icon }))
      : null;
  }
  if (!isRecord(answer) || depth > 3) return null;
  for (const value of Object.values(answer)) {
    const found = categoriesIn(value, depth + 1);
    if (found) return found;
  }
  return null;
}

function readStored(authenticated: boolean): StoredCategories | null {
  const key = storageKeys.categoriesCache(authenticated);
  const raw = readItem(key);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (isRecord(parsed) && typeof parsed.timestamp === 'number') {
      const items = categoriesIn(parsed.items);
      if (items && items.length > 0) return { timestamp: parsed.timestamp, items };
    }
  } catch {
    // Falls through: a broken copy is thrown away.
  }
  removeItem(key);
  return null;
}

function store(authenticated: boolean, items: HomeCategory[], now = Date.now()): void {
  const value: StoredCategories = { timestamp: now, items };
  writeItem(storageKeys.categoriesCache(authenticated), JSON.stringify(value));
}

/** GET /categories, remembered in localStorage for the next hour. */
export async function getCategories(
  authenticated: boolean,
  signal?: AbortSignal,
): Promise<HomeCategory[]> {
  const answer = await apiRequest<unknown>(apiPaths.catalogue.categories, {
    auth: authenticated ? 'optional' : 'none',
    signal,
  });
  const items = categoriesIn(answer);
  if (!items) throw new Error('Respuesta de categorías en formato inesperado');
  if (items.length > 0) store(authenticated, items);
  return items;
}

export const categoriesQueryOptions = (authenticated: boolean) =>
  queryOptions({
    queryKey: ['home', 'categories', authenticated ? 'auth' : 'anon'],
    queryFn: ({ signal }) => getCategories(authenticated, signal),
    // The stored copy is the query's first answer, dated when it was fetched: younger than an
    // hour it counts as fresh (no request), older it shows while the new list loads.
    initialData: () => readStored(authenticated)?.items,
    initialDataUpdatedAt: () => readStored(authenticated)?.timestamp,
    staleTime: CATALOGUE.cacheFreshMs,
  });

export const useHomeCategories = () => useQuery(categoriesQueryOptions(hasSession()));
