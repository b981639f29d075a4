import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

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

// Accounts (SPEC §3 "Session", "Registration payload", "Address", "Report").

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    phone: text('phone').notNull(),
    name: text('name').notNull(),
    document: text('document').notNull(),
    typeDoc: text('type_doc').notNull(),
    personType: smallint('person_type').notNull().default(0),
    legalDocument: text('legal_document'),
    legalDenomination: text('legal_denomination'),
    email: text('email'),
    departmentId: integer('department_id').references(() => departments.id),
    municipalityId: integer('municipality_id').references(() => municipalities.id),
    vereda: text('vereda'),
    address: text('address'),
    role: text('role').notNull().default('user'),
    /** Bumped to invalidate every token issued before (sign out everywhere). */
    tokenVersion: integer('token_version').notNull().default(0),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('users_phone_unique').on(table.phone),
    uniqueIndex('users_document_unique').on(table.document),
    check('users_role_check', sql`${table.role} in ('user', 'admin')`),
    check('users_person_type_check', sql`${table.personType} in (0, 1)`),
  ],
);

/** Proof of consent (Ley 1581 de 2012): what was accepted, which version, when, from where. */
export const consents = pgTable(
  'consents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    document: text('document').notNull(),
    version: text('version').notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (table) => [index('consents_user_idx').on(table.userId)],
);

/** One-time-code challenges. The code itself is never stored: only a keyed hash of it. */
export const otpChallenges = pgTable(
  'otp_challenges',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (table) => [index('otp_challenges_user_idx').on(table.userId, table.createdAt)],
);

export const addresses = pgTable(
  'addresses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    departmentId: integer('department_id')
      .notNull()
      .references(() => departments.id),
    municipalityId: integer('municipality_id')
      .notNull()
      .references(() => municipalities.id),
    name: text('name').notNull(),
    address: text('address').notNull(),
    vereda: text('vereda'),
    ...timestamps,
  },
  (table) => [index('addresses_user_idx').on(table.userId)],
);

export const reports = pgTable(
  'reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    type: text('type').notNull(),
    description: text('description').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
  },
  (table) => [index('reports_created_idx').on(table.createdAt)],
);
