import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { ListingSummary } from '../../../../domain/api/listings';
import type { HomeListing } from '../home-listing';
import { catalogueListingCard } from '../../../components/listing-card';
import { HOME } from '../../../../domain/limits';
import { LISTING_MESSAGES } from '../../../../domain/listings/listing';
import { apiRequest } from '../../../lib/api-client';
import { apiPaths } from '../../../../domain/api/paths';

/** Four home pages of 12 in one request: paging through them costs no more data. */
export const FEATURED_FETCH_SIZE = HOME.featuredPageSize * 4;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** GET /products?sort=random: a shuffled sample of the public catalogue (with is_favorite). */
export async function getFeaturedListings(signal?: AbortSignal): Promise<HomeListing[]> {
  const answer = await apiRequest<unknown>(apiPaths.listings.catalogue, {
    query: { sort: 'random', pagination: FEATURED_FETCH_SIZE },
    signal,
  });
  const data = isRecord(answer) ? answer.data : undefined;
  const valid =
    Array.isArray(data) &&
    data.every(
      (item) =>
        isRecord(item) &&
        typeof item.id === 'number' &&
        typeof item.name === 'string' &&
        typeof item.price === 'number',
    );
  if (!valid) throw new Error(LISTING_MESSAGES.unexpectedFormat);
  // What a card shows and its heart needs, nothing more: the first cards travel in a
  // server-rendered home's data block (decision 027), and no card shows the stock, units,
  // category, dates or description.
  return (data as ListingSummary[]).map(catalogueListingCard);
}

export const featuredListingsQueryOptions = () =>
  queryOptions({
    queryKey: ['home', 'featured'],
    queryFn: ({ signal }) => getFeaturedListings(signal),
    // A new random sample reshuffles the grid under the person's thumb: keep one for a while.
    staleTime: 5 * 60_000,
  });

/**
 * Cards of the sample a server-rendered home draws (two rows on a phone, where the grid starts
 * at the bottom of the first screen; decision 027).
 */
export const FEATURED_IN_RENDERED_PAGE = 4;

/**
 * The cards a server-rendered home was drawn with, handed over in its data block: never asked
 * for by the browser. The rest of the sample is not in the page (≈22 KB of its HTML): the
 * browser asks for a sample of its own once hydrated and shows it after these.
 */
const drawnFeaturedQueryOptions = () =>
  queryOptions<HomeListing[]>({
    queryKey: ['home', 'featured', 'drawn'],
    queryFn: skipToken,
    staleTime: Infinity,
  });

/** On the server, for a home it renders: a sample, of which the page carries the cards it draws. */
export async function prefetchDrawnFeatured(client: QueryClient): Promise<void> {
  const sample = await client.fetchQuery({ ...featuredListingsQueryOptions(), retry: false });
  client.setQueryData(
    drawnFeaturedQueryOptions().queryKey,
    sample.slice(0, FEATURED_IN_RENDERED_PAGE),
  );
  client.removeQueries({ queryKey: featuredListingsQueryOptions().queryKey, exact: true });
}

/** The featured sample as the home shows it: none yet, failed (with a retry) or its cards. */
export interface FeaturedSample {
  data: HomeListing[] | undefined;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

/**
 * The featured sample: on a server-rendered home, the cards it was drawn with first, then (once
 * `hydrated`) a sample of the browser's own without them; elsewhere, the browser's sample.
 */
export function useFeaturedListings(hydrated: boolean): FeaturedSample {
  const drawn = useQuery(drawnFeaturedQueryOptions()).data;
  const sample = useQuery({ ...featuredListingsQueryOptions(), enabled: hydrated || !drawn });
  const { isError, isFetching, refetch } = sample;
  if (!drawn) return { data: sample.data, isError, isFetching, refetch };
  const shown = new Set(drawn.map((listing) => listing.id));
  const rest = sample.data?.filter((listing) => !shown.has(listing.id)) ?? [];
  // The cards it was drawn with stay in place, whatever becomes of the browser's own sample.
  return {
    data: [...drawn, ...rest].slice(0, FEATURED_FETCH_SIZE),
    isError: false,
    isFetching,
    refetch,
  };
}
