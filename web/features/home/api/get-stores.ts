import { queryOptions, useQuery } from '@tanstack/react-query';
import { STORES } from '../../../../domain/limits';
import { ApiError, apiRequest } from '../../../lib/api-client';

// SPEC §7: GET /stores with the bearer token, or GET /stores-list when the first answers 404 or
// 405; 25 s at most. The home only needs the list items (id, name, imagen).

export type StoreItem = { id: number | string; name: string; imagen: string | null };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function storesIn(answer: unknown): StoreItem[] {
  const list = isRecord(answer) ? answer.data : answer;
  const rows = Array.isArray(list)
    ? list
    : isRecord(list) && Array.isArray(list.data)
      ? list.data
      : [];
  return rows.flatMap((row: unknown) => {
    if (!isRecord(row)) return [];
    const { id, name, imagen } = row;
    if ((typeof id !== 'number' && typeof id !== 'string') || id === '') return [];
    if (typeof name !== 'string' || name.trim() === '') return [];
    return [
      { id, name: name.trim(), imagen: typeof imagen === 'string' && imagen ? imagen : null },
    ];
  });
}

/** Aborts when the caller does, or after the store timeout (AbortSignal.any is too new). */
function withTimeout(signal: AbortSignal | undefined, ms: number) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), ms);
  const forward = () => controller.abort();
  signal?.addEventListener('abort', forward, { once: true });
  return {
    signal: controller.signal,
    done: () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', forward);
    },
  };
}

const missing = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 405);

export async function getStores(signal?: AbortSignal): Promise<StoreItem[]> {
  const timed = withTimeout(signal, STORES.requestTimeoutMs);
  try {
    const answer = await apiRequest<unknown>('/stores', {
      auth: 'required',
      signal: timed.signal,
    }).catch((error: unknown) => {
      if (!missing(error)) throw error;
      return apiRequest<unknown>('/stores-list', { auth: 'required', signal: timed.signal });
    });
    return storesIn(answer);
  } finally {
    timed.done();
  }
}

export const storesQueryOptions = () =>
  queryOptions({
    queryKey: ['home', 'stores'],
    queryFn: async ({ signal }) => {
      try {
        return await getStores(signal);
      } catch (error) {
        // No stores service yet (both paths 404/405): the home shows the empty texts.
        if (missing(error)) return [];
        throw error;
      }
    },
    staleTime: 5 * 60_000,
    retry: false,
  });

export const useStores = () => useQuery(storesQueryOptions());
