import { describe, expect, it } from 'vitest';
import { photoFile, textNamedJpeg, TINY_JPEG } from '../test/listing-test-photos';
import { checkPickedPhotos } from './photo-content';

// jsdom has no image decoder: here the first-bytes check runs alone, or with a stand-in for the
// browser's decoder; the real decoder is exercised in Chromium (e2e/listing-forms.e2e.ts).

describe('checking picked photos', () => {
  it('refuses a text file named foto.jpg by its number and keeps the real photos', async () => {
    const good = photoFile('racimo.jpg');
    const png = photoFile('hoja.png', 90, 'image/png');
    const result = await checkPickedPhotos([good, textNamedJpeg(), png], null);
    expect(result.problems).toEqual(['Archivo 2: No es una imagen válida']);
    expect(result.accepted).toEqual([good, png]);
  });

  it('type and size come first, then the content, each by its number', async () => {
    const gif = new File(['GIF89a....'], 'animada.jpg', { type: 'image/jpeg' });
    const pdf = new File(['%PDF-1.7'], 'factura.pdf', { type: 'application/pdf' });
    const result = await checkPickedPhotos([pdf, gif, photoFile('ok.jpg')], null);
    expect(result.problems).toEqual([
      'Archivo 1: No es una imagen válida',
      'Archivo 2: Formato no soportado',
    ]);
    expect(result.accepted.map((file) => file.name)).toEqual(['ok.jpg']);
  });

  it('a file that starts like a JPEG but the browser cannot draw is no image', async () => {
    const broken = new File([TINY_JPEG.slice(0, 20)], 'cortada.jpg', { type: 'image/jpeg' });
    const drawable = photoFile('entera.jpg');
    const decode = async (file: Blob) => file.size === drawable.size;
    const result = await checkPickedPhotos([broken, drawable], decode);
    expect(result.problems).toEqual(['Archivo 1: No es una imagen válida']);
    expect(result.accepted).toEqual([drawable]);
  });

  it('a HEIC photo is taken by its signature: most browsers cannot draw it, the server can', async () => {
    const bytes = new Uint8Array([0, 0, 0, 0x18, ...[...'ftypheic'].map((c) => c.charCodeAt(0))]);
    const photo = new File([bytes], 'IMG_0001.HEIC', { type: 'image/heic' });
    const neverDraws = async () => false;
    expect((await checkPickedPhotos([photo], neverDraws)).problems).toEqual([]);
  });
});
