import sharp, { type Metadata, type Sharp } from 'sharp';
import { IMAGES } from '../../../domain/limits';

// Every uploaded photo is decoded and re-encoded here, never stored as sent: the content decides
// (not the file name or declared type), metadata is stripped (a farm photo's GPS says where
// someone lives), orientation is applied, and pixel floods are refused before decoding.
//
// Memory: a photo is never held as a full-size raw buffer. The header is read first (no
// decoding) and absurd sizes are refused; then libvips decodes straight to the detail size
// (JPEG and WebP shrink while loading; PNG is read line by line into the resize), and the card
// size is made from that small detail image. A 7070 × 7070 PNG used to cost 200 MB of raw
// pixels per upload; now it costs a few scan lines and a 1200 px image.

// One libvips thread per photo (the upload queue bounds how many photos run at once, so photos
// never take every core from other people's requests), and no libvips operation cache: every
// photo is different, and the cache would keep decoded images alive after the answer.
sharp.concurrency(1);
sharp.cache(false);

/** Largest photo accepted, in pixels (a 48 MP phone camera); sharp's default is ~268 MP. */
export const MAX_INPUT_PIXELS = 50_000_000;

/**
 * HEIC is decoded by libheif in WebAssembly to full-size RGBA (4 bytes a pixel, no shrinking
 * while loading): 16 MP (a 4608 × 3456 phone photo) is ~64 MB, within the memory one upload may
 * take. Phones send 12 MP HEIC; browsers turn most into JPEG before sending anyway.
 */
export const MAX_HEIC_PIXELS = 16_000_000;

/**
 * Pixels per byte of file beyond which a big photo is refused: a camera photo of 12 MP weighs
 * 2–6 MB (2–6 pixels a byte), a dark one ~1 MB. A file that claims far more pixels than its
 * bytes can carry (a flat 7070 × 7070 PNG of 212 KB is 236 pixels a byte) is made to cost the
 * server work and memory, not to show a product. Small photos are never refused for it (the
 * app itself sends them at most 1920 px wide).
 */
export const MAX_PIXELS_PER_BYTE = 64;
const RATIO_CHECKED_FROM_PIXELS = 4_000_000;

/** Stored widths: cards and detail (largest last: the others are made from it). */
export const IMAGE_VARIANTS = [
  { suffix: '400', width: 400, quality: 72 },
  { suffix: '1200', width: 1200, quality: 78 },
] as const;
const DETAIL = IMAGE_VARIANTS[IMAGE_VARIANTS.length - 1]!;

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'heif']);

export type ImageProblem = 'not-an-image' | 'unsupported-format' | 'too-many-pixels' | 'too-large';

export class ImageRejected extends Error {
  constructor(readonly problem: ImageProblem) {
    super(problem);
    this.name = 'ImageRejected';
  }
}

export interface ProcessedImage {
  /** The photo's own size, upright. */
  width: number;
  height: number;
  variants: { suffix: string; width: number; data: Buffer }[];
}

/** EXIF orientations 5–8 turn the picture a quarter: width and height swap. */
const upright = (metadata: Metadata) => {
  const width = metadata.width ?? 0;
  const height = metadata.height ?? 0;
  return (metadata.orientation ?? 1) >= 5 ? { width: height, height: width } : { width, height };
};

/** The header only: format and size, without decoding a pixel. */
async function readHeader(input: Buffer): Promise<Metadata> {
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
  const pixels = (metadata.width ?? 0) * (metadata.height ?? 0);
  if (pixels > MAX_INPUT_PIXELS) throw new ImageRejected('too-many-pixels');
  if (pixels > RATIO_CHECKED_FROM_PIXELS && pixels / input.length > MAX_PIXELS_PER_BYTE) {
    throw new ImageRejected('too-many-pixels');
  }
  return metadata;
}

const isHevc = (metadata: Metadata) =>
  metadata.format === 'heif' && metadata.compression === 'hevc';

async function decodeHeic(input: Buffer, metadata: Metadata): Promise<Sharp> {
  // Phones send HEIC with HEVC inside, which sharp's bundled libheif cannot decode (patents);
  // libheif compiled to WebAssembly can, but only to full size: the header decides first.
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_HEIC_PIXELS) {
    throw new ImageRejected('too-many-pixels');
  }
  const { default: decode } = await import('heic-decode');
  const { width, height, data } = await decode({ buffer: new Uint8Array(input) });
  if (width * height > MAX_HEIC_PIXELS) throw new ImageRejected('too-many-pixels');
  return sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), {
    raw: { width, height, channels: 4 },
  });
}

const fitInside = (width: number) =>
  ({ width, height: width, fit: 'inside', withoutEnlargement: true }) as const;

/**
 * Decodes once, straight to the detail size (upright, without metadata), as raw pixels: at most
 * 1200 × 1200 × 4 bytes.
 */
async function decodeToDetail(input: Buffer, metadata: Metadata) {
  const image = isHevc(metadata)
    ? await decodeHeic(input, metadata)
    : // failOn 'warning' refuses truncated and corrupt files instead of storing half a photo.
      sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'warning' });
  return image.rotate().resize(fitInside(DETAIL.width)).raw().toBuffer({ resolveWithObject: true });
}

export async function processImage(input: Buffer): Promise<ProcessedImage> {
  const metadata = await readHeader(input);
  try {
    const { data, info } = await decodeToDetail(input, metadata);
    const detail = () =>
      sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
    const variants = [];
    for (const { suffix, width, quality } of IMAGE_VARIANTS) {
      variants.push({
        suffix,
        width,
        data: await detail().resize(fitInside(width)).webp({ quality, effort: 4 }).toBuffer(),
      });
    }
    return { ...upright(metadata), variants };
  } catch (error) {
    if (error instanceof ImageRejected) throw error;
    throw new ImageRejected('not-an-image');
  }
}
