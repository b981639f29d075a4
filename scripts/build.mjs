// Builds the web app (Vite → dist/web, pre-compressed), its server renderer (Vite SSR →
// dist/web-server) and the server (esbuild → dist/server).
//   node scripts/build.mjs             always build
//   node scripts/build.mjs --if-stale  build only when a source file is newer than the last build
import { readdirSync, readFileSync, statSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');
const stampFile = path.join(dist, 'build-stamp.json');
const demoPhotosDir = path.join(dist, 'demo-photos');
const SOURCES = [
  'web',
  'domain',
  'server',
  'package-lock.json',
  'vite.config.ts',
  'scripts/pwa-config.ts',
  'scripts/lucide-icon.ts',
  'scripts/preact-compat.ts',
  'scripts/web-chunks.ts',
  'scripts/build.mjs',
];

function newestSourceMtime() {
  let newest = 0;
  const visit = (entry) => {
    const full = path.join(root, entry);
    if (!existsSync(full)) return;
    const stat = statSync(full);
    if (stat.isDirectory()) {
      for (const child of readdirSync(full)) {
        if (child === 'node_modules' || child.endsWith('.test.ts') || child.endsWith('.test.tsx'))
          continue;
        visit(path.join(entry, child));
      }
    } else newest = Math.max(newest, stat.mtimeMs);
  };
  SOURCES.forEach(visit);
  return newest;
}

export function isBuildStale() {
  if (!existsSync(stampFile)) return true;
  if (process.env.DEMO_DATA !== 'false' && !existsSync(demoPhotosDir)) return true;
  const { builtAt } = JSON.parse(readFileSync(stampFile, 'utf8'));
  return newestSourceMtime() > builtAt;
}

function precompress(dir) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) precompress(full);
    else if (/\.(js|css|html|svg|json|webmanifest|txt)$/.test(name) && statSync(full).size > 1024) {
      const content = readFileSync(full);
      writeFileSync(`${full}.gz`, gzipSync(content, { level: 9 }));
      writeFileSync(
        `${full}.br`,
        brotliCompressSync(content, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
      );
    }
  }
}

// The demo marketplace's photos, drawn and encoded once here instead of at the first start
// (server/db/seed/demo/demo-photos.ts). Photos already in dist/demo-photos are kept, so only
// the first build (or a changed drawing) pays for them; DEMO_DATA=false (no demo) skips them.
async function prepareDemoPhotos(esbuild) {
  if (process.env.DEMO_DATA === 'false') return;
  const started = Date.now();
  const script = path.join(dist, 'server/prepare-demo-photos.js');
  await esbuild.build({
    entryPoints: [path.join(root, 'server/db/seed/demo/prepare-demo-photos.ts')],
    outfile: script,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
  });
  const { prepareDemoPhotos: prepare } = await import(pathToFileURL(script).href);
  const { drawn, kept } = await prepare(demoPhotosDir, (line) => console.log(line));
  if (drawn > 0) {
    console.log(
      `Fotos de demostración: ${drawn} preparadas en ${((Date.now() - started) / 1000).toFixed(1)} s` +
        (kept > 0 ? ` (${kept} ya estaban)` : ''),
    );
  }
}

export async function build() {
  const started = Date.now();
  const esbuild = await import('esbuild');
  // Drawn alongside the web build: sharp works in its own threads, Vite mostly in this one.
  const photos = prepareDemoPhotos(esbuild);
  const { build: viteBuild } = await import('vite');
  await viteBuild({ configFile: path.join(root, 'vite.config.ts'), logLevel: 'warn' });
  precompress(path.join(dist, 'web'));
  // The signed-in pages' server renderer (decision 013), imported by the server at start.
  await viteBuild({
    configFile: path.join(root, 'vite.config.ts'),
    logLevel: 'warn',
    build: { ssr: 'entry-server.tsx' },
  });

  await esbuild.build({
    entryPoints: [path.join(root, 'server/main.ts')],
    outfile: path.join(dist, 'server/main.js'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  });
  await photos;
  writeFileSync(stampFile, JSON.stringify({ builtAt: Date.now() }));
  console.log(`Build listo en ${((Date.now() - started) / 1000).toFixed(1)} s (dist/)`);
}

if (process.argv[1] === import.meta.filename) {
  if (process.argv.includes('--if-stale') && !isBuildStale()) {
    console.log('Build al día (dist/): nada que compilar.');
  } else {
    await build();
  }
}
