import path from 'node:path';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { Pool } from 'pg';
import { projectRoot } from '../lib/project-root';
import type { DatabaseHandle } from './client';
import { seedReferenceData } from './seed/reference-data';

const migrationsFolder = path.join(projectRoot(), 'server/db/migrations');

// Any constant works; it only has to be the same in every process of this app.
const SCHEMA_LOCK = 4_242_001;

/**
 * Brings the schema up to date and loads the reference data. Safe when several server
 * processes start at once on one PostgreSQL: they take turns on an advisory lock.
 */
export async function prepareDatabase(handle: DatabaseHandle): Promise<void> {
  if (handle.engine === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder });
    await seedReferenceData(handle.db);
    return;
  }
  const db = handle.db as unknown as NodePgDatabase & { $client: Pool };
  // A session-level lock, held on one pooled connection for the whole preparation.
  const pool = db.$client;
  const connection = await pool.connect();
  try {
    await connection.query('SELECT pg_advisory_lock($1)', [SCHEMA_LOCK]);
    await migratePostgres(db, { migrationsFolder });
    await seedReferenceData(handle.db);
  } finally {
    await connection.query('SELECT pg_advisory_unlock($1)', [SCHEMA_LOCK]).catch(() => {});
    connection.release();
  }
}
