import { IMAGES } from '../limits';

/** docs/product.md §5 "Images" and §8 "Images". */
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
  // The server's answers to the photo calls (docs/product.md §8 "Images").
  notFound: 'Imagen no encontrada.',
  noneSent: 'Envía al menos una imagen en el campo images.',
  uploaded: (count: number) => (count === 1 ? 'Imagen subida.' : `${count} imágenes subidas.`),
  deleted: 'Imagen eliminada.',
} as const;

/**
 * How wide listing photos are drawn, for <img sizes>. The server's preload hints for a page
 * (server/features/listings/listing-page-hints.ts) give the same, so the browser picks the same
 * file from the srcset for both and downloads it once.
 */
export const LISTING_PHOTO_SIZES = {
  /** A card of the product grid (web/components/listing-grid.tsx). */
  card: '(min-width: 1024px) 22vw, (min-width: 640px) 30vw, (min-width: 380px) 48vw, 100vw',
  /** The main photo of the product screen (web/features/listings/gallery/gallery.tsx). */
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
  return files.flatMap((file, i) => photoProblem(file, i + 1) ?? []);
}

/** The problem of one picked file (type, then size), by its 1-based number; null when none. */
export function photoProblem(file: PhotoCandidate, index: number): string | null {
  const typeKnown = (IMAGES.acceptedTypes as readonly string[]).includes(file.type.toLowerCase());
  if (!typeKnown && !(file.type === '' && EXTENSIONS.test(file.name))) {
    return file.type.startsWith('image/')
      ? PHOTO_MESSAGES.unsupported(index)
      : PHOTO_MESSAGES.notImage(index);
  }
  if (file.size > IMAGES.maxBytes) return PHOTO_MESSAGES.tooBig(index);
  return null;
}

/** How many first bytes of a file `photoKindOfBytes` needs. */
export const PHOTO_SIGNATURE_BYTES = 16;

const HEIF_BRANDS = new Set([
  'heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs', 'mif1', 'msf1',
]); // prettier-ignore

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to));

/**
 * What the first bytes of a file say it is, whatever its name or type claim: a text file named
 * foto.jpg is 'none'. 'other-image' is a picture in a format we do not take (GIF, BMP).
 */
export function photoKindOfBytes(
  head: Uint8Array,
): 'jpeg' | 'png' | 'webp' | 'heif' | 'other-image' | 'none' {
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  if (ascii(head, 0, 8) === '\x89PNG\r\n\x1a\n') return 'png';
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return 'webp';
  if (ascii(head, 4, 8) === 'ftyp' && HEIF_BRANDS.has(ascii(head, 8, 12))) return 'heif';
  if (ascii(head, 0, 4) === 'GIF8' || ascii(head, 0, 2) === 'BM') return 'other-image';
  return 'none';
}

/** The problem of a file whose bytes are not an accepted photo, by its 1-based number. */
export function photoContentProblem(
  kind: ReturnType<typeof photoKindOfBytes>,
  index: number,
): string | null {
  if (kind === 'none') return PHOTO_MESSAGES.notImage(index);
  if (kind === 'other-image') return PHOTO_MESSAGES.unsupported(index);
  return null;
}

/** Keeps only as many new files as there are free slots (docs/product.md §5, edit screen). */
export function fitToFreeSlots<T>(files: T[], existing: number): { kept: T[]; dropped: number } {
  const free = Math.max(0, IMAGES.maxPerProduct - existing);
  return { kept: files.slice(0, free), dropped: Math.max(0, files.length - free) };
}

export type CompressionPlan =
  | { compress: false; reason: 'small' | 'browser-cannot-decode' }
  | { compress: true; maxEdge: number; quality: number; type: 'image/jpeg' };

/**
 * docs/product.md §5: under 100 KB keep the file as is; otherwise longest edge 1920 (1280 on mobile), JPEG
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
