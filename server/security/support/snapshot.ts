import { readdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { App } from '../../app';

// "Nothing changed" is checked on everything a person can change: every table written by the
// API, and the photo files on disk. Reference tables (places, catalogue) are never written.

const WRITABLE_TABLES = [
  'users',
  'consents',
  'addresses',
  'reports',
  'listings',
  'listing_prices',
  'listing_images',
  'favourites',
  'contacts',
  'reviews',
  'stores',
  'store_images',
  'store_tags',
  'store_products',
  'organizations',
  'job_offers',
  'admin_actions',
  'saved_searches',
  'saved_search_words',
  'notifications',
  'notification_settings',
  'push_subscriptions',
  'price_alerts',
  'buy_requests',
  'buy_request_jobs',
  'notified_buy_requests',
  'request_answers',
  'grown_products',
  'harvests',
  'harvest_follows',
  'reservations',
] as const;

/** Tables with a user_id column: what belongs to one person. */
const OWNED_TABLES = [
  'consents',
  'addresses',
  'reports',
  'listings',
  'favourites',
  'contacts',
  'reviews',
  'job_offers',
  'saved_searches',
  'notifications',
  'notification_settings',
  'push_subscriptions',
  'price_alerts',
  'buy_requests',
  'grown_products',
  'harvest_follows',
] as const;

async function oneRow(app: App, query: ReturnType<typeof sql.raw>): Promise<unknown> {
  const result = (await app.db.execute(query)) as unknown as { rows: unknown[] };
  return result.rows[0];
}

function filesUnder(root: string): string[] {
  try {
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
      .sort();
  } catch {
    return [];
  }
}

/** Every writable row of the database and every stored photo file, in one comparable value. */
export async function snapshot(app: App): Promise<string> {
  const columns = WRITABLE_TABLES.map(
    (table) =>
      `(select coalesce(json_agg(t order by t::text), '[]'::json) from ${table} t) as ${table}`,
  );
  const rows = await oneRow(app, sql.raw(`select ${columns.join(', ')}`));
  const files = filesUnder(path.join(app.config.dataDir, 'uploads'));
  return JSON.stringify({ rows, files });
}

/** What one person owns: their account row, their rows in every table, their photos. */
export async function snapshotOf(app: App, userId: number): Promise<string> {
  const id = Number(userId);
  const columns = [
    `(select coalesce(json_agg(t order by t::text), '[]'::json) from users t where t.id = ${id}) as users`,
    ...OWNED_TABLES.map(
      (table) =>
        `(select coalesce(json_agg(t order by t::text), '[]'::json) from ${table} t where t.user_id = ${id}) as ${table}`,
    ),
    `(select coalesce(json_agg(i order by i::text), '[]'::json) from listing_images i
       join listings l on l.id = i.listing_id where l.user_id = ${id}) as listing_images`,
  ];
  return JSON.stringify(await oneRow(app, sql.raw(`select ${columns.join(', ')}`)));
}
