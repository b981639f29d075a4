import type pg from 'pg';
import { call, eachLimited } from './http';

// Every write a server acknowledged (2xx), with what it must have left behind, so the soak can
// read it all back afterwards through the API and straight from the database. A write that got
// no answer (the server was killed, or answered 5xx) may or may not have happened: its values
// are kept as "maybe" and either outcome is accepted; a write refused with a 4xx changed nothing.

export interface Session {
  userId: number;
  phone: string;
  token: string;
  ip: string;
}

export interface ListingFields {
  price: number;
  stock: number;
  description: string;
  size_id: number;
  address_id: number;
  is_active: boolean;
}

interface ListingRecord {
  id: number;
  owner: Session;
  acked: ListingFields;
  maybe: Partial<ListingFields>[];
  imageIds: Set<number>;
  /** Uploads that got no answer: up to this many more photos may be there. */
  imagesMaybe: number;
}

interface FavouriteRecord {
  user: Session;
  listingId: number;
  isFavourite: boolean;
  uncertain: boolean;
}

export type Outcome = 'acked' | 'refused' | 'unknown';

export function outcomeOf(status: number, ok: number[]): Outcome {
  if (ok.includes(status)) return 'acked';
  if (status >= 400 && status < 500) return 'refused';
  return 'unknown';
}

export type WriteKind =
  'listing created' | 'listing edited' | 'favourite' | 'photo' | 'address' | 'job offer';

export interface VerifyResult {
  /** Entities read back (listings, favourite pairs, addresses, job offers). */
  checked: number;
  problems: string[];
}

export class Ledger {
  readonly listings = new Map<number, ListingRecord>();
  private readonly favourites = new Map<string, FavouriteRecord>();
  private readonly addresses = new Map<number, { owner: Session; name: string }>();
  private readonly jobs = new Map<number, { owner: Session; title: string; pay: number }>();
  readonly acknowledged = new Map<WriteKind, number>();
  /** When the last write was recorded (acknowledged or in doubt), ms since the epoch. */
  lastWriteAt = 0;

  private ack(kind: WriteKind): void {
    this.acknowledged.set(kind, (this.acknowledged.get(kind) ?? 0) + 1);
    this.lastWriteAt = Date.now();
  }

  get totalAcknowledged(): number {
    let n = 0;
    for (const count of this.acknowledged.values()) n += count;
    return n;
  }

  get entityCount(): number {
    return this.listings.size + this.favourites.size + this.addresses.size + this.jobs.size;
  }

  listingCreated(owner: Session, id: number, fields: ListingFields): void {
    this.listings.set(id, {
      id,
      owner,
      acked: { ...fields },
      maybe: [],
      imageIds: new Set(),
      imagesMaybe: 0,
    });
    this.ack('listing created');
  }

  listingChanged(id: number, changes: Partial<ListingFields>, outcome: Outcome): void {
    const record = this.listings.get(id);
    if (!record) throw new Error(`listing ${id} is not in the ledger`);
    if (outcome === 'acked') {
      Object.assign(record.acked, changes);
      this.ack('listing edited');
    } else if (outcome === 'unknown') {
      record.maybe.push({ ...changes });
      this.lastWriteAt = Date.now();
    }
  }

  photosUploaded(id: number, imageIds: number[] | null, outcome: Outcome): void {
    const record = this.listings.get(id);
    if (!record) throw new Error(`listing ${id} is not in the ledger`);
    if (outcome === 'acked' && imageIds) {
      for (const imageId of imageIds) record.imageIds.add(imageId);
      this.ack('photo');
    } else if (outcome === 'unknown') {
      record.imagesMaybe += 1;
      this.lastWriteAt = Date.now();
    }
  }

  favouriteToggled(
    user: Session,
    listingId: number,
    isFavourite: boolean | null,
    outcome: Outcome,
  ) {
    const key = `${user.userId}:${listingId}`;
    const record = this.favourites.get(key) ?? {
      user,
      listingId,
      isFavourite: false,
      uncertain: false,
    };
    if (outcome === 'acked' && isFavourite !== null) {
      record.isFavourite = isFavourite;
      record.uncertain = false;
      this.ack('favourite');
    } else if (outcome === 'unknown') {
      record.uncertain = true;
      this.lastWriteAt = Date.now();
    }
    this.favourites.set(key, record);
  }

  /** What the person believes now (the last acknowledged toggle). */
  isFavourite(user: Session, listingId: number): boolean | undefined {
    return this.favourites.get(`${user.userId}:${listingId}`)?.isFavourite;
  }

  addressCreated(owner: Session, id: number, name: string): void {
    this.addresses.set(id, { owner, name });
    this.ack('address');
  }

  jobCreated(owner: Session, id: number, title: string, pay: number): void {
    this.jobs.set(id, { owner, title, pay });
    this.ack('job offer');
  }

  /** Reads every recorded entity back through the API of `base`, as its owner. */
  async verifyThroughApi(base: string): Promise<VerifyResult> {
    const problems: string[] = [];
    let checked = 0;
    const images: string[] = [];

    await eachLimited([...this.listings.values()], 16, async (record) => {
      const res = await call(base, `/products/${record.id}`, {
        token: record.owner.token,
        ip: record.owner.ip,
      });
      checked += 1;
      if (res.status !== 200) {
        problems.push(`listing ${record.id}: API answered ${res.status}`);
        return;
      }
      const data = res.body.data;
      const actual: ListingFields = {
        price: data.price,
        stock: data.stock,
        description: data.description,
        size_id: data.size_id,
        address_id: data.address.id,
        is_active: data.is_active,
      };
      problems.push(...compareListing(record, actual, 'API'));
      const shown = new Set<number>(data.images.map((image: { id: number }) => image.id));
      problems.push(...compareImages(record, shown, 'API'));
      for (const image of data.images as { id: number; thumbnail_url: string }[]) {
        if (record.imageIds.has(image.id)) images.push(image.thumbnail_url);
      }
    });

    // The stored files too: a photo row whose file is gone would show a broken picture.
    await eachLimited(images, 16, async (url) => {
      const res = await fetch(url.startsWith('/') ? `${base}${url}` : url).catch(() => null);
      if (res) await res.arrayBuffer();
      if (!res?.ok) problems.push(`photo file ${url}: ${res?.status ?? 'no answer'}`);
    });

    const byUser = groupBy([...this.favourites.values()], (f) => f.user.userId);
    await eachLimited([...byUser.values()], 16, async (records) => {
      const user = records[0]!.user;
      // The list comes a page at a time: read every page.
      const shown = new Set<number>();
      for (let page = 1, lastPage = 1; page <= lastPage; page++) {
        const res = await call(base, `/products/my/favorites?page=${page}&pagination=100`, {
          token: user.token,
          ip: user.ip,
        });
        if (res.status !== 200) {
          problems.push(`favourites of user ${user.userId}: API answered ${res.status}`);
          return;
        }
        for (const row of res.body.data as { product_user_id: number }[]) {
          shown.add(row.product_user_id);
        }
        lastPage = res.body.meta.last_page;
      }
      for (const record of records) {
        checked += 1;
        if (!record.uncertain && shown.has(record.listingId) !== record.isFavourite) {
          problems.push(
            `favourite user ${user.userId} × listing ${record.listingId}: expected ${record.isFavourite}, API shows ${!record.isFavourite}`,
          );
        }
      }
    });

    const addressesByUser = groupBy([...this.addresses.entries()], ([, a]) => a.owner.userId);
    await eachLimited([...addressesByUser.values()], 16, async (entries) => {
      const owner = entries[0]![1].owner;
      const res = await call(base, '/address', { token: owner.token, ip: owner.ip });
      if (res.status !== 200) {
        problems.push(`addresses of user ${owner.userId}: API answered ${res.status}`);
        return;
      }
      const shown = new Map<number, string>(
        res.body.data.map((a: { id: number; name: string }) => [a.id, a.name]),
      );
      for (const [id, address] of entries) {
        checked += 1;
        if (shown.get(id) !== address.name)
          problems.push(`address ${id}: missing or changed (API)`);
      }
    });

    await eachLimited([...this.jobs.entries()], 16, async ([id, job]) => {
      checked += 1;
      const res = await call(base, `/jobs/${id}`, { token: job.owner.token, ip: job.owner.ip });
      if (res.status !== 200) problems.push(`job offer ${id}: API answered ${res.status}`);
      else if (res.body.data.title !== job.title || res.body.data.pay !== job.pay) {
        problems.push(`job offer ${id}: changed (API)`);
      }
    });
    return { checked, problems };
  }

  /** Reads every recorded entity back straight from PostgreSQL. */
  async verifyInDatabase(db: pg.Client): Promise<VerifyResult> {
    const problems: string[] = [];
    let checked = 0;

    const ids = [...this.listings.keys()];
    const rows = await db.query<{
      id: number;
      price: string;
      stock: number;
      description: string;
      size_id: number;
      address_id: number;
      is_active: boolean;
    }>(
      'select id, price, stock, description, size_id, address_id, is_active from listings where id = any($1)',
      [ids],
    );
    const images = await db.query<{ id: number; listing_id: number }>(
      'select id, listing_id from listing_images where listing_id = any($1)',
      [ids],
    );
    const imagesOf = groupBy(images.rows, (row) => row.listing_id);
    const found = new Map(rows.rows.map((row) => [row.id, row]));
    for (const record of this.listings.values()) {
      checked += 1;
      const row = found.get(record.id);
      if (!row) {
        problems.push(`listing ${record.id}: no row in the database`);
        continue;
      }
      problems.push(
        ...compareListing(record, { ...row, price: Number(row.price) }, 'database'),
        ...compareImages(
          record,
          new Set((imagesOf.get(record.id) ?? []).map((i) => i.id)),
          'database',
        ),
      );
    }

    const favourites = [...this.favourites.values()];
    const favouriteRows = await db.query<{ user_id: number; listing_id: number }>(
      'select user_id, listing_id from favourites where user_id = any($1)',
      [[...new Set(favourites.map((f) => f.user.userId))]],
    );
    const present = new Set(favouriteRows.rows.map((row) => `${row.user_id}:${row.listing_id}`));
    for (const record of favourites) {
      checked += 1;
      const there = present.has(`${record.user.userId}:${record.listingId}`);
      if (!record.uncertain && there !== record.isFavourite) {
        problems.push(
          `favourite user ${record.user.userId} × listing ${record.listingId}: expected ${record.isFavourite}, database has ${there}`,
        );
      }
    }

    const addressRows = await db.query<{ id: number; user_id: number; name: string }>(
      'select id, user_id, name from addresses where id = any($1)',
      [[...this.addresses.keys()]],
    );
    const addresses = new Map(addressRows.rows.map((row) => [row.id, row]));
    for (const [id, address] of this.addresses) {
      checked += 1;
      const row = addresses.get(id);
      if (!row || row.user_id !== address.owner.userId || row.name !== address.name) {
        problems.push(`address ${id}: missing or changed (database)`);
      }
    }

    const jobRows = await db.query<{ id: number; user_id: number; title: string; pay: string }>(
      'select id, user_id, title, pay from job_offers where id = any($1)',
      [[...this.jobs.keys()]],
    );
    const jobs = new Map(jobRows.rows.map((row) => [row.id, row]));
    for (const [id, job] of this.jobs) {
      checked += 1;
      const row = jobs.get(id);
      if (
        !row ||
        row.user_id !== job.owner.userId ||
        row.title !== job.title ||
        Number(row.pay) !== job.pay
      ) {
        problems.push(`job offer ${id}: missing or changed (database)`);
      }
    }
    return { checked, problems };
  }
}

function compareListing(record: ListingRecord, actual: ListingFields, where: string): string[] {
  const problems: string[] = [];
  for (const field of Object.keys(record.acked) as (keyof ListingFields)[]) {
    const allowed = [
      record.acked[field],
      ...record.maybe.map((m) => m[field]).filter((v) => v !== undefined),
    ];
    if (!allowed.includes(actual[field])) {
      problems.push(
        `listing ${record.id}.${field}: expected ${JSON.stringify(record.acked[field])}, ${where} has ${JSON.stringify(actual[field])}`,
      );
    }
  }
  return problems;
}

function compareImages(record: ListingRecord, shown: Set<number>, where: string): string[] {
  const missing = [...record.imageIds].filter((id) => !shown.has(id));
  const problems = missing.map((id) => `listing ${record.id}: photo ${id} missing (${where})`);
  if (shown.size > record.imageIds.size + record.imagesMaybe) {
    problems.push(
      `listing ${record.id}: ${shown.size} photos, at most ${record.imageIds.size + record.imagesMaybe} expected (${where})`,
    );
  }
  return problems;
}

function groupBy<T, K>(items: T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}
