import { eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import type { SessionState } from './session-states';
import { VIEWER_MARKS_MAX_IDS, ViewerMarks } from './viewer-marks';

// The account a token names, read in one round trip with what the person did to listings
// (decisions 017 and 019): whatever signed-in request comes first reads both.

/**
 * Where one kind of viewer mark is read: registered by the feature that owns its table
 * (app.ts), so this layer reads the account and leaves the listings' business to them.
 */
export interface ViewerMarkSource {
  /**
   * A select of one column: the ids of the listings the account `account` marked (repeats are
   * fine). Written with the placeholder, never a column of `users`: inside the account's query a
   * column of `users` would be written without its table and read as the subquery's own.
   */
  listingIds(account: Placeholder): SQL;
}

/** The registered sources, by the name their marks are kept and announced under. */
export type ViewerMarkSources = Readonly<Record<string, ViewerMarkSource>>;

// One more than is kept, to tell "too many" from "exactly the most".
const LIMIT = VIEWER_MARKS_MAX_IDS + 1;
const id = sql.placeholder('id');

function prepare(db: Database, sources: ViewerMarkSources) {
  const marks: Record<string, SQL<number[]>> = {};
  for (const [kind, source] of Object.entries(sources)) {
    marks[kind] = sql<
      number[]
    >`array(${source.listingIds(id)} order by 1 limit ${sql.raw(String(LIMIT))})`;
  }
  return db
    .select({
      role: users.role,
      tokenVersion: users.tokenVersion,
      marks,
    })
    .from(users)
    .where(eq(users.id, id))
    .prepare('session_account');
}

/** Reads accounts with their marks from `sources`, one prepared query per database. */
export function accountReader(sources: ViewerMarkSources) {
  const statements = new WeakMap<Database, ReturnType<typeof prepare>>();
  return async (db: Database, userId: number): Promise<SessionState> => {
    let statement = statements.get(db);
    if (!statement) statements.set(db, (statement = prepare(db, sources)));
    const [row] = await statement.execute({ id: userId });
    if (!row) return null;
    const tooMany = Object.values(row.marks).some((ids) => ids.length >= LIMIT);
    return {
      role: row.role === 'admin' ? 'admin' : 'user',
      tokenVersion: row.tokenVersion,
      // A person with too many to keep: null, and their answers read the database (as before).
      marks: tooMany ? null : ViewerMarks.from(row.marks),
    };
  };
}
