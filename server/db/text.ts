import { asc, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * Text folded for comparison: lower case, accents removed. Matches the expression of the
 * trigram indexes (migration 0000), so searches on it use them.
 */
export const folded = (value: PgColumn | SQL | string): SQL =>
  sql`immutable_unaccent(lower(${value}))`;

/**
 * Spanish alphabetical order on both engines (PGlite compares bytes, which puts "Córdoba" after
 * "Cundinamarca"): without accents and case first, then the exact text to break ties.
 */
export const spanishOrder = (column: PgColumn): [SQL, SQL] => [asc(folded(column)), asc(column)];

/** Escapes LIKE wildcards so a person's "%" or "_" is searched as text. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
