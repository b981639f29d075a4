import sharp, { type Metadata, type Sharp } from 'sharp';
import { IMAGES } from '../../../domain/limits';

// Every uploaded photo is decoded and re-encoded here, never stored as sent: the content decides
// (not the file name or declared type), metadata is stripped (a farm photo's GPS says where
// someone lives), orientation is applied, and pixel floods are refused before decoding.

/** Largest photo accepted, in pixels (a 48 MP phone camera); sharp's default is ~268 MP. */
export const MAX_INPUT_PIXELS = 50_000_000;

/** Stored widths: cards and detail. */
export const IMAGE_VARIANTS = [
  { suffix: '400', width: 400, quality: 72 },
  { suffix: '1200', width: 1200, quality: 78 },
] as const;

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'heif']);

export type ImageProblem = 'not-an-image' | 'unsupported-format' | 'too-many-pixels' | 'too-large';

export class ImageRejected extends Error {
  constructor(readonly problem: ImageProblem) {
    super(problem);
    this.name = 'ImageRejected';
  }
}

export interface ProcessedImage {
  width: number;
  height: number;
  variants: { suffix: string; width: number; data: Buffer }[];
}

async function decodeHeic(input: Buffer): Promise<Sharp> {
  // Phones send HEIC with HEVC inside, which sharp's bundled libheif cannot decode (patents);
  // libheif compiled to WebAssembly can.
  const { default: decode } = await import('heic-decode');
  const { width, height, data } = await decode({ buffer: new Uint8Array(input) });
  if (width * height > MAX_INPUT_PIXELS) throw new ImageRejected('too-many-pixels');
  return sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), {
    raw: { width, height, channels: 4 },
  });
}

async function open(input: Buffer): Promise<Sharp> {
  if (input.length > IMAGES.maxBytes) throw new ImageRejected('too-large');
  let metadata: Metadata;
  try {
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRejected('not-an-image');
  }
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format)) {
    throw new ImageRejected(metadata.format ? 'unsupported-format' : 'not-an-image');
  }
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_INPUT_PIXELS) {
    throw new ImageRejected('too-many-pixels');
  }
  if (metadata.format === 'heif' && metadata.compression === 'hevc') return decodeHeic(input);
  // failOn 'warning' refuses truncated and corrupt files instead of storing half a photo.
  return sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'warning' }).rotate();
}

export async function processImage(input: Buffer): Promise<ProcessedImage> {
  const image = await open(input);
  try {
    // Decode once, fully; a broken file fails here.
    const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
    const decoded = () =>
      sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
    const variants = await Promise.all(
      IMAGE_VARIANTS.map(async ({ suffix, width, quality }) => ({
        suffix,
        width,
        data: await decoded()
          .resize({ width, height: width, fit: 'inside', withoutEnlargement: true })
          .webp({ quality, effort: 4 })
          .toBuffer(),
      })),
    );
    return { width: info.width, height: info.height, variants };
  } catch (error) {
    if (error instanceof ImageRejected) throw error;
    throw new ImageRejected('not-an-image');
  }
}
