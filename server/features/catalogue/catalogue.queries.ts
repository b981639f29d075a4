import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { categories, sizes } from '../../db/schema';

export function listSizes(db: Database) {
  return db.select().from(sizes).orderBy(asc(sizes.id));
}

export function listCategories(db: Database) {
  return db.select().from(categories).orderBy(asc(categories.id));
}
