import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client';

export type TestDatabaseTemplate =
  | { engine: 'pglite'; dumpFile: string }
  | { engine: 'postgres'; serverUrl: string; templateName: string };

export function databaseUrlFor(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/**
 * A fresh, migrated database with the reference data, private to the calling test file:
 * embedded PGlite by default, or PostgreSQL when TEST_DATABASE_URL is set.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const template = inject('dbTemplate');
  if (template.engine === 'pglite') {
    const dump = new Blob([readFileSync(template.dumpFile)]);
    return openDatabase({ engine: 'pglite', loadDataDir: dump });
  }
  const name = `ectm_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: template.serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template.templateName}`);
  } finally {
    await admin.end();
  }
  const handle = await openDatabase({
    engine: 'postgres',
    url: databaseUrlFor(template.serverUrl, name),
    poolSize: 5,
  });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: template.serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
