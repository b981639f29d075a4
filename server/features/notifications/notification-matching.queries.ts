import { asc, inArray, sql, type SQL } from 'drizzle-orm';
import { NOTIFICATIONS } from '../../../domain/limits';
import type { Database } from '../../db/client';
import { notificationJobs } from '../../db/schema';
import { publicListingForMatching } from '../listings';

// Matching one listing against every saved search, in SQL and in one pass (set-based): the
// listing's text is folded once, its words are looked up in the trigram index of the saved
// searches' words (typos), and every other filter is a plain comparison per saved search.

/** Rows of a raw query: both engines answer `{ rows }`. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export interface NotificationJob {
  id: number;
  listingId: number;
  previousPrice: number | null;
  /** When the listing became visible or cheaper: searches saved later are not told about it. */
  queuedAt: Date;
}

/** Takes the oldest queued job; other processes skip it while it is taken (SKIP LOCKED). */
export async function claimJob(db: Database): Promise<NotificationJob | null> {
  const taken = db
    .select({ id: notificationJobs.id })
    .from(notificationJobs)
    .orderBy(asc(notificationJobs.id))
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .delete(notificationJobs)
    .where(inArray(notificationJobs.id, taken))
    .returning({
      id: notificationJobs.id,
      listingId: notificationJobs.listingId,
      previousPrice: notificationJobs.previousPrice,
      queuedAt: notificationJobs.queuedAt,
    });
  return row ?? null;
}

/**
 * The people whose saved searches match the listing now (its seller left out). A search
 * matches when each of its words is in the listing's text (product, subcategory, category,
 * description; accents and case ignored) or close to one of its words (a typo); its category,
 * department and municipality are the listing's; the listing lies within its radius; and its
 * price is at most the search's maximum. After a price cut (`previousPrice`), only searches
 * whose maximum the old price exceeded and the new one meets.
 */
export async function matchingPeople(
  db: Database,
  { listingId, previousPrice, queuedAt }: NotificationJob,
): Promise<number[]> {
  const priceRule =
    previousPrice === null
      ? sql`(s.max_price IS NULL OR l.price <= s.max_price)`
      : sql`(s.max_price IS NOT NULL AND l.price <= s.max_price AND s.max_price < ${previousPrice})`;
  const result = await db.execute(sql`
    with l as (
      ${publicListingForMatching(listingId)}
    ),
    tokens as (
      select distinct token
      from l, regexp_split_to_table(l.text, '[^a-z0-9]+') as token
      where length(token) >= 3
    ),
    word_hits as (
      select w.saved_search_id, w.position
      from saved_search_words w, l
      where strpos(l.text, w.word) > 0
      union
      select w.saved_search_id, w.position
      from tokens
      join saved_search_words w
        on w.word % tokens.token
        and length(w.word) >= 3
        and similarity(w.word, tokens.token) >= ${NOTIFICATIONS.typoSimilarity}
    ),
    found as (
      select saved_search_id, count(*) as words from word_hits group by saved_search_id
    ),
    -- Searches whose every word was found.
    complete as (
      select found.saved_search_id
      from found
      where found.words = (
        select count(*) from saved_search_words x
        where x.saved_search_id = found.saved_search_id
      )
    )
    select distinct s.user_id
    from saved_searches s
    cross join l
    left join municipalities near on near.id = s.near_municipality_id
    where s.user_id <> l.user_id
      -- 'Avísame cuando publiquen': what is published after the search was saved, even when
      -- the queue reaches it later (what was on offer before, the search already showed).
      and s.created_at <= ${queuedAt.toISOString()}::timestamptz
      and (s.q is null or s.id in (select saved_search_id from complete))
      and (s.category_id is null or s.category_id = l.category_id)
      and (s.department_id is null or s.department_id = l.department_id)
      and (s.municipality_id is null or s.municipality_id = l.municipality_id)
      and (
        s.near_municipality_id is null
        or 2 * 6371 * asin(sqrt(
          power(sin(radians(l.latitude - near.latitude) / 2), 2)
          + cos(radians(near.latitude)) * cos(radians(l.latitude))
            * power(sin(radians(l.longitude - near.longitude) / 2), 2)
        )) <= s.radius_km
      )
      and ${priceRule}
    order by s.user_id`);
  return rowsOf<{ user_id: number }>(result).map((row) => Number(row.user_id));
}

export interface CreatedNotification {
  id: number;
  userId: number;
  kind: 'listing' | 'digest' | 'price' | 'request';
  count: number;
  /** The first time today a digest is written: worth a push; later updates are not. */
  firstOfItsKind: boolean;
}

/**
 * Records the listing for these people, once per person ever, and writes their notifications:
 * one per listing within the day's cap, the rest raise that day's digest.
 */
export async function recordMatches(
  db: Database,
  listingId: number,
  previousPrice: number | null,
  userIds: number[],
  day: string,
): Promise<CreatedNotification[]> {
  return recordOncePerPersonWithinCap(db, userIds, day, {
    once: (people) => sql`
      insert into notified_listings (user_id, listing_id)
      select user_id, ${listingId} from ${people} as user_id order by user_id
      on conflict do nothing
      returning user_id`,
    note: (counted) => sql`
      insert into notifications (user_id, kind, listing_id, previous_price, day)
      select user_id, 'listing', ${listingId}, ${previousPrice}::bigint, ${day}::date
      from ${counted}`,
  });
}

/**
 * What a match writes, whatever was matched (a listing against saved searches here, a buy
 * request against sellers in activity-notifications.queries.ts): `once` records the subject for
 * the people given (`people`: their ids), answering only those told for the first time ever; each
 * of those raises their Bogotá day's counter; `note` writes one notification each for `counted`
 * (the ones still within NOTIFICATIONS.maxListingNotificationsPerDay), and the rest raise that
 * day's digest. The counter row is updated with ON CONFLICT, so two processes matching for the
 * same person wait for each other and count right.
 */
export async function recordOncePerPersonWithinCap(
  db: Database,
  userIds: number[],
  day: string,
  write: { once: (people: SQL) => SQL; note: (counted: SQL) => SQL },
): Promise<CreatedNotification[]> {
  if (userIds.length === 0) return [];
  const ids = sql.join(
    userIds.map((id) => sql`${id}::int`),
    sql`, `,
  );
  const limit = NOTIFICATIONS.maxListingNotificationsPerDay;
  const result = await db.execute(sql`
    with new_people as (${write.once(sql`unnest(array[${ids}])`)}),
    counted as (
      insert into notification_days (user_id, day, matched)
      select user_id, ${day}::date, 1 from new_people order by user_id
      on conflict (user_id, day) do update set matched = notification_days.matched + 1
      returning user_id, matched
    ),
    notes as (
      ${write.note(sql`counted where matched <= ${limit}`)}
      returning id, user_id, kind, count, true as first
    ),
    digests as (
      insert into notifications (user_id, kind, day, count)
      select user_id, 'digest', ${day}::date, matched - ${limit}
      from counted where matched > ${limit}
      on conflict (user_id, day) where kind = 'digest'
      do update set count = excluded.count, read_at = null, created_at = now()
      returning id, user_id, kind, count, count = 1 as first
    )
    select * from notes union all select * from digests`);
  return createdNotifications(result);
}

/**
 * The notifications an insert wrote, from its `returning id, user_id, kind, count, count = 1 as
 * first` (listing matches here, price moves in price-notifications.queries.ts).
 */
export function createdNotifications(result: unknown): CreatedNotification[] {
  type Row = {
    id: number;
    user_id: number;
    kind: CreatedNotification['kind'];
    count: number;
    first: boolean;
  };
  return rowsOf<Row>(result).map((row) => ({
    id: Number(row.id),
    userId: Number(row.user_id),
    kind: row.kind,
    count: Number(row.count),
    firstOfItsKind: row.first,
  }));
}
