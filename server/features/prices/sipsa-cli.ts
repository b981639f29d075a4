// `npm run precios:sipsa -- <archivo.csv>`: loads a DANE SIPSA price file (the weekly or daily
// annex exported to CSV; server/features/prices/sipsa-file.ts) into the configured database,
// like the admin screen does. Loading the same file twice changes nothing.
import { readFileSync, statSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { PRICE_MESSAGES } from '../../../domain/prices/price-messages';
import { openCommandDatabase } from '../../db/command-database';
import { loadReferenceData } from '../../db/reference-data';
import { PricesService } from './prices.service';
import { SIPSA_FILE_MAX_BYTES, SipsaFileError } from './sipsa-file';

export const SIPSA_CLI_USAGE = [
  'Uso:',
  '  npm run precios:sipsa -- ruta/al/anexo.csv',
  'El archivo es el anexo semanal o diario de precios mayoristas de SIPSA-DANE, guardado como CSV.',
].join('\n');

/** Runs the command; answers the exit code. */
export async function runSipsaCli(
  args: string[],
  env: Record<string, string | undefined> = process.env,
  out: (line: string) => void = console.log,
  err: (line: string) => void = console.error,
): Promise<number> {
  const [file] = args;
  if (!file || args.length !== 1) {
    err(SIPSA_CLI_USAGE);
    return 2;
  }
  let content: string;
  try {
    if (statSync(file).size > SIPSA_FILE_MAX_BYTES) {
      err(PRICE_MESSAGES.sipsaTooLarge);
      return 1;
    }
    content = readFileSync(file, 'utf8');
  } catch {
    err(`No se pudo leer el archivo ${file}.`);
    return 1;
  }
  const database = await openCommandDatabase(env, err);
  if (!database) return 1;
  try {
    const prices = new PricesService(database.db, await loadReferenceData(database.db), Date.now);
    const result = await prices.importSipsa(content, null);
    out(result.message);
    for (const row of result.unmapped) {
      out(`  Línea ${row.line}: «${row.product}» no está en el catálogo.`);
    }
    for (const row of result.skipped) out(`  Línea ${row.line}: ${row.reason}.`);
    return 0;
  } catch (error) {
    if (error instanceof SipsaFileError) {
      err(`${error.message} No se cargó nada.`);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runSipsaCli(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error('No se pudieron cargar los precios:', error);
      process.exit(1);
    },
  );
}
