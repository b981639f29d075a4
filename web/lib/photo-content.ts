import {
  PHOTO_MESSAGES,
  PHOTO_SIGNATURE_BYTES,
  photoContentProblem,
  photoKindOfBytes,
  photoProblem,
} from '../../domain/listings/photos';

// A file's name and type are only claims: a text file renamed foto.jpg says image/jpeg. Its
// content is checked when it is picked, so the person hears it at once, by its number
// ('Archivo 2: No es una imagen válida'), and never after 'Publicar'.

/** True when the browser can draw the file; null when this browser has no decoder to ask. */
export type DecodePhoto = (file: Blob) => Promise<boolean>;

/** The browser's own decoder (every browser we serve has createImageBitmap; jsdom has not). */
export const decodeInBrowser: DecodePhoto | null =
  typeof createImageBitmap === 'function'
    ? async (file) => {
        try {
          (await createImageBitmap(file)).close();
          return true;
        } catch {
          return false;
        }
      }
    : null;

/** The first bytes of a file (FileReader: older WebViews have no Blob.arrayBuffer). */
function readHead(file: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('read'));
    reader.readAsArrayBuffer(file.slice(0, PHOTO_SIGNATURE_BYTES));
  });
}

/** The content problem of one file, by its 1-based number; null when it is a photo we take. */
export async function photoContentProblemOf(
  file: Blob,
  index: number,
  decode: DecodePhoto | null = decodeInBrowser,
): Promise<string | null> {
  let head: Uint8Array;
  try {
    head = await readHead(file);
  } catch {
    return `Archivo ${index}: ${PHOTO_MESSAGES.readFailed}`;
  }
  const kind = photoKindOfBytes(head);
  const problem = photoContentProblem(kind, index);
  if (problem) return problem;
  // Most browsers cannot draw HEIC at all: its signature is what can be checked here, and the
  // server decodes it.
  if (kind === 'heif' || !decode) return null;
  return (await decode(file)) ? null : PHOTO_MESSAGES.notImage(index);
}

/**
 * Checks picked files in order: type and size (docs/product.md §5 "Images"), then what their bytes are.
 * Problems are named by each file's number in the selection; the good files go on.
 */
export async function checkPickedPhotos(
  files: File[],
  decode: DecodePhoto | null = decodeInBrowser,
): Promise<{ accepted: File[]; problems: string[] }> {
  // One at a time: a cheap phone decoding three 12-megapixel photos at once runs out of memory.
  const found: (string | null)[] = [];
  for (const [i, file] of files.entries()) {
    found.push(photoProblem(file, i + 1) ?? (await photoContentProblemOf(file, i + 1, decode)));
  }
  return {
    accepted: files.filter((_, i) => found[i] === null),
    problems: found.filter((problem): problem is string => problem !== null),
  };
}
