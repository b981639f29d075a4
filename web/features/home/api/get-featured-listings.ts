import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListingSummary } from '../../../../domain/api/listings';
import type { HomeListing } from '../home-listing';
import { HOME } from '../../../../domain/limits';
import { LISTING_MESSAGES } from '../../../../domain/listings/listing';
import { apiRequest } from '../../../lib/api-client';
import { apiPaths } from '../../../../domain/api/paths';

/** Four home pages of 12 in one request: paging through them costs no more data. */
export const FEATURED_FETCH_SIZE = HOME.featuredPageSize * 4;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * What a home card shows of a catalogue listing (and the heart needs), nothing more: the sample
 * travels in a server-rendered home's data block (decision 027), 48 listings of which the
 * screen never reads the stock, units, category or dates.
 */
function featuredCard(listing: ListingSummary): HomeListing {
  return {
    id: listing.id,
    name: listing.name,
    description: listing.description,
    price: listing.price,
    previous_price: listing.previous_price,
    size: listing.size,
    image: listing.image,
    image_srcset: listing.image_srcset,
    municipality: listing.municipality,
    department: listing.department,
    mark_as_sold_at: listing.mark_as_sold_at,
    status: listing.status,
    is_favorite: listing.is_favorite,
  };
}

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
  return (data as ListingSummary[]).map(featuredCard);
}

export const featuredListingsQueryOptions = () =>
  queryOptions({
    queryKey: ['home', 'featured'],
    queryFn: ({ signal }) => getFeaturedListings(signal),
    // A new random sample reshuffles the grid under the person's thumb: keep one for a while.
    staleTime: 5 * 60_000,
  });

export const useFeaturedListings = () => useQuery(featuredListingsQueryOptions());
