import { IMAGES } from '../limits';

/** SPEC §5 "Images" and §8 "Images". */
export const PHOTO_MESSAGES = {
  max: `Máximo ${IMAGES.maxPerProduct} imágenes`,
  maxAllowed: `Máximo ${IMAGES.maxPerProduct} imágenes permitidas`,
  maxPerProduct: `Máximo ${IMAGES.maxPerProduct} imágenes por producto.`,
  maxReached: 'Máximo de imágenes alcanzado',
  notImage: (index: number) => `Archivo ${index}: No es una imagen válida`,
  unsupported: (index: number) => `Archivo ${index}: Formato no soportado`,
  tooBig: (index: number) => `Archivo ${index}: Demasiado grande`,
  processingFailed: 'Error procesando las imágenes. Inténtalo de nuevo.',
  loadFailed: 'No se pudieron cargar las imágenes',
  uploadFailed: 'No se pudieron subir las imágenes',
  deleteFailed: 'No se pudo eliminar la imagen',
  readFailed: 'No se pudo leer el archivo',
  none: 'No hay imágenes para este producto.',
  noImage: 'Sin imagen disponible',
} as const;

/**
 * How wide listing photos are drawn, for <img sizes>. The server's preload hints for a page
 * (server/features/listings/listing-page-hints.ts) give the same, so the browser picks the same
 * file from the srcset for both and downloads it once.
 */
export const LISTING_PHOTO_SIZES = {
  /** A card of the product grid (web/components/listing-grid.tsx). */
  card: '(min-width: 1024px) 22vw, (min-width: 640px) 30vw, (min-width: 380px) 48vw, 100vw',
  /** The main photo of the product screen (web/features/listings/gallery.tsx). */
  detail: '(min-width: 1152px) 560px, (min-width: 768px) 50vw, 100vw',
} as const;

const EXTENSIONS = /\.(jpe?g|png|webp|heic|heif)$/i;

export interface PhotoCandidate {
  name: string;
  type: string;
  size: number;
}

/**
 * Checks the files a person picked, in order: the first problem per file, by its 1-based
 * number. Phones sometimes give HEIC files an empty type, so the extension counts too.
 */
export function photoProblems(files: PhotoCandidate[]): string[] {
  const problems: string[] = [];
  files.forEach((file, i) => {
    const index = i + 1;
    const typeKnown = (IMAGES.acceptedTypes as readonly string[]).includes(file.type.toLowerCase());
    if (!typeKnown && !(file.type === '' && EXTENSIONS.test(file.name))) {
      problems.push(
        file.type.startsWith('image/')
          ? PHOTO_MESSAGES.unsupported(index)
          : PHOTO_MESSAGES.notImage(index),
      );
    } else if (file.size > IMAGES.maxBytes) {
      problems.push(PHOTO_MESSAGES.tooBig(index));
    }
  });
  return problems;
}

/** Keeps only as many new files as there are free slots (SPEC §5, edit screen). */
export function fitToFreeSlots<T>(files: T[], existing: number): { kept: T[]; dropped: number } {
  const free = Math.max(0, IMAGES.maxPerProduct - existing);
  return { kept: files.slice(0, free), dropped: Math.max(0, files.length - free) };
}

export type CompressionPlan =
  | { compress: false; reason: 'small' | 'browser-cannot-decode' }
  | { compress: true; maxEdge: number; quality: number; type: 'image/jpeg' };

/**
 * SPEC §5: under 100 KB keep the file as is; otherwise longest edge 1920 (1280 on mobile), JPEG
 * at quality 0.82 (0.75 on mobile). HEIC/HEIF go as they are: most browsers cannot decode them,
 * and the server converts them.
 */
export function compressionPlan(file: PhotoCandidate, mobile: boolean): CompressionPlan {
  if (file.size < IMAGES.compressionThresholdBytes) return { compress: false, reason: 'small' };
  if (/hei[cf]/i.test(file.type) || /\.hei[cf]$/i.test(file.name)) {
    return { compress: false, reason: 'browser-cannot-decode' };
  }
  return {
    compress: true,
    maxEdge: mobile ? IMAGES.maxEdgeMobile : IMAGES.maxEdge,
    quality: mobile ? IMAGES.qualityMobile : IMAGES.quality,
    type: 'image/jpeg',
  };
}
