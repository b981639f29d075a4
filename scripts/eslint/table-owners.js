// ESLint rule: every table of server/db/schema.ts belongs to one server feature (or platform
// adapter), and only that owner's *.queries.ts files query it. Another feature reads it by
// calling what the owner exports from its index.ts (server/features/listings/index.ts: the
// public-listing rule, first photo, ratings, briefs), so a rule about a table is written once,
// beside the table (docs/architecture.md "A server feature").
//
// "Querying" is seen two ways: importing the table's Drizzle object from server/db/schema, and
// naming its SQL name after FROM, JOIN, INTO or UPDATE in a template literal (raw `sql`).
// Type-only imports (`typeof listings.$inferSelect`) query nothing and pass. Tests, the
// database layer (server/db: schema, migrations, seeds) and scripts are not checked.
//
// Besides the owner, a table may be read by the features its `readBy` names, each for a
// reason given beside it; a new reason is a new line here, reviewed like code.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/** Reference data: seeded from server/db/reference, never written by a request (decision 006). */
const REFERENCE = { readBy: '*' };

/**
 * Table (its export in server/db/schema.ts) → owner: a folder of server/features, or
 * 'platform/<adapter>', or 'db' (the database layer itself).
 */
export const TABLE_OWNERS = {
  departments: { owner: 'locations', ...REFERENCE },
  municipalities: { owner: 'locations', ...REFERENCE },
  sizes: { owner: 'catalogue', ...REFERENCE },
  categories: { owner: 'catalogue', ...REFERENCE },
  subcategories: { owner: 'catalogue', ...REFERENCE },
  catalogueProducts: { owner: 'catalogue', ...REFERENCE },
  // The price refresh claims its day with a seed_state row, as the seeds mark their work.
  seedState: { owner: 'db', readBy: ['prices'] },
  // A person's name beside what they wrote, and their row locked `for update` to serialise
  // one person's writes (favourites, saved searches, price alerts, job offers): joins, not rules.
  // The session checks the account's token version with every request (decision 017).
  users: {
    owner: 'accounts',
    readBy: [
      'platform/auth',
      'favourites',
      'jobs',
      'listings',
      'notifications',
      'prices',
      'reviews',
      'sharing',
      'requests',
      'harvests',
    ],
  },
  consents: { owner: 'accounts' },
  pendingRegistrations: { owner: 'accounts' },
  knownDevices: { owner: 'accounts' },
  otpChallenges: { owner: 'accounts' },
  // A listing's place is its address's municipality: every listing query joins it (decision 006).
  // A buy request is matched against the sellers' places, and a harvest is announced at one of
  // the seller's addresses, in the same statement (decision 026).
  addresses: { owner: 'addresses', readBy: ['listings', 'accounts', 'requests', 'harvests'] },
  reports: { owner: 'reports' },
  // Matching a buy request finds sellers who have or had a listing of the product nearby in one
  // statement, whatever the listing's state (decision 026: ≤ 200 ms against 100,000 sellers).
  listings: { owner: 'listings', readBy: ['requests'] },
  listingPrices: { owner: 'listings' },
  listingImages: { owner: 'listings' },
  shareOpens: { owner: 'sharing' },
  // What a viewer did to the listings on a page, and a listing's rating and contacts, are read
  // with the listing in the same query (decision 019).
  favourites: { owner: 'favourites', readBy: ['listings'] },
  contacts: { owner: 'contacts', readBy: ['listings'] },
  reviews: { owner: 'reviews', readBy: ['listings'] },
  stores: { owner: 'stores' },
  storeImages: { owner: 'stores' },
  storeTags: { owner: 'stores' },
  storeProducts: { owner: 'stores' },
  organizations: { owner: 'organizations' },
  jobOffers: { owner: 'jobs' },
  adminActions: { owner: 'admin' },
  priceStats: { owner: 'prices' },
  priceRefreshQueue: { owner: 'prices' },
  priceAlerts: { owner: 'prices' },
  sipsaPrices: { owner: 'prices' },
  savedSearches: { owner: 'notifications' },
  savedSearchWords: { owner: 'notifications' },
  notificationJobs: { owner: 'notifications' },
  priceNotificationJobs: { owner: 'notifications' },
  notifiedListings: { owner: 'notifications' },
  notificationDays: { owner: 'notifications' },
  notifications: { owner: 'notifications' },
  notificationSettings: { owner: 'notifications' },
  // Pedidos y cosechas (decision 026). A notification shows its request or harvest in its
  // state now, read with the notifications page.
  buyRequests: { owner: 'requests', readBy: ['notifications'] },
  buyRequestJobs: { owner: 'requests' },
  requestAnswers: { owner: 'requests' },
  grownProducts: { owner: 'requests' },
  notifiedBuyRequests: { owner: 'notifications' },
  harvests: { owner: 'harvests', readBy: ['notifications'] },
  harvestFollows: { owner: 'harvests' },
  reservations: { owner: 'harvests' },
  whatsappMessages: { owner: 'whatsapp' },
  whatsappConversations: { owner: 'whatsapp' },
  pushSubscriptions: { owner: 'notifications' },
  limitEvents: { owner: 'platform/limits' },
  limitCooldowns: { owner: 'platform/limits' },
};

/**
 * Owners that may query every table. Admin: moderation changes other features' rows (hides a
 * listing, removes a review, edits a store) in the same transaction as the admin_actions row
 * that logs it, and its inbox and log name what they point at; so its *.queries.ts files read
 * everything and write only what a moderator may change.
 */
const QUERIES_EVERY_TABLE = new Set(['admin']);

/** Files allowed to cross, each with why and until when (none today). */
const ALLOWED_FILES = new Map([]);

/** `pgTable('sql_name'` of every export of the schema: export name → SQL name. */
export function schemaTables(schemaSource) {
  const tables = new Map();
  for (const match of schemaSource.matchAll(/export const (\w+) = pgTable\(\s*'(\w+)'/g)) {
    tables.set(match[1], match[2]);
  }
  return tables;
}

const SCHEMA_FILE = path.join(root, 'server/db/schema.ts');
const tables = schemaTables(fs.readFileSync(SCHEMA_FILE, 'utf8'));
const bySqlName = new Map([...tables].map(([name, sqlName]) => [sqlName, name]));
const RAW_TABLE = /\b(?:from|join|into|update)\s+"?([a-z_]+)"?/gi;

/** The owner of a file under server/, or null for files the rule does not check. */
function ownerOfFile(relativePath) {
  const parts = relativePath.split(path.sep);
  if (parts[0] !== 'server') return null;
  if (/\.test\.ts$/.test(relativePath)) return null;
  if (parts[1] === 'features' && parts[3]) return parts[2];
  if (parts[1] === 'platform' && parts[3]) return `platform/${parts[2]}`;
  return null;
}

function ownerLabel(owner) {
  return owner.startsWith('platform/') ? `server/${owner}` : `the ${owner} feature`;
}

/** Why `file` (owned by `fileOwner`) may not query `table`, or null when it may. */
function problemOf(table, file, fileOwner) {
  const entry = TABLE_OWNERS[table];
  if (!entry)
    return `Table '${table}' has no owner: add it to TABLE_OWNERS in scripts/eslint/table-owners.js.`;
  if (file.startsWith(`server${path.sep}features`) && !file.endsWith('.queries.ts'))
    return `SQL lives in *.queries.ts files: move this read of '${table}' into one (docs/architecture.md).`;
  if (entry.owner === fileOwner || QUERIES_EVERY_TABLE.has(fileOwner)) return null;
  if (entry.readBy === '*' || entry.readBy?.includes(fileOwner)) return null;
  if (ALLOWED_FILES.get(file)?.has(table)) return null;
  const index =
    entry.owner.startsWith('platform/') || entry.owner === 'db'
      ? ownerLabel(entry.owner)
      : `server/features/${entry.owner}/index.ts`;
  return `'${table}' belongs to ${ownerLabel(entry.owner)}: call what ${index} exports instead of querying it here.`;
}

export default {
  meta: {
    type: 'problem',
    docs: { description: "Query a table only in its owning feature's *.queries.ts files" },
    schema: [],
  },
  create(context) {
    const file = path.relative(root, context.filename);
    const fileOwner = ownerOfFile(file);
    if (!fileOwner) return {};
    const report = (node, table) => {
      const message = problemOf(table, file, fileOwner);
      if (message) context.report({ node, message });
    };
    return {
      ImportDeclaration(node) {
        if (node.importKind === 'type') return;
        const source = node.source.value;
        if (typeof source !== 'string' || !source.startsWith('.')) return;
        const target = path.resolve(path.dirname(context.filename), source);
        if (target !== SCHEMA_FILE.replace(/\.ts$/, '') && target !== SCHEMA_FILE) return;
        for (const specifier of node.specifiers) {
          if (specifier.type !== 'ImportSpecifier' || specifier.importKind === 'type') continue;
          const name = specifier.imported.name;
          if (tables.has(name)) report(specifier, name);
        }
      },
      TemplateLiteral(node) {
        const text = node.quasis.map((quasi) => quasi.value.cooked ?? quasi.value.raw).join(' ');
        for (const match of text.matchAll(RAW_TABLE)) {
          const table = bySqlName.get(match[1].toLowerCase());
          if (table) report(node, table);
        }
      },
    };
  },
};
