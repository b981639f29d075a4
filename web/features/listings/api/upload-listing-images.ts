import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { listingsApi } from '../../../../domain/api/listings';
import { apiRequest } from '../../../lib/api-client';
import { listingImagesQueryOptions, markListingPhotosChanged } from './get-listing-images';
import { apiPath, apiPaths } from '../../../../domain/api/paths';

type UploadAnswer = z.infer<typeof listingsApi.images.upload.response>;

/** POST /products/{id}/images, multipart `images`. Answers with the listing's whole photo list. */
export async function uploadListingImages(id: number, files: File[]): Promise<UploadAnswer> {
  const body = new FormData();
  for (const file of files) body.append('images', file, file.name);
  return apiRequest<UploadAnswer>(apiPath(apiPaths.listings.images.upload, { id }), {
    method: 'POST',
    auth: 'required',
    multipart: body,
  });
}

export function useUploadListingImages(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (files: File[]) => uploadListingImages(id, files),
    onSuccess: (answer) => {
      queryClient.setQueryData(listingImagesQueryOptions(id).queryKey, answer.data);
      void markListingPhotosChanged(queryClient);
    },
  });
}
