import { readFileSync } from 'node:fs';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app';
import { multipartBody } from '../test/multipart';
import { snapshot } from './support/snapshot';
import { World } from './support/world';

// Photos: the content decides, never the name or the declared type; every stored photo is a
// WebP re-encoded by the server, so nothing a file carried (scripts, HTML, metadata) is ever
// served. server/features/listings/listing-images.db.test.ts already covers a text file named
// .jpg, a truncated JPEG, a pixel flood, a GIF, a fourth photo and a file over 50 MB on listings;
// here: the files made to attack a browser, the data-URL fallback, and the store uploads.

const ctx = useTestApp();
let w: World;
let jpeg: Buffer;
beforeAll(async () => {
  w = await World.build(ctx.app);
  jpeg = await sharp({ create: { width: 80, height: 60, channels: 3, background: '#2a7c4a' } })
    .jpeg()
    .toBuffer();
});

const SCRIPT = '<script>alert(document.cookie)</script>';
const svg = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="alert(1)">${SCRIPT}<rect width="10" height="10"/></svg>`,
);
const html = Buffer.from(`<!doctype html><html><body>${SCRIPT}</body></html>`);

/** A tiny PNG whose header claims another size: what a decompression bomb looks like first. */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(
    await sharp({ create: { width: 1, height: 1, channels: 3, background: '#fff' } })
      .png()
      .toBuffer(),
  );
  // IHDR data starts at byte 16 (signature 8, length 4, type 4); its CRC covers type and data.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

const upload = (
  url: string,
  files: { value: Buffer; type: string; name?: string }[],
  extra: { name: string; value: string }[] = [],
) =>
  w.inject(
    'POST',
    {
      url,
      ...multipartBody([
        ...extra,
        ...files.map((file) => ({
          name: 'images',
          value: file.value,
          filename: file.name ?? 'foto.jpg',
          contentType: file.type,
        })),
      ]),
    },
    url.startsWith('/admin') ? w.admin : w.victim,
  );

describe('files made to attack a browser are refused, whatever they claim to be', () => {
  it.each([
    ['an SVG with a script, sent as image/svg+xml', svg, 'image/svg+xml', 'Formato no soportado'],
    ['an SVG with a script, sent as image/png', svg, 'image/png', 'Formato no soportado'],
    ['an HTML page named foto.jpg', html, 'image/jpeg', 'No es una imagen válida'],
    ['an empty file', Buffer.alloc(0), 'image/jpeg', 'No es una imagen válida'],
  ])('%s', async (_name, value, type, problem) => {
    const listing = await w.listing(w.victim, { active: false });
    const before = await snapshot(ctx.app);
    const res = await upload(`/products/${listing}/images`, [{ value, type }]);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors.images).toEqual([`Archivo 1: ${problem}`]);
    expect(await snapshot(ctx.app)).toBe(before);
  });

  it('refuses the same through the images64[] data-URL fallback', async () => {
    const listing = await w.listing(w.victim, { active: false });
    const before = await snapshot(ctx.app);
    const res = await w.inject(
      'POST',
      {
        url: `/products/${listing}/images`,
        payload: { 'images64[]': `data:text/html;base64,${html.toString('base64')}` },
      },
      w.victim,
    );
    expect(res.statusCode, res.body).toBe(422);
    expect(await snapshot(ctx.app)).toBe(before);
  });

  it('keeps only the picture of a photo with HTML hidden after its end (a polyglot)', async () => {
    const listing = await w.listing(w.victim, { active: false });
    const polyglot = Buffer.concat([jpeg, html]);
    const res = await upload(`/products/${listing}/images`, [
      { value: polyglot, type: 'text/html' },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const stored = res.json().data[0];
    for (const url of [stored.url, stored.thumbnail_url]) {
      const file = readFileSync(
        path.join(ctx.app.config.dataDir, 'uploads', url.replace('/uploads/', '')),
      );
      expect(file.subarray(0, 4).toString()).toBe('RIFF');
      expect(file.subarray(8, 12).toString()).toBe('WEBP');
      expect(file.includes('<script>')).toBe(false);
      const served = await ctx.app.inject(url);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
    }
  });
});

describe('store photos (admin) go through the same checks', () => {
  it.each([
    ['an SVG with a script', async () => svg, 'Formato no soportado'],
    [
      'a truncated JPEG',
      async () => jpeg.subarray(0, Math.floor(jpeg.length / 2)),
      'No es una imagen válida',
    ],
    [
      'a PNG that says it is 30,000 × 30,000 (pixel flood)',
      () => pngClaiming(30_000, 30_000),
      'Demasiado grande (demasiados píxeles)',
    ],
  ])('refuses %s and stores nothing', async (_name, make, problem) => {
    const store = await w.store();
    const before = await snapshot(ctx.app);
    const res = await upload(
      `/admin/stores/${store}/images`,
      [{ value: await make(), type: 'image/jpeg' }],
      [{ name: 'kind', value: 'slider' }],
    );
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors.images).toEqual([`Archivo 1: ${problem}`]);
    expect(await snapshot(ctx.app)).toBe(before);
  });

  it('refuses more files than a store upload takes, with its own message', async () => {
    const store = await w.store();
    const files = Array.from({ length: 13 }, () => ({ value: jpeg, type: 'image/jpeg' }));
    const before = await snapshot(ctx.app);
    const res = await upload(`/admin/stores/${store}/images`, files, [
      { name: 'kind', value: 'brochure' },
    ]);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('Envía hasta 12 fotos a la vez.');
    expect(await snapshot(ctx.app)).toBe(before);
  });
});
