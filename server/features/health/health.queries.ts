import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

/** Whether the database answers a trivial query. */
export async function databaseAnswers(db: Database): Promise<boolean> {
  return db
    .execute(sql`select 1`)
    .then(() => true)
    .catch(() => false);
}
