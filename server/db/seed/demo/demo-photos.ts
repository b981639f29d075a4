import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { projectRoot } from '../../../lib/project-root';
import {
  IMAGE_VARIANTS,
  processImage,
  type ProcessedImage,
} from '../../../platform/images/image-pipeline';

// The demo's photos are SVG drawings turned into the two WebP sizes by the real image pipeline
// (processImage, the same code and settings as an upload). That costs a few hundred ms of CPU per
// drawing, and the demo has about 400 of them: minutes on a busy 2-core machine. So the build
// prepares them once (scripts/build.mjs → dist/demo-photos) and the first start only copies the
// files into storage. A drawing is known by a hash of its SVG and of the pipeline's settings: a
// changed drawing or setting gets a new file, an unchanged one is never redrawn, and a drawing
// the build did not prepare (a start without a build: `npm run dev`, tests) is drawn on the spot.

/** Where the build leaves the prepared photos. */
export const preparedPhotosDir = () => path.join(projectRoot(), 'dist', 'demo-photos');

/** Bump when the way an SVG becomes a photo changes outside IMAGE_VARIANTS. */
const RASTERISING = 'png-compression-1';

/** A stable name for one drawing's photo: a new drawing or new pipeline settings, a new name. */
export function photoId(svg: string): string {
  return createHash('sha256')
    .update(`${RASTERISING}\n${JSON.stringify(IMAGE_VARIANTS)}\n${svg}`)
    .digest('hex')
    .slice(0, 32);
}

/** A drawing through the real image pipeline: what an upload of it would store. */
export async function drawPhoto(svg: string): Promise<ProcessedImage> {
  // PNG at the fastest compression: it is decoded again at once by the pipeline.
  const png = await sharp(Buffer.from(svg)).png({ compressionLevel: 1 }).toBuffer();
  return processImage(png);
}

const sizeFile = (dir: string, id: string) => path.join(dir, `${id}.json`);
const variantFile = (dir: string, id: string, suffix: string) =>
  path.join(dir, `${id}-${suffix}.webp`);

async function readPrepared(dir: string, id: string): Promise<ProcessedImage | null> {
  let size: { width: number; height: number };
  try {
    size = JSON.parse(await readFile(sizeFile(dir, id), 'utf8'));
  } catch {
    return null;
  }
  const variants = await Promise.all(
    IMAGE_VARIANTS.map(async ({ suffix, width }) => ({
      suffix,
      width,
      data: await readFile(variantFile(dir, id, suffix)),
    })),
  );
  return { width: size.width, height: size.height, variants };
}

async function writePrepared(dir: string, id: string, image: ProcessedImage) {
  for (const variant of image.variants) {
    await writeFile(variantFile(dir, id, variant.suffix), variant.data);
  }
  // The size file is written last, through a rename: its presence means the photo is complete.
  const temporary = `${sizeFile(dir, id)}.tmp`;
  await writeFile(temporary, JSON.stringify({ width: image.width, height: image.height }));
  await rename(temporary, sizeFile(dir, id));
}

/**
 * Jobs at once: one per core and one more, so a core is not idle while a job writes its
 * files or waits between steps (the first start's 394 drawings took 26 s two at a time on 2
 * cores, 23.5 s three at a time). Capped: each photo in flight holds ≈ 4 MB of pixels.
 */
const PHOTOS_AT_ONCE = Math.min(availableParallelism() + 1, 8);

async function inParallel<T>(items: T[], job: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < items.length; i = next++) await job(items[i]!);
  };
  await Promise.all(Array.from({ length: PHOTOS_AT_ONCE }, worker));
}

export interface DemoPhotos {
  /** The photo of each SVG given. */
  photos: Map<string, ProcessedImage>;
  /** How many had to be drawn now because the build had not prepared them. */
  drawn: number;
}

/**
 * The photos of the given drawings: read from `preparedDir` when the build prepared them,
 * drawn through the pipeline otherwise.
 */
export async function demoPhotos(
  svgs: Iterable<string>,
  preparedDir?: string,
): Promise<DemoPhotos> {
  const photos = new Map<string, ProcessedImage>();
  const missing: string[] = [];
  for (const svg of new Set(svgs)) {
    const prepared = preparedDir ? await readPrepared(preparedDir, photoId(svg)) : null;
    if (prepared) photos.set(svg, prepared);
    else missing.push(svg);
  }
  await inParallel(missing, async (svg) => {
    photos.set(svg, await drawPhoto(svg));
  });
  return { photos, drawn: missing.length };
}

/**
 * Build time: draws into `dir` every photo not already there. Answers how many were drawn and
 * how many were already prepared.
 */
export async function preparePhotos(
  svgs: Iterable<string>,
  dir: string,
  log: (line: string) => void = () => {},
): Promise<{ drawn: number; kept: number }> {
  await mkdir(dir, { recursive: true });
  const missing: string[] = [];
  let kept = 0;
  for (const svg of new Set(svgs)) {
    if (await readPrepared(dir, photoId(svg))) kept++;
    else missing.push(svg);
  }
  if (missing.length > 0) {
    log(`Preparando ${missing.length} fotos de demostración (solo la primera vez)…`);
  }
  await inParallel(missing, async (svg) => {
    await writePrepared(dir, photoId(svg), await drawPhoto(svg));
  });
  return { drawn: missing.length, kept };
}
