// Regenerates server/db/reference/sipsa.generated.ts from DANE's SIPSA product list.
//
//   npx tsx scripts/reference-data/generate-catalogue.ts [path/to/sipsa_products.csv] [--check]
//
// The CSV path defaults to ../shared/data/sipsa_products.csv (relative to the repository root);
// a path given on the command line is relative to the working directory. The ids already in the
// committed file are kept (see buildSipsaGroups), so running it twice gives the same file.
// --check writes nothing and exits with 1 when the committed file is out of date.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { SipsaGroupSeed } from '../../server/db/reference/types';
import { buildSipsaGroups, parseSipsaCsv, renderSipsaModule } from './sipsa';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
export const DEFAULT_CSV = path.resolve(REPO_ROOT, '../shared/data/sipsa_products.csv');
export const GENERATED_FILE = path.resolve(REPO_ROOT, 'server/db/reference/sipsa.generated.ts');

/** Generator in memory: CSV text plus the committed groups give the new file's text. */
export function generateSipsaModule(
  csvText: string,
  previous: readonly SipsaGroupSeed[] = [],
): string {
  return renderSipsaModule(buildSipsaGroups(parseSipsaCsv(csvText), previous));
}

async function loadPrevious(): Promise<readonly SipsaGroupSeed[]> {
  if (!existsSync(GENERATED_FILE)) return [];
  const module = (await import(pathToFileURL(GENERATED_FILE).href)) as {
    sipsaGroups: readonly SipsaGroupSeed[];
  };
  return module.sipsaGroups;
}

async function main(argv: readonly string[]): Promise<number> {
  const check = argv.includes('--check');
  const csvArg = argv.find((arg) => !arg.startsWith('--'));
  const csvPath = csvArg ? path.resolve(csvArg) : DEFAULT_CSV;
  if (!existsSync(csvPath)) {
    console.error(`SIPSA product list not found: ${csvPath}`);
    return 1;
  }
  const next = generateSipsaModule(readFileSync(csvPath, 'utf8'), await loadPrevious());
  const current = existsSync(GENERATED_FILE) ? readFileSync(GENERATED_FILE, 'utf8') : '';
  const relative = path.relative(REPO_ROOT, GENERATED_FILE);
  if (next === current) {
    console.log(`${relative} is up to date.`);
    return 0;
  }
  if (check) {
    console.error(`${relative} is out of date: run this script without --check.`);
    return 1;
  }
  writeFileSync(GENERATED_FILE, next);
  console.log(`Wrote ${relative} from ${csvPath}.`);
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  process.exitCode = await main(process.argv.slice(2));
}
