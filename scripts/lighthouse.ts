// `npm run lighthouse`: Lighthouse on the BUILT app with the demo marketplace, for two people
// (decision 027): an account the script registers (nothing of its own) and demo seller
// 3100000003 (listings and favourites). The mobile preset on the landing and on each person's
// home, category and product; the same three pages on regular 3G; the home's HTML before
// compression for each person; and the bytes of a cold visit (home + one product) counted in
// Chromium. Writes the `web` section of bench/report.md and keeps the full Lighthouse reports
// in dist/lighthouse/.
//   npm run lighthouse                      build if stale, start the app, measure (≈15 min)
//   npm run lighthouse -- --runs 1          one Lighthouse run per page (default: median of 3)
//   npm run lighthouse -- --base-url URL    measure an app already running (with its demo data)
//   npm run lighthouse -- --only home,3g    some of landing,home,category,product,3g,html,bytes
//                                           (3g: the pages chosen, or all three, on 3G); the
//                                           figures are printed, bench/report.md is left alone
//   npm run lighthouse -- --people seller   only one person: fresh or seller
//   npm run lighthouse -- --keep-artifacts  also each run's trace and network log, for
//                                           scripts/lighthouse/critical-path.ts
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { machineLine, writeReportSection } from './lib/report';
import { audit, REGULAR_3G, type AuditFigures } from './lighthouse/audit';
import { launchAuditBrowser } from './lighthouse/browser';
import { measureColdVisit, type VisitBytes } from './lighthouse/bytes';
import { medianRun, webSection, type HomeHtml, type PageResult } from './lighthouse/summary';
import { startBuiltApp, type RunningApp } from './lighthouse/server';
import { registerAndSignIn, signIn, type E2eSession } from '../e2e/support/api';

/**
 * A demo seller (server/db/seed/demo) with listings, favourites and reviews of their own: the
 * person whose home issue 28 measured from outside (a fresh account's home is lighter).
 */
const DEMO_PHONE = '3100000003';

const PEOPLE = {
  fresh: { label: 'fresh account', session: (baseUrl: string) => registerAndSignIn(baseUrl) },
  seller: {
    label: `seller ${DEMO_PHONE}`,
    session: (baseUrl: string) => signIn(baseUrl, DEMO_PHONE),
  },
} as const;
type Person = keyof typeof PEOPLE;

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    'base-url': { type: 'string' },
    only: { type: 'string' },
    people: { type: 'string' },
    'keep-artifacts': { type: 'boolean', default: false },
  },
});
const runs = Math.max(1, Number(values.runs));
const only = values.only?.split(',').map((part) => part.trim());
const wanted = (key: string) => !only || only.includes(key);
const people = (values.people?.split(',').map((part) => part.trim()) ?? Object.keys(PEOPLE)).filter(
  (name): name is Person => name in PEOPLE,
);
const BROWSING = ['home', 'category', 'product'] as const;
/** With `--only 3g` alone, all three pages on 3G; with `--only home,3g`, the home only. */
const wantedOn3g = (key: string) =>
  wanted('3g') && (!only || only.includes(key) || !BROWSING.some((page) => only.includes(page)));
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
    const { categoryPath, productPath } = await pickPages(baseUrl);
    mkdirSync(outDir, { recursive: true });
    const measure = async (
      page: { name: string; path: string; storage: Record<string, string> },
      options: { threeG?: boolean } = {},
    ): Promise<PageResult> => {
      const figures: AuditFigures[] = [];
      const file = slug(`${page.name}${options.threeG ? ' regular 3g' : ''}`);
      for (let run = 1; run <= runs; run++) {
        await browser.setLocalStorage(baseUrl, page.storage);
        const figure = await audit(`${baseUrl}${page.path}`, browser.port, {
          ...(options.threeG ? { throttling: REGULAR_3G, categories: ['performance'] } : {}),
          ...(values['keep-artifacts']
            ? { keepArtifacts: path.join(outDir, `${file}-${run}.artifacts.json`) }
            : {}),
        });
        console.log(
          `${page.name}${options.threeG ? ' on regular 3G' : ''} #${run}: perf ${figure.scores.performance} a11y ${figure.scores.accessibility ?? '–'} · LCP ${Math.round(figure.lcp)} ms · TTI ${Math.round(figure.tti)} ms · CLS ${figure.cls.toFixed(3)} · TBT ${Math.round(figure.tbt)} ms`,
        );
        figures.push(figure);
      }
      const median = medianRun(figures);
      writeFileSync(path.join(outDir, `${file}.html`), median.html);
      writeFileSync(path.join(outDir, `${file}.json`), median.json);
      console.log(`  (${elapsed(started)})`);
      return { name: page.name, path: page.path, median, runs: figures };
    };

    const results: PageResult[] = [];
    const threeG: PageResult[] = [];
    const homeHtml: HomeHtml[] = [];
    let bytes: VisitBytes[] = [];
    if (wanted('landing')) {
      results.push(await measure({ name: 'Landing', path: '/', storage: {} }));
    }
    for (const person of people) {
      const { label } = PEOPLE[person];
      const session = await PEOPLE[person].session(baseUrl);
      const signedIn = storedSession(session);
      const pages = [
        { key: 'home', name: `Home (${label})`, path: '/inicio', storage: signedIn },
        { key: 'category', name: `Category (${label})`, path: categoryPath, storage: signedIn },
        { key: 'product', name: `Product (${label})`, path: productPath, storage: signedIn },
      ];
      for (const page of pages.filter((page) => wanted(page.key))) {
        results.push(await measure(page));
      }
      for (const page of pages.filter((page) => wantedOn3g(page.key))) {
        threeG.push(await measure(page, { threeG: true }));
      }
      if (wanted('html')) {
        const html = { person: label, bytes: await homeHtmlBytes(baseUrl, session.token) };
        console.log(
          `Home HTML (${label}): ${(html.bytes / 1024).toFixed(1)} KB before compression`,
        );
        homeHtml.push(html);
      }
      // The cold visit as the person issue 28 measured: the heavier home.
      if (person === 'seller' && wanted('bytes')) {
        bytes = await measureColdVisit(baseUrl, signedIn);
        for (const visit of bytes) {
          console.log(
            `${visit.label}: ${(visit.total / 1024).toFixed(1)} KB (DevTools), ${(visit.atServer / 1024).toFixed(1)} KB (at the server)`,
          );
        }
      }
    }
    if (only) return;

    const minutes = (Date.now() - started) / 60_000;
    writeReportSection(
      'web',
      webSection({
        date: new Date(),
        machine: machineLine(),
        load: { start: loadAtStart, end: os.loadavg() },
        runs,
        pages: results,
        threeG,
        homeHtml,
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

/**
 * The stored session as the app leaves it after signing in, and the welcome tour already
 * answered: the figures are those of a person coming back, the usual visit.
 */
function storedSession(session: E2eSession): Record<string, string> {
  return {
    access_token: session.token,
    token: session.token,
    user: JSON.stringify(session.user),
    [`tour_done:home:${session.user.id}`]: new Date().toISOString(),
  };
}

/**
 * The home's HTML as the server renders it for this session's page cookie, decoded (fetch
 * undoes the compression): what the phone parses before it paints. A shell instead of a
 * rendered page would be a measure of nothing, so it fails.
 */
async function homeHtmlBytes(baseUrl: string, token: string): Promise<number> {
  const answer = await fetch(`${baseUrl}/inicio`, { headers: { cookie: `campo_sesion=${token}` } });
  const html = await answer.text();
  if (!answer.ok || !html.includes('id="server-render"')) {
    throw new Error(`/inicio no llegó dibujado por el servidor (${answer.status})`);
  }
  return Buffer.byteLength(html);
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
