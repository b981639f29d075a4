import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { listingsApi } from '../../../../domain/api/listings';
import type { ListingImage } from '../../../../domain/api/listings';
import { apiRequest } from '../../../lib/api-client';
import { apiPath, apiPaths } from '../../../../domain/api/paths';

type ImagesAnswer = z.infer<typeof listingsApi.images.list.response>;

/** GET /products/{id}/images: the listing's photos, primary first. */
export async function getListingImages(id: number, signal?: AbortSignal): Promise<ListingImage[]> {
  const { data } = await apiRequest<ImagesAnswer>(apiPath(apiPaths.listings.images.list, { id }), {
    auth: 'required',
    signal,
  });
  return data;
}

export const listingImagesQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['listings', 'images', id],
    queryFn: ({ signal }) => getListingImages(id, signal),
  });

export const useListingImages = (id: number) => useQuery(listingImagesQueryOptions(id));

/**
 * After the photos changed: every other listings query (My products, the detail, the
 * catalogue) is marked stale and loads again when it is next shown, not now: on a costly
 * connection the edit screen should not download its own detail again for a new photo.
 */
export const markListingPhotosChanged = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({
    queryKey: ['listings'],
    predicate: (query) => query.queryKey[1] !== 'images',
    refetchType: 'none',
  });
