// Opening the configured database for an operator's command (`npm run admin`, `npm run
// precios:sipsa`). The embedded database belongs to one process at a time: while the server
// holds it, opening it fails with EmbeddedDatabaseBusyError before anything is read or written,
// and the command asks to stop the server and run it again.
import { ConfigError, loadConfig } from '../config';
import type { DatabaseHandle } from './client';
import { EmbeddedDatabaseBusyError } from './embedded-lock';
import { openConfiguredDatabase } from './open-configured';

export function busyMessage(dataDir: string): string {
  return [
    `La base de datos embebida (${dataDir}) está en uso: el servidor está encendido.`,
    'Para no dañar los datos, este comando no la abre mientras el servidor corre.',
    'Detén el servidor (la ventana donde corre npm start: Ctrl+C) y vuelve a ejecutar este comando.',
    'No se cambió nada.',
  ].join('\n');
}

/** The database of `env`, or null after telling `err` why it could not be opened. */
export async function openCommandDatabase(
  env: Record<string, string | undefined>,
  err: (line: string) => void,
): Promise<DatabaseHandle | null> {
  let config;
  try {
    config = loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      err(error.message);
      return null;
    }
    throw error;
  }
  try {
    return await openConfiguredDatabase(config);
  } catch (error) {
    if (error instanceof EmbeddedDatabaseBusyError) {
      err(busyMessage(config.dataDir));
      return null;
    }
    err(`No se pudo abrir la base de datos: ${error instanceof Error ? error.message : error}`);
    return null;
  }
}
