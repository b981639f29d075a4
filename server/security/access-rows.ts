import { bogotaIsoDate } from '../../domain/dates';
import { REVIEW_MESSAGES } from '../../domain/reviews/review';
import { sql } from 'drizzle-orm';
import type { Call, Person, World } from './support/world';

// The table of every signed-in, owner-only and admin call. A new route needs a row here (or a
// place in PUBLIC_ROUTES, with its reason), or the coverage test of access.security.test.ts fails.

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * owner: acts on one person's resource; another person's token answers `stranger` (404: it
 *   does not exist for them) and changes nothing.
 * user: any signed-in person may call it, for themselves; the answer must show nothing of
 *   another person's.
 * admin: 401 without a session, 403 for a normal user.
 * public: open by design (listed for its leak checks).
 */
export type Access = 'owner' | 'user' | 'admin' | 'public';

export interface Prepared extends Call {
  /**
   * Who may make this call and gets `ok`: by default the victim (owner rows), the stranger
   * (user rows), the admin (admin rows). null when nobody may (the row is a pure refusal).
   */
  rightful?: Person | null;
  /** The rightful call when it differs from the refused one. */
  rightfulCall?: Call;
}

export interface AccessRow {
  method: Method;
  /** As registered, without /api/v1. */
  route: string;
  access: Access;
  what: string;
  prepare: (w: World) => Promise<Prepared>;
  /** Without a token; default 401 (200 for public rows). */
  none?: number;
  noneMessage?: string;
  /** With the stranger's token; default 404 for owner rows, 403 for admin rows. */
  stranger?: number;
  strangerMessage?: string;
  /** For the rightful caller. */
  ok?: number;
  /** Secrets of the victim this answer may show to the caller checked (e.g. a seller's phone). */
  mayShow?: (w: World) => string[];
}

/**
 * The forms a server-rendered page posts to the server itself, outside /api/v1 (decision 027,
 * domain/page-forms.ts): each reads the page cookie, so each checks the request's Origin and the
 * page's form token; page-forms.security.test.ts tries every refusal on each.
 */
export const PAGE_FORM_ROUTES: Record<string, string> = {
  'POST /producto/:id/favorito':
    'the heart before the code arrives: page cookie (SameSite=Lax), same Origin, form token; changes through the API',
};

/** Routes open to anyone by design; each says why. */
export const PUBLIC_ROUTES: Record<string, string> = {
  'GET /health': 'service status for monitoring',
  'GET /departments': 'reference data (places)',
  'GET /municipalities/:departmentId': 'reference data (places)',
  'GET /sizes': 'reference data (units)',
  'GET /categories': 'the catalogue tree (docs/product.md §7: token optional)',
  'GET /categories/all': 'quick search of the catalogue (docs/product.md §7: token optional)',
  'GET /support-contact': 'the support line shown on /reportar',
  'GET /dev/otp':
    'development outbox of the console sender: only with DEV_OTP_OUTBOX=true, never in production or on a network HOST (accounts-hardening.security.test.ts)',
  'GET /whatsapp/webhook':
    "Meta's verification of the webhook: answers only with WHATSAPP_VERIFY_TOKEN (whatsapp-webhook.security.test.ts)",
  'POST /whatsapp/webhook':
    'messages from WhatsApp: refused without the X-Hub-Signature-256 of WHATSAPP_APP_SECRET (whatsapp-webhook.security.test.ts)',
  'POST /validatephone': 'registration step (per-IP limited)',
  'POST /resgister-user': "registration (the original client's spelling, kept; per-IP limited)",
  'POST /register-user': 'registration (per-IP limited)',
  'POST /auth': 'asking for a sign-in code (limits tested in one-time-codes.security.test.ts)',
  'POST /auth/:id/verify': 'signing in with the code (limits tested in one-time-codes)',
  'POST /auth/link':
    'signing in with the link of a code message (owner-not-kept-out.security.test.ts: once, in its 10 minutes, its own phone only)',
  'POST /users/logout':
    'only removes the page session cookie of the browser that calls it (decision 013); it reads and changes nothing else',
  'GET /products': 'the public catalogue (rows below check what it shows)',
  'GET /products/:id': 'a public listing (rows below: hidden ones, the seller phone)',
  'GET /products/:id/images': 'photos of a public listing (rows below: hidden ones)',
  'GET /products/:id/ratings':
    'reviews of a public listing (rows below: hidden ones; signed out, reviewers by first name and initial, without id: reviews-privacy.security.test.ts)',
};

const PRICE_CHANGE = { price: 1234, stock: 7 };

// ── Pedidos y cosechas (decision 026): what the rows below act on ─────────────────────────

/** Today in Bogotá, as the server dates harvests and requests (UTC runs a day ahead after 19:00). */
const TODAY = () => bogotaIsoDate();

/**
 * Posts and answers the new row's id. Many rows act on the victim's requests and harvests, more
 * than the 5 open each allows: on a 409 the owner's oldest open one is closed, as they would.
 */
async function created(w: World, call: Call, as: Person, oldestPath?: string): Promise<number> {
  let res = await w.inject(call.url.endsWith('/mine') ? 'PUT' : 'POST', call, as);
  if (res.statusCode === 409 && oldestPath) {
    const mine = await w.inject('GET', { url: `${oldestPath}/my` }, as);
    const open = (mine.json().data as { id: number; status: string }[]).filter(
      (row) => row.status === 'open',
    );
    const oldest = open[open.length - 1]!;
    await w.inject(
      'POST',
      { url: `${oldestPath}/${oldest.id}/close`, payload: { reason: 'conseguido' } },
      as,
    );
    res = await w.inject('POST', call, as);
  }
  if (res.statusCode !== 200 && res.statusCode !== 201) {
    throw new Error(`${call.url} failed (${res.statusCode}): ${res.body}`);
  }
  return res.json().data.id as number;
}

/** An open buy request of this person (papa parda pastusa in Medellín). */
function buyRequest(w: World, owner: Person, overrides: Record<string, unknown> = {}) {
  return created(
    w,
    {
      url: '/buy-requests',
      payload: {
        product_id: 1003016,
        quantity: 20,
        size_id: 6,
        municipality_id: 5001,
        delivery: 'entrega',
        needed_by: TODAY(),
        frequency: 'once',
        ...overrides,
      },
    },
    owner,
    '/buy-requests',
  );
}

/** A buy request of the victim with an answer (a short offer) from a new person. */
async function answeredRequest(w: World) {
  const id = await buyRequest(w, w.victim);
  const seller = await w.person('Vendedor Respondió');
  await w.inject(
    'PUT',
    {
      url: `/buy-requests/${id}/answers/mine`,
      payload: { price: 90000, quantity: 20, available_on: TODAY() },
    },
    seller,
  );
  const answers = await w.inject('GET', { url: `/buy-requests/${id}/answers` }, w.victim);
  return { id, answerId: answers.json().data[0].id as number };
}

const harvestPayload = (addressId: number) => ({
  product_id: 1003016,
  expected_on: TODAY(),
  quantity: 80,
  size_id: 6,
  address_id: addressId,
  expected_price: 95000,
});

/** An open harvest of this person, at a new address of theirs. */
async function harvest(w: World, owner: Person) {
  return created(
    w,
    { url: '/harvests', payload: harvestPayload(await w.address(owner)) },
    owner,
    '/harvests',
  );
}

/** A reservation of a new buyer on the victim's harvest, as `status` leaves it. */
async function reservation(w: World, status: 'requested' | 'accepted' | 'cancelled_by_buyer') {
  const harvestId = await harvest(w, w.victim);
  const buyer = await w.person('Comprador Reserva');
  const id = await created(
    w,
    { url: `/harvests/${harvestId}/reservations`, payload: { quantity: 10 } },
    buyer,
  );
  if (status !== 'requested')
    await w.inject('POST', { url: `/reservations/${id}/accept` }, w.victim);
  if (status === 'cancelled_by_buyer') {
    await w.inject(
      'POST',
      { url: `/reservations/${id}/cancel`, payload: { reason: 'Se dañó el camión' } },
      buyer,
    );
  }
  return id;
}

export const ACCESS_ROWS: AccessRow[] = [
  // ── Account ────────────────────────────────────────────────────────────────────────────
  {
    method: 'GET',
    route: '/users/auth',
    access: 'user',
    what: 'the profile answers the caller only',
    prepare: async () => ({ url: '/users/auth' }),
  },
  {
    method: 'POST',
    route: '/users/logout-all',
    access: 'user',
    what: 'signing out everywhere touches the caller only',
    prepare: async (w) => ({ url: '/users/logout-all', rightful: await w.person() }),
  },
  {
    method: 'DELETE',
    route: '/users/delete',
    access: 'user',
    what: 'deleting the account deletes the caller only',
    prepare: async (w) => ({ url: '/users/delete', rightful: await w.person() }),
  },

  // ── Addresses ──────────────────────────────────────────────────────────────────────────
  {
    method: 'GET',
    route: '/address',
    access: 'user',
    what: 'the address book lists the caller’s addresses only',
    prepare: async () => ({ url: '/address' }),
  },
  {
    method: 'POST',
    route: '/address',
    access: 'user',
    what: 'a new address is the caller’s',
    prepare: async () => ({
      url: '/address',
      payload: { department_id: 5, municipalite_id: 5001, name: 'Bodega', address: 'Km 3' },
    }),
    ok: 201,
  },
  ...(['GET', 'POST'] as const).map((method): AccessRow => ({
    method,
    route: '/address/:id/delete',
    access: 'owner',
    what: `deleting someone else’s address (${method})`,
    prepare: async (w) => ({ url: `/address/${await w.privateAddress(w.victim)}/delete` }),
  })),
  {
    method: 'PUT',
    route: '/address/:id',
    access: 'owner',
    what: 'editing someone else’s address',
    prepare: async (w) => ({
      url: `/address/${await w.privateAddress(w.victim)}`,
      payload: { department_id: 5, municipalite_id: 5001, name: 'Bodega', address: 'Km 3' },
    }),
  },
  {
    method: 'DELETE',
    route: '/address/:id',
    access: 'owner',
    what: 'deleting someone else’s address (DELETE)',
    prepare: async (w) => ({ url: `/address/${await w.privateAddress(w.victim)}` }),
  },

  // ── Listings ───────────────────────────────────────────────────────────────────────────
  {
    method: 'GET',
    route: '/products',
    access: 'public',
    what: 'the catalogue shows no phone, document, private address or hidden listing',
    prepare: async () => ({ url: '/products?pagination=100' }),
  },
  {
    method: 'GET',
    route: '/products/:id',
    access: 'public',
    what: 'a listing without a session shows no seller phone',
    prepare: async (w) => ({ url: `/products/${await w.listing(w.victim)}` }),
  },
  {
    method: 'GET',
    route: '/products/:id',
    access: 'owner',
    what: 'a hidden listing (and its reason) exists for its seller only',
    prepare: async (w) => ({ url: `/products/${await w.hiddenListing(w.victim)}` }),
    none: 404,
  },
  {
    method: 'GET',
    route: '/products/:id/images',
    access: 'owner',
    what: 'the photos of a hidden listing are for its seller only',
    prepare: async (w) => ({ url: `/products/${await w.hiddenListing(w.victim)}/images` }),
    none: 404,
  },
  {
    method: 'GET',
    route: '/products/:id/ratings',
    access: 'public',
    what: 'reviews show no reviewer phone',
    prepare: async (w) => {
      const id = await w.listing(w.victim);
      await w.review(id);
      return { url: `/products/${id}/ratings` };
    },
  },
  {
    method: 'GET',
    route: '/products/:id/ratings',
    access: 'owner',
    what: 'the reviews of a hidden listing are not shown',
    prepare: async (w) => ({
      url: `/products/${await w.hiddenListing(w.victim)}/ratings`,
      rightful: null,
    }),
    none: 404,
  },
  {
    method: 'GET',
    route: '/products/my',
    access: 'user',
    what: 'My products lists the caller’s listings only',
    prepare: async () => ({ url: '/products/my?status=all' }),
  },
  {
    method: 'GET',
    route: '/products/my/favorites',
    access: 'user',
    what: 'favourites are the caller’s only',
    prepare: async () => ({ url: '/products/my/favorites' }),
  },
  {
    method: 'POST',
    route: '/products',
    access: 'user',
    what: 'publishing on one’s own address',
    prepare: async (w) => ({
      url: '/products',
      payload: {
        product_id: 1003036,
        price: 2500,
        stock: 10,
        size_id: 1,
        address_id: await w.address(w.stranger),
      },
    }),
    ok: 201,
  },
  {
    method: 'POST',
    route: '/products',
    access: 'owner',
    what: 'publishing on someone else’s address is refused',
    prepare: async (w) => ({
      url: '/products',
      payload: {
        product_id: 1003036,
        price: 2500,
        stock: 10,
        size_id: 1,
        address_id: await w.privateAddress(w.victim),
      },
    }),
    stranger: 422,
    ok: 201,
  },
  {
    method: 'POST',
    route: '/products/:id',
    access: 'owner',
    what: 'editing someone else’s listing',
    prepare: async (w) => ({
      url: `/products/${await w.listing(w.victim, { active: false })}`,
      payload: { ...PRICE_CHANGE, description: 'Cambiado por otra persona' },
    }),
  },
  {
    method: 'POST',
    route: '/products/:id',
    access: 'owner',
    what: 'moving one’s own listing to someone else’s address',
    prepare: async (w) => {
      const own = await w.listing(w.stranger, { active: false });
      return {
        url: `/products/${own}`,
        payload: { address_id: await w.privateAddress(w.victim) },
        rightful: null,
      };
    },
    stranger: 422,
  },
  {
    method: 'POST',
    route: '/products/:id/update/price',
    access: 'owner',
    what: 'changing the price of someone else’s listing',
    prepare: async (w) => ({
      url: `/products/${await w.listing(w.victim, { active: false })}/update/price`,
      payload: PRICE_CHANGE,
    }),
  },
  {
    method: 'POST',
    route: '/products/:id/active',
    access: 'owner',
    what: 'activating someone else’s listing',
    prepare: async (w) => ({
      url: `/products/${await w.listing(w.victim, { active: false })}/active`,
      payload: { is_active: true },
    }),
  },
  ...(['GET', 'POST'] as const).map((method): AccessRow => ({
    method,
    route: '/products/:id/mark_as_sold',
    access: 'owner',
    what: `marking someone else’s listing as sold (${method})`,
    prepare: async (w) => ({
      url: `/products/${await w.listing(w.victim, { active: false })}/mark_as_sold`,
    }),
  })),
  // GET is docs/product.md's form; the web app uses POST.
  ...(['GET', 'POST'] as const).flatMap((method): AccessRow[] => [
    {
      method,
      route: '/products/:id/address/:addressId/assigned',
      access: 'owner',
      what: `assigning an address to someone else’s listing (${method})`,
      prepare: async (w) => {
        const listing = await w.listing(w.victim, { active: false });
        return {
          url: `/products/${listing}/address/${await w.address(w.stranger)}/assigned`,
          rightfulCall: {
            url: `/products/${listing}/address/${await w.address(w.victim)}/assigned`,
          },
        };
      },
      // The stranger's own address on the victim's listing: the listing does not exist for them.
    },
    {
      method,
      route: '/products/:id/address/:addressId/assigned',
      access: 'owner',
      what: `assigning someone else’s address to one’s own listing (${method})`,
      prepare: async (w) => {
        const own = await w.listing(w.stranger, { active: false });
        return {
          url: `/products/${own}/address/${await w.privateAddress(w.victim)}/assigned`,
          rightful: null,
        };
      },
      stranger: 422,
    },
  ]),

  // ── Photos ─────────────────────────────────────────────────────────────────────────────
  {
    method: 'POST',
    route: '/products/:id/images',
    access: 'owner',
    what: 'uploading photos to someone else’s listing',
    prepare: async (w) => ({
      url: `/products/${await w.listing(w.victim, { active: false })}/images`,
      ...w.photoUpload(),
    }),
    ok: 201,
  },
  {
    method: 'POST',
    route: '/products/:id/images/:imageId/delete',
    access: 'owner',
    what: 'deleting a photo of someone else’s listing',
    prepare: async (w) => {
      const listing = await w.listing(w.victim, { active: false });
      return { url: `/products/${listing}/images/${await w.image(w.victim, listing)}/delete` };
    },
  },
  {
    method: 'POST',
    route: '/products/:id/images/:imageId/delete',
    access: 'owner',
    what: 'deleting someone else’s photo through one’s own listing',
    prepare: async (w) => {
      const victims = await w.listing(w.victim, { active: false });
      const image = await w.image(w.victim, victims);
      const own = await w.listing(w.stranger, { active: false });
      return {
        url: `/products/${own}/images/${image}/delete`,
        rightfulCall: { url: `/products/${victims}/images/${image}/delete` },
      };
    },
  },
  {
    method: 'POST',
    route: '/products/:id/images/delete',
    access: 'owner',
    what: 'deleting a photo of someone else’s listing by its id',
    prepare: async (w) => {
      const listing = await w.listing(w.victim, { active: false });
      return {
        url: `/products/${listing}/images/delete`,
        payload: { image_id: await w.image(w.victim, listing) },
      };
    },
  },

  // ── Favourites, contacts, reviews ──────────────────────────────────────────────────────
  ...(['GET', 'POST'] as const).flatMap((method): AccessRow[] => [
    {
      method,
      route: '/products/:id/favorite',
      access: 'user',
      what: `keeping a listing as favourite changes the caller’s favourites only (${method})`,
      prepare: async (w) => ({ url: `/products/${await w.listing(w.victim)}/favorite` }),
    },
    {
      method,
      route: '/products/:id/favorite',
      access: 'owner',
      what: `a hidden listing cannot be kept as favourite (${method})`,
      prepare: async (w) => ({
        url: `/products/${await w.hiddenListing(w.victim)}/favorite`,
        rightful: null,
      }),
    },
  ]),
  {
    method: 'POST',
    route: '/products/:id/contact',
    access: 'user',
    what: 'a contact is recorded for the caller',
    prepare: async (w) => ({
      url: `/products/${await w.listing(w.victim)}/contact`,
      payload: { channel: 'whatsapp' },
    }),
    ok: 201,
  },
  {
    method: 'POST',
    route: '/products/:id/contact',
    access: 'owner',
    what: 'a hidden listing cannot be contacted',
    prepare: async (w) => ({
      url: `/products/${await w.hiddenListing(w.victim)}/contact`,
      payload: { channel: 'whatsapp' },
      rightful: null,
    }),
  },
  {
    method: 'POST',
    route: '/products/:id/rating',
    access: 'user',
    what: 'a review needs a session and a contact first',
    prepare: async (w) => {
      const id = await w.listing(w.victim);
      const buyer = await w.person('Compradora');
      await w.contact(buyer, id);
      return {
        url: `/products/${id}/rating`,
        payload: { voto: 5, body: 'Muy bueno' },
        rightful: buyer,
      };
    },
    noneMessage: REVIEW_MESSAGES.loginRequired,
    // The stranger never contacted the seller.
    stranger: 403,
    strangerMessage: REVIEW_MESSAGES.contactFirst,
    ok: 201,
  },
  {
    method: 'POST',
    route: '/products/:id/rating',
    access: 'owner',
    what: 'nobody reviews their own listing',
    prepare: async (w) => {
      const own = await w.listing(w.stranger);
      return {
        url: `/products/${own}/rating`,
        payload: { voto: 5, body: 'Lo mejor' },
        rightful: null,
      };
    },
    noneMessage: REVIEW_MESSAGES.loginRequired,
    stranger: 403,
    strangerMessage: REVIEW_MESSAGES.ownListing,
  },
  {
    method: 'POST',
    route: '/products/:id/rating',
    access: 'owner',
    what: 'a hidden listing cannot be reviewed',
    prepare: async (w) => ({
      url: `/products/${await w.hiddenListing(w.victim)}/rating`,
      payload: { voto: 1, body: 'Malo' },
      rightful: null,
    }),
    noneMessage: REVIEW_MESSAGES.loginRequired,
  },

  // ── Reports ────────────────────────────────────────────────────────────────────────────
  {
    method: 'POST',
    route: '/report',
    access: 'user',
    what: 'a report is sent as the caller',
    prepare: async (w) => ({
      url: '/report',
      payload: { phone: w.stranger.phone, type: 'tecnico', description: 'No carga la página' },
    }),
    ok: 201,
  },

  // ── Stores and organizations (signed-in reading) ───────────────────────────────────────
  ...['/stores', '/stores-list'].flatMap((base): AccessRow[] => [
    {
      method: 'GET',
      route: base,
      access: 'user',
      what: `stores need a session (${base})`,
      prepare: async () => ({ url: base }),
    },
    {
      method: 'GET',
      route: `${base}/:id`,
      access: 'user',
      what: `a store needs a session (${base}/{id})`,
      prepare: async (w) => ({ url: `${base}/${await w.store()}` }),
    },
  ]),
  {
    method: 'GET',
    route: '/organizations',
    access: 'user',
    what: 'the organizations directory needs a session',
    prepare: async () => ({ url: '/organizations' }),
  },
  {
    method: 'GET',
    route: '/organizations/:id',
    access: 'user',
    what: 'an organization needs a session',
    prepare: async (w) => ({ url: `/organizations/${await w.organization()}` }),
  },

  // ── Jobs ───────────────────────────────────────────────────────────────────────────────
  {
    method: 'GET',
    route: '/jobs',
    access: 'user',
    what: 'the job board shows open offers only',
    prepare: async () => ({ url: '/jobs' }),
  },
  {
    method: 'GET',
    route: '/jobs/my',
    access: 'user',
    what: 'My offers lists the caller’s offers only',
    prepare: async () => ({ url: '/jobs/my' }),
  },
  {
    method: 'GET',
    route: '/jobs/:id',
    access: 'user',
    what: 'an open offer is for every signed-in person',
    prepare: async (w) => ({ url: `/jobs/${await w.job(w.victim)}` }),
  },
  {
    method: 'GET',
    route: '/jobs/:id',
    access: 'owner',
    what: 'a closed offer exists for its publisher only',
    prepare: async (w) => ({ url: `/jobs/${await w.job(w.victim, { closed: true })}` }),
  },
  {
    method: 'POST',
    route: '/jobs',
    access: 'user',
    what: 'an offer is published as the caller',
    prepare: async (w) => ({ url: '/jobs', payload: w.jobPayload() }),
    ok: 201,
  },
  {
    method: 'POST',
    route: '/jobs/:id/close',
    access: 'owner',
    what: 'closing someone else’s offer',
    prepare: async (w) => ({ url: `/jobs/${await w.job(w.victim)}/close` }),
  },

  // ── Mi tienda (sharing) ────────────────────────────────────────────────────────────────
  {
    method: 'GET',
    route: '/storefront',
    access: 'user',
    what: 'Mi tienda shows the caller’s own description, link and opens only',
    prepare: async () => ({ url: '/storefront' }),
  },
  {
    method: 'PUT',
    route: '/storefront',
    access: 'user',
    what: 'the farm description saved is the caller’s own',
    prepare: async () => ({
      url: '/storefront',
      payload: { description: 'Finca de prueba de seguridad' },
    }),
  },

  // ── Admin: stores ──────────────────────────────────────────────────────────────────────
  {
    method: 'POST',
    route: '/admin/stores',
    access: 'admin',
    what: 'creating a store',
    prepare: async (w) => ({ url: '/admin/stores', payload: w.storePayload() }),
    ok: 201,
  },
  {
    method: 'PUT',
    route: '/admin/stores/:id',
    access: 'admin',
    what: 'editing a store',
    prepare: async (w) => ({
      url: `/admin/stores/${await w.store()}`,
      payload: w.storePayload({ name: 'Cambiada' }),
    }),
  },
  {
    method: 'DELETE',
    route: '/admin/stores/:id',
    access: 'admin',
    what: 'deleting a store',
    prepare: async (w) => ({ url: `/admin/stores/${await w.store()}` }),
  },
  {
    method: 'POST',
    route: '/admin/stores/:id/images',
    access: 'admin',
    what: 'uploading store photos',
    prepare: async (w) => ({
      url: `/admin/stores/${await w.store()}/images`,
      ...w.photoUpload([{ name: 'kind', value: 'slider' }]),
    }),
    ok: 201,
  },
  {
    method: 'DELETE',
    route: '/admin/stores/:id/images/:imageId',
    access: 'admin',
    what: 'removing a store photo',
    prepare: async (w) => {
      const store = await w.store();
      return { url: `/admin/stores/${store}/images/${await w.storeImage(store)}` };
    },
  },
  {
    method: 'POST',
    route: '/admin/stores/:id/tags',
    access: 'admin',
    what: 'adding a store category',
    prepare: async (w) => ({
      url: `/admin/stores/${await w.store()}/tags`,
      payload: { name: 'Semillas' },
    }),
    ok: 201,
  },
  {
    method: 'DELETE',
    route: '/admin/stores/:id/tags/:tagId',
    access: 'admin',
    what: 'removing a store category',
    prepare: async (w) => {
      const store = await w.store();
      return { url: `/admin/stores/${store}/tags/${await w.storeTag(store)}` };
    },
  },
  {
    method: 'POST',
    route: '/admin/stores/:id/products',
    access: 'admin',
    what: 'adding a store product',
    prepare: async (w) => ({
      url: `/admin/stores/${await w.store()}/products`,
      payload: { name: 'Cal agrícola', price: 30000 },
    }),
    ok: 201,
  },
  {
    method: 'PUT',
    route: '/admin/stores/:id/products/:productId',
    access: 'admin',
    what: 'editing a store product',
    prepare: async (w) => {
      const store = await w.store();
      return {
        url: `/admin/stores/${store}/products/${await w.storeProduct(store)}`,
        payload: { name: 'Urea 25 kg', price: 80000 },
      };
    },
  },
  {
    method: 'DELETE',
    route: '/admin/stores/:id/products/:productId',
    access: 'admin',
    what: 'removing a store product',
    prepare: async (w) => {
      const store = await w.store();
      return { url: `/admin/stores/${store}/products/${await w.storeProduct(store)}` };
    },
  },

  // ── Admin: organizations ───────────────────────────────────────────────────────────────
  {
    method: 'POST',
    route: '/admin/organizations',
    access: 'admin',
    what: 'creating an organization',
    prepare: async (w) => ({ url: '/admin/organizations', payload: w.organizationPayload() }),
    ok: 201,
  },
  {
    method: 'PUT',
    route: '/admin/organizations/:id',
    access: 'admin',
    what: 'editing an organization',
    prepare: async (w) => ({
      url: `/admin/organizations/${await w.organization()}`,
      payload: w.organizationPayload({ name: 'Cooperativa Cambiada' }),
    }),
  },
  {
    method: 'DELETE',
    route: '/admin/organizations/:id',
    access: 'admin',
    what: 'deleting an organization',
    prepare: async (w) => ({ url: `/admin/organizations/${await w.organization()}` }),
  },

  // ── Admin: reports, moderation, log ────────────────────────────────────────────────────
  {
    method: 'GET',
    route: '/admin/reports',
    access: 'admin',
    what: 'the reports inbox (people’s phones and descriptions)',
    prepare: async () => ({ url: '/admin/reports?status=all' }),
  },
  {
    method: 'GET',
    route: '/admin/shared-documents',
    access: 'admin',
    what: 'accounts that share a document number (their names and phones)',
    prepare: async () => ({ url: '/admin/shared-documents' }),
  },
  {
    method: 'POST',
    route: '/admin/reports/:id/handled',
    access: 'admin',
    what: 'marking a report as handled',
    prepare: async (w) => ({
      url: `/admin/reports/${await w.report(w.victim, 'Otro reporte')}/handled`,
      payload: { handled: true },
    }),
  },
  {
    method: 'GET',
    route: '/admin/listings',
    access: 'admin',
    what: 'every listing with sellers’ phones and hidden reasons',
    prepare: async () => ({ url: '/admin/listings' }),
  },
  {
    method: 'POST',
    route: '/admin/listings/:id/hide',
    access: 'admin',
    what: 'hiding a listing',
    prepare: async (w) => ({
      url: `/admin/listings/${await w.listing(w.victim, { active: false })}/hide`,
      payload: { reason: 'Precio engañoso' },
    }),
  },
  {
    method: 'POST',
    route: '/admin/listings/:id/unhide',
    access: 'admin',
    what: 'showing a hidden listing again',
    prepare: async (w) => ({ url: `/admin/listings/${await w.hiddenListing(w.victim)}/unhide` }),
  },
  {
    method: 'GET',
    route: '/admin/reviews',
    access: 'admin',
    what: 'the reviews list, removed ones included',
    prepare: async () => ({ url: '/admin/reviews' }),
  },
  {
    method: 'POST',
    route: '/admin/reviews/:id/remove',
    access: 'admin',
    what: 'removing a review',
    prepare: async (w) => ({
      url: `/admin/reviews/${await w.review(await w.listing(w.victim))}/remove`,
      payload: { reason: 'Lenguaje ofensivo' },
    }),
  },
  {
    method: 'GET',
    route: '/admin/actions',
    access: 'admin',
    what: 'the admin action log',
    prepare: async () => ({ url: '/admin/actions' }),
  },

  // ── Prices ─────────────────────────────────────────────────────────────────────────────
  {
    method: 'GET',
    route: '/prices',
    access: 'user',
    what: 'the price reference of a product needs a session',
    prepare: async () => ({ url: '/prices?product_id=1002002' }),
  },
  {
    method: 'GET',
    route: '/prices/summary',
    access: 'user',
    what: 'the price list needs a session',
    prepare: async () => ({ url: '/prices/summary' }),
  },
  {
    method: 'POST',
    route: '/admin/prices/sipsa',
    access: 'admin',
    what: 'loading SIPSA wholesale prices',
    prepare: async () => ({
      url: '/admin/prices/sipsa',
      headers: { 'content-type': 'text/csv' },
      payload:
        'Semana,Producto,Mercado,Precio mínimo,Precio máximo,Precio medio\n' +
        '16/11/2026,Aguacate Hass,"Bogotá, D.C., Corabastos",6800,8200,7450\n',
    }),
  },

  {
    method: 'GET',
    route: '/price-alerts',
    access: 'user',
    what: 'the prices one follows are the caller’s only',
    prepare: async () => ({ url: '/price-alerts' }),
  },
  {
    method: 'POST',
    route: '/price-alerts',
    access: 'user',
    what: 'following a price follows it for the caller',
    prepare: async (w) => ({
      url: '/price-alerts',
      payload: { product_id: 1002002, department_id: 5, size_id: 1 },
      rightful: await w.person(),
    }),
    ok: 201,
  },
  {
    method: 'DELETE',
    route: '/price-alerts/:id',
    access: 'owner',
    what: 'unfollowing someone else’s price',
    prepare: async (w) => ({ url: `/price-alerts/${await w.priceAlert(w.victim)}` }),
  },

  // ── Avísame: saved searches and notifications ──────────────────────────────────────────
  {
    method: 'GET',
    route: '/saved-searches',
    access: 'user',
    what: 'saved searches are the caller’s only',
    prepare: async () => ({ url: '/saved-searches' }),
  },
  {
    method: 'POST',
    route: '/saved-searches',
    access: 'user',
    what: 'saving a search saves it for the caller',
    prepare: async (w) => ({
      url: '/saved-searches',
      payload: { q: 'aguacate', near: 41298, radius_km: 50 },
      rightful: await w.person(),
    }),
    ok: 201,
  },
  {
    method: 'DELETE',
    route: '/saved-searches/:id',
    access: 'owner',
    what: 'deleting someone else’s saved search',
    prepare: async (w) => ({ url: `/saved-searches/${await w.savedSearch(w.victim)}` }),
  },
  {
    method: 'GET',
    route: '/notifications',
    access: 'user',
    what: 'notifications are the caller’s only',
    prepare: async () => ({ url: '/notifications' }),
  },
  {
    method: 'GET',
    route: '/notifications/unread',
    access: 'user',
    what: 'the unread count is the caller’s',
    prepare: async () => ({ url: '/notifications/unread' }),
  },
  {
    method: 'POST',
    route: '/notifications/read',
    access: 'user',
    what: 'marking as read touches the caller’s notifications only',
    prepare: async () => ({ url: '/notifications/read', payload: {} }),
  },
  {
    method: 'GET',
    route: '/notifications/settings',
    access: 'user',
    what: 'channel settings are the caller’s',
    prepare: async () => ({ url: '/notifications/settings' }),
  },
  {
    method: 'PUT',
    route: '/notifications/settings',
    access: 'user',
    what: 'turning a channel off changes the caller’s settings only',
    prepare: async (w) => ({
      url: '/notifications/settings',
      payload: { whatsapp: false },
      rightful: await w.person(),
    }),
  },
  {
    method: 'GET',
    route: '/push/public-key',
    access: 'user',
    what: 'the VAPID public key (signed in, like the rest of Notificaciones)',
    prepare: async () => ({ url: '/push/public-key' }),
  },
  {
    method: 'POST',
    route: '/push/subscriptions',
    access: 'user',
    what: 'a push subscription is saved for the caller',
    prepare: async (w) => ({
      url: '/push/subscriptions',
      payload: {
        endpoint: `https://fcm.googleapis.com/fcm/send/${Math.random().toString(36).slice(2)}`,
        keys: {
          p256dh:
            'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
          auth: 'tBHItJI5svbpez7KI4CCXg',
        },
      },
      rightful: await w.person(),
    }),
    ok: 201,
  },
  {
    method: 'DELETE',
    route: '/push/subscriptions',
    access: 'user',
    what: 'removing a push subscription removes the caller’s only',
    prepare: async (w) => ({
      url: '/push/subscriptions',
      payload: { endpoint: 'https://fcm.googleapis.com/fcm/send/nadie' },
      rightful: await w.person(),
    }),
  },
  // ── Pedidos y cosechas (decision 026) ───────────────────────────────────────────────────
  {
    method: 'GET',
    route: '/buy-requests',
    access: 'user',
    what: 'requests near the caller never carry a buyer’s name or phone',
    prepare: async (w) => {
      await buyRequest(w, w.victim);
      return { url: '/buy-requests?near=5001' };
    },
  },
  {
    method: 'GET',
    route: '/buy-requests/my',
    access: 'user',
    what: 'my requests are the caller’s only',
    prepare: async () => ({ url: '/buy-requests/my' }),
  },
  {
    method: 'GET',
    route: '/buy-requests/:id',
    access: 'user',
    what: 'a request’s public view has neither the buyer’s name nor phone',
    prepare: async (w) => ({ url: `/buy-requests/${await buyRequest(w, w.victim)}` }),
  },
  {
    method: 'POST',
    route: '/buy-requests',
    access: 'user',
    what: 'posting a request posts it for the caller',
    prepare: async (w) => ({
      url: '/buy-requests',
      payload: {
        product_id: 1003016,
        quantity: 5,
        size_id: 6,
        municipality_id: 5001,
        delivery: 'recoge',
        needed_by: TODAY(),
        frequency: 'weekly',
      },
      rightful: await w.person(),
    }),
    ok: 201,
  },
  {
    method: 'POST',
    route: '/buy-requests/:id/close',
    access: 'owner',
    what: 'closing someone else’s request',
    prepare: async (w) => ({
      url: `/buy-requests/${await buyRequest(w, w.victim)}/close`,
      payload: { reason: 'conseguido' },
    }),
  },
  {
    method: 'POST',
    route: '/buy-requests/:id/renew',
    access: 'owner',
    what: 'renewing someone else’s weekly request',
    prepare: async (w) => ({
      url: `/buy-requests/${await buyRequest(w, w.victim, { frequency: 'weekly' })}/renew`,
    }),
  },
  {
    method: 'GET',
    route: '/buy-requests/:id/answers',
    access: 'owner',
    what: 'who answered someone else’s request (sellers’ phones)',
    prepare: async (w) => ({ url: `/buy-requests/${(await answeredRequest(w)).id}/answers` }),
  },
  {
    method: 'PUT',
    route: '/buy-requests/:id/answers/mine',
    access: 'user',
    what: 'answering a request writes the caller’s own answer (and shows them that buyer’s phone)',
    prepare: async (w) => {
      const buyer = await w.person('Comprador Tercero');
      return {
        url: `/buy-requests/${await buyRequest(w, buyer)}/answers/mine`,
        payload: { price: 90000, quantity: 20, available_on: TODAY() },
        rightful: await w.person(),
      };
    },
  },
  {
    method: 'POST',
    route: '/buy-requests/:id/answers/:answerId/contact',
    access: 'owner',
    what: 'recording a contact from an answer to someone else’s request',
    prepare: async (w) => {
      const { id, answerId } = await answeredRequest(w);
      return {
        url: `/buy-requests/${id}/answers/${answerId}/contact`,
        payload: { channel: 'whatsapp' },
      };
    },
  },
  {
    method: 'GET',
    route: '/me/grown-products',
    access: 'user',
    what: 'what I grow is the caller’s only',
    prepare: async () => ({ url: '/me/grown-products' }),
  },
  {
    method: 'PUT',
    route: '/me/grown-products',
    access: 'user',
    what: 'saving what I grow saves the caller’s list',
    prepare: async () => ({ url: '/me/grown-products', payload: { product_ids: [1003016] } }),
  },
  {
    method: 'POST',
    route: '/admin/buy-requests/:id/hide',
    access: 'admin',
    what: 'hiding a buy request',
    prepare: async (w) => ({
      url: `/admin/buy-requests/${await buyRequest(w, w.victim)}/hide`,
      payload: { reason: 'Parece publicidad' },
    }),
  },
  {
    method: 'GET',
    route: '/harvests',
    access: 'user',
    what: 'open harvests show no seller’s phone',
    prepare: async (w) => {
      await harvest(w, w.victim);
      return { url: '/harvests' };
    },
  },
  {
    method: 'GET',
    route: '/harvests/my',
    access: 'user',
    what: 'my harvests are the caller’s only',
    prepare: async () => ({ url: '/harvests/my' }),
  },
  {
    method: 'GET',
    route: '/harvests/:id',
    access: 'user',
    what: 'a harvest shows its seller’s name and kept word, never their phone',
    prepare: async (w) => ({ url: `/harvests/${await harvest(w, w.victim)}` }),
  },
  {
    method: 'POST',
    route: '/harvests',
    access: 'user',
    what: 'announcing a harvest at the caller’s own address',
    prepare: async (w) => {
      const seller = await w.person();
      return {
        url: '/harvests',
        payload: harvestPayload(await w.address(seller)),
        rightful: seller,
      };
    },
    ok: 201,
  },
  {
    method: 'PUT',
    route: '/harvests/:id',
    access: 'owner',
    what: 'editing someone else’s harvest',
    prepare: async (w) => ({
      url: `/harvests/${await harvest(w, w.victim)}`,
      payload: harvestPayload(await w.address(w.victim)),
    }),
  },
  {
    method: 'POST',
    route: '/harvests/:id/close',
    access: 'owner',
    what: 'closing someone else’s harvest',
    prepare: async (w) => ({ url: `/harvests/${await harvest(w, w.victim)}/close` }),
  },
  {
    method: 'POST',
    route: '/harvests/:id/listing',
    access: 'owner',
    what: 'publishing someone else’s harvest as a listing',
    // A seller of their own: the victim may already have the 5 active listings other rows made,
    // and then the harvest's listing is kept inactive with a 409 (decision 026).
    prepare: async (w) => {
      const seller = await w.person('Cosechera Lista');
      return {
        url: `/harvests/${await harvest(w, seller)}/listing`,
        payload: { price: 90000 },
        rightful: seller,
      };
    },
  },
  {
    method: 'POST',
    route: '/harvests/:id/follow',
    access: 'user',
    what: 'following a harvest is the caller’s own follow',
    prepare: async (w) => ({
      url: `/harvests/${await harvest(w, await w.person('Vendedora Tercera'))}/follow`,
    }),
  },
  {
    method: 'DELETE',
    route: '/harvests/:id/follow',
    access: 'user',
    what: 'unfollowing removes the caller’s follow only',
    prepare: async (w) => ({
      url: `/harvests/${await harvest(w, await w.person('Vendedora Tercera'))}/follow`,
    }),
  },
  {
    method: 'POST',
    route: '/harvests/:id/reservations',
    access: 'user',
    what: 'reserving writes the caller’s own reservation',
    prepare: async (w) => ({
      url: `/harvests/${await harvest(w, await w.person('Vendedora Tercera'))}/reservations`,
      payload: { quantity: 10 },
      rightful: await w.person(),
    }),
    ok: 201,
  },
  {
    method: 'GET',
    route: '/harvests/:id/reservations',
    access: 'user',
    what: 'someone else’s harvest shows the caller their own reservations only',
    prepare: async (w) => {
      const id = await reservation(w, 'accepted');
      const [row] = (
        (await w.app.db.execute(
          sql`select harvest_id from reservations where id = ${id}`,
        )) as unknown as { rows: { harvest_id: number }[] }
      ).rows;
      return { url: `/harvests/${row!.harvest_id}/reservations` };
    },
  },
  {
    method: 'GET',
    route: '/reservations/my',
    access: 'user',
    what: 'my reservations are the caller’s only',
    prepare: async () => ({ url: '/reservations/my' }),
  },
  {
    method: 'POST',
    route: '/reservations/:id/accept',
    access: 'owner',
    what: 'accepting a reservation of someone else’s harvest',
    prepare: async (w) => ({ url: `/reservations/${await reservation(w, 'requested')}/accept` }),
  },
  {
    method: 'POST',
    route: '/reservations/:id/decline',
    access: 'owner',
    what: 'declining a reservation of someone else’s harvest',
    prepare: async (w) => ({ url: `/reservations/${await reservation(w, 'requested')}/decline` }),
  },
  {
    method: 'POST',
    route: '/reservations/:id/cancel',
    access: 'owner',
    what: 'cancelling a reservation one is not a side of',
    prepare: async (w) => ({
      url: `/reservations/${await reservation(w, 'accepted')}/cancel`,
      payload: { reason: 'Se perdió la cosecha por la helada' },
    }),
  },
  {
    method: 'POST',
    route: '/reservations/:id/accept-reason',
    access: 'owner',
    what: 'accepting the reason of a cancellation one is not a side of',
    prepare: async (w) => ({
      url: `/reservations/${await reservation(w, 'cancelled_by_buyer')}/accept-reason`,
    }),
  },
  {
    method: 'POST',
    route: '/reservations/:id/confirm',
    access: 'owner',
    what: 'confirming a reservation one is not a side of',
    prepare: async (w) => ({
      url: `/reservations/${await reservation(w, 'accepted')}/confirm`,
      payload: { kept: true },
    }),
  },
  {
    method: 'GET',
    route: '/people/:id/kept-word',
    access: 'user',
    what: 'a person’s kept word is counts only',
    prepare: async (w) => ({ url: `/people/${w.victim.id}/kept-word` }),
  },
  {
    method: 'POST',
    route: '/admin/harvests/:id/hide',
    access: 'admin',
    what: 'hiding a harvest',
    prepare: async (w) => ({
      url: `/admin/harvests/${await harvest(w, w.victim)}/hide`,
      payload: { reason: 'Foto engañosa' },
    }),
  },
];
