import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// bench/report.md is written by several scripts (bench, lighthouse, soak): each owns one section
// between markers and replaces only that, so running one script keeps the others' figures.

const REPORT = path.resolve(import.meta.dirname, '../../bench/report.md');
const TITLE =
  '# Measurements\n\nWritten by `npm run bench`, `npm run lighthouse` and `npm run soak`; each run replaces its own section.\n';

/** One line naming the machine, for every section (figures depend on it). */
export function machineLine(): string {
  const cpus = os.cpus();
  return `${cpus.length} × ${cpus[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
}

export function writeReportSection(name: string, markdown: string, file = REPORT): void {
  const start = `<!-- section:${name} -->`;
  const end = `<!-- /section:${name} -->`;
  const block = `${start}\n${markdown.trim()}\n${end}`;
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const body = current.startsWith('# Measurements') ? current : TITLE;
  const from = body.indexOf(start);
  const to = body.indexOf(end);
  const next =
    from >= 0 && to > from
      ? body.slice(0, from) + block + body.slice(to + end.length)
      : `${body.trimEnd()}\n\n${block}\n`;
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, next);
}
