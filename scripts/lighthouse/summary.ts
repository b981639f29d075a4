import type { AuditFigures } from './audit';
import type { VisitBytes } from './bytes';

// Turns the measurements into the `web` section of bench/report.md. Pure, so it is tested.

export const GOALS = {
  performance: 95,
  accessibility: 100,
  bestPractices: 95,
  lcpMs: 2000,
  cls: 0.05,
  home3gMs: 5000,
  visitBytes: 400 * 1024,
} as const;

export interface PageResult {
  name: string;
  path: string;
  median: AuditFigures;
  runs: AuditFigures[];
}

/**
 * The run in the middle by performance score (ties broken by LCP), as Lighthouse advises reading
 * several runs: one run on a busy machine can be far off either way.
 */
export function medianRun<T extends Pick<AuditFigures, 'scores' | 'lcp'>>(runs: T[]): T {
  if (runs.length === 0) throw new Error('no runs');
  const sorted = [...runs].sort(
    (a, b) => (a.scores.performance ?? 0) - (b.scores.performance ?? 0) || b.lcp - a.lcp,
  );
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** "met" or "missed by …" for one figure (higher is better unless `lowerIsBetter`). */
export function verdict(
  value: number,
  goal: number,
  unit: (n: number) => string,
  lowerIsBetter: boolean,
) {
  const met = lowerIsBetter ? value <= goal : value >= goal;
  if (met) return 'met';
  return `missed by ${unit(Math.abs(value - goal))}`;
}

export interface WebSectionInput {
  date: Date;
  machine: string;
  runs: number;
  pages: PageResult[];
  home3g: AuditFigures;
  bytes: VisitBytes[];
  minutes: number;
  database: string;
  /** Free text: load on the machine, caveats. */
  loadNote?: string;
}

export function goalRows(input: WebSectionInput): string[] {
  const rows: string[] = [];
  const pts = (n: number) => `${n} pts`;
  for (const page of input.pages) {
    const m = page.median;
    const checks = [
      ['performance ≥ 95', verdict(m.scores.performance ?? 0, GOALS.performance, pts, false)],
      ['accessibility 100', verdict(m.scores.accessibility ?? 0, GOALS.accessibility, pts, false)],
      [
        'best practices ≥ 95',
        verdict(m.scores['best-practices'] ?? 0, GOALS.bestPractices, pts, false),
      ],
      ['LCP ≤ 2.0 s', verdict(m.lcp, GOALS.lcpMs, seconds, true)],
      ['CLS ≤ 0.05', verdict(m.cls, GOALS.cls, (n) => n.toFixed(3), true)],
    ];
    const missed = checks.filter(([, v]) => v !== 'met');
    rows.push(
      `| ${page.name} | ${missed.length === 0 ? 'all met' : missed.map(([goal, v]) => `${goal}: ${v}`).join('; ')} |`,
    );
  }
  const usable = Math.max(input.home3g.lcp, input.home3g.tti);
  rows.push(
    `| Home on regular 3G usable ≤ 5 s | ${verdict(usable, GOALS.home3gMs, seconds, true)} (${seconds(usable)}) |`,
  );
  const strict = input.bytes[0];
  if (strict) {
    rows.push(
      `| Cold visit home + product ≤ 400 KB (${strict.label}) | ${verdict(strict.total, GOALS.visitBytes, kb, true)} (${kb(strict.total)}) |`,
    );
  }
  return rows;
}

export function webSection(input: WebSectionInput): string {
  const lines: string[] = [];
  lines.push('## Web (`npm run lighthouse`)', '');
  lines.push(`- Date: ${input.date.toISOString()}`);
  lines.push(`- Machine: ${input.machine}`);
  lines.push(
    `- Lighthouse 12.8.2, Chromium headless, mobile preset (Moto G Power screen, simulated slow 4G: 150 ms RTT, 1.6 Mbps, CPU 4× slower); median of ${input.runs} run(s) per page by performance score`,
  );
  lines.push(
    `- App: the production build (dist/) on ${input.database}; signed-in pages as the demo's first seller coming back (session in localStorage, welcome tour answered)`,
  );
  if (input.loadNote) lines.push(`- Load: ${input.loadNote}`);
  lines.push(`- Run took ${input.minutes.toFixed(1)} min; full reports in dist/lighthouse/*.html`);
  lines.push('');
  lines.push('### Lighthouse, mobile preset', '');
  lines.push(
    '| Page | Path | Perf | A11y | Best pr. | FCP | LCP | TBT | CLS | SI | Bytes | Perf of each run |',
  );
  lines.push('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
  for (const page of input.pages) {
    const m = page.median;
    lines.push(
      `| ${page.name} | \`${page.path}\` | ${m.scores.performance} | ${m.scores.accessibility} | ${m.scores['best-practices']} | ${seconds(m.fcp)} | ${seconds(m.lcp)} | ${Math.round(m.tbt)} ms | ${m.cls.toFixed(3)} | ${seconds(m.speedIndex)} | ${kb(m.totalBytes)} | ${page.runs.map((r) => r.scores.performance).join(', ')} |`,
    );
  }
  lines.push('');
  const h = input.home3g;
  lines.push('### Home on regular 3G', '');
  lines.push(
    'Lighthouse `throttlingMethod: simulate` with its `mobileRegular3G` figures (300 ms RTT, 700 kbps down and up, CPU 4× slower), signed in, on `/inicio`. "Usable" = the later of LCP (the main content painted) and Time to Interactive (the main thread quiet, so a tap answers at once).',
    '',
  );
  lines.push('| FCP | LCP | TTI | TBT | Usable | Goal ≤ 5 s |');
  lines.push('| ---: | ---: | ---: | ---: | ---: | --- |');
  const usable = Math.max(h.lcp, h.tti);
  lines.push(
    `| ${seconds(h.fcp)} | ${seconds(h.lcp)} | ${seconds(h.tti)} | ${Math.round(h.tbt)} ms | ${seconds(usable)} | ${verdict(usable, GOALS.home3gMs, seconds, true)} |`,
  );
  lines.push('');
  lines.push(
    '### Bytes of a cold visit: `/inicio` signed in, then a tap on the first product card',
    '',
  );
  lines.push(
    '| Visit | Total | Requests | Document | JS | CSS | Fonts | Images | API | Other | Service worker |',
  );
  lines.push('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const v of input.bytes) {
    const k = v.byKind;
    lines.push(
      `| ${v.label} | **${kb(v.total)}** | ${v.requests} | ${kb(k.document)} | ${kb(k.js)} | ${kb(k.css)} | ${kb(k.font)} | ${kb(k.image)} | ${kb(k.api)} | ${kb(k.other)} | ${kb(k.sw)} |`,
    );
  }
  lines.push('');
  lines.push('### Goals (issue 7)', '');
  lines.push('| Goal | Result |', '| --- | --- |', ...goalRows(input));
  const findings = input.pages.flatMap((p) =>
    p.median.findings.map((f) => ({ page: p.name, ...f })),
  );
  if (findings.length > 0) {
    lines.push('', '### What Lighthouse still points at', '');
    for (const f of findings)
      lines.push(`- ${f.page} · ${f.category}: ${f.title} (\`${f.id}\`, ${f.detail})`);
  }
  return lines.join('\n');
}
