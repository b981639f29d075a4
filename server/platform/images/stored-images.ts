import { randomBytes } from 'node:crypto';
import { HttpError } from '../../lib/http-error';
import type { FileStorage } from '../storage/file-storage';
import {
  IMAGE_VARIANTS,
  ImageRejected,
  processImage,
  type ImageProblem,
  type ProcessedImage,
} from './image-pipeline';

// Uploaded photos (listings, stores, store products) share one life cycle: every file is decoded
// and re-encoded before any is stored, each photo is kept as {key}-400.webp and {key}-1200.webp,
// and files are removed only once the database no longer points at them.

const [CARD, DETAIL] = IMAGE_VARIANTS;

export const variantKey = (key: string, suffix: string) => `${key}-${suffix}.webp`;
/** The link-preview JPEG made from a photo on first use (social-image.ts). */
export const socialImageKey = (key: string) => `${key}-og.jpg`;

/** A photo as stored: the key names its files. */
export interface StoredImage {
  key: string;
  width: number;
  height: number;
}

export const IMAGE_PROBLEMS: Record<ImageProblem, string> = {
  'not-an-image': 'No es una imagen válida',
  'unsupported-format': 'Formato no soportado',
  'too-large': 'Demasiado grande',
  'too-many-pixels': 'Demasiado grande (demasiados píxeles)',
};

export const imageProblemMessage = (index: number, problem: ImageProblem) =>
  `Archivo ${index}: ${IMAGE_PROBLEMS[problem]}`;

/** Card (400 px) and detail (1200 px) addresses of a stored photo. */
export function imageUrls(storage: FileStorage, key: string) {
  return {
    url: storage.publicUrl(variantKey(key, DETAIL!.suffix)),
    thumbnail_url: storage.publicUrl(variantKey(key, CARD!.suffix)),
    srcset: imageSrcset(storage, key),
  };
}

export const cardUrl = (storage: FileStorage, key: string) =>
  storage.publicUrl(variantKey(key, CARD!.suffix));

export function imageSrcset(storage: FileStorage, key: string): string {
  return IMAGE_VARIANTS.map(
    (v) => `${storage.publicUrl(variantKey(key, v.suffix))} ${v.width}w`,
  ).join(', ');
}

/**
 * Decodes and re-encodes every file; one bad file refuses them all with a 422 naming each
 * problem under `field`.
 */
export async function processUploads(files: Buffer[], field: string): Promise<ProcessedImage[]> {
  const problems: string[] = [];
  const processed: ProcessedImage[] = [];
  for (const [index, file] of files.entries()) {
    try {
      processed.push(await processImage(file));
    } catch (error) {
      if (!(error instanceof ImageRejected)) throw error;
      problems.push(imageProblemMessage(index + 1, error.problem));
    }
  }
  if (problems.length > 0) throw new HttpError(422, problems[0]!, { [field]: problems });
  return processed;
}

/**
 * Writes both sizes of each photo under `{prefix}/{random}`. If a write fails, the files
 * already written are removed before the error goes on.
 */
export async function storeProcessed(
  storage: FileStorage,
  prefix: string,
  images: ProcessedImage[],
): Promise<StoredImage[]> {
  const stored: StoredImage[] = [];
  try {
    for (const image of images) {
      const key = `${prefix}/${randomBytes(12).toString('hex')}`;
      stored.push({ key, width: image.width, height: image.height });
      for (const variant of image.variants) {
        await storage.put(variantKey(key, variant.suffix), variant.data, 'image/webp');
      }
    }
  } catch (error) {
    await removeImageFiles(
      storage,
      stored.map((s) => s.key),
    );
    throw error;
  }
  return stored;
}

/**
 * Deletes stored files (both sizes, and the link-preview JPEG made from the photo when one was:
 * social-image.ts); a failure is left for a later clean-up, never shown to people.
 */
export async function removeImageFiles(storage: FileStorage, keys: string[]): Promise<void> {
  await Promise.allSettled(
    keys.flatMap((key) => [
      ...IMAGE_VARIANTS.map((v) => storage.remove(variantKey(key, v.suffix))),
      storage.remove(socialImageKey(key)),
    ]),
  );
}
