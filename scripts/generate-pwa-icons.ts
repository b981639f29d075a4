// Writes the installed app's icons (web/public/icons/) from the brand mark the app itself draws
// (web/components/brand.tsx), so the home-screen icon is the same sprout in a cupped hand.
//
//   npx tsx --tsconfig web/tsconfig.json scripts/generate-pwa-icons.ts
//
// (brand.tsx is JSX for the browser: web/tsconfig.json gives tsx the JSX setting.)
//
// - icon-192.png, icon-512.png ("any"): the mark as the app shows it, rounded corners on a
//   transparent background.
// - icon-maskable-192.png, icon-maskable-512.png ("maskable"): full-bleed green, the mark scaled
//   so everything stays inside the central safe circle (40 % radius) whatever shape Android cuts.
// - apple-touch-icon.png (180): iOS rounds the corners itself and paints transparency black, so
//   it gets the full-bleed version too.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';

export const ICONS_DIR = path.resolve(import.meta.dirname, '../web/public/icons');

/** Background of the mark (campo-700): the full-bleed icons extend it to the edges. */
const MARK_BACKGROUND = '#2d5823';

/**
 * Farthest point of the drawing from the centre is ≈36 % of the mark's side (the hand's tips);
 * at 0.8 it sits at ≈29 %, well inside the 40 % safe circle of a maskable icon.
 */
const MASKABLE_SCALE = 0.8;

export const ICONS = [
  { file: 'icon-192.png', size: 192, variant: 'any' },
  { file: 'icon-512.png', size: 512, variant: 'any' },
  { file: 'icon-maskable-192.png', size: 192, variant: 'full-bleed' },
  { file: 'icon-maskable-512.png', size: 512, variant: 'full-bleed' },
  { file: 'apple-touch-icon.png', size: 180, variant: 'full-bleed' },
] as const;

export type IconSpec = (typeof ICONS)[number];

// Loaded at run time rather than imported, so the root tsconfig (no JSX) stays out of web/.
const BRAND_MODULE = pathToFileURL(
  path.resolve(import.meta.dirname, '../web/components/brand.tsx'),
);

/** The inside of the <svg> BrandMark renders (its 32×32 drawing), as markup. */
export async function brandMarkDrawing(): Promise<string> {
  const [{ createElement }, { renderToStaticMarkup }, brand] = await Promise.all([
    import('react'),
    import('react-dom/server'),
    import(BRAND_MODULE.href) as Promise<{ BrandMark: () => unknown }>,
  ]);
  const markup = renderToStaticMarkup(createElement(brand.BrandMark as () => null));
  const drawing = /^<svg[^>]*viewBox="0 0 32 32"[^>]*>([\s\S]*)<\/svg>$/.exec(markup)?.[1];
  if (!drawing) throw new Error(`BrandMark no dibujó un SVG de 32×32: ${markup.slice(0, 80)}`);
  return drawing;
}

export function iconSvg(drawing: string, spec: IconSpec): string {
  const body =
    spec.variant === 'any'
      ? drawing
      : `<rect width="32" height="32" fill="${MARK_BACKGROUND}"/>` +
        `<g transform="translate(16 16) scale(${MASKABLE_SCALE}) translate(-16 -16)">${drawing}</g>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${spec.size}" height="${spec.size}" ` +
    `viewBox="0 0 32 32">${body}</svg>`
  );
}

export async function renderIcon(drawing: string, spec: IconSpec): Promise<Buffer> {
  return sharp(Buffer.from(iconSvg(drawing, spec)))
    .png({ compressionLevel: 9, palette: true, quality: 95, effort: 10 })
    .toBuffer();
}

export async function generatePwaIcons(): Promise<string[]> {
  const drawing = await brandMarkDrawing();
  const written: string[] = [];
  for (const spec of ICONS) {
    const file = path.join(ICONS_DIR, spec.file);
    writeFileSync(file, await renderIcon(drawing, spec));
    written.push(file);
  }
  return written;
}

if (process.argv[1] === import.meta.filename) {
  for (const file of await generatePwaIcons()) console.log(`Escrito ${path.relative('.', file)}`);
}
