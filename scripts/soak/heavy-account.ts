import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import type pg from 'pg';
import sharp from 'sharp';
import { call, percentile, Stats } from './http';
import type { Check } from './limits';
import { runLoad, type LoadContext, type Person } from './load';
import { bigPhoto } from './photos';
import type { ServerProcess } from './servers';
import { createAddress, registerAndSignIn } from './users';
import type { Session } from './ledger';

// docs/product.md §14: one account must not make the server slow for everyone else. The people
// browse twice for the same time on the same processes: first alone, then while one account on
// server A uploads heavy photos one after another (a 12 MP camera JPEG, a noisy 7070 × 7070 PNG,
// and a 212 KB flat 7070 × 7070 PNG, the decompression bomb) and reads its 500 favourites page
// after page, both as fast as the server answers. Bystanders must see no 5xx and a p95 within 2× of
// the run without it; server A's resident memory is sampled all along.

const FAVOURITES_KEPT = 500;
const HEAVY_ANSWERS = {
  // 422: the bomb (refused by its header); 429: the hourly photo limit; 503: the photo queue full.
  upload: [201, 422, 429, 503],
  favourites: [200],
};

export interface HeavyFigures {
  seconds: number;
  alone: Stats;
  withHeavy: Stats;
  heavy: Stats;
  uploads: Map<number, number>;
  favouritePages: number;
  rssMb: { alone: { median: number; peak: number }; withHeavy: { median: number; peak: number } };
  /** 1-minute load average when the phase started and ended. */
  loadAverage: [number, number];
}

/** Resident memory of a process in MB (from /proc), null where there is none. */
export function rssMb(pid: number): number | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
    return kb ? Number(kb) / 1024 : null;
  } catch {
    return null;
  }
}

/** Samples a process's memory every 100 ms until stopped: median and peak. */
export function sampleMemory(pid: number) {
  const samples: number[] = [];
  const timer = setInterval(() => {
    const mb = rssMb(pid);
    if (mb !== null) samples.push(mb);
  }, 100);
  return () => {
    clearInterval(timer);
    return { median: percentile(samples, 50), peak: Math.max(0, ...samples) };
  };
}

async function heavyPhotos(): Promise<{ name: string; photo: Buffer; type: string }[]> {
  const noise = { width: 7070 / 10, height: 7070 / 10, channels: 3 as const };
  const noisyPng = await sharp(randomBytes(noise.width * noise.height * 3), { raw: noise })
    .resize(7070, 7070, { kernel: 'nearest' })
    .png({ compressionLevel: 9 })
    .toBuffer();
  const bomb = await sharp({
    create: { width: 7070, height: 7070, channels: 4, background: '#4a7c2a' },
  })
    .png({ compressionLevel: 9 })
    .toBuffer();
  return [
    { name: 'camera.jpg', photo: await bigPhoto(), type: 'image/jpeg' },
    { name: 'ruido.png', photo: noisyPng, type: 'image/png' },
    { name: 'bomba.png', photo: bomb, type: 'image/png' },
  ];
}

/** The heavy account: registered on A, 500 favourites kept, an address for its listings. */
async function prepareHeavyAccount(
  server: ServerProcess,
  db: pg.Client,
  index: number,
  stats: Stats,
): Promise<{ session: Session; addressId: number }> {
  const session = await registerAndSignIn(server.url, index, stats);
  const addressId = await createAddress(server.url, session, 'Finca de las fotos', stats);
  await db.query(
    `insert into favourites (user_id, listing_id)
     select $1, id from listings
     where is_active and sold_at is null and hidden_at is null
     order by id limit $2`,
    [session.userId, FAVOURITES_KEPT],
  );
  return { session, addressId };
}

export async function heavyAccountPhase(options: {
  people: Person[];
  ctx: LoadContext;
  server: ServerProcess;
  db: pg.Client;
  heavyIndex: number;
  seconds: number;
  thinkMs: number;
}): Promise<{ checks: Check[]; figures: HeavyFigures }> {
  const { people, ctx, server, db, seconds, thinkMs } = options;
  const heavy = new Stats();
  const { session, addressId } = await prepareHeavyAccount(server, db, options.heavyIndex, heavy);
  const photos = await heavyPhotos();
  const as = { token: session.token, ip: session.ip };

  const loadBefore = os.loadavg()[0]!;
  const aloneStats = new Stats();
  let stopSampling = sampleMemory(server.pid);
  await runLoad(people, { ...ctx, stats: aloneStats }, seconds * 1000, thinkMs);
  const aloneMemory = stopSampling();

  const withStats = new Stats();
  const uploads = new Map<number, number>();
  let favouritePages = 0;
  const deadline = Date.now() + seconds * 1000;
  stopSampling = sampleMemory(server.pid);

  const uploader = async () => {
    let listingId = 0;
    let photosOnListing = 3;
    for (let i = 0; Date.now() < deadline; i++) {
      if (photosOnListing >= 3) {
        const created = await call(
          server.url,
          '/products',
          {
            ...as,
            json: {
              product_id: ctx.products[0],
              price: 12000,
              stock: 5,
              size_id: ctx.sizes[0],
              description: 'Fotos pesadas',
              address_id: addressId,
            },
            expect: [201],
          },
          heavy,
          'heavy listing create',
        );
        if (created.status !== 201) break;
        listingId = created.body.id;
        photosOnListing = 0;
      }
      const { name, photo, type } = photos[i % photos.length]!;
      const form = new FormData();
      form.append('images', new Blob([photo], { type }), name);
      const res = await call(
        server.url,
        `/products/${listingId}/images`,
        { ...as, form, expect: HEAVY_ANSWERS.upload, timeoutMs: 60_000 },
        heavy,
        'heavy photo upload',
      );
      uploads.set(res.status, (uploads.get(res.status) ?? 0) + 1);
      if (res.status === 201) photosOnListing += 1;
      // The server asks to wait when it is busy or the hour's photos are used up: it does.
      if (res.status === 429 || res.status === 503) await new Promise((r) => setTimeout(r, 1000));
    }
  };
  const favouritesReader = async () => {
    for (let page = 1; Date.now() < deadline; page = (page % 5) + 1) {
      await call(
        server.url,
        `/products/my/favorites?page=${page}&pagination=100`,
        { ...as, expect: HEAVY_ANSWERS.favourites },
        heavy,
        'heavy favourites page',
      );
      favouritePages += 1;
    }
  };
  await Promise.all([
    runLoad(people, { ...ctx, stats: withStats }, seconds * 1000, thinkMs),
    uploader(),
    favouritesReader(),
  ]);
  const withMemory = stopSampling();

  const heavyFailures = heavy.count((s) => s === 0 || (s >= 500 && s !== 503));
  const figures: HeavyFigures = {
    seconds,
    alone: aloneStats,
    withHeavy: withStats,
    heavy,
    uploads,
    favouritePages,
    rssMb: { alone: aloneMemory, withHeavy: withMemory },
    loadAverage: [loadBefore, os.loadavg()[0]!],
  };
  const checks: Check[] = [
    ...bystanderChecks('Heavy account', aloneStats, withStats, 'it', 'with the heavy account'),
    {
      name: 'Heavy account: its own answers are the limits’ (201, 422, 429, 503 with Retry-After), never an error',
      ok: heavyFailures === 0 && heavy.unexpectedCount === 0,
      detail: `uploads by status ${[...uploads.entries()].map(([s, n]) => `${s}: ${n}`).join(', ')}; ${favouritePages} favourites pages of 100 read; ${heavyFailures} errors`,
    },
  ];
  return { checks, figures };
}

/**
 * The two checks on the people browsing through a phase: no 5xx (nor a missing answer) and every
 * answer as expected, and a p95 within 2× of the same browsing without the phase's load.
 */
export function bystanderChecks(
  phase: string,
  alone: Stats,
  during: Stats,
  /** The load, as the check's name says it ("it", "them"). */
  pronoun: string,
  /** How the detail names the run with the load ("with the heavy account"). */
  withLoad: string,
): Check[] {
  const failures =
    alone.count((s) => s >= 500 || s === 0) + during.count((s) => s >= 500 || s === 0);
  const unexpected = alone.unexpectedCount + during.unexpectedCount;
  const p95Alone = alone.percentile(95);
  const p95With = during.percentile(95);
  return [
    {
      name: `${phase}: bystanders get no 5xx, and every answer as expected`,
      ok: failures === 0 && unexpected === 0,
      detail: `${failures} answers 5xx or none in ${alone.requests + during.requests} bystander requests; ${unexpected} unexpected${during.unexpected.length ? `: ${during.unexpected.slice(0, 3).join('; ')}` : ''}`,
    },
    {
      name: `${phase}: bystanders’ p95 within 2× of the run without ${pronoun}`,
      ok: p95With <= 2 * Math.max(p95Alone, 1),
      detail: `p95 ${Math.round(p95Alone)} ms alone → ${Math.round(p95With)} ms ${withLoad} (${(p95With / Math.max(p95Alone, 1)).toFixed(2)}×)`,
    },
  ];
}

export function renderHeavyAccount(f: HeavyFigures): string {
  const ms = (value: number) => String(Math.round(value));
  const mb = (value: number) => String(Math.round(value));
  const row = (name: string, stats: Stats) =>
    `| ${name} | ${stats.requests} | ${ms(stats.percentile(50))} | ${ms(stats.percentile(95))} | ${ms(stats.percentile(99))} | ${stats.count((s) => s >= 500)} |`;
  const heavyAction = (action: string) => {
    const latencies = f.heavy.actions.get(action) ?? [];
    return `${latencies.length} answers, p50 ${ms(percentile(latencies, 50))} ms, p95 ${ms(percentile(latencies, 95))} ms`;
  };
  return [
    `### One heavy account (${f.seconds} s without it, then ${f.seconds} s with it; 1-min load average ${f.loadAverage[0].toFixed(1)} → ${f.loadAverage[1].toFixed(1)})`,
    '',
    'The same people browse twice on both processes; the second time one account on server A uploads heavy photos one after another (a 12 MP camera JPEG, a noisy 7070 × 7070 PNG of ~3 MB, the 212 KB flat 7070 × 7070 PNG) and reads its 500 favourites 100 at a time, both without pause.',
    '',
    '| Bystanders | Requests | p50 ms | p95 ms | p99 ms | 5xx |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    row('without the heavy account', f.alone),
    row('with the heavy account', f.withHeavy),
    '',
    `Heavy account: photo uploads ${heavyAction('heavy photo upload')} (by status: ${[...f.uploads.entries()].map(([s, n]) => `${s} × ${n}`).join(', ')}); favourites pages of 100: ${heavyAction('heavy favourites page')}.`,
    '',
    `Server A resident memory (sampled every 100 ms): ${mb(f.rssMb.alone.median)} MB median / ${mb(f.rssMb.alone.peak)} MB peak without the heavy account; ${mb(f.rssMb.withHeavy.median)} MB median / ${mb(f.rssMb.withHeavy.peak)} MB peak with it (one heavy upload in flight at a time: ${mb(f.rssMb.withHeavy.peak - f.rssMb.alone.peak)} MB above the peak without it).`,
  ].join('\n');
}
