import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';
import { openDatabase, type DatabaseHandle } from './client';
import { lockEmbeddedDatabase } from './embedded-lock';
import { prepareDatabase } from './migrate';

/**
 * Opens the database the configuration names (PostgreSQL when DATABASE_URL is set, otherwise
 * the embedded one under DATA_DIR/db), migrated and with its reference data loaded.
 */
export async function openConfiguredDatabase(config: Config): Promise<DatabaseHandle> {
  if (config.databaseUrl) {
    const handle = await openDatabase({ engine: 'postgres', url: config.databaseUrl });
    await prepareDatabase(handle);
    return handle;
  }
  const dataDir = path.join(config.dataDir, 'db');
  mkdirSync(dataDir, { recursive: true });
  const release = lockEmbeddedDatabase(config.dataDir);
  try {
    const handle = await openDatabase({ engine: 'pglite', dataDir });
    await prepareDatabase(handle);
    return {
      ...handle,
      close: async () => {
        await handle.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
