import { asc, sql } from 'drizzle-orm';
import { CATALOGUE } from '../../../domain/limits';
import type { Database } from '../../db/client';
import { catalogueProducts, categories, sizes, subcategories } from '../../db/schema';
import { escapeLike, folded, spanishOrder } from '../../db/text';

export function listSizes(db: Database) {
  return db.select().from(sizes).orderBy(asc(sizes.id));
}

export function listCategories(db: Database) {
  return db.select().from(categories).orderBy(asc(categories.id));
}

/**
 * The quick-search catalogue (SPEC §5): accent- and case-insensitive, at most 50 rows, best
 * matches first (name starts with the text, then a word starts with it, then closest spelling).
 * Without text it answers the whole catalogue, which the client caches for a day.
 */
export function searchCatalogue(db: Database, text?: string) {
  const query = db
    .select({
      category_id: categories.id,
      category: categories.name,
      subcategory_id: subcategories.id,
      subcategory: subcategories.name,
      product_id: catalogueProducts.id,
      product: catalogueProducts.name,
    })
    .from(catalogueProducts)
    .innerJoin(subcategories, sql`${subcategories.id} = ${catalogueProducts.subcategoryId}`)
    .innerJoin(categories, sql`${categories.id} = ${subcategories.categoryId}`);

  if (!text)
    return query.orderBy(asc(categories.id), asc(subcategories.id), asc(catalogueProducts.id));

  const needle = folded(escapeLike(text));
  const name = folded(catalogueProducts.name);
  return query
    .where(
      sql`${name} LIKE '%' || ${needle} || '%' OR ${folded(subcategories.name)} LIKE '%' || ${needle} || '%'`,
    )
    .orderBy(
      sql`(${name} LIKE ${needle} || '%') DESC`,
      sql`(${name} LIKE '% ' || ${needle} || '%') DESC`,
      sql`similarity(${name}, ${needle}) DESC`,
      ...spanishOrder(catalogueProducts.name),
    )
    .limit(CATALOGUE.quickSearchMaxResults);
}
