import { sql } from 'drizzle-orm';
import { doublePrecision, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Reference data (SPEC §3). Ids are stable: DANE codes for places, fixed ids for the catalogue
// (server/db/reference/README.md), so other systems and old clients can rely on them.

export const departments = pgTable('departments', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
});

export const municipalities = pgTable(
  'municipalities',
  {
    id: integer('id').primaryKey(),
    departmentId: integer('department_id')
      .notNull()
      .references(() => departments.id),
    name: text('name').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
  },
  (table) => [index('municipalities_department_idx').on(table.departmentId, table.name)],
);

export const sizes = pgTable('sizes', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  abbreviation: text('abbreviation').notNull(),
});

export const categories = pgTable('categories', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  icon: text('icon').notNull(),
});

export const subcategories = pgTable(
  'subcategories',
  {
    id: integer('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    name: text('name').notNull(),
  },
  (table) => [index('subcategories_category_idx').on(table.categoryId)],
);

export const catalogueProducts = pgTable(
  'catalogue_products',
  {
    id: integer('id').primaryKey(),
    subcategoryId: integer('subcategory_id')
      .notNull()
      .references(() => subcategories.id),
    name: text('name').notNull(),
  },
  (table) => [
    index('catalogue_products_subcategory_idx').on(table.subcategoryId),
    // Accent- and case-insensitive quick search ("platano" finds "Plátano").
    index('catalogue_products_search_idx').using(
      'gin',
      sql`immutable_unaccent(lower(${table.name})) gin_trgm_ops`,
    ),
  ],
);

/** Which version of each reference-data set is loaded, so start-up skips unchanged seeds. */
export const seedState = pgTable('seed_state', {
  name: text('name').primaryKey(),
  checksum: text('checksum').notNull(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});
