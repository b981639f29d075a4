import { describe, expect, it } from 'vitest';
import { compressionPlan, fitToFreeSlots, photoProblems } from './photos';

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

describe('compression decision (SPEC §5)', () => {
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
