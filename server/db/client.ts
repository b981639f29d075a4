import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';

/** One query API for both engines: feature code never knows which one it runs on. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  engine: 'pglite' | 'postgres';
  close(): Promise<void>;
  /**
   * PostgreSQL only: a new connection of its own, outside the pool, not yet connected (LISTEN
   * needs one that stays open; server/platform/auth/session-channel.ts).
   */
  dedicatedClient?: () => pg.Client;
}

export type DatabaseTarget =
  | { engine: 'postgres'; url: string; poolSize?: number }
  /** dataDir undefined = in memory; loadDataDir = start from a dump (tests). */
  | { engine: 'pglite'; dataDir?: string; loadDataDir?: Blob };

export const pgliteExtensions = { unaccent, pg_trgm };

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.engine === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize ?? 20 });
    // An idle connection dropped by the server (restart, failover, DROP DATABASE … FORCE) is
    // reported here; the pool simply opens a new one. Unhandled, it would crash the process.
    pool.on('error', (error) => console.warn('PostgreSQL connection lost:', error.message));
    // Fail at start-up with a clear error rather than on the first request.
    const probe = await pool.connect();
    probe.release();
    return {
      db: drizzlePostgres({ client: pool, schema }) as unknown as Database,
      engine: 'postgres',
      close: () => pool.end(),
      dedicatedClient: () => new pg.Client({ connectionString: target.url }),
    };
  }
  if (target.dataDir) mkdirSync(target.dataDir, { recursive: true });
  const client = await PGlite.create({
    dataDir: target.dataDir,
    loadDataDir: target.loadDataDir,
    extensions: pgliteExtensions,
  });
  return {
    db: drizzlePglite({ client, schema }) as unknown as Database,
    engine: 'pglite',
    close: () => client.close(),
  };
}
