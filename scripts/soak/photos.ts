import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

// Photos as phones send them: JPEG. Noise so they compress (and process) like real pictures,
// not like a flat colour.

async function noisyJpeg(width: number, height: number, quality: number): Promise<Buffer> {
  // Coarse noise scaled up: blotches like leaves and soil, not a flat colour.
  const small = {
    width: Math.ceil(width / 4),
    height: Math.ceil(height / 4),
    channels: 3 as const,
  };
  return sharp(randomBytes(small.width * small.height * 3), { raw: small })
    .resize(width, height, { kernel: 'cubic' })
    .jpeg({ quality })
    .toBuffer();
}

/** A small photo (≈ 30–60 KB, 640 × 480) like one a cheap phone compresses before sending. */
export function smallPhoto(): Promise<Buffer> {
  return noisyJpeg(640, 480, 70);
}

/** A big photo straight from a camera (4000 × 3000): seconds of decoding and resizing. */
export function bigPhoto(): Promise<Buffer> {
  return noisyJpeg(4000, 3000, 92);
}

export function photoForm(photo: Buffer, name = 'foto.jpg'): FormData {
  const form = new FormData();
  form.append('images', new Blob([photo], { type: 'image/jpeg' }), name);
  return form;
}
