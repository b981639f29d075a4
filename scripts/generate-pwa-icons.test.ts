import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { brandMarkDrawing, ICONS, ICONS_DIR, renderIcon } from './generate-pwa-icons';

async function pixels(png: Buffer) {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number) => [
    ...data.subarray((y * info.width + x) * 4, (y * info.width + x) * 4 + 4),
  ];
  return { data, info, at };
}

describe('installed app icons (web/public/icons)', () => {
  it.each(ICONS)('$file is a $size×$size PNG', async ({ file, size }) => {
    const meta = await sharp(path.join(ICONS_DIR, file)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', size, size]);
  });

  it('the committed icons are what the script draws from the brand mark (run it again after changing the mark)', async () => {
    const drawing = await brandMarkDrawing();
    for (const spec of ICONS) {
      const committed = await pixels(readFileSync(path.join(ICONS_DIR, spec.file)));
      const fresh = await pixels(await renderIcon(drawing, spec));
      let difference = 0;
      for (let i = 0; i < fresh.data.length; i++) {
        difference += Math.abs(fresh.data[i]! - committed.data[i]!);
      }
      expect(difference / fresh.data.length, spec.file).toBeLessThan(1);
    }
  });

  it('full-bleed icons are opaque to the edges; the plain ones keep rounded, transparent corners', async () => {
    for (const spec of ICONS) {
      const { at, info } = await pixels(readFileSync(path.join(ICONS_DIR, spec.file)));
      const corner = at(0, 0);
      const centre = at(info.width >> 1, info.height >> 1);
      expect(centre[3], spec.file).toBe(255);
      if (spec.variant === 'any') expect(corner[3], spec.file).toBe(0);
      else expect(corner, spec.file).toEqual([0x2d, 0x58, 0x23, 255]);
    }
  });

  it('maskable icons keep the drawing inside the 40 % safe circle', async () => {
    const { at, info } = await pixels(readFileSync(path.join(ICONS_DIR, 'icon-maskable-512.png')));
    const background = [0x2d, 0x58, 0x23, 255];
    const radius = info.width * 0.4;
    const c = info.width / 2;
    for (let y = 0; y < info.height; y += 2) {
      for (let x = 0; x < info.width; x += 2) {
        if (Math.hypot(x + 0.5 - c, y + 0.5 - c) > radius) {
          // A shade off at most: the mark's own rounded square blends into the same green.
          const off = Math.max(...at(x, y).map((value, i) => Math.abs(value - background[i]!)));
          expect(off, `pixel ${x},${y}`).toBeLessThanOrEqual(4);
        }
      }
    }
  });

  it('each icon is small enough to cost little data (under 8 KB)', () => {
    for (const spec of ICONS) {
      expect(readFileSync(path.join(ICONS_DIR, spec.file)).length, spec.file).toBeLessThan(
        8 * 1024,
      );
    }
  });
});
