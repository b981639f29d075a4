import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contacts, favourites, reviews, users } from '../../db/schema';
import type { SessionState } from './session-states';
import { VIEWER_MARKS_MAX_IDS, ViewerMarks } from './viewer-marks';

// The account a token names, read in one round trip with what the person did to listings
// (decisions 017 and 019): whatever signed-in request comes first reads both.

// One more than is kept, to tell "too many" from "exactly the most".
const LIMIT = VIEWER_MARKS_MAX_IDS + 1;
// The account's id; a column of `users` inside the subqueries would be written without its table
// and read as the subquery's own `id`.
const id = sql.placeholder('id');

const statements = new WeakMap<Database, ReturnType<typeof prepare>>();

function prepare(db: Database) {
  return db
    .select({
      role: users.role,
      tokenVersion: users.tokenVersion,
      favourites: sql<number[]>`array(
        select ${favourites.listingId} from ${favourites}
        where ${favourites.userId} = ${id} order by 1 limit ${sql.raw(String(LIMIT))})`,
      contacted: sql<number[]>`array(
        select distinct ${contacts.listingId} from ${contacts}
        where ${contacts.userId} = ${id} order by 1 limit ${sql.raw(String(LIMIT))})`,
      // A review needs a contact first (reviews.routes.ts), so the reviewed listings are among
      // the contacted ones: looked up by the reviews' (listing, user) index, without an index of
      // reviews by person.
      reviewed: sql<number[]>`array(
        select ${reviews.listingId} from ${reviews}
        where ${reviews.userId} = ${id} and ${reviews.listingId} in (
          select ${contacts.listingId} from ${contacts} where ${contacts.userId} = ${id}))`,
    })
    .from(users)
    .where(eq(users.id, id))
    .prepare('session_account');
}

export async function readAccount(db: Database, userId: number): Promise<SessionState> {
  let statement = statements.get(db);
  if (!statement) statements.set(db, (statement = prepare(db)));
  const [row] = await statement.execute({ id: userId });
  if (!row) return null;
  return {
    role: row.role === 'admin' ? 'admin' : 'user',
    tokenVersion: row.tokenVersion,
    // A person with too many to keep: null, and their answers read the database (as before).
    marks:
      row.favourites.length < LIMIT && row.contacted.length < LIMIT ? ViewerMarks.from(row) : null,
  };
}
