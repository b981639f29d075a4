import sharp from 'sharp';
import type { FileStorage } from '../storage/file-storage';
import { IMAGE_VARIANTS } from './image-pipeline';
import { socialImageKey, variantKey } from './stored-images';

// The picture a link preview shows (WhatsApp, Facebook): a JPEG (WhatsApp does not preview WebP
// reliably) of 1200 × 630, the Open Graph landscape, under 300 KB (WhatsApp drops bigger ones).
// Made from the stored 1200 px photo the first time a preview asks for it, then kept next to
// the photo's other files (same key, so removing the photo removes it too).

export const SOCIAL_IMAGE = { width: 1200, height: 630, maxBytes: 300 * 1024 } as const;

/** Lower qualities tried in turn until the file fits (a busy photo can be large at 80). */
const QUALITIES = [80, 70, 60, 50, 40] as const;

const DETAIL = IMAGE_VARIANTS[IMAGE_VARIANTS.length - 1]!;

/** A photo cut to 1200 × 630 (its centre of interest kept) as a JPEG under 300 KB. */
export async function makeSocialImage(photo: Buffer): Promise<Buffer> {
  const pixels = await sharp(photo)
    .resize(SOCIAL_IMAGE.width, SOCIAL_IMAGE.height, { fit: 'cover', position: 'attention' })
    .flatten({ background: '#ffffff' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  let jpeg = Buffer.alloc(0);
  for (const quality of QUALITIES) {
    jpeg = await sharp(pixels.data, { raw: pixels.info })
      .jpeg({ quality, mozjpeg: true, progressive: true })
      .toBuffer();
    if (jpeg.length <= SOCIAL_IMAGE.maxBytes) break;
  }
  return jpeg;
}

/**
 * The preview picture of the stored photo `key`: read from storage, or made from the photo and
 * stored on first use. Null when the photo's files are gone.
 */
export async function socialImage(storage: FileStorage, key: string): Promise<Buffer | null> {
  const stored = await storage.read(socialImageKey(key));
  if (stored) return stored;
  const photo = await storage.read(variantKey(key, DETAIL.suffix));
  if (!photo) return null;
  const jpeg = await makeSocialImage(photo);
  await storage.put(socialImageKey(key), jpeg, 'image/jpeg');
  return jpeg;
}
