import { LAYOUT } from '../../../domain/limits';
import {
  compressionPlan,
  fitToFreeSlots,
  PHOTO_MESSAGES,
  photoProblems,
} from '../../../domain/listings/photos';

/** A photo chosen for a new listing, ready to upload. */
export type PickedPhoto = {
  key: string;
  /** What gets uploaded: the compressed JPEG, or the original when it is small or HEIC. */
  file: File;
  /** An object URL of `file` for the preview; the owner revokes it when the photo goes. */
  previewUrl: string;
  /** Most browsers cannot draw HEIC/HEIF: the preview shows a placeholder instead. */
  previewable: boolean;
};

export type PreparedPhotos = { added: PickedPhoto[]; problems: string[] };

/** Phones (under 768 px) get the smaller size and quality of SPEC §5. */
export function isMobileScreen(): boolean {
  return (
    typeof window.matchMedia === 'function' &&
    window.matchMedia(`(max-width: ${LAYOUT.mobileBreakpointPx - 0.02}px)`).matches
  );
}

const jpegName = (name: string) => `${name.replace(/\.[^./\\]+$/, '') || 'foto'}.jpg`;

let nextKey = 0;

/**
 * Checks the picked files (type and size, SPEC §5 "Images"), keeps as many as there are free
 * slots of 3, and shrinks each big one in the browser before it crosses the mobile network:
 * max edge 1920 px (1280 on phones), JPEG 0.82 (0.75). The compressor is loaded only here.
 * Throws when the browser cannot process a photo.
 */
export async function preparePhotos(
  files: File[],
  existing: number,
  mobile: boolean,
): Promise<PreparedPhotos> {
  const problems = photoProblems(files);
  const valid = files.filter((_file, i) => photoProblems([files[i]!]).length === 0);
  const { kept, dropped } = fitToFreeSlots(valid, existing);
  if (dropped > 0) problems.push(PHOTO_MESSAGES.maxAllowed);

  const plans = kept.map((file) => compressionPlan(file, mobile));
  const compress = plans.some((plan) => plan.compress)
    ? (await import('browser-image-compression')).default
    : null;

  const ready: File[] = [];
  for (const [i, file] of kept.entries()) {
    const plan = plans[i]!;
    if (!plan.compress || !compress) {
      ready.push(file);
      continue;
    }
    const output = await compress(file, {
      maxWidthOrHeight: plan.maxEdge,
      initialQuality: plan.quality,
      fileType: plan.type,
      // With a worker the library downloads itself again from a CDN: the main thread is
      // enough for three photos.
      useWebWorker: false,
    });
    ready.push(
      new File([output], jpegName(file.name), { type: plan.type, lastModified: file.lastModified }),
    );
  }

  const added = ready.map((file, i): PickedPhoto => {
    const plan = plans[i]!;
    return {
      key: `photo-${++nextKey}`,
      file,
      previewUrl: URL.createObjectURL(file),
      previewable: plan.compress || plan.reason !== 'browser-cannot-decode',
    };
  });
  return { added, problems };
}
