import { describe, expect, it } from 'vitest';
import {
  compressionPlan,
  fitToFreeSlots,
  photoContentProblem,
  photoKindOfBytes,
  photoProblems,
} from './photos';

const file = (name: string, type: string, size: number) => ({ name, type, size });

describe('photo checks before upload', () => {
  it('accepts jpeg, png, webp, heic and heif', () => {
    const files = [
      'a.jpg image/jpeg',
      'b.png image/png',
      'c.webp image/webp',
      'd.heic image/heic',
      'e.heif image/heif',
    ].map((spec) => file(spec.split(' ')[0]!, spec.split(' ')[1]!, 1000));
    expect(photoProblems(files)).toEqual([]);
  });

  it('accepts a HEIC whose type the phone left empty, by its extension', () => {
    expect(photoProblems([file('IMG_0001.HEIC', '', 2_000_000)])).toEqual([]);
  });

  it('names each bad file by its number with the spec messages', () => {
    expect(
      photoProblems([
        file('ok.jpg', 'image/jpeg', 10),
        file('doc.pdf', 'application/pdf', 10),
        file('anim.gif', 'image/gif', 10),
        file('huge.jpg', 'image/jpeg', 51 * 1024 * 1024),
      ]),
    ).toEqual([
      'Archivo 2: No es una imagen válida',
      'Archivo 3: Formato no soportado',
      'Archivo 4: Demasiado grande',
    ]);
  });

  it('drops the files beyond the free slots of a listing', () => {
    expect(fitToFreeSlots(['a', 'b', 'c'], 1)).toEqual({ kept: ['a', 'b'], dropped: 1 });
    expect(fitToFreeSlots(['a'], 3)).toEqual({ kept: [], dropped: 1 });
  });
});

describe('compression decision (docs/product.md §5)', () => {
  it('keeps files under 100 KB as they are', () => {
    expect(compressionPlan(file('a.jpg', 'image/jpeg', 100 * 1024 - 1), false)).toEqual({
      compress: false,
      reason: 'small',
    });
  });

  it('resizes to 1920 px at quality 0.82 on a computer and 1280 px at 0.75 on a phone', () => {
    const photo = file('a.jpg', 'image/jpeg', 3_000_000);
    expect(compressionPlan(photo, false)).toEqual({
      compress: true,
      maxEdge: 1920,
      quality: 0.82,
      type: 'image/jpeg',
    });
    expect(compressionPlan(photo, true)).toEqual({
      compress: true,
      maxEdge: 1280,
      quality: 0.75,
      type: 'image/jpeg',
    });
  });

  it('sends HEIC as it is: the browser cannot decode it, the server converts it', () => {
    expect(compressionPlan(file('IMG.HEIC', '', 3_000_000), true)).toEqual({
      compress: false,
      reason: 'browser-cannot-decode',
    });
  });
});

describe('what the bytes of a file say it is', () => {
  const bytes = (...parts: (number[] | string)[]) =>
    new Uint8Array(
      parts.flatMap((part) =>
        typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part,
      ),
    );

  it('recognises JPEG, PNG, WebP and HEIC/HEIF by their signatures', () => {
    expect(photoKindOfBytes(bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF'))).toBe('jpeg');
    expect(photoKindOfBytes(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a]))).toBe('png');
    expect(photoKindOfBytes(bytes('RIFF', [0, 1, 0, 0], 'WEBPVP8 '))).toBe('webp');
    expect(photoKindOfBytes(bytes([0, 0, 0, 0x18], 'ftypheic'))).toBe('heif');
    expect(photoKindOfBytes(bytes([0, 0, 0, 0x18], 'ftypmif1'))).toBe('heif');
  });

  it('a text file named foto.jpg is no image; a GIF is an image of another format', () => {
    const text = new TextEncoder().encode('Lista de precios de la finca');
    expect(photoKindOfBytes(text)).toBe('none');
    expect(photoKindOfBytes(new Uint8Array(0))).toBe('none');
    expect(photoContentProblem('none', 2)).toBe('Archivo 2: No es una imagen válida');
    expect(photoKindOfBytes(bytes('GIF89a'))).toBe('other-image');
    expect(photoContentProblem('other-image', 1)).toBe('Archivo 1: Formato no soportado');
    // An MP4 video is also an ISO box file, with another brand.
    expect(photoKindOfBytes(bytes([0, 0, 0, 0x18], 'ftypisom'))).toBe('none');
    expect(photoContentProblem('jpeg', 1)).toBeNull();
  });
});
