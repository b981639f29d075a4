import { createHash } from 'node:crypto';
import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../client';
import { categories as categorySeeds, sizes as sizeSeeds } from '../reference/catalogue';
import { departmentRows, municipalityRows } from '../reference/divipola.generated';
import {
  catalogueProducts,
  categories,
  departments,
  municipalities,
  seedState,
  sizes,
  subcategories,
} from '../schema';

// Reference data is upserted by id, never deleted: listings and addresses point at these ids.
// A checksum per set makes a restart with unchanged data skip the work entirely.

function referenceSets() {
  const subcategoryRows = categorySeeds.flatMap((category) =>
    category.subcategories.map((sub) => ({ id: sub.id, categoryId: category.id, name: sub.name })),
  );
  const productRows = categorySeeds.flatMap((category) =>
    category.subcategories.flatMap((sub) =>
      sub.products.map((product) => ({
        id: product.id,
        subcategoryId: sub.id,
        name: product.name,
      })),
    ),
  );
  return {
    places: [
      {
        table: departments,
        rows: departmentRows.map(([id, name]) => ({ id, name })),
      },
      {
        table: municipalities,
        rows: municipalityRows.map(([id, name, latitude, longitude]) => ({
          id,
          departmentId: Math.floor(id / 1000),
          name,
          latitude,
          longitude,
        })),
      },
    ],
    catalogue: [
      {
        table: sizes,
        rows: sizeSeeds.map(({ id, name, abbreviation }) => ({ id, name, abbreviation })),
      },
      {
        table: categories,
        rows: categorySeeds.map(({ id, name, icon }) => ({ id, name, icon })),
      },
      { table: subcategories, rows: subcategoryRows },
      { table: catalogueProducts, rows: productRows },
    ],
  };
}

type Upsert = { table: PgTable & { id: PgColumn }; rows: Record<string, unknown>[] };

/** Sets every non-id column to the incoming value, so renamed items get their new name. */
function updateAllColumns(table: PgTable) {
  const columns = Object.entries(getTableColumns(table)).filter(([key]) => key !== 'id');
  return Object.fromEntries(
    columns.map(([key, column]) => [key, sql.raw(`excluded."${column.name}"`)]),
  );
}

const BATCH = 500;

/** Loads the reference sets whose content changed (all of them with `force`). */
export async function seedReferenceData(
  db: Database,
  { force = false } = {},
): Promise<{ loaded: string[] }> {
  const loaded: string[] = [];
  for (const [name, upserts] of Object.entries(referenceSets()) as [string, Upsert[]][]) {
    const checksum = createHash('sha256')
      .update(JSON.stringify(upserts.map((u) => u.rows)))
      .digest('hex');
    const [current] = await db.select().from(seedState).where(eq(seedState.name, name));
    if (!force && current?.checksum === checksum) continue;
    await db.transaction(async (tx) => {
      for (const { table, rows } of upserts) {
        for (let start = 0; start < rows.length; start += BATCH) {
          await tx
            .insert(table)
            .values(rows.slice(start, start + BATCH))
            .onConflictDoUpdate({ target: table.id, set: updateAllColumns(table) });
        }
      }
      await tx
        .insert(seedState)
        .values({ name, checksum })
        .onConflictDoUpdate({ target: seedState.name, set: { checksum, appliedAt: new Date() } });
    });
    loaded.push(name);
  }
  return { loaded };
}
