import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { SavedSearchCriteria } from '../../../domain/notifications/saved-search-schema';
import type { Database } from '../../db/client';
import { savedSearches, savedSearchWords, users } from '../../db/schema';
import { folded } from '../../db/text';

export type SavedSearchRow = typeof savedSearches.$inferSelect;

/** Words that say nothing about a product ("papa de año"): they would match every listing. */
const STOP_WORDS = new Set([
  'de',
  'del',
  'la',
  'las',
  'el',
  'los',
  'y',
  'en',
  'para',
  'con',
  'por',
]);

/**
 * The words of a search as they are matched: letters and digits, at least two of them, without
 * the little words of Spanish.
 */
export function searchWords(q: string, maxWords: number): string[] {
  const words = q
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= 2 && !STOP_WORDS.has(word.toLowerCase()));
  return [...new Set(words)].slice(0, maxWords);
}

export async function listSavedSearches(db: Database, userId: number): Promise<SavedSearchRow[]> {
  return db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(asc(savedSearches.createdAt), asc(savedSearches.id));
}

/** Locks the person's row, so two saves at once cannot both pass the limit. */
export async function lockPerson(db: Database, userId: number): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

export async function countSavedSearches(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId));
  return row?.n ?? 0;
}

/** The person's search with the same criteria (the same words once folded), if any. */
export async function findSameSearch(
  db: Database,
  userId: number,
  criteria: SavedSearchCriteria,
): Promise<number | null> {
  const same = (column: Parameters<typeof eq>[0], value: number | undefined) =>
    value === undefined ? sql`${column} IS NULL` : eq(column, value);
  const [row] = await db
    .select({ id: savedSearches.id })
    .from(savedSearches)
    .where(
      and(
        eq(savedSearches.userId, userId),
        criteria.q === undefined
          ? sql`${savedSearches.q} IS NULL`
          : sql`${folded(savedSearches.q)} = ${folded(sql`${criteria.q}::text`)}`,
        same(savedSearches.categoryId, criteria.category),
        same(savedSearches.departmentId, criteria.department_id),
        same(savedSearches.municipalityId, criteria.municipality_id),
        same(savedSearches.nearMunicipalityId, criteria.near),
        same(savedSearches.radiusKm, criteria.radius_km),
        same(savedSearches.maxPrice, criteria.max_price),
      ),
    )
    .limit(1);
  return row?.id ?? null;
}

export async function insertSavedSearch(
  db: Database,
  userId: number,
  criteria: SavedSearchCriteria,
  words: string[],
): Promise<SavedSearchRow> {
  const [row] = await db
    .insert(savedSearches)
    .values({
      userId,
      q: criteria.q ?? null,
      categoryId: criteria.category ?? null,
      departmentId: criteria.department_id ?? null,
      municipalityId: criteria.municipality_id ?? null,
      nearMunicipalityId: criteria.near ?? null,
      radiusKm: criteria.radius_km ?? null,
      maxPrice: criteria.max_price ?? null,
    })
    .returning();
  if (words.length > 0) {
    // Folded by the database, with the same expression as the listings' text it is matched
    // against; two words that fold alike ("cafe", "café") are kept once.
    await db.execute(sql`
      insert into ${savedSearchWords} (saved_search_id, position, word)
      select ${row!.id}, row_number() over (order by min(ordinality)), folded
      from (
        select ${folded(sql`word`)} as folded, ordinality
        from unnest(array[${sql.join(
          words.map((word) => sql`${word}::text`),
          sql`, `,
        )}]) with ordinality as word
      ) as words
      group by folded`);
  }
  return row!;
}

/** Deletes the person's search; false when it is not theirs (or does not exist). */
export async function deleteSavedSearch(
  db: Database,
  userId: number,
  id: number,
): Promise<boolean> {
  const deleted = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning({ id: savedSearches.id });
  return deleted.length > 0;
}
