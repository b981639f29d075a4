import { compressionPlan } from '../../../domain/listings/photos';
import { LAYOUT } from '../../../domain/limits';

/** Phones get the smaller edge and quality of SPEC §9. */
export function isMobileScreen(): boolean {
  return (
    typeof window.matchMedia === 'function' &&
    window.matchMedia(`(max-width: ${LAYOUT.mobileBreakpointPx - 1}px)`).matches
  );
}

const asJpegName = (name: string) => `${name.replace(/\.[^.]+$/, '') || 'foto'}.jpg`;

/**
 * Shrinks photos before they travel over a costly connection (SPEC §5 "Images"): small files and
 * HEIC go as they are; the compressor is only downloaded when a file needs it. A result larger
 * than the original is dropped in favour of the original.
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
