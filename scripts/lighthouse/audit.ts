import { writeFileSync } from 'node:fs';
import lighthouse, { type Config, type Flags, type Result } from 'lighthouse';

// One Lighthouse navigation run, reduced to the figures the report needs. The full report is
// kept as HTML for whoever wants to read the details.

export const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
export type CategoryId = (typeof CATEGORIES)[number];

/**
 * Lighthouse's own "regular 3G" (its `mobileRegular3G` constants): 300 ms round trip, 700 kbps,
 * a phone CPU 4× slower than the machine. Simulated (Lantern) from the observed load, like the
 * default mobile preset is, so the figure does not depend on what else runs on the machine.
 */
export const REGULAR_3G = {
  rttMs: 300,
  throughputKbps: 700,
  requestLatencyMs: 300 * 3.75,
  downloadThroughputKbps: 700 * 0.9,
  uploadThroughputKbps: 700 * 0.9,
  cpuSlowdownMultiplier: 4,
} as const;

export interface AuditFigures {
  url: string;
  /** 0–100 per category (missing when the category was not run). */
  scores: Partial<Record<CategoryId, number>>;
  /** Milliseconds. */
  fcp: number;
  lcp: number;
  tbt: number;
  speedIndex: number;
  /** Time to Interactive: the main thread quiet long enough for taps to answer at once. */
  tti: number;
  cls: number;
  /** What the page downloaded, as Lighthouse counts it (bytes). */
  totalBytes: number;
  /** JavaScript files the page downloaded, and their bytes on the wire. */
  scripts: { files: number; bytes: number };
  /** Main-thread work during the load, as simulated (ms). */
  mainThreadMs: number;
  /**
   * Lighthouse's measure of this machine's CPU at the time of the run (higher is faster). The
   * preset slows the observed CPU work down 4×, so on a busy machine every CPU figure grows.
   */
  benchmarkIndex: number;
  /** The LCP element, as Lighthouse names it (selector or snippet). */
  lcpElement: string | null;
  /** Failing audits of the non-performance categories and the performance opportunities. */
  findings: Finding[];
  warnings: string[];
  html: string;
  json: string;
}

export interface Finding {
  category: CategoryId;
  id: string;
  title: string;
  /** Estimated saving (ms) for performance opportunities; score for the others. */
  detail: string;
}

const numeric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;

/** The LCP element in a few words: its tag and what it shows ('h1 "El campo en tus manos"'). */
function lcpElement(lhr: Result): string | null {
  const details = lhr.audits['largest-contentful-paint-element']?.details as
    | {
        items?: Array<{ items?: Array<{ node?: { snippet?: string; nodeLabel?: string } }> }>;
      }
    | undefined;
  const node = details?.items?.[0]?.items?.[0]?.node;
  if (!node) return null;
  const tag = /^<([a-z0-9]+)/i.exec(node.snippet ?? '')?.[1] ?? 'element';
  return node.nodeLabel ? `${tag} "${node.nodeLabel.slice(0, 60)}"` : tag;
}

function scriptWeight(lhr: Result): AuditFigures['scripts'] {
  const details = lhr.audits['network-requests']?.details as
    { items?: Array<{ resourceType?: string; transferSize?: number }> } | undefined;
  const scripts = (details?.items ?? []).filter((item) => item.resourceType === 'Script');
  return {
    files: scripts.length,
    bytes: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
  };
}

function lcpSelector(lhr: Result): string | null {
  const details = lhr.audits['largest-contentful-paint-element']?.details as
    { items?: Array<{ items?: Array<{ node?: { selector?: string } }> }> } | undefined;
  return details?.items?.[0]?.items?.[0]?.node?.selector ?? null;
}

function findings(lhr: Result): Finding[] {
  const found: Finding[] = [];
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.scoreDisplayMode === 'informative') continue;
      if (category === 'performance') {
        const savings = audit.metricSavings ?? {};
        const ms = Math.max(0, ...Object.values(savings).filter((v) => typeof v === 'number'));
        if (ref.group !== 'metrics' && audit.score < 0.9 && ms > 0) {
          found.push({ category, id: ref.id, title: audit.title, detail: `≈${Math.round(ms)} ms` });
        }
      } else if (audit.score < 1 && ref.weight > 0) {
        found.push({ category, id: ref.id, title: audit.title, detail: `score ${audit.score}` });
      } else if (audit.score < 1 && category === 'best-practices') {
        found.push({ category, id: ref.id, title: audit.title, detail: `score ${audit.score}` });
      }
    }
  }
  return found;
}

/**
 * What Lighthouse computed its simulated metrics from (the trace and the network log of the
 * load, with the settings): scripts/lighthouse/critical-path.ts reads it back.
 */
export interface LoadArtifacts {
  trace: unknown;
  devtoolsLog: unknown;
  gatherContext: unknown;
  URL: unknown;
  settings: Result['configSettings'];
}

export async function audit(
  url: string,
  port: number,
  options: {
    throttling?: typeof REGULAR_3G;
    categories?: readonly CategoryId[];
    /** Where to write the run's LoadArtifacts (JSON), if anywhere. */
    keepArtifacts?: string;
  } = {},
): Promise<AuditFigures> {
  const flags: Flags = {
    port,
    output: ['html', 'json'],
    logLevel: 'error',
    onlyCategories: [...(options.categories ?? CATEGORIES)],
    // Neither is scored, and together they cost seconds a run: the back/forward-cache check
    // navigates away and back, the full-page screenshot renders the whole page again.
    skipAudits: ['bf-cache'],
    disableFullPageScreenshot: true,
  };
  // No config: Lighthouse's default, the mobile preset (Moto G Power screen, slow 4G and a 4×
  // slower CPU, simulated). The 3G run changes only the throttling figures.
  const config: Config | undefined = options.throttling
    ? {
        extends: 'lighthouse:default',
        settings: { throttlingMethod: 'simulate', throttling: { ...options.throttling } },
      }
    : undefined;
  // A trace that Chromium failed to record (NO_NAVSTART, NO_FCP…) happens now and then on a busy
  // machine: the run is repeated, up to twice.
  let result: NonNullable<Awaited<ReturnType<typeof lighthouse>>> | undefined;
  for (let attempt = 1; !result; attempt++) {
    const run = await lighthouse(url, flags, config);
    const error = run ? run.lhr.runtimeError : { code: 'NO_RESULT', message: 'sin resultado' };
    if (!error) result = run;
    else if (attempt === 3)
      throw new Error(`Lighthouse falló en ${url}: ${error.code} ${error.message}`);
    else console.warn(`Lighthouse: ${error.code} en ${url}; se repite la medición`);
  }
  const { lhr } = result;
  if (options.keepArtifacts) {
    const { Trace, DevtoolsLog, GatherContext, URL } = result.artifacts;
    const kept: LoadArtifacts = {
      trace: Trace,
      devtoolsLog: DevtoolsLog,
      gatherContext: GatherContext,
      URL,
      settings: lhr.configSettings,
    };
    writeFileSync(options.keepArtifacts, JSON.stringify(kept));
  }
  // index.html's loading screen as the largest paint means the app never rendered (a missing
  // chunk, a crash): that is a broken page, not a fast one.
  const largest = lcpSelector(lhr);
  if (largest?.includes('app-splash')) {
    throw new Error(`${url} no pasó de la pantalla de carga (¿servidor con otra compilación?)`);
  }
  const scores: AuditFigures['scores'] = {};
  for (const category of CATEGORIES) {
    const score = lhr.categories[category]?.score;
    if (typeof score === 'number') scores[category] = Math.round(score * 100);
  }
  return {
    url,
    scores,
    fcp: numeric(lhr, 'first-contentful-paint'),
    lcp: numeric(lhr, 'largest-contentful-paint'),
    tbt: numeric(lhr, 'total-blocking-time'),
    speedIndex: numeric(lhr, 'speed-index'),
    tti: numeric(lhr, 'interactive'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    totalBytes: numeric(lhr, 'total-byte-weight'),
    scripts: scriptWeight(lhr),
    mainThreadMs: numeric(lhr, 'mainthread-work-breakdown'),
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    lcpElement: lcpElement(lhr),
    findings: findings(lhr),
    warnings: lhr.runWarnings.map(String),
    html: result.report[0] ?? '',
    json: result.report[1] ?? '',
  };
}
