import { useMutation, useQueryClient } from '@tanstack/react-query';
import { markListingPhotosChanged } from './get-listing-images';
import { uploadListingImages } from './upload-listing-images';

/**
 * POST /products/{id}/images for a listing that did not exist when the screen opened (the
 * create screen learns its id on publishing). The fetcher is the edit screen's.
 */
export function useUploadListingPhotos() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ listingId, files }: { listingId: number; files: File[] }) =>
      uploadListingImages(listingId, files),
    onSuccess: () => markListingPhotosChanged(queryClient),
  });
}
