// The answers a server-rendered page was drawn with, as its data block carries them (decision
// 027, session 17): TanStack's dehydrated queries less what every one of them repeats. A query
// the server fetched once (or set) has the same counters, flags and statuses as any other, its
// hash is its key's, and the block has no mutations: ≈ 275 bytes a query the page no longer
// carries. The browser puts them back before TanStack's `hydrate`.
import {
  dehydrate,
  hashKey,
  type DehydratedState,
  type QueryClient,
  type QueryState,
} from '@tanstack/react-query';

/** A query's state after one successful fetch: what the data block leaves out. */
const FETCHED_ONCE = {
  dataUpdateCount: 1,
  error: null,
  errorUpdateCount: 0,
  errorUpdatedAt: 0,
  fetchFailureCount: 0,
  fetchFailureReason: null,
  fetchMeta: null,
  isInvalidated: false,
  status: 'success',
  fetchStatus: 'idle',
} as const satisfies Partial<QueryState>;

type DehydratedQuery = DehydratedState['queries'][number];

/** A query in the data block: as dehydrated, less its hash and time and FETCHED_ONCE's values. */
export type PageQuery = Omit<DehydratedQuery, 'queryHash' | 'dehydratedAt' | 'state'> & {
  state: Partial<QueryState>;
};

/** On the server: the client's successful queries (TanStack's `dehydrate`), written short. */
export function pageQueries(client: QueryClient): PageQuery[] {
  return dehydrate(client).queries.map(
    ({ queryHash: _hash, dehydratedAt: _at, state, ...query }) => ({
      ...query,
      state: Object.fromEntries(
        Object.entries(state).filter(
          ([name, value]) => (FETCHED_ONCE as Record<string, unknown>)[name] !== value,
        ),
      ),
    }),
  );
}

/** In the browser: the state TanStack's `hydrate` takes, as `dehydrate` wrote it. */
export function dehydratedState(queries: readonly PageQuery[]): DehydratedState {
  return {
    mutations: [],
    queries: queries.map(({ state, ...query }) => {
      const whole = { ...FETCHED_ONCE, ...state } as QueryState;
      return {
        ...query,
        queryHash: hashKey(query.queryKey),
        state: whole,
        dehydratedAt: whole.dataUpdatedAt,
      };
    }),
  };
}
