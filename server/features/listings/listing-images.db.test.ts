import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { createListing, registerAndSignIn } from '../../test/factories';
import { multipartBody } from '../../test/multipart';

const ctx = useTestApp();

let photo: Buffer;
let gpsPhoto: Buffer;
beforeAll(async () => {
  const draw = (color: string) =>
    sharp({ create: { width: 1600, height: 1200, channels: 3, background: color } }).jpeg({
      quality: 90,
    });
  photo = await draw('#4a7c2a').toBuffer();
  gpsPhoto = await draw('#c0842b')
    .withExif({
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '6/1 14/1 47/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '75/1 34/1 53/1',
      },
    })
    .toBuffer();
});

const files = (...buffers: [Buffer, string][]) =>
  multipartBody(
    buffers.map(([value, filename]) => ({
      name: 'images',
      value,
      filename,
      contentType: 'image/jpeg',
    })),
  );

async function upload(
  auth: Record<string, string>,
  id: number,
  body: ReturnType<typeof multipartBody>,
) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/v1/products/${id}/images`,
    payload: body.payload,
    headers: { ...body.headers, ...auth },
  });
}

/** The stored file behind a public /uploads/ address. */
const storedFile = (url: string) =>
  path.join(ctx.app.config.dataDir, 'uploads', url.replace('/uploads/', ''));

describe('listing photos', () => {
  it('stores uploads as WebP in card and detail sizes, without the GPS position of the farm', async () => {
    const seller = await registerAndSignIn(ctx.app);
    const id = await createListing(ctx.app, seller.auth);
    const res = await upload(seller.auth, id, files([photo, 'a.jpg'], [gpsPhoto, 'finca.jpg']));
    expect(res.statusCode).toBe(201);
    const images = res.json().data;
    expect(images).toHaveLength(2);
    expect(images[0]).toMatchObject({ is_primary: true, width: 1600, height: 1200, position: 0 });
    expect(images[1]).toMatchObject({ is_primary: false, position: 1 });
    expect(images[1].srcset).toMatch(/-400\.webp 400w, .*-1200\.webp 1200w$/);

    expect((await sharp(gpsPhoto).metadata()).exif?.length).toBeGreaterThan(0);
    const detailFile = await sharp(storedFile(images[1].url)).metadata();
    expect(detailFile).toMatchObject({ format: 'webp', width: 1200, height: 900 });
    expect(detailFile.exif).toBeUndefined();
    expect((await sharp(storedFile(images[1].thumbnail_url)).metadata()).width).toBe(400);

    const served = await ctx.app.inject(images[0].url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const card = (await ctx.app.inject(`/api/v1/products/${id}`)).json().data;
    expect(card.image).toBe(images[0].thumbnail_url);
    expect((await ctx.app.inject(`/api/v1/products/${id}/images`)).json().data).toEqual(images);
  });

  it('accepts the images64[] data-URL fallback and HEIF photos', async () => {
    const seller = await registerAndSignIn(ctx.app);
    const id = await createListing(ctx.app, seller.auth);
    const heif = await sharp({
      create: { width: 640, height: 480, channels: 3, background: '#888' },
    })
      .heif({ compression: 'av1' })
      .toBuffer();
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/products/${id}/images`,
      headers: seller.auth,
      payload: {
        imageable_id: id,
        imageable_type: 'product_users',
        'images64[]': [
          `data:image/jpeg;base64,${photo.toString('base64')}`,
          `data:image/heic;base64,${heif.toString('base64')}`,
        ],
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toHaveLength(2);
  });

  it('refuses a fourth photo, whether sent alone or together', async () => {
    const seller = await registerAndSignIn(ctx.app);
    const id = await createListing(ctx.app, seller.auth);
    const four = await upload(
      seller.auth,
      id,
      files([photo, '1.jpg'], [photo, '2.jpg'], [photo, '3.jpg'], [photo, '4.jpg']),
    );
    expect(four.statusCode).toBe(413);
    expect(four.json().message).toBe('Máximo 3 imágenes por producto.');
    expect(
      (await upload(seller.auth, id, files([photo, '1.jpg'], [photo, '2.jpg'], [photo, '3.jpg'])))
        .statusCode,
    ).toBe(201);
    const fourth = await upload(seller.auth, id, files([photo, '4.jpg']));
    expect(fourth.statusCode).toBe(422);
    expect(fourth.json().message).toBe('Máximo 3 imágenes por producto.');
  });

  it.each([
    [
      'a text file named .jpg',
      async () => Buffer.from('esto no es una foto, es texto'),
      'Archivo 1: No es una imagen válida',
    ],
    [
      'a truncated JPEG',
      async () => photo.subarray(0, Math.floor(photo.length / 2)),
      'Archivo 1: No es una imagen válida',
    ],
    [
      'a 20,000 × 20,000 PNG (pixel flood)',
      async () =>
        sharp({
          create: { width: 20_000, height: 20_000, channels: 3, background: '#fff' },
          limitInputPixels: false,
        })
          .png({ compressionLevel: 9 })
          .toBuffer(),
      'Archivo 1: Demasiado grande (demasiados píxeles)',
    ],
    [
      'a GIF',
      async () =>
        sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
          .gif()
          .toBuffer(),
      'Archivo 1: Formato no soportado',
    ],
  ])('refuses %s and stores nothing', async (_name, make, message) => {
    const seller = await registerAndSignIn(ctx.app);
    const id = await createListing(ctx.app, seller.auth);
    const res = await upload(seller.auth, id, files([await make(), 'foto.jpg']));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message, errors: { images: [message] } });
    expect((await ctx.app.inject(`/api/v1/products/${id}/images`)).json().data).toEqual([]);
  });

  it('refuses a file over 50 MB with a Spanish message', async () => {
    const seller = await registerAndSignIn(ctx.app);
    const id = await createListing(ctx.app, seller.auth);
    const res = await upload(
      seller.auth,
      id,
      files([Buffer.alloc(60 * 1024 * 1024, 1), 'enorme.jpg']),
    );
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('Demasiado grande: cada imagen puede pesar hasta 50 MB.');
  });

  it('deletes a photo by id or by its address, files included, and only for the owner', async () => {
    const seller = await registerAndSignIn(ctx.app);
    const intruder = await registerAndSignIn(ctx.app);
    const id = await createListing(ctx.app, seller.auth);
    const [first, second] = (
      await upload(seller.auth, id, files([photo, '1.jpg'], [photo, '2.jpg']))
    ).json().data;
    expect((await upload(intruder.auth, id, files([photo, 'x.jpg']))).statusCode).toBe(404);
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: `/api/v1/products/${id}/images/${first.id}/delete`,
          headers: intruder.auth,
        })
      ).statusCode,
    ).toBe(404);

    const byId = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/products/${id}/images/${first.id}/delete`,
      headers: seller.auth,
    });
    expect(byId.statusCode).toBe(200);
    expect(existsSync(storedFile(first.url))).toBe(false);
    const byUrl = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/products/${id}/images/delete`,
      headers: seller.auth,
      payload: { url: `https://campo.example${second.url}` },
    });
    expect(byUrl.statusCode).toBe(200);
    expect((await ctx.app.inject(`/api/v1/products/${id}/images`)).json().data).toEqual([]);
  });

  it('removes the photo files when the seller deletes the account', async () => {
    const seller = await registerAndSignIn(ctx.app);
    const id = await createListing(ctx.app, seller.auth);
    const [image] = (await upload(seller.auth, id, files([photo, '1.jpg']))).json().data;
    expect(existsSync(storedFile(image.url))).toBe(true);
    await ctx.app.inject({ method: 'DELETE', url: '/api/v1/users/delete', headers: seller.auth });
    expect(existsSync(storedFile(image.url))).toBe(false);
    expect(existsSync(storedFile(image.thumbnail_url))).toBe(false);
  });
});
