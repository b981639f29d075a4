import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import { bogotaIsoDate } from '../../../domain/dates';
import type { App } from '../../app';
import { listings, reports } from '../../db/schema';
import {
  activate,
  anyIp,
  createAddress,
  createListing,
  registerAndSignIn,
  registerAndSignInAdmin,
} from '../../test/factories';
import { multipartBody } from '../../test/multipart';

export type Person = Awaited<ReturnType<typeof registerAndSignIn>>;

/**
 * Private things of the victim that no other person may ever read: each is a unique text, so a
 * leak is found by looking for it in any answer body.
 */
export const SECRET = {
  homeAddress: 'Casa Reservada Q7X',
  homeVereda: 'Vereda Oculta Q7Y',
  privateAddress: 'Calle Secreta Q7Z',
  report: 'Reporte confidencial Q7R',
  hiddenReason: 'Motivo privado de moderación Q7M',
  hiddenListing: 'Publicación oculta Q7H',
  closedJob: 'Oferta cerrada privada Q7J',
} as const;

/** A phone that is not the victim's own, for the victim's public contact fields (job offers). */
const PUBLIC_CONTACT_PHONE = '3105550000';

export interface Call {
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
}

/**
 * The people of the security tests, and factories that make one fresh resource each through the
 * API (so a call that changes it cannot disturb another test).
 */
export class World {
  readonly secrets: string[];

  private constructor(
    readonly app: App,
    /** Owns the resources the others try to read or change. */
    readonly victim: Person,
    /** Signed in, but not the owner and not an admin. */
    readonly stranger: Person,
    readonly admin: Person,
    readonly photo: Buffer,
  ) {
    this.secrets = [victim.phone, victim.document, ...Object.values(SECRET)];
  }

  static async build(app: App): Promise<World> {
    const victim = await registerAndSignIn(app, {
      name: 'Valeria Dueña',
      address: SECRET.homeAddress,
      vereda: SECRET.homeVereda,
      department_id: 5,
      municipalite_id: 5001,
    });
    const stranger = await registerAndSignIn(app, { name: 'Carlos Curioso' });
    const admin = await registerAndSignInAdmin(app);
    const photo = await sharp({
      create: { width: 64, height: 48, channels: 3, background: '#4a7c2a' },
    })
      .jpeg()
      .toBuffer();
    const world = new World(app, victim, stranger, admin, photo);
    // The victim's private things, present in the database while others try to reach them.
    await world.privateAddress(victim);
    await world.report(victim);
    await world.hiddenListing(victim);
    await world.job(victim, { closed: true, title: SECRET.closedJob });
    return world;
  }

  /** One call through the real app, from its own address (the per-IP limits are tested apart). */
  inject(method: string, call: Call, as?: Person | null) {
    return this.app.inject({
      method: method as 'GET',
      url: `/api/v1${call.url}`,
      payload: call.payload as string | object | Buffer | undefined,
      headers: { ...call.headers, ...(as ? as.auth : {}) },
      remoteAddress: anyIp(),
    });
  }

  private async ok(method: string, call: Call, as: Person, status = [200, 201]) {
    const res = await this.inject(method, call, as);
    if (!status.includes(res.statusCode)) {
      throw new Error(`${method} ${call.url} failed (${res.statusCode}): ${res.body}`);
    }
    return res.json();
  }

  /** A new signed-in person, for calls that act on the caller's own account. */
  person(name = 'Persona Nueva') {
    return registerAndSignIn(this.app, { name });
  }

  address(owner: Person, overrides: Record<string, unknown> = {}) {
    return createAddress(this.app, owner.auth, overrides);
  }

  /** An address no listing shows: its text must stay the owner's. */
  privateAddress(owner: Person) {
    return this.address(owner, {
      name: 'Escondite',
      address: SECRET.privateAddress,
      vereda: 'Vereda Privada',
    });
  }

  async listing(owner: Person, options: { active?: boolean; description?: string } = {}) {
    const id = await createListing(this.app, owner.auth, {
      description: options.description ?? 'Plátano hartón de la finca.',
    });
    if (options.active ?? true) {
      let res = await activate(this.app, owner.auth, id);
      // Five active listings at most: the oldest is sold to make room, as a seller would.
      while (res.statusCode === 409) {
        const [oldest] = await this.app.db
          .select({ id: listings.id })
          .from(listings)
          .where(
            and(
              eq(listings.userId, owner.id),
              eq(listings.isActive, true),
              isNull(listings.soldAt),
              isNull(listings.hiddenAt),
            ),
          )
          .orderBy(asc(listings.id))
          .limit(1);
        if (!oldest) throw new Error(`activation refused: ${res.body}`);
        await this.ok('POST', { url: `/products/${oldest.id}/mark_as_sold` }, owner);
        res = await activate(this.app, owner.auth, id);
      }
      if (res.statusCode !== 200) throw new Error(`activation failed: ${res.body}`);
    }
    return id;
  }

  /** A listing a moderator hid: only its seller (and admins) may see it, and why. */
  async hiddenListing(owner: Person) {
    const id = await createListing(this.app, owner.auth, { description: SECRET.hiddenListing });
    await this.ok(
      'POST',
      { url: `/admin/listings/${id}/hide`, payload: { reason: SECRET.hiddenReason } },
      this.admin,
    );
    return id;
  }

  async image(owner: Person, listingId: number) {
    const body = this.photoUpload();
    const answer = await this.ok(
      'POST',
      { url: `/products/${listingId}/images`, ...body },
      owner,
      [201],
    );
    return answer.data.at(-1).id as number;
  }

  /** A multipart body with one small JPEG in `images`. */
  photoUpload(extra: { name: string; value: string }[] = []): {
    payload: Buffer;
    headers: Record<string, string>;
  } {
    return multipartBody([
      ...extra,
      { name: 'images', value: this.photo, filename: 'foto.jpg', contentType: 'image/jpeg' },
    ]);
  }

  async contact(buyer: Person, listingId: number) {
    await this.ok(
      'POST',
      { url: `/products/${listingId}/contact`, payload: { channel: 'whatsapp' } },
      buyer,
    );
  }

  /** A review by a new buyer (who contacted the seller first, as the rules ask). */
  async review(listingId: number) {
    const buyer = await this.person('Comprador Opinador');
    await this.contact(buyer, listingId);
    const answer = await this.ok(
      'POST',
      { url: `/products/${listingId}/rating`, payload: { voto: 4, body: 'Buen producto.' } },
      buyer,
    );
    return answer.data.id as number;
  }

  async report(owner: Person, description: string = SECRET.report) {
    await this.ok(
      'POST',
      { url: '/report', payload: { phone: owner.phone, type: 'cuenta', description } },
      owner,
    );
    const [row] = await this.app.db
      .select({ id: reports.id })
      .from(reports)
      .where(eq(reports.userId, owner.id))
      .orderBy(desc(reports.id))
      .limit(1);
    return row!.id;
  }

  jobPayload(overrides: Record<string, unknown> = {}) {
    return {
      title: 'Se busca recolector de café',
      description: 'Cosecha de diciembre, con alimentación.',
      department_id: 5,
      municipality_id: 5001,
      pay: 60000,
      pay_period: 'dia',
      starts_on: bogotaIsoDate(this.app.now()),
      phone: PUBLIC_CONTACT_PHONE,
      whatsapp: true,
      ...overrides,
    };
  }

  async job(owner: Person, options: { closed?: boolean; title?: string } = {}) {
    const answer = await this.ok(
      'POST',
      { url: '/jobs', payload: this.jobPayload(options.title ? { title: options.title } : {}) },
      owner,
    );
    const id = answer.data.id as number;
    if (options.closed) await this.ok('POST', { url: `/jobs/${id}/close` }, owner);
    return id;
  }

  /** A saved search ('Avísame') of this person. */
  async savedSearch(owner: Person) {
    const answer = await this.ok(
      'POST',
      { url: '/saved-searches', payload: { q: 'café pergamino', department_id: 41 } },
      owner,
    );
    return answer.data.id as number;
  }

  /** A price this person follows (Bolsa de precios, decision 018). */
  async priceAlert(owner: Person) {
    const answer = await this.ok(
      'POST',
      { url: '/price-alerts', payload: { product_id: 1002002, department_id: 5, size_id: 1 } },
      owner,
    );
    return answer.data.id as number;
  }

  storePayload(overrides: Record<string, unknown> = {}) {
    return {
      name: 'Agroinsumos La Vega',
      kind: 'suministros',
      municipality_id: 5001,
      phone: '3105551111',
      ...overrides,
    };
  }

  async store() {
    const answer = await this.ok(
      'POST',
      { url: '/admin/stores', payload: this.storePayload() },
      this.admin,
    );
    return answer.data.id as number;
  }

  async storeImage(storeId: number) {
    const answer = await this.ok(
      'POST',
      {
        url: `/admin/stores/${storeId}/images`,
        ...this.photoUpload([{ name: 'kind', value: 'slider' }]),
      },
      this.admin,
    );
    return answer.data.slider_images.at(-1).id as number;
  }

  async storeTag(storeId: number, name = 'Fertilizantes') {
    const answer = await this.ok(
      'POST',
      { url: `/admin/stores/${storeId}/tags`, payload: { name } },
      this.admin,
    );
    return answer.data.tags.find((tag: { name: string }) => tag.name === name).id as number;
  }

  async storeProduct(storeId: number, name = 'Urea 50 kg') {
    const answer = await this.ok(
      'POST',
      { url: `/admin/stores/${storeId}/products`, payload: { name, price: 150000 } },
      this.admin,
    );
    return answer.data.products.find((p: { name: string }) => p.name === name).id as number;
  }

  organizationPayload(overrides: Record<string, unknown> = {}) {
    return {
      name: 'Asociación de Cafeteros del Norte',
      kind: 'asociacion',
      municipality_id: 5001,
      phone: '3105552222',
      ...overrides,
    };
  }

  async organization() {
    const answer = await this.ok(
      'POST',
      { url: '/admin/organizations', payload: this.organizationPayload() },
      this.admin,
    );
    return answer.data.id as number;
  }
}
