import { fitToFreeSlots, PHOTO_MESSAGES } from '../../../../domain/listings/photos';
import { compressForUpload } from '../../../lib/photo-compression';
import { checkPickedPhotos } from '../../../lib/photo-content';

/** A photo chosen for a new listing, ready to upload. */
export type PickedPhoto = {
  key: string;
  /** What gets uploaded: the compressed JPEG, or the original when it is small or HEIC. */
  file: File;
  /** An object URL of `file` for the preview; the owner revokes it when the photo goes. */
  previewUrl: string;
};

export type PreparedPhotos = { added: PickedPhoto[]; problems: string[] };

let nextKey = 0;

/**
 * Checks the picked files (type, size and content, docs/product.md §5 "Images"), keeps as many as there are free
 * slots of 3, and shrinks the big ones in the browser before they cross the mobile network
 * (the edit screen's compressor: max edge 1920 px, 1280 on phones; JPEG 0.82, 0.75 on phones).
 * Throws when the browser cannot process a photo.
 */
export async function preparePhotos(
  files: File[],
  existing: number,
  mobile: boolean,
): Promise<PreparedPhotos> {
  const { accepted: valid, problems } = await checkPickedPhotos(files);
  const { kept, dropped } = fitToFreeSlots(valid, existing);
  if (dropped > 0) problems.push(PHOTO_MESSAGES.maxAllowed);

  const ready = await compressForUpload(kept, mobile);
  return { added: ready.map(pickedPhoto), problems };
}

/** A photo ready to upload again on screen (a restored draft): a new key and preview. */
export function pickedPhoto(file: File): PickedPhoto {
  return { key: `photo-${++nextKey}`, file, previewUrl: URL.createObjectURL(file) };
}
