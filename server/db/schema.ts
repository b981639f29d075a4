import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  date,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

// Reference data (docs/product.md §3). Ids are stable: DANE codes for places, fixed ids for the
// catalogue (server/db/reference/README.md), so other systems and old clients can rely on them.

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
  (table) => [
    index('municipalities_department_idx').on(table.departmentId, table.name),
    // 'Cerca de mí': the bounding box of a radius (catalogue-search.ts) is a range on both.
    index('municipalities_position_idx').on(table.latitude, table.longitude),
  ],
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

// Accounts (docs/product.md §3 "Session", "Registration payload", "Address", "Report").

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
    /** Mi tienda's farm description, shown on the public storefront (/vendedor/{id}). */
    storefrontDescription: text('storefront_description').notNull().default(''),
    /** Bumped to invalidate every token issued before (sign out everywhere). */
    tokenVersion: integer('token_version').notNull().default(0),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('users_phone_unique').on(table.phone),
    // Not unique: a cédula someone else registered must not keep its owner out; accounts that
    // share one are listed for the admins (docs/product.md §13, 'Cédulas repetidas').
    index('users_document_idx').on(table.document),
    check('users_role_check', sql`${table.role} in ('user', 'admin')`),
    check('users_person_type_check', sql`${table.personType} in (0, 1)`),
    check(
      'users_storefront_description_check',
      sql`char_length(${table.storefrontDescription}) <= 300`,
    ),
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
/**
 * A registration waiting for its phone to be proved (docs/product.md §14 "Registration"): the
 * account exists only once a code sent to the phone is entered. No unique constraint on purpose: a
 * stranger's pending claim of a phone or a cédula must not stop the real owner from registering.
 */
export const pendingRegistrations = pgTable(
  'pending_registrations',
  {
    id: uuid('id').primaryKey(),
    phone: text('phone').notNull(),
    /** The validated registration form and where the consent was given (ip, user agent). */
    details: jsonb('details').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('pending_registrations_phone_idx').on(table.phone),
    index('pending_registrations_expires_idx').on(table.expiresAt),
  ],
);

/**
 * Devices that signed in to an account (decision 011, "Remembered devices"): the hash of the
 * secret the server gave them, kept in an HttpOnly cookie and in the app's storage. Their tries
 * are never paused by others' wrong codes.
 */
export const knownDevices = pgTable(
  'known_devices',
  {
    secretHash: text('secret_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('known_devices_user_idx').on(table.userId)],
);

export const otpChallenges = pgTable(
  'otp_challenges',
  {
    id: uuid('id').primaryKey(),
    /** The account signing in; null while the challenge proves a pending registration. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    registrationId: uuid('registration_id').references(() => pendingRegistrations.id, {
      onDelete: 'cascade',
    }),
    /** The phone the code went to (limits and the owner's notice are per phone). */
    phone: text('phone'),
    channel: text('channel').notNull(),
    codeHash: text('code_hash').notNull(),
    /**
     * The challenge whose code this one shares (the hash is bound to it); null for a code sent
     * for this challenge. Someone who asks while the phone's newest code is still live gets a
     * challenge of their own on that code, never another requester's (decision 011).
     */
    codeId: uuid('code_id'),
    /** Who asked for it: `device:<hash>` of a device secret, else `ip:<address>`. */
    requester: text('requester'),
    /**
     * SHA-256 of the sign-in link's token sent with this challenge's code (decision 011, "The
     * sign-in link"); emptied when the link is used. The link works until `expires_at` even once
     * the code is retired or its tries are spent: only the phone's holder has it.
     */
    linkHash: text('link_hash'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (table) => [
    index('otp_challenges_user_idx').on(table.userId, table.createdAt),
    index('otp_challenges_registration_idx').on(table.registrationId),
    // A new code retires the live challenges of its phone.
    index('otp_challenges_phone_idx').on(table.phone, table.consumedAt),
    uniqueIndex('otp_challenges_link_unique').on(table.linkHash),
    check(
      'otp_challenges_owner_check',
      sql`(${table.userId} is null) <> (${table.registrationId} is null)`,
    ),
  ],
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
    /**
     * 'Mostrar solo vereda y municipio': the street text is then sent to its owner alone
     * (decision 020).
     */
    addressPrivate: boolean('address_private').notNull().default(false),
    ...timestamps,
  },
  (table) => [
    index('addresses_user_idx').on(table.userId),
    // The catalogue's place filters and distance order go from places to addresses to listings.
    index('addresses_municipality_idx').on(table.municipalityId),
    index('addresses_department_idx').on(table.departmentId),
  ],
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
    /** Set by an admin in the reports inbox. */
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: integer('handled_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [index('reports_created_idx').on(table.createdAt)],
);

// Listings (docs/product.md §3 "Product (listing)"; the original API calls them product_users): a
// seller's offer of a catalogue product, with price, stock, unit and the address it ships from.

export const listings = pgTable(
  'listings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => catalogueProducts.id),
    // Copied from the catalogue product so category pages need no join to filter.
    subcategoryId: integer('subcategory_id')
      .notNull()
      .references(() => subcategories.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    sizeId: integer('size_id')
      .notNull()
      .references(() => sizes.id),
    // RESTRICT: an address a listing uses cannot be deleted (docs/product.md §8 'Esta dirección ya
    // la tiene un producto').
    addressId: integer('address_id')
      .notNull()
      .references(() => addresses.id, { onDelete: 'restrict' }),
    // Pesos without decimals; land and machinery exceed 2^31, so 64-bit.
    price: bigint('price', { mode: 'number' }).notNull(),
    previousPrice: bigint('previous_price', { mode: 'number' }),
    priceChangedAt: timestamp('price_changed_at', { withTimezone: true }),
    stock: integer('stock').notNull(),
    /** Kilograms in one unit, stated by the seller for a bulto, carga, saco… (prices compare
     * per kg then; domain/prices/comparable-unit.ts). */
    unitWeightKg: doublePrecision('unit_weight_kg'),
    description: text('description').notNull().default(''),
    isActive: boolean('is_active').notNull().default(false),
    soldAt: timestamp('sold_at', { withTimezone: true }),
    /** Set by a moderator; the seller sees the reason, nobody else sees the listing. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
    /** The WhatsApp message id whose 'Publicar' created it (decision 025): a worker that dies
     * after creating it and the retry of that message find it instead of publishing twice. */
    whatsappMessageId: text('whatsapp_message_id'),
    /** A fixed random number per listing: 'random' order that stays stable across pages. */
    shuffle: doublePrecision('shuffle')
      .notNull()
      .default(sql`random()`),
    ...timestamps,
  },
  (table) => [
    check('listings_price_check', sql`${table.price} >= 0`),
    check('listings_stock_check', sql`${table.stock} >= 0`),
    check(
      'listings_unit_weight_kg_check',
      sql`${table.unitWeightKg} IS NULL OR (${table.unitWeightKg} >= 0.1 AND ${table.unitWeightKg} <= 2000)`,
    ),
    check('listings_description_check', sql`char_length(${table.description}) <= 500`),
    index('listings_user_idx').on(table.userId, table.createdAt),
    uniqueIndex('listings_whatsapp_message_unique').on(table.whatsappMessageId),
    index('listings_address_idx').on(table.addressId),
    // Buy-request matching (decision 026): who has or had a listing of a product, and where,
    // read from the index alone.
    index('listings_product_seller_idx').on(table.productId, table.addressId, table.userId),
    // The public catalogue only ever shows active, unsold, visible listings: partial indexes
    // for each order it offers, by category and overall.
    index('listings_public_category_price_idx')
      .on(table.categoryId, table.price, table.id)
      .where(sql`${table.isActive} AND ${table.soldAt} IS NULL AND ${table.hiddenAt} IS NULL`),
    index('listings_public_category_shuffle_idx')
      .on(table.categoryId, table.shuffle, table.id)
      .where(sql`${table.isActive} AND ${table.soldAt} IS NULL AND ${table.hiddenAt} IS NULL`),
    index('listings_public_price_idx')
      .on(table.price, table.id)
      .where(sql`${table.isActive} AND ${table.soldAt} IS NULL AND ${table.hiddenAt} IS NULL`),
    index('listings_public_shuffle_idx')
      .on(table.shuffle, table.id)
      .where(sql`${table.isActive} AND ${table.soldAt} IS NULL AND ${table.hiddenAt} IS NULL`),
    index('listings_description_search_idx').using(
      'gin',
      sql`immutable_unaccent(lower(${table.description})) gin_trgm_ops`,
    ),
    // A product's public listings, newest first: the prices refresh, and the relevance order of
    // a search (each product named gives its newest listings; catalogue-search.ts).
    index('listings_public_product_idx')
      .on(table.productId, table.id)
      .where(sql`${table.isActive} AND ${table.soldAt} IS NULL AND ${table.hiddenAt} IS NULL`),
    // A place's public listings, by address (place filters and the distance order).
    index('listings_public_address_idx')
      .on(table.addressId, table.id)
      .where(sql`${table.isActive} AND ${table.soldAt} IS NULL AND ${table.hiddenAt} IS NULL`),
  ],
);

/** Every price a listing has had, newest last (the detail's trend uses the previous one). */
export const listingPrices = pgTable(
  'listing_prices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    price: bigint('price', { mode: 'number' }).notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('listing_prices_listing_idx').on(table.listingId, table.changedAt)],
);

/** Photos of a listing. `key` names the stored files: {key}-400.webp and {key}-1200.webp. */
export const listingImages = pgTable(
  'listing_images',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('listing_images_listing_idx').on(table.listingId, table.position)],
);

/**
 * Opens of the public pages from shared links (/p/{id}, /vendedor/{id}), for Mi tienda's counts.
 * One row per visitor, page and Bogotá day; the visitor is a keyed hash of the address, browser
 * and day (server/features/sharing/share-opens.ts), never the address itself.
 */
export const shareOpens = pgTable(
  'share_opens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The seller the page belongs to: their storefront, or the seller of the listing. */
    sellerId: integer('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The listing opened; null for the storefront. */
    listingId: integer('listing_id').references(() => listings.id, { onDelete: 'cascade' }),
    visitor: text('visitor').notNull(),
    openedOn: date('opened_on', { mode: 'string' }).notNull(),
  },
  (table) => [
    uniqueIndex('share_opens_once_a_day_unique').on(
      table.sellerId,
      sql`coalesce(${table.listingId}, 0)`,
      table.openedOn,
      table.visitor,
    ),
    index('share_opens_seller_day_idx').on(table.sellerId, table.openedOn),
  ],
);

// Buyer journey (docs/product.md §3 "Favourite row", "Rating/review").

export const favourites = pgTable(
  'favourites',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('favourites_user_listing_unique').on(table.userId, table.listingId)],
);

/** A buyer tapped WhatsApp or Llamar on a listing: counted for the seller, and unlocks a review. */
export const contacts = pgTable(
  'contacts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The day in Bogotá of the contact. A buyer counts once per listing per day: tapping
     * WhatsApp again the same day records nothing new (the seller's count is not inflated).
     */
    contactedOn: date('contacted_on', { mode: 'string' }).notNull(),
  },
  (table) => [
    index('contacts_listing_idx').on(table.listingId),
    uniqueIndex('contacts_user_listing_day_unique').on(
      table.userId,
      table.listingId,
      table.contactedOn,
    ),
    check('contacts_channel_check', sql`${table.channel} in ('whatsapp', 'phone')`),
  ],
);

export const reviews = pgTable(
  'reviews',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    // A deleted account takes its reviews with it ("tus datos", docs/product.md "Account hub"); the
    // product's rating is computed from the reviews that remain.
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** Stars in half steps, stored doubled (0.5 → 1, 5 → 10) to stay an integer. */
    halfStars: smallint('half_stars').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set by a moderator; the review no longer shows. */
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (table) => [
    index('reviews_listing_idx').on(table.listingId, table.createdAt),
    uniqueIndex('reviews_listing_user_unique').on(table.listingId, table.userId),
    check('reviews_half_stars_check', sql`${table.halfStars} between 1 and 10`),
  ],
);

// Stores (docs/product.md §3 "Store", "Product as listed in a store"): shops that sell supplies to
// farmers, created and kept by admins. `kind` separates agro-supply shops (/suministros) from the
// rest.

export const STORE_KINDS = ['suministros', 'tienda'] as const;

export const stores = pgTable(
  'stores',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    kind: text('kind').notNull().default('suministros'),
    description: text('description').notNull().default(''),
    address: text('address').notNull().default(''),
    municipalityId: integer('municipality_id').references(() => municipalities.id),
    /** National 10-digit numbers; either may be missing. */
    phone: text('phone'),
    whatsapp: text('whatsapp'),
    ...timestamps,
  },
  (table) => [
    index('stores_kind_name_idx').on(table.kind, table.name),
    check('stores_kind_check', sql`${table.kind} in ('suministros', 'tienda')`),
  ],
);

/** Slider photos and catalogue pages (brochures) of a store, stored like listing photos. */
export const storeImages = pgTable(
  'store_images',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('store_images_store_idx').on(table.storeId, table.kind, table.position),
    check('store_images_kind_check', sql`${table.kind} in ('slider', 'brochure')`),
  ],
);

/** A store's product categories ('Categorías' and the filter chips of docs/product.md §2). */
export const storeTags = pgTable(
  'store_tags',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
  },
  (table) => [
    uniqueIndex('store_tags_store_name_unique').on(table.storeId, sql`lower(${table.name})`),
  ],
);

export const storeProducts = pgTable(
  'store_products',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    price: bigint('price', { mode: 'number' }).notNull(),
    tagId: integer('tag_id').references(() => storeTags.id, { onDelete: 'set null' }),
    sizeId: integer('size_id').references(() => sizes.id),
    /** Stored photo key ({key}-400.webp, {key}-1200.webp), or none. */
    imageKey: text('image_key'),
    imageWidth: integer('image_width'),
    imageHeight: integer('image_height'),
    position: integer('position').notNull().default(0),
    ...timestamps,
  },
  (table) => [index('store_products_store_idx').on(table.storeId, table.position)],
);

// Producer organizations (asociaciones, cooperativas): a directory kept by admins.

export const ORGANIZATION_KINDS = ['asociacion', 'cooperativa', 'otra'] as const;

export const organizations = pgTable(
  'organizations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    kind: text('kind').notNull().default('asociacion'),
    municipalityId: integer('municipality_id')
      .notNull()
      .references(() => municipalities.id),
    description: text('description').notNull().default(''),
    /** What the organization gathers and sells, as its members say it ('Café, cacao'). */
    products: text('products').notNull().default(''),
    phone: text('phone'),
    whatsapp: text('whatsapp'),
    ...timestamps,
  },
  (table) => [
    index('organizations_municipality_idx').on(table.municipalityId),
    check('organizations_kind_check', sql`${table.kind} in ('asociacion', 'cooperativa', 'otra')`),
  ],
);

// Job board (/jobs): rural job offers published by signed-in users, open for 30 days.

export const PAY_PERIODS = ['dia', 'semana', 'mes', 'contrato'] as const;

export const jobOffers = pgTable(
  'job_offers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    departmentId: integer('department_id')
      .notNull()
      .references(() => departments.id),
    municipalityId: integer('municipality_id')
      .notNull()
      .references(() => municipalities.id),
    pay: bigint('pay', { mode: 'number' }).notNull(),
    payPeriod: text('pay_period').notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    /** Contact number (10 digits) and whether it takes WhatsApp messages. */
    phone: text('phone').notNull(),
    whatsapp: boolean('whatsapp').notNull().default(true),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    index('job_offers_open_idx')
      .on(table.departmentId, table.municipalityId, table.createdAt)
      .where(sql`${table.closedAt} IS NULL`),
    index('job_offers_user_idx').on(table.userId, table.createdAt),
    check(
      'job_offers_pay_period_check',
      sql`${table.payPeriod} in ('dia', 'semana', 'mes', 'contrato')`,
    ),
  ],
);

// Admin action log: who did what, when. The admin's name is copied so the log survives the
// account; details hold the reason or the changed fields.

export const adminActions = pgTable(
  'admin_actions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    adminId: integer('admin_id').references(() => users.id, { onDelete: 'set null' }),
    adminName: text('admin_name').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: integer('target_id'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('admin_actions_created_idx').on(table.createdAt)],
);

// Price reference (docs/decisions/012-price-reference.md). Figures are computed off the request
// path from listings (server/features/prices/price-refresh.ts) and read from here.

/** 0 in department_id means the whole country. */
export const NATIONAL = 0;

/** One day's figures per catalogue product × comparable unit × department (0 = country). */
export const priceStats = pgTable(
  'price_stats',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => catalogueProducts.id),
    /** 1 (kilogramos) when compared per kg, else the listings' own unit. */
    sizeId: integer('size_id')
      .notNull()
      .references(() => sizes.id),
    departmentId: integer('department_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    listingCount: integer('listing_count').notNull(),
    outliers: integer('outliers').notNull(),
    /** Null when fewer than PRICE_REFERENCE.minListings listings ('Pocos datos'). */
    median: doublePrecision('median'),
    p25: doublePrecision('p25'),
    p75: doublePrecision('p75'),
    min: doublePrecision('min'),
    max: doublePrecision('max'),
  },
  (table) => [
    uniqueIndex('price_stats_key').on(table.productId, table.sizeId, table.departmentId, table.day),
    index('price_stats_department_day_idx').on(table.departmentId, table.day),
  ],
);

/** Catalogue products whose figures must be recomputed (filled by a trigger on listings). */
export const priceRefreshQueue = pgTable('price_refresh_queue', {
  productId: integer('product_id').primaryKey(),
  queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Prices a person follows (decision 018): one product × comparable unit × department (0 = the
 * whole country). The refresh tells them when the median moves more than PRICE_ALERTS.movePercent
 * from the baseline, and moves the baseline.
 */
export const priceAlerts = pgTable(
  'price_alerts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => catalogueProducts.id),
    sizeId: integer('size_id')
      .notNull()
      .references(() => sizes.id),
    departmentId: integer('department_id').notNull(),
    /** The median last told, or seen when followed; null until the figures first appear. */
    baselineMedian: doublePrecision('baseline_median'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('price_alerts_key').on(
      table.userId,
      table.productId,
      table.departmentId,
      table.sizeId,
    ),
    // The refresh reads the alerts of the products it recomputed.
    index('price_alerts_product_idx').on(table.productId, table.sizeId, table.departmentId),
  ],
);

/** DANE SIPSA wholesale prices per kilogram, loaded by an operator from its files. */
export const sipsaPrices = pgTable(
  'sipsa_prices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => catalogueProducts.id),
    city: text('city').notNull(),
    market: text('market').notNull(),
    /** 'semana' (weekly bulletin, day = its first day) or 'dia'. */
    period: text('period').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    minPrice: doublePrecision('min_price').notNull(),
    maxPrice: doublePrecision('max_price').notNull(),
    meanPrice: doublePrecision('mean_price').notNull(),
    loadedAt: timestamp('loaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('sipsa_prices_key').on(
      table.productId,
      table.city,
      table.market,
      table.period,
      table.day,
    ),
    index('sipsa_prices_product_day_idx').on(table.productId, table.day),
    check('sipsa_prices_period_check', sql`${table.period} IN ('semana', 'dia')`),
  ],
);

// Avísame (docs/product.md §17, docs/decisions/016-saved-searches-and-notifications.md): saved
// searches, the notifications they produce, and where those are delivered beyond the app.

/** A person's 'Avísame cuando publiquen esto': the catalogue filters it was saved with. */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The words as the person typed them (shown back); matched through saved_search_words. */
    q: text('q'),
    categoryId: integer('category_id').references(() => categories.id),
    departmentId: integer('department_id').references(() => departments.id),
    municipalityId: integer('municipality_id').references(() => municipalities.id),
    /** 'Cerca de': listings within radius_km of this municipality. */
    nearMunicipalityId: integer('near_municipality_id').references(() => municipalities.id),
    radiusKm: smallint('radius_km'),
    maxPrice: bigint('max_price', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('saved_searches_user_idx').on(table.userId, table.createdAt),
    check(
      'saved_searches_near_check',
      sql`(${table.nearMunicipalityId} IS NULL) = (${table.radiusKm} IS NULL)`,
    ),
    check(
      'saved_searches_radius_check',
      sql`${table.radiusKm} IS NULL OR ${table.radiusKm} IN (25, 50, 100, 200)`,
    ),
  ],
);

/**
 * The folded words of each saved search, one row per word: a trigram index on them lets one
 * new listing be matched against every saved search at once (typos included).
 */
export const savedSearchWords = pgTable(
  'saved_search_words',
  {
    savedSearchId: integer('saved_search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    /** Lower case, without accents (immutable_unaccent(lower(word))). */
    word: text('word').notNull(),
  },
  (table) => [
    uniqueIndex('saved_search_words_key').on(table.savedSearchId, table.position),
    index('saved_search_words_trgm_idx').using('gin', sql`${table.word} gin_trgm_ops`),
  ],
);

/** Listings to match against saved searches (filled by a trigger on listings, migration 0009). */
export const notificationJobs = pgTable('notification_jobs', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  listingId: integer('listing_id')
    .notNull()
    .references(() => listings.id, { onDelete: 'cascade' }),
  /** Null when the listing became visible; the price before, when it was lowered. */
  previousPrice: bigint('previous_price', { mode: 'number' }),
  queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Followed prices that moved (queued by the price refresh in its transaction, decision 018):
 * the notifications worker writes them under the daily cap and delivers them.
 */
export const priceNotificationJobs = pgTable('price_notification_jobs', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  productId: integer('product_id')
    .notNull()
    .references(() => catalogueProducts.id),
  sizeId: integer('size_id')
    .notNull()
    .references(() => sizes.id),
  departmentId: integer('department_id').notNull(),
  median: doublePrecision('median').notNull(),
  previousMedian: doublePrecision('previous_median').notNull(),
  queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Each listing reaches a person once, whatever searches or price changes match it again. */
export const notifiedListings = pgTable(
  'notified_listings',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('notified_listings_key').on(table.userId, table.listingId)],
);

/** Matches per person per Bogotá day: the first few are notifications, the rest one digest. */
export const notificationDays = pgTable(
  'notification_days',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    matched: integer('matched').notNull(),
    /** Avisos sent by WhatsApp that day, at most NOTIFICATIONS.maxWhatsAppPerDay. */
    whatsappSent: integer('whatsapp_sent').notNull().default(0),
  },
  (table) => [uniqueIndex('notification_days_key').on(table.userId, table.day)],
);

export const NOTIFICATION_KINDS = ['listing', 'digest', 'price'] as const;

/**
 * What /notificaciones shows: one listing, a followed price that moved, or the day's digest of
 * what came beyond the daily cap.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    listingId: integer('listing_id').references(() => listings.id, { onDelete: 'cascade' }),
    /** The price before, when the notification is about a price that went down. */
    previousPrice: bigint('previous_price', { mode: 'number' }),
    /** A followed price that moved: product × unit × department (0 = country), medians. */
    productId: integer('product_id').references(() => catalogueProducts.id),
    sizeId: integer('size_id').references(() => sizes.id),
    departmentId: integer('department_id'),
    median: doublePrecision('median'),
    previousMedian: doublePrecision('previous_median'),
    /** The digest's Bogotá day and how many listings and price moves it stands for. */
    day: date('day', { mode: 'string' }).notNull(),
    count: integer('count').notNull().default(1),
    /** Of a digest's count, the price moves. */
    priceCount: integer('price_count').notNull().default(0),
    /** Pedidos y cosechas (decision 026): the request or harvest a notification is about. */
    buyRequestId: integer('buy_request_id').references(() => buyRequests.id, {
      onDelete: 'cascade',
    }),
    harvestId: integer('harvest_id').references(() => harvests.id, { onDelete: 'cascade' }),
    /** What happened to it (domain/requests/activity.ts: 'match', 'answer', 'listed'…). */
    event: text('event'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (table) => [
    index('notifications_user_idx').on(table.userId, table.createdAt),
    index('notifications_unread_idx')
      .on(table.userId)
      .where(sql`${table.readAt} IS NULL`),
    uniqueIndex('notifications_digest_key')
      .on(table.userId, table.day)
      .where(sql`${table.kind} = 'digest'`),
    // 'moderation': a moderator hid one of the person's listings (the reason is the listing's).
    // 'request' and 'harvest': Pedidos y cosechas (decision 026); a moderator's hiding of a
    // request or harvest is 'moderation' with that row instead of a listing.
    check(
      'notifications_kind_check',
      sql`${table.kind} in ('listing', 'digest', 'price', 'moderation', 'request', 'harvest')`,
    ),
    check(
      'notifications_listing_check',
      sql`CASE WHEN ${table.kind} = 'moderation' THEN num_nonnulls(${table.listingId}, ${table.buyRequestId}, ${table.harvestId}) = 1 ELSE (${table.kind} = 'listing') = (${table.listingId} IS NOT NULL) END`,
    ),
    check(
      'notifications_request_check',
      sql`${table.kind} <> 'request' OR (${table.buyRequestId} IS NOT NULL AND ${table.event} IS NOT NULL)`,
    ),
    check(
      'notifications_harvest_check',
      sql`${table.kind} <> 'harvest' OR (${table.harvestId} IS NOT NULL AND ${table.event} IS NOT NULL)`,
    ),
    check(
      'notifications_price_check',
      sql`(${table.kind} = 'price') = (${table.productId} IS NOT NULL AND ${table.sizeId} IS NOT NULL AND ${table.departmentId} IS NOT NULL AND ${table.median} IS NOT NULL AND ${table.previousMedian} IS NOT NULL)`,
    ),
  ],
);

/** Channels beyond the app a person turned off (no row: every channel on). */
export const notificationSettings = pgTable('notification_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  push: boolean('push').notNull().default(true),
  whatsapp: boolean('whatsapp').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A browser's Web Push subscription (PushSubscription.toJSON()). */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('push_subscriptions_endpoint_unique').on(table.endpoint),
    index('push_subscriptions_user_idx').on(table.userId),
  ],
);

/**
 * The sign-in and photo limits' events when several processes share PostgreSQL without Redis
 * (server/platform/limits/postgres-limit-store.ts): one row per event, times in epoch ms of the
 * servers' clock; `expires_at` lets a sweep drop what no window needs any more.
 */
export const limitEvents = pgTable(
  'limit_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    key: text('key').notNull(),
    at: bigint('at', { mode: 'number' }).notNull(),
    expiresAt: bigint('expires_at', { mode: 'number' }).notNull(),
  },
  (table) => [
    index('limit_events_key_at_idx').on(table.key, table.at),
    index('limit_events_expires_idx').on(table.expiresAt),
  ],
);

/** Running cool-downs of the same store: a key until a time (epoch ms). */
export const limitCooldowns = pgTable('limit_cooldowns', {
  key: text('key').primaryKey(),
  until: bigint('until', { mode: 'number' }).notNull(),
});

/**
 * Messages people send to the marketplace's WhatsApp number (decision 025), one row per
 * WhatsApp message id: Meta retries a webhook until it gets a 200, so the unique id keeps each
 * message once. The worker handles them in the order they were written (their own timestamp)
 * per phone; a handled row stays a few days so a late retry is still recognised.
 */
export const whatsappMessages = pgTable(
  'whatsapp_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    messageId: text('message_id').notNull(),
    /** The sender as WhatsApp names them: country code and number, digits only. */
    waId: text('wa_id').notNull(),
    /** When the person sent it (WhatsApp's timestamp), not when it arrived. */
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    /** The message object of the webhook, as Meta sent it. */
    message: jsonb('message').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    /** A worker is on it until then; past it, another worker takes it again (a crash). */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    /** 'answered', 'stale' (older than one already answered), 'ignored'. */
    outcome: text('outcome'),
  },
  (table) => [
    uniqueIndex('whatsapp_messages_message_id_unique').on(table.messageId),
    index('whatsapp_messages_pending_idx')
      .on(table.waId, table.sentAt)
      .where(sql`${table.handledAt} is null`),
    index('whatsapp_messages_received_idx').on(table.receivedAt),
    // The newest message of a phone: whether it is inside WhatsApp's 24-hour service window.
    index('whatsapp_messages_phone_idx').on(table.waId, table.sentAt),
  ],
);

/**
 * Where each WhatsApp conversation stands (decision 025): the step, what was answered so far
 * (nothing is created until the last step confirms) and the newest message handled, so an
 * older one arriving late is recognised. A conversation untouched for 24 hours starts over.
 */
export const whatsappConversations = pgTable('whatsapp_conversations', {
  waId: text('wa_id').primaryKey(),
  step: text('step').notNull(),
  draft: jsonb('draft').notNull().default({}),
  lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// ── Pedidos y cosechas (decision 026) ─────────────────────────────────────────────────────
// Buyers say what they need (buy requests, "Busco"), sellers answer ("Tengo"), sellers
// announce what is coming (upcoming harvests) and buyers follow or reserve it. Every row of a
// person goes with their account (ON DELETE CASCADE).

export const BUY_REQUEST_STATUSES = ['open', 'closed', 'expired', 'hidden'] as const;

/** A buyer's request: what, how much, where, by when; matched once against nearby sellers. */
export const buyRequests = pgTable(
  'buy_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => catalogueProducts.id),
    quantity: integer('quantity').notNull(),
    sizeId: integer('size_id')
      .notNull()
      .references(() => sizes.id),
    /** Kilograms of one bulto, carga, saco… (units sold by the piece of packaging). */
    unitWeightKg: doublePrecision('unit_weight_kg'),
    municipalityId: integer('municipality_id')
      .notNull()
      .references(() => municipalities.id),
    /** 'entrega': the seller brings it; 'recoge': the buyer picks it up. */
    delivery: text('delivery').notNull(),
    neededBy: date('needed_by', { mode: 'string' }).notNull(),
    frequency: text('frequency').notNull(),
    maxPrice: bigint('max_price', { mode: 'number' }),
    note: text('note'),
    status: text('status').notNull().default('open'),
    /** Why the buyer closed it: 'conseguido' or 'ya_no_lo_necesito'. */
    closedReason: text('closed_reason'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
    /** Last Bogotá day it is open: the date for a one-time request, 8 weeks on for a weekly one. */
    expiresOn: date('expires_on', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    renewedAt: timestamp('renewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('buy_requests_user_idx').on(table.userId, table.createdAt),
    index('buy_requests_open_product_idx')
      .on(table.productId, table.municipalityId)
      .where(sql`${table.status} = 'open'`),
    index('buy_requests_open_expiry_idx')
      .on(table.expiresOn)
      .where(sql`${table.status} = 'open'`),
    check(
      'buy_requests_status_check',
      sql`${table.status} in ('open', 'closed', 'expired', 'hidden')`,
    ),
    check('buy_requests_delivery_check', sql`${table.delivery} in ('entrega', 'recoge')`),
    check('buy_requests_frequency_check', sql`${table.frequency} in ('once', 'weekly')`),
    check(
      'buy_requests_closed_check',
      sql`${table.closedReason} is null or ${table.closedReason} in ('conseguido', 'ya_no_lo_necesito')`,
    ),
    check('buy_requests_quantity_check', sql`${table.quantity} > 0`),
  ],
);

/** Requests waiting to be matched against sellers (filled when a request is posted). */
export const buyRequestJobs = pgTable('buy_request_jobs', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  buyRequestId: integer('buy_request_id')
    .notNull()
    .references(() => buyRequests.id, { onDelete: 'cascade' }),
  queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A request reaches a seller once, whatever runs the matching again. */
export const notifiedBuyRequests = pgTable(
  'notified_buy_requests',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    buyRequestId: integer('buy_request_id')
      .notNull()
      .references(() => buyRequests.id, { onDelete: 'cascade' }),
    notifiedAt: timestamp('notified_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('notified_buy_requests_key').on(table.userId, table.buyRequestId)],
);

/** A seller's answer ("Tengo"): one of their listings or a short offer; one per seller and request. */
export const requestAnswers = pgTable(
  'request_answers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    buyRequestId: integer('buy_request_id')
      .notNull()
      .references(() => buyRequests.id, { onDelete: 'cascade' }),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    listingId: integer('listing_id').references(() => listings.id, { onDelete: 'set null' }),
    price: bigint('price', { mode: 'number' }),
    quantity: integer('quantity'),
    availableOn: date('available_on', { mode: 'string' }),
    /** When the buyer last reached the seller from this answer. */
    contactedAt: timestamp('contacted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('request_answers_seller_key').on(table.buyRequestId, table.sellerId),
    index('request_answers_seller_idx').on(table.sellerId),
  ],
);

/** Products a seller grows (Mi tienda), so a request reaches them with nothing on offer. */
export const grownProducts = pgTable(
  'grown_products',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => catalogueProducts.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('grown_products_key').on(table.userId, table.productId),
    // Matching reads a product's growers first.
    index('grown_products_product_idx').on(table.productId, table.userId),
  ],
);

export const HARVEST_STATUSES = ['open', 'listed', 'closed', 'hidden'] as const;

/** A seller's upcoming harvest ("Próxima cosecha"). */
export const harvests = pgTable(
  'harvests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => catalogueProducts.id),
    expectedOn: date('expected_on', { mode: 'string' }).notNull(),
    quantity: integer('quantity').notNull(),
    sizeId: integer('size_id')
      .notNull()
      .references(() => sizes.id),
    unitWeightKg: doublePrecision('unit_weight_kg'),
    /** The seller's address it will be sold from (the listing's address when it is listed). */
    addressId: integer('address_id').references(() => addresses.id, { onDelete: 'set null' }),
    /** The place shown, kept when the address is deleted. */
    municipalityId: integer('municipality_id')
      .notNull()
      .references(() => municipalities.id),
    expectedPrice: bigint('expected_price', { mode: 'number' }),
    note: text('note'),
    status: text('status').notNull().default('open'),
    listingId: integer('listing_id').references(() => listings.id, { onDelete: 'set null' }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
    /** When the seller was asked to update or close it (its date long past), once. */
    dueNotifiedAt: timestamp('due_notified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('harvests_seller_idx').on(table.sellerId, table.createdAt),
    index('harvests_open_idx')
      .on(table.expectedOn)
      .where(sql`${table.status} = 'open'`),
    check('harvests_status_check', sql`${table.status} in ('open', 'listed', 'closed', 'hidden')`),
    check('harvests_quantity_check', sql`${table.quantity} > 0`),
  ],
);

/** 'Avísame cuando esté lista': a buyer follows a harvest. */
export const harvestFollows = pgTable(
  'harvest_follows',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    harvestId: integer('harvest_id')
      .notNull()
      .references(() => harvests.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('harvest_follows_key').on(table.harvestId, table.userId),
    index('harvest_follows_user_idx').on(table.userId),
  ],
);

export const RESERVATION_STATUSES = [
  'requested',
  'accepted',
  'declined',
  'cancelled_by_buyer',
  'cancelled_by_seller',
  'kept',
  'not_kept',
] as const;

/**
 * A buyer's reservation of part of a harvest: a soft, two-sided commitment. After the date each
 * side says whether the other kept their word (`buyer_says_seller_kept`, `seller_says_buyer_kept`);
 * a cancellation's reason the other side accepted counts against no one.
 */
export const reservations = pgTable(
  'reservations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    harvestId: integer('harvest_id')
      .notNull()
      .references(() => harvests.id, { onDelete: 'cascade' }),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    status: text('status').notNull().default('requested'),
    cancelReason: text('cancel_reason'),
    reasonAcceptedAt: timestamp('reason_accepted_at', { withTimezone: true }),
    buyerSaysSellerKept: boolean('buyer_says_seller_kept'),
    sellerSaysBuyerKept: boolean('seller_says_buyer_kept'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('reservations_harvest_idx').on(table.harvestId, table.createdAt),
    index('reservations_buyer_idx').on(table.buyerId, table.createdAt),
    // One live reservation per buyer and harvest (after a cancellation they may reserve again).
    uniqueIndex('reservations_live_key')
      .on(table.harvestId, table.buyerId)
      .where(sql`${table.status} in ('requested', 'accepted')`),
    check(
      'reservations_status_check',
      sql`${table.status} in ('requested', 'accepted', 'declined', 'cancelled_by_buyer', 'cancelled_by_seller', 'kept', 'not_kept')`,
    ),
    check('reservations_quantity_check', sql`${table.quantity} > 0`),
  ],
);
