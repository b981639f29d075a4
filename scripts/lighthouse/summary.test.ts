import { describe, expect, it } from 'vitest';
import type { AuditFigures } from './audit';
import type { VisitBytes } from './bytes';
import {
  goalRows,
  medianRun,
  usableMs,
  verdict,
  webSection,
  type WebSectionInput,
} from './summary';

function figures(overrides: Partial<AuditFigures> = {}): AuditFigures {
  return {
    url: 'http://127.0.0.1/inicio',
    scores: { performance: 97, accessibility: 100, 'best-practices': 100 },
    fcp: 900,
    lcp: 1500,
    tbt: 80,
    speedIndex: 1200,
    tti: 2500,
    cls: 0.01,
    totalBytes: 250_000,
    scripts: { files: 8, bytes: 180_000 },
    mainThreadMs: 1800,
    benchmarkIndex: 2000,
    lcpElement: 'h1 "El campo en tus manos"',
    findings: [],
    warnings: [],
    html: '',
    json: '',
    ...overrides,
  };
}

const visit = (total: number): VisitBytes => ({
  label: 'Cold, SW blocked',
  total,
  atServer: total - 40,
  requests: 40,
  byKind: {
    document: 2000,
    js: 190_000,
    css: 11_000,
    font: 0,
    image: 60_000,
    api: 18_000,
    other: 1000,
    sw: 0,
  },
  largest: [{ url: '/assets/app-x.js', bytes: 75_000 }],
});

const threeG = (name: string, median: AuditFigures) => ({
  name,
  path: '/inicio',
  median,
  runs: [median],
});

function input(overrides: Partial<WebSectionInput> = {}): WebSectionInput {
  const home = figures();
  return {
    date: new Date('2026-11-21T12:00:00Z'),
    machine: '2 × CPU, 24 GiB, Node v20',
    load: { start: [1, 1, 1], end: [2, 2, 2] },
    runs: 3,
    pages: [{ name: 'Home (signed in)', path: '/inicio', median: home, runs: [home] }],
    threeG: [threeG('Home (fresh account)', figures({ lcp: 2200, tti: 3400 }))],
    homeHtml: [{ person: 'seller 3100000003', bytes: 58 * 1024 }],
    bytes: [visit(300 * 1024)],
    minutes: 3.5,
    database: 'embedded PGlite with the demo marketplace',
    ...overrides,
  };
}

describe('reading several Lighthouse runs', () => {
  it('takes the run in the middle by performance score', () => {
    const runs = [70, 95, 82].map((performance) => figures({ scores: { performance } }));
    expect(medianRun(runs).scores.performance).toBe(82);
  });

  it('with an even count, takes the lower middle (the cautious figure)', () => {
    const runs = [90, 60, 80, 99].map((performance) => figures({ scores: { performance } }));
    expect(medianRun(runs).scores.performance).toBe(80);
  });
});

describe('goals', () => {
  it('says by how much a goal is missed, in the goal’s unit', () => {
    expect(verdict(2530, 2000, (ms) => `${(ms / 1000).toFixed(2)} s`, true)).toBe(
      'missed by 0.53 s',
    );
    expect(verdict(88, 95, (n) => `${n} pts`, false)).toBe('missed by 7 pts');
    expect(verdict(0.01, 0.05, String, true)).toBe('met');
  });

  it('counts the home as usable on 3G once it is both painted and quiet', () => {
    expect(usableMs({ lcp: 4200, tti: 4800 })).toBe(4800);
  });

  it('names what a page that misses waited for', () => {
    const slow = figures({
      lcp: 2100,
      scores: { performance: 88, accessibility: 100, 'best-practices': 100 },
      benchmarkIndex: 700,
    });
    const [row] = goalRows(
      input({
        pages: [{ name: 'Product detail', path: '/producto/1', median: slow, runs: [slow] }],
      }),
    );
    expect(row).toContain('performance ≥ 95: missed by 7 pts; LCP ≤ 1.5 s: missed by 0.60 s');
    expect(row).toContain('175.8 KB of JavaScript in 8 files');
    expect(row).toContain('CPU benchmark 700: busy machine');
  });

  it('says a 3G home painted early but busy until its code ran was usable only then', () => {
    const rows = goalRows(
      input({ threeG: [threeG('Home (fresh account)', figures({ lcp: 2200, tti: 5600 }))] }),
    );
    expect(rows[1]).toContain('missed by 2.10 s (5.60 s)');
    expect(rows[1]).toContain(
      'painted at 2.20 s, quiet only at 5.60 s, once 175.8 KB of JavaScript in 8 files had arrived and run',
    );
  });

  it('judges each page on 3G and the home HTML of each person', () => {
    const rows = goalRows(
      input({
        threeG: [
          threeG('Home (fresh account)', figures({ lcp: 2200, tti: 3400 })),
          threeG('Product (seller 3100000003)', figures({ lcp: 2400, tti: 3900 })),
        ],
        homeHtml: [
          { person: 'fresh account', bytes: 20 * 1024 },
          { person: 'seller 3100000003', bytes: 204 * 1024 },
        ],
        bytes: [],
      }),
    );
    expect(rows.slice(1)).toEqual([
      '| Home (fresh account) usable ≤ 3.5 s on regular 3G | met (3.40 s) |  |',
      expect.stringContaining(
        '| Product (seller 3100000003) usable ≤ 3.5 s on regular 3G | missed by 0.40 s (3.90 s) |',
      ),
      '| Home HTML ≤ 60.0 KB before compression (fresh account) | met (20.0 KB) |  |',
      '| Home HTML ≤ 60.0 KB before compression (seller 3100000003) | missed by 144.0 KB (204.0 KB) |  |',
    ]);
  });

  it('reports met goals plainly, the 3G figure and each cold visit', () => {
    const rows = goalRows(
      input({
        bytes: [
          visit(300 * 1024),
          { ...visit(340 * 1024), atServer: 370 * 1024, label: 'Cold incl. SW precache' },
        ],
      }),
    );
    expect(rows).toEqual([
      '| Home (signed in) | all met |  |',
      '| Home (fresh account) usable ≤ 3.5 s on regular 3G | met (3.40 s) |  |',
      '| Home HTML ≤ 60.0 KB before compression (seller 3100000003) | met (58.0 KB) |  |',
      '| Cold visit home + product ≤ 350.0 KB (Cold, SW blocked) | met (300.0 KB) |  |',
      '| Cold visit home + product ≤ 350.0 KB (Cold incl. SW precache) | missed by 20.0 KB (370.0 KB) |  |',
    ]);
  });
});

describe('the web section of bench/report.md', () => {
  it('carries the machine, the load, the settings and every table', () => {
    const text = webSection(input());
    expect(text).toContain('- Machine: 2 × CPU, 24 GiB, Node v20');
    expect(text).toContain(
      'load average (1 / 5 / 15 min) 1.0 / 1.0 / 1.0 at the start, 2.0 / 2.0 / 2.0 at the end',
    );
    expect(text).toContain('median of 3 run(s) per page');
    expect(text).toContain(
      '| Home (signed in) | `/inicio` | 97 | 100 | 100 | 0.90 s | 1.50 s | 80 ms | 0.010 |',
    );
    expect(text).toContain(
      '| Home (fresh account) | 0.90 s | 2.20 s | 3.40 s | 80 ms | 3.40 s | met |',
    );
    expect(text).toContain('| Page | FCP | LCP | TTI | TBT | Usable | Goal ≤ 3.5 s |');
    expect(text).toContain('| seller 3100000003 | 58.0 KB | met |');
    expect(text).toContain('| Cold, SW blocked | **300.0 KB** | **300.0 KB** | 40 |');
    expect(text).toContain('### Goals (decisions 013 and 027)');
  });
});
