import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Env } from '../../config';
import { consents, listingImages, listings, users } from '../../db/schema';
import { useTestApp } from '../../test/app';
import { activate, createListing, registerAndSignIn, createAddress } from '../../test/factories';
import { formatCop } from '../../../domain/money';
import { refreshPrices } from '../prices/price-refresh';
import { LISTING_MESSAGES } from '../../../domain/listings/listing';
import { CHAT_TEXT } from './chat-flow';
import { Farmer, offered, wordsOf } from './testing/farmer';
import { postWebhook, webhookBody } from './testing/meta-stand-in';
import { useMetaStandIn } from './testing/use-meta-stand-in';

// The WhatsApp chat end to end (decision 025): signed webhook calls as Meta makes them, the
// queue and the conversation in the database, replies checked by a stand-in of the Cloud API
// that accepts only what Meta documents, and what was created read back from the database.

const MENU = ['menu:sell', 'menu:mine', 'menu:prices'];
const env: Env = { RATE_LIMIT_PER_MINUTE: '100000', PUBLIC_URL: 'https://campo.example' };
const meta = useMetaStandIn(env);

let clock = Date.now();
const ctx = useTestApp({ env, now: () => clock });

/** Lulo, a catalogue product no other test publishes. */
const LULO = 1002036;

let phoneCounter = 0;
/** A fresh Colombian mobile as WhatsApp names it (57 + 10 digits). */
const newWaId = () =>
  `5731${String(Date.now() % 1e6).padStart(6, '0')}${String((phoneCounter += 1) % 100).padStart(2, '0')}`;

const photo = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 120, g: 90, b: 40 } } })
    .jpeg()
    .toBuffer();

/** A person with a web account (and, when asked, one saved address) writing from its phone. */
async function accountInChat({ withAddress = false } = {}) {
  const person = await registerAndSignIn(ctx.app);
  if (withAddress) await createAddress(ctx.app, person.auth);
  return { person, farmer: new Farmer(ctx.app, meta, `57${person.phone}`) };
}

/** 'vender', the product typed, then its unit tapped; answers the replies to that tap. */
async function startSelling(farmer: Farmer, product = 'papa pastusa', unit = 'unit:kilo') {
  await farmer.say('vender');
  await farmer.say(product);
  return farmer.tap(unit);
}

/** Registers a new phone through the chat; answers the farmer (with an account). */
async function registeredInChat(name = 'Rosa Elena Quiroga') {
  const farmer = new Farmer(ctx.app, meta, newWaId());
  await farmer.say('Hola');
  await farmer.tap('consent:yes');
  await farmer.say(name);
  await farmer.say('1.023.456.789');
  await farmer.say('boyaca');
  await farmer.say('Ventaquemada');
  return farmer;
}

describe('a new phone registers in the chat', () => {
  it('welcome with the data policy link, consent, name, cédula, place → an account', async () => {
    const farmer = new Farmer(ctx.app, meta, newWaId());
    const welcome = await farmer.say('Hola');
    expect(welcome).toHaveLength(1);
    expect(wordsOf(welcome[0]!)).toContain('https://campo.example/privacidad');
    expect(wordsOf(welcome[0]!)).toContain('Ley 1581');
    expect(offered(welcome)).toEqual(['consent:yes', 'consent:no']);

    expect(wordsOf((await farmer.tap('consent:yes'))[0]!)).toBe(CHAT_TEXT.askName);
    expect(wordsOf((await farmer.say('Rosa Elena Quiroga'))[0]!)).toBe(CHAT_TEXT.askDocument);
    expect(wordsOf((await farmer.say('12'))[0]!)).toContain('al menos');
    expect(wordsOf((await farmer.say('1.023.456.789'))[0]!)).toBe(CHAT_TEXT.askDepartment);
    // "san" fits several departments: a list to pick from.
    const several = await farmer.say('san');
    expect(offered(several).length).toBeGreaterThan(1);
    const boyaca = await farmer.say('boyaca');
    expect(wordsOf(boyaca[0]!)).toBe(CHAT_TEXT.askMunicipality('Boyacá'));
    const done = await farmer.say('Ventaquemada');
    expect(wordsOf(done[0]!)).toBe(CHAT_TEXT.registered('Rosa'));
    expect(offered(done)).toContain('menu:sell');

    const [user] = await ctx.app.db
      .select()
      .from(users)
      .where(eq(users.phone, farmer.waId.slice(2)));
    expect(user).toMatchObject({
      name: 'Rosa Elena Quiroga',
      document: '1023456789',
      departmentId: 15,
    });
    const given = await ctx.app.db.select().from(consents).where(eq(consents.userId, user!.id));
    expect(given.map((c) => c.document).sort()).toEqual(['data_policy', 'terms']);
    expect(given[0]!.ip).toBe('whatsapp');
    expect(meta.refused).toEqual([]);
  });

  it('"No acepto" stores nothing', async () => {
    const farmer = new Farmer(ctx.app, meta, newWaId());
    await farmer.say('Buenas');
    expect(wordsOf((await farmer.tap('consent:no'))[0]!)).toBe(CHAT_TEXT.noConsent);
    const found = await ctx.app.db
      .select()
      .from(users)
      .where(eq(users.phone, farmer.waId.slice(2)));
    expect(found).toEqual([]);
  });

  it('a phone with an account is that account: the menu, no registration', async () => {
    const { farmer } = await accountInChat();
    const replies = await farmer.say('hola');
    expect(offered(replies)).toEqual(MENU);
  });
});

describe('Vender: a listing from the chat', () => {
  it('papa pastusa by the bulto of 50 kg with one photo: 8 messages from “Hola”, active, with its /p/ link', async () => {
    const farmer = await registeredInChat();
    farmer.sentCount = 0;
    expect(offered(await farmer.say('Hola'))).toEqual(MENU);
    expect(wordsOf((await farmer.tap('menu:sell'))[0]!)).toBe(CHAT_TEXT.askProduct);
    // Typed with a typo; one catalogue product holds both words, so no list to pick from.
    const units = await farmer.say('papa pastuza');
    expect(offered(units)).toContain('unit:bulto50');
    expect(wordsOf((await farmer.tap('unit:bulto50'))[0]!)).toBe(CHAT_TEXT.askPrice('bulto'));
    expect(wordsOf((await farmer.say('120 mil'))[0]!)).toBe(CHAT_TEXT.askQuantity('bultos'));
    // One address (the registration's place): no question about the place.
    expect(wordsOf((await farmer.say('20 bultos'))[0]!)).toBe(CHAT_TEXT.askPhotos);
    const summary = await farmer.photo(await photo());
    const shown = wordsOf(summary[0]!);
    expect(shown).toContain('Papa parda pastusa: $ 120.000 el bulto de 50 kg');
    expect(shown).toContain('Cantidad: 20 bultos');
    expect(shown).toContain('Ventaquemada');
    expect(offered(summary)).toEqual(['sell:publish', 'sell:cancel']);
    const published = await farmer.tap('sell:publish');
    expect(farmer.sentCount).toBe(8);

    const [listing] = await ctx.app.db
      .select()
      .from(listings)
      .innerJoin(users, eq(users.id, listings.userId))
      .where(eq(users.phone, farmer.waId.slice(2)));
    expect(listing!.listings).toMatchObject({
      productId: 1003016,
      sizeId: 6,
      unitWeightKg: 50,
      price: 120000,
      stock: 20,
      isActive: true,
    });
    const images = await ctx.app.db
      .select()
      .from(listingImages)
      .where(eq(listingImages.listingId, listing!.listings.id));
    expect(images).toHaveLength(1);
    expect(wordsOf(published[0]!)).toContain(`https://campo.example/p/${listing!.listings.id}`);
    // The same listing the web shows.
    const page = await ctx.app.inject({ url: `/api/v1/products/${listing!.listings.id}` });
    expect(page.statusCode).toBe(200);
    expect(meta.refused).toEqual([]);
  });

  it('shows ¿Mi precio es justo? for the product and department before confirming', async () => {
    // Five sellers in Antioquia publish Plátano hartón verde per kilo at 2.000–3.000.
    for (const price of [2000, 2200, 2500, 2800, 3000]) {
      const seller = await registerAndSignIn(ctx.app);
      const address = await createAddress(ctx.app, seller.auth);
      const id = await createListing(ctx.app, seller.auth, { price, address_id: address });
      await activate(ctx.app, seller.auth, id);
    }
    await refreshPrices(ctx.app.db, clock);
    const { farmer } = await accountInChat({ withAddress: true });
    await farmer.say('vender');
    const choices = await farmer.say('platano harton verde');
    await farmer.tap(offered(choices).find((id) => id === 'product:1003036') ?? 'product:1003036');
    await farmer.tap('unit:kilo');
    await farmer.say('$30.000');
    await farmer.say('10');
    const summary = await farmer.photo(await photo());
    expect(wordsOf(summary[0]!)).toContain('¿Mi precio es justo? Tu precio es 10 veces o más');
  });

  it('a bulto of another weight asks the kilos; two addresses give a list to pick from', async () => {
    const person = await registerAndSignIn(ctx.app);
    await createAddress(ctx.app, person.auth);
    const second = await createAddress(ctx.app, person.auth, {
      department_id: 15,
      municipalite_id: 15861,
      name: 'Finca de arriba',
    });
    const farmer = new Farmer(ctx.app, meta, `57${person.phone}`);
    const weight = await startSelling(farmer, 'papa pastusa', 'unit:bulto');
    expect(wordsOf(weight[0]!)).toContain('¿Cuántos kilos trae cada bulto?');
    expect(offered(weight)).toEqual(['weight:unknown']);
    expect(wordsOf((await farmer.say('cuarenta'))[1]!)).toContain('¿Cuántos kilos');
    expect(wordsOf((await farmer.say('45 kilos'))[0]!)).toBe(CHAT_TEXT.askPrice('bulto'));
    await farmer.say('95.000');
    const places = await farmer.say('12');
    expect(offered(places)).toContain(`address:${second}`);
    expect(wordsOf((await farmer.tap(`address:${second}`))[0]!)).toBe(CHAT_TEXT.askPhotos);
    const summary = await farmer.photo(await photo());
    expect(wordsOf(summary[0]!)).toContain('$ 95.000 el bulto de 45 kg');
    expect(wordsOf(summary[0]!)).toContain('Ventaquemada, Boyacá');
    await farmer.tap('sell:publish');
    const [row] = await ctx.app.db.select().from(listings).where(eq(listings.userId, person.id));
    expect(row).toMatchObject({ unitWeightKg: 45, price: 95000, stock: 12, addressId: second });
  });

  it("a price out of the form's range gets the form's own message and the question again", async () => {
    const { farmer } = await accountInChat({ withAddress: true });
    await startSelling(farmer);
    const refused = await farmer.say('barato');
    expect(refused.map(wordsOf)).toEqual([CHAT_TEXT.badPrice, CHAT_TEXT.askPrice('kilo')]);
    const tooHigh = await farmer.say('2.000.000 millones');
    expect(wordsOf(tooHigh[0]!)).toBe('El precio es demasiado alto.');
  });

  it('an account made on the web without a place gives it in the chat; it becomes an address', async () => {
    const { person, farmer } = await accountInChat();
    await startSelling(farmer);
    await farmer.say('2.000');
    expect(wordsOf((await farmer.say('300'))[0]!)).toBe(CHAT_TEXT.askSellDepartment);
    expect(wordsOf((await farmer.say('Boyacá'))[0]!)).toBe(CHAT_TEXT.askMunicipality('Boyacá'));
    expect(wordsOf((await farmer.say('ventaquemada'))[0]!)).toBe(CHAT_TEXT.askPhotos);
    const book = await ctx.app.inject({ url: '/api/v1/address', headers: person.auth });
    expect(book.json().data).toMatchObject([
      { department_id: 15, municipality_id: 15861, name: 'Mi finca', address_private: true },
    ]);
  });

  it('a sixth listing is kept paused: the limit of 5 active, as on the web', async () => {
    const person = await registerAndSignIn(ctx.app);
    const address = await createAddress(ctx.app, person.auth);
    for (let i = 0; i < 5; i++) {
      await activate(
        ctx.app,
        person.auth,
        await createListing(ctx.app, person.auth, { address_id: address }),
      );
    }
    const farmer = new Farmer(ctx.app, meta, `57${person.phone}`);
    await farmer.say('vender');
    const choices = await farmer.say('papa parda pastusa');
    if (offered(choices).includes('product:1003016')) await farmer.tap('product:1003016');
    await farmer.say('kilo');
    await farmer.say('2.500');
    await farmer.say('100');
    await farmer.photo(await photo());
    const done = await farmer.tap('sell:publish');
    expect(wordsOf(done[0]!)).toContain('pausado');
    const active = await ctx.app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(listings)
      .where(sql`${listings.userId} = ${person.id} and ${listings.isActive}`);
    expect(active[0]!.n).toBe(5);
  });
});

describe("'Publicar' creates the listing once", () => {
  /** Rows of a raw query, on both engines. */
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await ctx.app.db.execute(query)) as unknown as { rows: T[] }).rows;

  it('a worker that dies after creating the listing and before marking the message handled: the retry finds it', async () => {
    const farmer = await registeredInChat('Marco Tulio Rojas');
    await startSelling(farmer, 'papa pastuza', 'unit:bulto50');
    await farmer.say('120 mil');
    await farmer.say('20');
    await farmer.photo(await photo());
    const [before] = await rows<{ step: string; draft: unknown; last: string }>(
      sql`select step, draft, last_message_at::text as last from whatsapp_conversations where wa_id = ${farmer.waId}`,
    );
    const first = await farmer.tap('sell:publish');
    const [tapped] = await rows<{ id: number; message_id: string; sent_at: string }>(
      sql`select id, message_id, sent_at::text from whatsapp_messages where wa_id = ${farmer.waId} order by sent_at desc limit 1`,
    );

    // The crash: the listing (and its photo) were committed, but the transaction that saves the
    // conversation and marks the message handled never ran; the claim then ran out.
    const asMetaSentIt = {
      from: farmer.waId,
      id: tapped!.message_id,
      timestamp: String(Math.floor(Date.parse(tapped!.sent_at) / 1000)),
      type: 'interactive',
      interactive: {
        type: 'button_reply',
        button_reply: { id: 'sell:publish', title: 'Publicar' },
      },
    };
    await ctx.app.db.execute(sql`
      update whatsapp_messages
      set handled_at = null, outcome = null, claimed_until = null,
          message = ${JSON.stringify(asMetaSentIt)}::jsonb
      where id = ${tapped!.id}`);
    await ctx.app.db.execute(sql`
      update whatsapp_conversations
      set step = ${before!.step}, draft = ${JSON.stringify(before!.draft)}::jsonb,
          last_message_at = ${before!.last}::timestamptz
      where wa_id = ${farmer.waId}`);
    expect(await ctx.app.whatsapp!.processQueue()).toBe(1);

    const mine = await ctx.app.db
      .select({ id: listings.id, isActive: listings.isActive })
      .from(listings)
      .innerJoin(users, eq(users.id, listings.userId))
      .where(eq(users.phone, farmer.waId.slice(2)));
    expect(mine).toHaveLength(1);
    expect(mine[0]!.isActive).toBe(true);
    const images = await ctx.app.db
      .select()
      .from(listingImages)
      .where(eq(listingImages.listingId, mine[0]!.id));
    expect(images).toHaveLength(1);
    // The retry answers with the same link.
    const again = farmer.newReplies();
    const link = `https://campo.example/p/${mine[0]!.id}`;
    expect(wordsOf(first[0]!)).toContain(link);
    expect(wordsOf(again[0]!)).toContain(link);
  });
});

describe('Mis productos in the chat: the same listing and rules as the web', () => {
  /** A seller with an address and one active listing of plátano at 2.500 the kilo. */
  async function sellerWithListing() {
    const person = await registerAndSignIn(ctx.app);
    const address = await createAddress(ctx.app, person.auth);
    const id = await createListing(ctx.app, person.auth, { address_id: address, stock: 40 });
    await activate(ctx.app, person.auth, id);
    return { person, address, id, farmer: new Farmer(ctx.app, meta, `57${person.phone}`) };
  }
  const row = async (id: number) =>
    (await ctx.app.db.select().from(listings).where(eq(listings.id, id)))[0]!;

  it('change the price in 5 messages from “Hola”; the web shows the new price', async () => {
    const { id, farmer } = await sellerWithListing();
    expect(offered(await farmer.say('Hola'))).toEqual(MENU);
    const mine = await farmer.tap('menu:mine');
    expect(offered(mine)).toEqual([`listing:${id}`]);
    expect(wordsOf(mine[0]!)).toContain('Plátano hartón verde');
    const options = await farmer.tap(`listing:${id}`);
    expect(offered(options)).toEqual([
      `listing:${id}:price`,
      `listing:${id}:stock`,
      `listing:${id}:pause`,
      `listing:${id}:sold`,
      `listing:${id}:link`,
    ]);
    expect(wordsOf(options[0]!)).toContain('Cantidad: 40 kilos · Activo');
    expect(wordsOf((await farmer.tap(`listing:${id}:price`))[0]!)).toBe(
      CHAT_TEXT.askNewPrice('$ 2.500', 'kilo'),
    );
    const saved = await farmer.say('2.800');
    expect(farmer.sentCount).toBe(5);
    expect(wordsOf(saved[0]!)).toContain(CHAT_TEXT.priceSaved);
    expect(wordsOf(saved[0]!)).toContain('$ 2.800 el kilo');
    const page = await ctx.app.inject({ url: `/api/v1/products/${id}` });
    expect(page.json().data.price).toBe(2800);
    expect(meta.refused).toEqual([]);
  });

  it('change the quantity, pause, activate, see the link, mark sold: each as on the web', async () => {
    const { id, farmer } = await sellerWithListing();
    await farmer.say('mis productos');
    await farmer.tap(`listing:${id}`);
    await farmer.tap(`listing:${id}:stock`);
    const refused = await farmer.say('muchos');
    expect(refused.map(wordsOf)).toEqual([CHAT_TEXT.badQuantity, CHAT_TEXT.askNewStock('kilos')]);
    await farmer.say('15 kilos');
    expect((await row(id)).stock).toBe(15);

    const paused = await farmer.tap(`listing:${id}:pause`);
    expect(wordsOf(paused[0]!)).toContain(CHAT_TEXT.paused);
    expect(offered(paused)).toContain(`listing:${id}:activate`);
    expect((await row(id)).isActive).toBe(false);
    await farmer.tap(`listing:${id}:activate`);
    expect((await row(id)).isActive).toBe(true);

    const link = await farmer.tap(`listing:${id}:link`);
    expect(wordsOf(link[0]!)).toContain(`https://campo.example/p/${id}`);

    const confirm = await farmer.tap(`listing:${id}:sold`);
    expect(offered(confirm)).toEqual([`listing:${id}:sold-yes`, `listing:${id}:keep`]);
    expect((await row(id)).soldAt).toBeNull();
    const sold = await farmer.tap(`listing:${id}:sold-yes`);
    expect(wordsOf(sold[0]!)).toBe(CHAT_TEXT.markedSold('Plátano hartón verde'));
    expect((await row(id)).soldAt).not.toBeNull();
    const page = await ctx.app.inject({ url: `/api/v1/products/${id}` });
    expect(page.json().data.status).toBe('sold');
    // Sold is final: the list shows it, and only its link is offered.
    await farmer.say('mis productos');
    const options = await farmer.tap(`listing:${id}`);
    expect(offered(options)).toEqual([`listing:${id}:link`]);
    expect(meta.refused).toEqual([]);
  });

  it('activating a sixth gets the web’s limit message and stays paused', async () => {
    const { person, address, farmer } = await sellerWithListing();
    for (let i = 0; i < 4; i++) {
      await activate(
        ctx.app,
        person.auth,
        await createListing(ctx.app, person.auth, { address_id: address }),
      );
    }
    const sixth = await createListing(ctx.app, person.auth, { address_id: address });
    await farmer.say('mis productos');
    await farmer.tap(`listing:${sixth}`);
    const refused = await farmer.tap(`listing:${sixth}:activate`);
    expect(wordsOf(refused[0]!)).toBe(LISTING_MESSAGES.limitReached);
    expect((await row(sixth)).isActive).toBe(false);
  });

  it("another seller's listing cannot be changed by sending its id", async () => {
    const other = await sellerWithListing();
    const { farmer } = await sellerWithListing();
    await farmer.say('hola');
    for (const action of ['sold', 'sold-yes', 'pause']) {
      const [reply] = await farmer.tapUnoffered('button', `listing:${other.id}:${action}`, 'Sí');
      expect(wordsOf(reply!)).toBe(CHAT_TEXT.listingGone);
    }
    expect(await row(other.id)).toMatchObject({ soldAt: null, isActive: true });
  });

  it('a made-up action on one’s own listing shows its options, nothing changes', async () => {
    const { id, farmer } = await sellerWithListing();
    await farmer.say('hola');
    const replies = await farmer.tapUnoffered('list', `listing:${id}:borrar`, 'Borrar');
    expect(offered(replies)).toContain(`listing:${id}:sold`);
    expect(await row(id)).toMatchObject({ soldAt: null, isActive: true });
  });

  it('a seller without listings is told how to publish', async () => {
    const { farmer } = await accountInChat();
    await farmer.say('hola');
    const none = await farmer.tap('menu:mine');
    expect(wordsOf(none[0]!)).toBe(CHAT_TEXT.noListings);
  });
});

describe('¿A cómo está? in the chat: the Bolsa de precios’ figures', () => {
  beforeAll(async () => {
    // Five sellers in Antioquia publish lulo per kilo at 4.000–5.000.
    for (const price of [4000, 4200, 4500, 4800, 5000]) {
      const seller = await registerAndSignIn(ctx.app);
      const address = await createAddress(ctx.app, seller.auth);
      const id = await createListing(ctx.app, seller.auth, {
        price,
        address_id: address,
        product_id: LULO,
      });
      await activate(ctx.app, seller.auth, id);
    }
    await refreshPrices(ctx.app.db, clock);
  });

  it('“a cómo está el lulo en Antioquia”: the same typical price and middle half as /precios', async () => {
    const { person, farmer } = await accountInChat();
    const [answer] = await farmer.say('¿A cómo está el lulo en Antioquia?');
    const reference = await ctx.app.inject({
      url: `/api/v1/prices?product_id=${LULO}&department_id=5`,
      headers: person.auth,
    });
    const figures = reference.json().units[0].department;
    expect(figures.median).not.toBeNull();
    const words = wordsOf(answer!);
    expect(words).toContain(`${reference.json().product.name} en Antioquia:`);
    expect(words).toContain(`Por kilo: precio típico ${formatCop(figures.median)}.`);
    expect(words).toContain(
      `La mitad se vende entre ${formatCop(figures.p25)} – ${formatCop(figures.p75)} / kg (5 publicaciones).`,
    );
    expect(words).toContain(`https://campo.example/precios/${LULO}?departamento=5`);
    expect(farmer.sentCount).toBe(1);
  });

  it('from the menu, a product several fit gives a list; an unknown department says so', async () => {
    const { farmer } = await accountInChat();
    await farmer.say('hola');
    expect(wordsOf((await farmer.tap('menu:prices'))[0]!)).toBe(CHAT_TEXT.askPriceProduct);
    const several = await farmer.say('papa');
    expect(offered(several).length).toBeGreaterThan(1);
    expect(offered(several).every((id) => /^price:\d+:0$/.test(id))).toBe(true);
    const [report] = await farmer.tap(offered(several)[0]!);
    expect(wordsOf(report!)).toContain('en Colombia:');
    const [unknown] = await farmer.say('precio lulo en Narnia');
    expect(wordsOf(unknown!)).toContain('No reconocemos el departamento');
    expect(wordsOf(unknown!)).toContain('en Colombia:');
  });

  it('"precio 120 mil" while a price is asked is the price, not a question', async () => {
    const { farmer } = await accountInChat({ withAddress: true });
    await startSelling(farmer);
    const next = await farmer.say('precio 2 mil');
    expect(wordsOf(next[0]!)).toBe(CHAT_TEXT.askQuantity('kilos'));
  });
});

describe('words that work at every step', () => {
  it('"cancelar" half-way through selling drops the draft and creates nothing', async () => {
    const { person, farmer } = await accountInChat({ withAddress: true });
    await farmer.say('vender');
    await farmer.say('cafe pergamino');
    const cancelled = await farmer.say('Cancelar');
    expect(wordsOf(cancelled[0]!)).toBe(CHAT_TEXT.cancelled);
    expect(offered(cancelled)).toContain('menu:sell');
    const mine = await ctx.app.db.select().from(listings).where(eq(listings.userId, person.id));
    expect(mine).toEqual([]);
  });

  it('"ayuda" explains and asks the same question again; "menu" goes back', async () => {
    const { farmer } = await accountInChat();
    await farmer.say('vender');
    const help = await farmer.say('ayuda');
    expect(help.map(wordsOf)).toEqual([CHAT_TEXT.help, CHAT_TEXT.askProduct]);
    const menu = await farmer.say('Menú');
    expect(offered(menu)).toEqual(MENU);
  });

  it('a conversation left for 24 hours starts over', async () => {
    const farmer = new Farmer(ctx.app, meta, newWaId());
    await farmer.say('hola');
    await farmer.tap('consent:yes');
    await farmer.say('Pedro Pablo Díaz');
    clock += 25 * 3_600_000;
    try {
      const again = await farmer.say('1023456780');
      // Not taken as the cédula: the welcome again.
      expect(offered(again)).toEqual(['consent:yes', 'consent:no']);
    } finally {
      clock -= 25 * 3_600_000;
    }
  });

  it('a voice note is answered with a message and the question, never dropped', async () => {
    const { farmer } = await accountInChat();
    await farmer.say('vender');
    const replies = await farmer.voice();
    expect(replies.map(wordsOf)).toEqual([CHAT_TEXT.voice, CHAT_TEXT.askProduct]);
  });
});

describe('Meta retries and out-of-order delivery', () => {
  it('the same message id delivered three times is answered once', async () => {
    const waId = newWaId();
    const body = webhookBody(waId, [
      { id: 'wamid.repetido1', message: { type: 'text', text: { body: 'hola' } } },
    ]);
    for (let i = 0; i < 3; i++) expect((await postWebhook(ctx.app, body)).statusCode).toBe(200);
    await ctx.app.whatsapp!.idle();
    expect(meta.sent.filter((m) => m.to === waId)).toHaveLength(1);
  });

  it('messages of one call are answered in the order they were written', async () => {
    const waId = newWaId();
    const t0 = Math.floor(Date.now() / 1000);
    // Delivered in one call, the later one first.
    const body = webhookBody(waId, [
      {
        timestamp: t0 + 10,
        message: {
          type: 'interactive',
          interactive: {
            type: 'button_reply',
            button_reply: { id: 'consent:yes', title: 'Acepto' },
          },
        },
      },
      { timestamp: t0, message: { type: 'text', text: { body: 'hola' } } },
    ]);
    await postWebhook(ctx.app, body);
    await ctx.app.whatsapp!.idle();
    const words = meta.sent.filter((m) => m.to === waId).map(wordsOf);
    expect(words[0]).toContain('¿Aceptas?');
    expect(words[1]).toBe(CHAT_TEXT.askName);
  });

  it('a message older than one already answered is left unanswered', async () => {
    const farmer = new Farmer(ctx.app, meta, newWaId());
    await farmer.say('hola');
    await farmer.tap('consent:yes');
    const late = webhookBody(farmer.waId, [
      {
        timestamp: Math.floor(Date.now() / 1000) - 600,
        message: { type: 'text', text: { body: 'Nombre Viejo' } },
      },
    ]);
    expect((await postWebhook(ctx.app, late)).statusCode).toBe(200);
    await ctx.app.whatsapp!.idle();
    expect(farmer.newReplies()).toEqual([]);
    const [row] = await ctx.app.db
      .execute(
        sql`select outcome from whatsapp_messages where wa_id = ${farmer.waId} order by sent_at limit 1`,
      )
      .then((r) => (r as unknown as { rows: { outcome: string }[] }).rows);
    expect(row?.outcome).toBe('stale');
    // What people wrote is not kept once answered: only the id, to recognise a retry.
    const kept = await ctx.app.db
      .execute(
        sql`select count(*)::int as n from whatsapp_messages where handled_at is not null and message <> '{}'::jsonb`,
      )
      .then((r) => (r as unknown as { rows: { n: number }[] }).rows[0]!.n);
    expect(kept).toBe(0);
    // The conversation goes on where it was.
    expect(wordsOf((await farmer.say('Lucía Gómez'))[0]!)).toBe(CHAT_TEXT.askDocument);
  });

  it('statuses (sent, delivered, read) are taken and ignored', async () => {
    const body = {
      object: 'whatsapp_business_account',
      entry: [
        {
          id: '1',
          changes: [
            {
              field: 'messages',
              value: {
                messaging_product: 'whatsapp',
                metadata: { display_phone_number: '1', phone_number_id: '1' },
                statuses: [
                  {
                    id: 'wamid.out1',
                    status: 'read',
                    timestamp: '1700000000',
                    recipient_id: '573001112233',
                  },
                ],
              },
            },
          ],
        },
      ],
    };
    const before = meta.sent.length;
    expect((await postWebhook(ctx.app, body)).statusCode).toBe(200);
    await ctx.app.whatsapp!.idle();
    expect(meta.sent.length).toBe(before);
  });

  it('a sticker (a type the chat does not read) gets a short answer and the menu', async () => {
    const person = await registerAndSignIn(ctx.app);
    const waId = `57${person.phone}`;
    await postWebhook(
      ctx.app,
      webhookBody(waId, [{ message: { type: 'sticker', sticker: { id: 's1' } } }]),
    );
    await ctx.app.whatsapp!.idle();
    const words = meta.sent.filter((m) => m.to === waId).map(wordsOf);
    expect(words[0]).toBe(CHAT_TEXT.unsupported);
  });
});
