import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

// Quality gate: the JavaScript a phone must download before the landing page can paint.
// People pay for every kilobyte of mobile data. Raise the budget only with a reason written
// in docs/decisions/.
const BUDGET_GZIP_BYTES = 100 * 1024;

const webDist = path.resolve(import.meta.dirname, '../dist/web');
const manifestFile = path.join(webDist, '.vite/manifest.json');

type Manifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;

/** A chunk plus every chunk it imports statically (what the browser must fetch with it). */
function withStaticImports(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const child of manifest[key]?.imports ?? []) withStaticImports(manifest, child, seen);
  return seen;
}

describe('landing page JavaScript budget', () => {
  it(`stays under ${BUDGET_GZIP_BYTES / 1024} KB gzipped for the first paint`, () => {
    expect(existsSync(manifestFile), 'dist/web is missing: run npm run build').toBe(true);
    const manifest: Manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
    const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
    expect(entry, 'no entry chunk in the Vite manifest').toBeDefined();

    // web/main.tsx paints the landing page from the entry chunk alone (decision 003); the router
    // and every other screen are lazy chunks, fetched later.
    const files = [...withStaticImports(manifest, entry!)]
      .map((key) => manifest[key]!.file)
      .filter((file) => file.endsWith('.js'));
    const sizes = files.map((file) => ({
      file,
      gzip: gzipSync(readFileSync(path.join(webDist, file))).length,
    }));
    const total = sizes.reduce((sum, { gzip }) => sum + gzip, 0);
    console.log(
      `Landing first paint: ${(total / 1024).toFixed(1)} KB gzip in ${files.length} files\n` +
        sizes.map(({ file, gzip }) => `  ${file}: ${(gzip / 1024).toFixed(1)} KB`).join('\n'),
    );
    expect(total).toBeLessThanOrEqual(BUDGET_GZIP_BYTES);
  });

  it('keeps the landing page itself in the entry chunk, so nothing lazy blocks its paint', () => {
    const entryFile = readFileSync(
      path.join(
        webDist,
        Object.values(JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest).find(
          (c) => c.isEntry,
        )!.file,
      ),
      'utf8',
    );
    expect(entryFile).toContain('Registrarme ahora');
    expect(entryFile).toContain('Ya tengo cuenta');
  });
});
