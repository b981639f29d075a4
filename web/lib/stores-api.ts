import { queryOptions, useQuery } from '@tanstack/react-query';
import { STORES } from '../../domain/limits';
import type { StoreKind } from '../../domain/stores/store';
import { ApiError, apiRequest } from './api-client';
import { apiPaths } from '../../domain/api/paths';

// The supply stores as the home and the stores screens fetch them (docs/product.md §7): GET /stores with
// the bearer token, or GET /stores-list when the first answers 404 or 405; 25 s at most. The
// answer is read leniently (the list under `data`, one or two levels deep), as docs/product.md §3 allows.

/** A store card: docs/product.md §3 "Store (list item)" (id, name, imagen) plus what our cards show. */
export interface StoreSummary {
  id: number | string;
  name: string;
  imagen: string | null;
  imagen_srcset: string | null;
  kind: StoreKind | null;
  municipality: string | null;
  department: string | null;
}

export const STORE_TIMEOUT_MESSAGE = 'La tienda tardó demasiado en responder.';

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const textOrNull = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

export const isStoreId = (value: unknown): value is number | string =>
  (typeof value === 'number' && Number.isFinite(value)) ||
  (typeof value === 'string' && value.trim() !== '');

/** 404/405: this path is not served here; docs/product.md §7 tries the other one. */
export const isMissingPath = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 405);

/**
 * GET `path`, then `alias` when the first is not served, with the bearer token. Stops when the
 * caller aborts (leaving the screen) or after the store timeout, which fails like a lost line.
 */
export async function storeRequest(
  path: string,
  alias: string,
  { signal, query }: { signal?: AbortSignal; query?: Record<string, string | undefined> } = {},
): Promise<unknown> {
  // AbortSignal.any and AbortSignal.timeout are too new for the phones we serve.
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, STORES.requestTimeoutMs);
  const forward = () => controller.abort();
  if (signal?.aborted) controller.abort();
  signal?.addEventListener('abort', forward, { once: true });

  const get = (url: string) =>
    apiRequest<unknown>(url, { auth: 'required', signal: controller.signal, query });
  try {
    return await get(path).catch((error: unknown) => {
      if (!isMissingPath(error)) throw error;
      return get(alias);
    });
  } catch (error) {
    if (timedOut) throw new ApiError(0, STORE_TIMEOUT_MESSAGE);
    throw error;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forward);
  }
}

/** The rows of a list answer: a bare array, or under `data` one or two levels deep. */
function rowsIn(answer: unknown): unknown[] {
  let value = answer;
  for (let depth = 0; depth < 3; depth++) {
    if (Array.isArray(value)) return value;
    if (!isRecord(value)) return [];
    value = value.data;
  }
  return [];
}

const KINDS: readonly StoreKind[] = ['suministros', 'tienda'];

export function storeSummary(row: unknown): StoreSummary | null {
  if (!isRecord(row) || !isStoreId(row.id)) return null;
  const name = textOrNull(row.name);
  if (!name) return null;
  return {
    id: row.id,
    name,
    imagen: textOrNull(row.imagen),
    imagen_srcset: textOrNull(row.imagen_srcset),
    kind: KINDS.find((kind) => kind === row.kind) ?? null,
    municipality: textOrNull(row.municipality),
    department: textOrNull(row.department),
  };
}

/** GET /stores (?kind=suministros for the supply stores only). */
export async function getStores({
  kind,
  signal,
}: { kind?: StoreKind; signal?: AbortSignal } = {}): Promise<StoreSummary[]> {
  const answer = await storeRequest(apiPaths.stores.list, apiPaths.stores.listAlias, {
    signal,
    query: { kind },
  });
  return rowsIn(answer).flatMap((row) => storeSummary(row) ?? []);
}

/** All stores, or only one kind. Shared by the home and the list screens (one cache entry). */
export const storesQueryOptions = (kind?: StoreKind) =>
  queryOptions({
    queryKey: ['stores', 'list', kind ?? 'all'],
    queryFn: async ({ signal }) => {
      try {
        return await getStores({ kind, signal });
      } catch (error) {
        // Neither path is served: no stores yet, which the screens tell as the empty texts.
        if (isMissingPath(error)) return [];
        throw error;
      }
    },
    staleTime: 5 * 60_000,
    // A store list that took 25 s is not asked again by itself: the screen offers a retry.
    retry: false,
  });

export const useStoreList = (kind?: StoreKind) => useQuery(storesQueryOptions(kind));

/** 401: no session, an expired one, or a token the server refused (docs/product.md §8 "Stores"). */
export const isSignInError = (error: unknown) => error instanceof ApiError && error.status === 401;
