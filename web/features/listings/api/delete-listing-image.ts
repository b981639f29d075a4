import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { listingsApi } from '../../../../domain/api/listings';
import { apiRequest } from '../../../lib/api-client';
import { listingImagesQueryOptions, markListingPhotosChanged } from './get-listing-images';
import { apiPath, apiPaths } from '../../../../domain/api/paths';

type DeleteAnswer = z.infer<typeof listingsApi.images.remove.response>;

/** POST /products/{id}/images/{imageId}/delete. */
export async function deleteListingImage(id: number, imageId: number): Promise<DeleteAnswer> {
  return apiRequest<DeleteAnswer>(apiPath(apiPaths.listings.images.remove, { id, imageId }), {
    method: 'POST',
    auth: 'required',
  });
}

export function useDeleteListingImage(id: number) {
  const queryClient = useQueryClient();
  const { queryKey } = listingImagesQueryOptions(id);
  return useMutation({
    mutationFn: (imageId: number) => deleteListingImage(id, imageId),
    onSuccess: (_answer, imageId) => {
      queryClient.setQueryData(queryKey, (list) => list?.filter((image) => image.id !== imageId));
      void markListingPhotosChanged(queryClient);
      // The server may have made another photo the primary one.
      return queryClient.invalidateQueries({ queryKey });
    },
  });
}
