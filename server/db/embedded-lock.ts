import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

// The embedded database (PGlite) can be opened by one process only; a second one would corrupt
// it. A pid file next to the data says who holds it. A stale file (its process is gone) is
// taken over.

export class EmbeddedDatabaseBusyError extends Error {
  override name = 'EmbeddedDatabaseBusyError';
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the lock or throws EmbeddedDatabaseBusyError. Returns the release function. */
export function lockEmbeddedDatabase(dataDir: string): () => void {
  const lockFile = path.join(dataDir, 'db.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockFile, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(readFileSync(lockFile, 'utf8').trim());
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isAlive(holder)) {
        throw new EmbeddedDatabaseBusyError(
          `La base de datos embebida en ${dataDir} ya la usa otro proceso (pid ${holder}). ` +
            'Detén ese servidor primero, o usa otro DATA_DIR. / ' +
            `The embedded database is in use by process ${holder}: stop it first.`,
        );
      }
      rmSync(lockFile, { force: true });
    }
  }
  throw new EmbeddedDatabaseBusyError(`No se pudo tomar el bloqueo ${lockFile}.`);
}
