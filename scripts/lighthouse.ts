// `npm run lighthouse`: Lighthouse (mobile preset) on the landing, home, a category and a product
// of the BUILT app with the demo marketplace, the home again under regular 3G, and the bytes of a
// cold visit (home + one product) counted in Chromium. Writes the `web` section of
// bench/report.md and keeps the full Lighthouse reports in dist/lighthouse/.
//   npm run lighthouse                      build if stale, start the app, measure (≈5 min)
//   npm run lighthouse -- --runs 1          one Lighthouse run per page (default: median of 3)
//   npm run lighthouse -- --base-url URL    measure an app already running (with its demo data)
//   npm run lighthouse -- --only home,3g    some of landing,home,category,product,3g,bytes; the
//                                           figures are printed, bench/report.md is left alone
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { machineLine, writeReportSection } from './lib/report';
import { audit, REGULAR_3G, type AuditFigures } from './lighthouse/audit';
import { launchAuditBrowser } from './lighthouse/browser';
import { measureColdVisit, type VisitBytes } from './lighthouse/bytes';
import { medianRun, webSection, type PageResult } from './lighthouse/summary';
import { startBuiltApp, type RunningApp } from './lighthouse/server';
import { signIn } from '../e2e/support/api';

/**
 * A demo seller (server/db/seed/demo) with listings, favourites and reviews of their own: the
 * person whose home issue 28 measured from outside (a fresh account's home is lighter).
 */
const DEMO_PHONE = '3100000003';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    'base-url': { type: 'string' },
    only: { type: 'string' },
  },
});
const runs = Math.max(1, Number(values.runs));
const only = values.only?.split(',').map((part) => part.trim());
const wanted = (key: string) => !only || only.includes(key);
const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, 'dist/lighthouse');

interface Catalogue {
  categoryPath: string;
  productPath: string;
}

async function pickPages(baseUrl: string): Promise<Catalogue> {
  const categories = (await (await fetch(`${baseUrl}/api/v1/categories`)).json()) as {
    data: Array<{ id: number; name: string }>;
  };
  const category = categories.data[0]!;
  const products = (await (
    await fetch(`${baseUrl}/api/v1/products?pagination=20&category=${category.id}`)
  ).json()) as { data: Array<{ id: number; image: string | null }> };
  // A product with photos: the heaviest kind of detail page, and the usual one.
  const product = products.data.find((item) => item.image) ?? products.data[0]!;
  return {
    categoryPath: `/productos/${category.id}?${new URLSearchParams({ name: category.name })}`,
    productPath: `/producto/${product.id}`,
  };
}

async function main() {
  const started = Date.now();
  const loadAtStart = os.loadavg();
  let app: RunningApp | null = null;
  if (!values['base-url']) {
    const built = spawnSync(process.execPath, ['scripts/build.mjs', '--if-stale'], {
      cwd: root,
      stdio: 'inherit',
    });
    if (built.status !== 0) throw new Error('La compilación falló');
    console.log('Iniciando la aplicación compilada con los datos de demostración…');
    app = await startBuiltApp();
    console.log(`Aplicación lista en ${elapsed(started)}`);
  }
  const baseUrl = values['base-url'] ?? app!.baseUrl;
  // Without a browser there is nothing to measure: stop the app started above before failing.
  const browser = await launchAuditBrowser().catch(async (error: unknown) => {
    await app?.stop();
    throw error;
  });
  try {
    const session = await signIn(baseUrl, DEMO_PHONE);
    // The stored session as the app leaves it after signing in, and the welcome tour already
    // answered: the figures are those of a person coming back, the usual visit.
    const signedIn = {
      access_token: session.token,
      token: session.token,
      user: JSON.stringify(session.user),
      [`tour_done:home:${session.user.id}`]: new Date().toISOString(),
    };
    const { categoryPath, productPath } = await pickPages(baseUrl);
    const pages = [
      { key: 'landing', name: 'Landing', path: '/', storage: {} },
      { key: 'home', name: 'Home (signed in)', path: '/inicio', storage: signedIn },
      { key: 'category', name: 'Category', path: categoryPath, storage: signedIn },
      { key: 'product', name: 'Product detail', path: productPath, storage: signedIn },
    ].filter((page) => wanted(page.key));

    mkdirSync(outDir, { recursive: true });
    const results: PageResult[] = [];
    for (const page of pages) {
      const figures: AuditFigures[] = [];
      for (let run = 1; run <= runs; run++) {
        await browser.setLocalStorage(baseUrl, page.storage);
        const figure = await audit(`${baseUrl}${page.path}`, browser.port);
        console.log(
          `${page.name} #${run}: perf ${figure.scores.performance} a11y ${figure.scores.accessibility} bp ${figure.scores['best-practices']} · LCP ${Math.round(figure.lcp)} ms · CLS ${figure.cls.toFixed(3)} · TBT ${Math.round(figure.tbt)} ms`,
        );
        figures.push(figure);
      }
      const median = medianRun(figures);
      writeFileSync(path.join(outDir, `${slug(page.name)}.html`), median.html);
      writeFileSync(path.join(outDir, `${slug(page.name)}.json`), median.json);
      results.push({ name: page.name, path: page.path, median, runs: figures });
      console.log(`  (${elapsed(started)})`);
    }

    const threeG: AuditFigures[] = [];
    for (let run = 1; run <= (wanted('3g') ? runs : 0); run++) {
      await browser.setLocalStorage(baseUrl, signedIn);
      const figure = await audit(`${baseUrl}/inicio`, browser.port, {
        throttling: REGULAR_3G,
        categories: ['performance'],
      });
      console.log(
        `Home on regular 3G #${run}: LCP ${Math.round(figure.lcp)} ms · TTI ${Math.round(figure.tti)} ms`,
      );
      threeG.push(figure);
    }
    if (threeG.length > 0) {
      const median = medianRun(threeG);
      writeFileSync(path.join(outDir, 'home-regular-3g.html'), median.html);
      writeFileSync(path.join(outDir, 'home-regular-3g.json'), median.json);
    }

    const bytes: VisitBytes[] = wanted('bytes') ? await measureColdVisit(baseUrl, signedIn) : [];
    for (const visit of bytes) {
      console.log(
        `${visit.label}: ${(visit.total / 1024).toFixed(1)} KB (DevTools), ${(visit.atServer / 1024).toFixed(1)} KB (at the server)`,
      );
    }
    if (only) return;
    const home3g = medianRun(threeG);

    const minutes = (Date.now() - started) / 60_000;
    writeReportSection(
      'web',
      webSection({
        date: new Date(),
        machine: machineLine(),
        load: { start: loadAtStart, end: os.loadavg() },
        runs,
        pages: results,
        home3g,
        bytes,
        minutes,
        database: values['base-url']
          ? `the app at ${values['base-url']}`
          : process.env.DATABASE_URL
            ? 'PostgreSQL (DATABASE_URL)'
            : 'embedded PGlite with the demo marketplace',
      }),
    );
    console.log(`bench/report.md (sección web) escrito en ${minutes.toFixed(1)} min`);
  } finally {
    await browser.close();
    await app?.stop();
  }
}

function elapsed(since: number) {
  return `${((Date.now() - since) / 1000).toFixed(0)} s`;
}

function slug(name: string) {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
