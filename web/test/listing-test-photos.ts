// Real photo bytes for component tests: jsdom has no image decoder, but the pick-time check
// reads each file's first bytes (web/lib/photo-content.ts), so a test photo must start as one.

const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

/** A real 2×2 JPEG (269 bytes), made with sharp. */
export const TINY_JPEG = fromBase64(
  '/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAACAAIDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAX/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABAX/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCUAEnv/9k=',
);

/** A real 1×1 PNG (90 bytes), made with sharp. */
export const TINY_PNG = fromBase64(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAADElEQVQImWPQqNAAAAGUAMmySFNLAAAAAElFTkSuQmCC',
);

/**
 * A photo file of `bytes` bytes: a real image padded after its end (decoders ignore what
 * follows), so the size rules (100 KB, 50 MB) can be tested too.
 */
export function photoFile(name: string, bytes = TINY_JPEG.length, type = 'image/jpeg'): File {
  const image = type === 'image/png' ? TINY_PNG : TINY_JPEG;
  const content = new Uint8Array(Math.max(bytes, image.length));
  content.set(image);
  return new File([content], name, { type });
}

/** What a phone gives for a text file someone renamed foto.jpg. */
export const textNamedJpeg = (name = 'foto.jpg') =>
  new File(['Lista de precios: papa 2500, yuca 1800'], name, { type: 'image/jpeg' });
