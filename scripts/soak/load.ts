import { call, type Answer, type Stats } from './http';
import { outcomeOf, type Ledger, type ListingFields, type Session } from './ledger';
import { photoForm } from './photos';
import { sleep } from './servers';

// The simulated people: each one, on its own server process, browses the catalogue and product
// pages, keeps favourites, publishes and edits listings, activates them (at most 5 active, as
// the rules say), sometimes adds a photo, a second address or a job offer. One action at a time
// with a short pause, as a person on a phone would, until the time is up.

export interface Person {
  session: Session;
  base: string;
  addresses: number[];
  listings: { id: number; active: boolean; images: number }[];
  jobs: number;
}

export interface LoadContext {
  stats: Stats;
  ledger: Ledger;
  /** Listing ids people have seen in the catalogue (shared, bounded). */
  seen: number[];
  products: number[];
  sizes: number[];
  photo: Buffer;
  /** Answers that were 2xx but wrong (a write not reflected in its own answer). */
  problems: string[];
}

const MAX_LISTINGS = 6;
const MAX_ACTIVE = 5;
const MAX_PHOTOS = 3;
const MAX_ADDRESSES = 3;
const MAX_JOBS = 2;
const SEEN_LIMIT = 5000;
const SEARCH_WORDS = ['papa', 'café', 'plátano', 'yuca', 'tomate', 'leche', 'maíz', 'cerdo'];
const QUICK_SEARCH = ['pa', 'ca', 'to', 'yu', 'le', 'ma', 'fr', 'ga'];

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
const between = (min: number, max: number) => min + Math.floor(Math.random() * (max - min + 1));

type Action = (person: Person, ctx: LoadContext) => Promise<void>;

const as = (person: Person, extra: Parameters<typeof call>[2] = {}) => ({
  token: person.session.token,
  ip: person.session.ip,
  ...extra,
});

function remember(ctx: LoadContext, ids: number[]): void {
  for (const id of ids) {
    if (ctx.seen.length < SEEN_LIMIT) ctx.seen.push(id);
    else ctx.seen[Math.floor(Math.random() * SEEN_LIMIT)] = id;
  }
}

const browse: Action = async (person, ctx) => {
  const category = between(1, 10);
  const sort = pick(['price_asc', 'price_desc', 'random']);
  const page = pick([1, 1, 1, 2, 3]);
  // Some people browse signed out (the landing page), most signed in (favourite hearts).
  const options = Math.random() < 0.3 ? { ip: person.session.ip } : as(person);
  const res = await call(
    person.base,
    `/products?category=${category}&pagination=20&sort=${sort}&page=${page}`,
    options,
    ctx.stats,
    'catalogue page',
  );
  if (res.status === 200)
    remember(
      ctx,
      res.body.data.map((l: { id: number }) => l.id),
    );
};

const search: Action = async (person, ctx) => {
  if (Math.random() < 0.5) {
    await call(
      person.base,
      `/categories/all?q=${encodeURIComponent(pick(QUICK_SEARCH))}`,
      as(person),
      ctx.stats,
      'quick search',
    );
  } else {
    const res = await call(
      person.base,
      `/products?q=${encodeURIComponent(pick(SEARCH_WORDS))}&pagination=20`,
      as(person),
      ctx.stats,
      'catalogue search',
    );
    if (res.status === 200)
      remember(
        ctx,
        res.body.data.map((l: { id: number }) => l.id),
      );
  }
};

const detail: Action = async (person, ctx) => {
  if (ctx.seen.length === 0) return browse(person, ctx);
  const id = pick(ctx.seen);
  const res = await call(person.base, `/products/${id}`, as(person), ctx.stats, 'product detail');
  if (res.status === 200) {
    const known = ctx.ledger.isFavourite(person.session, id);
    if (known !== undefined && res.body.data.is_favorite !== known) {
      ctx.problems.push(
        `detail ${id} for user ${person.session.userId}: is_favorite ${res.body.data.is_favorite}, last toggle said ${known}`,
      );
    }
  }
};

const otherPages: Action = async (person, ctx) => {
  const path = pick([
    '/stores',
    '/stores?kind=suministros',
    '/organizations',
    '/jobs',
    '/products/my/favorites',
    '/products/my',
  ]);
  await call(person.base, path, as(person), ctx.stats, `list ${path.split('?')[0]}`);
};

const favourite: Action = async (person, ctx) => {
  if (ctx.seen.length === 0) return browse(person, ctx);
  const id = pick(ctx.seen);
  const before = ctx.ledger.isFavourite(person.session, id) ?? false;
  const res = await call(
    person.base,
    `/products/${id}/favorite`,
    as(person, { method: 'POST' }),
    ctx.stats,
    'favourite toggle',
  );
  const outcome = outcomeOf(res.status, [200]);
  const now = res.status === 200 ? (res.body.data.is_favorite as boolean) : null;
  if (now !== null && now === before) {
    ctx.problems.push(
      `favourite ${id} for user ${person.session.userId}: toggle answered ${now} twice`,
    );
  }
  ctx.ledger.favouriteToggled(person.session, id, now, outcome);
};

function listingFields(person: Person, ctx: LoadContext): ListingFields & { product_id: number } {
  return {
    product_id: pick(ctx.products),
    price: between(1, 2000) * 50,
    stock: between(1, 500),
    size_id: pick(ctx.sizes),
    description: `Cosecha de la semana, lote ${between(1, 99999)}.`,
    address_id: pick(person.addresses),
    is_active: false,
  };
}

const createListing: Action = async (person, ctx) => {
  if (person.listings.length >= MAX_LISTINGS) return editListing(person, ctx);
  const { is_active: _inactive, ...body } = listingFields(person, ctx);
  const res = await call(
    person.base,
    '/products',
    as(person, { json: body, expect: [201] }),
    ctx.stats,
    'listing create',
  );
  if (res.status !== 201) return;
  const { product_id: _product, ...fields } = body;
  ctx.ledger.listingCreated(person.session, res.body.id, { ...fields, is_active: false });
  person.listings.push({ id: res.body.id, active: false, images: 0 });
};

/** Checks that the summary a write answers with shows the values just written. */
function checkEcho(
  ctx: LoadContext,
  id: number,
  res: Answer,
  changes: Partial<ListingFields>,
): void {
  if (res.status !== 200) return;
  const data = res.body.data;
  for (const [field, value] of Object.entries(changes)) {
    const shown = field === 'address_id' ? undefined : data[field];
    if (shown !== undefined && shown !== value) {
      ctx.problems.push(
        `listing ${id}: answer to an edit shows ${field}=${JSON.stringify(shown)}, sent ${JSON.stringify(value)}`,
      );
    }
  }
}

const editListing: Action = async (person, ctx) => {
  if (person.listings.length === 0) return createListing(person, ctx);
  const listing = pick(person.listings);
  const fresh = listingFields(person, ctx);
  let path: string;
  let changes: Partial<ListingFields>;
  if (Math.random() < 0.4) {
    path = `/products/${listing.id}/update/price`;
    changes =
      Math.random() < 0.5 ? { price: fresh.price } : { price: fresh.price, stock: fresh.stock };
  } else {
    path = `/products/${listing.id}`;
    const all = {
      price: fresh.price,
      stock: fresh.stock,
      description: fresh.description,
      size_id: fresh.size_id,
      address_id: fresh.address_id,
    };
    changes = Object.fromEntries(Object.entries(all).filter(() => Math.random() < 0.5));
    if (Object.keys(changes).length === 0) changes = { description: fresh.description };
  }
  const res = await call(
    person.base,
    path,
    as(person, { json: changes }),
    ctx.stats,
    'listing edit',
  );
  ctx.ledger.listingChanged(listing.id, changes, outcomeOf(res.status, [200]));
  checkEcho(ctx, listing.id, res, changes);
};

const toggleActive: Action = async (person, ctx) => {
  if (person.listings.length === 0) return createListing(person, ctx);
  const listing = pick(person.listings);
  const activeNow = person.listings.filter((l) => l.active).length;
  // The person knows the limit (My products shows it), so the sixth activation is not tried.
  const next = listing.active ? false : activeNow < MAX_ACTIVE;
  if (next === listing.active) return editListing(person, ctx);
  const res = await call(
    person.base,
    `/products/${listing.id}/active`,
    as(person, { json: { is_active: next } }),
    ctx.stats,
    'listing activate',
  );
  const outcome = outcomeOf(res.status, [200]);
  ctx.ledger.listingChanged(listing.id, { is_active: next }, outcome);
  checkEcho(ctx, listing.id, res, { is_active: next });
  if (outcome === 'acked') {
    listing.active = next;
    if (next) remember(ctx, [listing.id]);
  }
};

const uploadPhoto: Action = async (person, ctx) => {
  const listing = person.listings.find((l) => l.images < MAX_PHOTOS);
  if (!listing) return createListing(person, ctx);
  const res = await call(
    person.base,
    `/products/${listing.id}/images`,
    // 503 + Retry-After is the intake queue's designed "busy" (counted apart, Stats.busyAnswers).
    as(person, { form: photoForm(ctx.photo), expect: [201, 503] }),
    ctx.stats,
    'photo upload',
  );
  const outcome = outcomeOf(res.status, [201]);
  const ids = outcome === 'acked' ? (res.body.data as { id: number }[]).map((i) => i.id) : null;
  ctx.ledger.photosUploaded(listing.id, ids, outcome);
  if (ids) listing.images = ids.length;
};

const addAddress: Action = async (person, ctx) => {
  if (person.addresses.length >= MAX_ADDRESSES) return browse(person, ctx);
  const name = `Finca ${between(1, 99999)}`;
  const res = await call(
    person.base,
    '/address',
    as(person, {
      json: { department_id: 5, municipalite_id: 5001, name, address: 'Vereda La Unión' },
      expect: [201],
    }),
    ctx.stats,
    'address create',
  );
  if (res.status !== 201) return;
  ctx.ledger.addressCreated(person.session, res.body.data.id, name);
  person.addresses.push(res.body.data.id);
};

const publishJob: Action = async (person, ctx) => {
  if (person.jobs >= MAX_JOBS) return otherPages(person, ctx);
  const title = `Recolector de café ${between(1, 99999)}`;
  const pay = between(40, 120) * 1000;
  const startsOn = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  const res = await call(
    person.base,
    '/jobs',
    as(person, {
      json: {
        title,
        description: 'Cosecha principal, alimentación y dormida en la finca.',
        department_id: 5,
        municipality_id: 5001,
        pay,
        pay_period: 'dia',
        starts_on: startsOn,
      },
      expect: [201],
    }),
    ctx.stats,
    'job offer create',
  );
  if (res.status !== 201) return;
  person.jobs += 1;
  ctx.ledger.jobCreated(person.session, res.body.data.id, title, pay);
};

/** What people do, and how often (weights). */
const ACTIONS: [Action, number][] = [
  [browse, 24],
  [search, 8],
  [detail, 22],
  [otherPages, 8],
  [favourite, 12],
  [createListing, 6],
  [editListing, 10],
  [toggleActive, 4],
  [uploadPhoto, 3],
  [addAddress, 1],
  [publishJob, 2],
];
const TOTAL_WEIGHT = ACTIONS.reduce((sum, [, w]) => sum + w, 0);

function nextAction(): Action {
  let roll = Math.random() * TOTAL_WEIGHT;
  for (const [action, weight] of ACTIONS) {
    roll -= weight;
    if (roll < 0) return action;
  }
  return browse;
}

/** Runs every person until the deadline; answers the wall-clock seconds it took. */
export async function runLoad(
  people: Person[],
  ctx: LoadContext,
  durationMs: number,
  thinkMs: number,
): Promise<number> {
  const started = performance.now();
  const deadline = started + durationMs;
  await Promise.all(
    people.map(async (person, index) => {
      // Arrive over the first two seconds, not all in the same millisecond.
      await sleep((index / people.length) * 2000);
      while (performance.now() < deadline) {
        await nextAction()(person, ctx);
        await sleep(Math.random() * 2 * thinkMs);
      }
    }),
  );
  return (performance.now() - started) / 1000;
}

/** A writer with no pause, for the crash test: publishes, edits, adds photos and favourites. */
export async function runWriter(
  person: Person,
  ctx: LoadContext,
  stop: () => boolean,
): Promise<void> {
  const writes: [Action, number][] = [
    [createListing, 3],
    [editListing, 5],
    [favourite, 3],
    [uploadPhoto, 1],
  ];
  const total = writes.reduce((sum, [, w]) => sum + w, 0);
  while (!stop()) {
    let roll = Math.random() * total;
    const action = writes.find(([, w]) => (roll -= w) < 0)?.[0] ?? editListing;
    const before = ctx.stats.count((s) => s === 0);
    await action(person, ctx);
    // The server is gone: this person's last write is in doubt; stop writing.
    if (ctx.stats.count((s) => s === 0) > before) return;
  }
}
