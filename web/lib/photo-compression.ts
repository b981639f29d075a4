import { compressionPlan, photoProblems } from '../../domain/listings/photos';
import { IMAGES, LAYOUT } from '../../domain/limits';

// Listing and store photos follow the same rules (docs/product.md §5 "Images"): same accepted types and
// size, shrunk in the browser before they cross a costly connection.

/** Phones sometimes give HEIC photos no type, hence the extensions. */
export const PHOTO_ACCEPT = [...IMAGES.acceptedTypes, '.heic', '.heif'].join(',');

/** Phones get the smaller edge and quality of docs/product.md §9. */
export function isMobileScreen(): boolean {
  return (
    typeof window.matchMedia === 'function' &&
    window.matchMedia(`(max-width: ${LAYOUT.mobileBreakpointPx - 1}px)`).matches
  );
}

const asJpegName = (name: string) => `${name.replace(/\.[^.]+$/, '') || 'foto'}.jpg`;

/** The problems of the picked files (by number) and the files that can go. */
export function checkPhotos(files: File[]): { accepted: File[]; problems: string[] } {
  return {
    problems: photoProblems(files),
    accepted: files.filter((file) => photoProblems([file]).length === 0),
  };
}

/**
 * Small files and HEIC go as they are; the compressor is only downloaded when a file needs it,
 * and a result larger than the original is dropped in favour of the original.
 */
export async function compressForUpload(files: File[], mobile = isMobileScreen()): Promise<File[]> {
  const plans = files.map((file) => compressionPlan(file, mobile));
  if (!plans.some((plan) => plan.compress)) return files;

  const { default: imageCompression } = await import('browser-image-compression');
  return Promise.all(
    files.map(async (file, index) => {
      const plan = plans[index]!;
      if (!plan.compress) return file;
      const compressed = await imageCompression(file, {
        maxWidthOrHeight: plan.maxEdge,
        initialQuality: plan.quality,
        fileType: plan.type,
        // The worker would load the library again from a CDN: stay on this page's copy.
        useWebWorker: false,
      });
      if (compressed.size >= file.size) return file;
      return new File([compressed], asJpegName(file.name), { type: plan.type });
    }),
  );
}
