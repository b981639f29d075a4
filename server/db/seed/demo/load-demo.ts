import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { LEGAL_VERSIONS } from '../../../../domain/accounts/registration';
import { bogotaIsoDate } from '../../../../domain/dates';
import { IMAGES, LISTINGS } from '../../../../domain/limits';
import type { Config } from '../../../config';
import { removeImageFiles, variantKey } from '../../../platform/images/stored-images';
import type { FileStorage } from '../../../platform/storage/file-storage';
import type { Database } from '../../client';
import { catalogueProducts } from '../../reference/catalogue';
import { municipalityRows } from '../../reference/divipola.generated';
import {
  addresses,
  consents,
  contacts,
  favourites,
  listingImages,
  listingPrices,
  listings,
  reviews,
  seedState,
  users,
} from '../../schema';
import { DEMO_SELLERS, type DemoPlace, type DemoSeller } from './demo-people';
import { demoPhotos } from './demo-photos';
import { drawPicture, pictureKey, type Picture } from './demo-pictures';
import { DEMO_PRODUCTS, type DemoProduct } from './demo-products';
import { DEMO_STAPLES, DEMO_UNIT_WEIGHTS, loadDemoPrices } from './demo-prices';
import { loadDemoOrganizationsAndJobs } from './demo-organizations-jobs';
import { loadDemoStores } from './load-demo-stores';
import { randomFrom } from './random';

// A believable marketplace for a first look at the product: sellers across Colombia, listings
// in all ten categories with drawn photos, price trends, contacts, reviews and favourites.
// Loaded once (a seed_state row named 'demo' marks it); the people are normal users who sign
// in with their phone like anyone else.

export const DEMO_SEED_NAME = 'demo';
/** The first demo seller's phone; the others follow (3100000002, …). */
export const DEMO_FIRST_PHONE = 3100000001;
/** Advisory lock: two processes starting together on one PostgreSQL load the demo once. */
const DEMO_LOCK = 4_242_002;
const DAY = 24 * 60 * 60 * 1000;
const BATCH = 500;

export interface DemoOptions {
  /** Where progress and the final line go (the server prints them in its log). */
  log?: (line: string) => void;
  /** Load only the first n sellers and what concerns them (tests). */
  sellers?: number;
  /** The moment the marketplace is built around (dates of listings, contacts…). */
  now?: Date;
  /** Photos the build prepared (preparedPhotosDir()); without it every photo is drawn now. */
  preparedPhotos?: string;
}

export interface DemoResult {
  loaded: boolean;
  sellers: number;
  listings: number;
  active: number;
  pictures: number;
  contacts: number;
  reviews: number;
  favourites: number;
  /** Supply stores loaded by this call (they are marked apart: see load-demo-stores.ts). */
  stores: number;
  organizations: number;
  jobOffers: number;
  /** Photos drawn during this call because the build had not prepared them (0 after a build). */
  drawn: number;
}

const NOT_LOADED: DemoResult = {
  loaded: false,
  sellers: 0,
  listings: 0,
  active: 0,
  pictures: 0,
  contacts: 0,
  reviews: 0,
  favourites: 0,
  stores: 0,
  organizations: 0,
  jobOffers: 0,
  drawn: 0,
};

export async function isDemoLoaded(db: Database): Promise<boolean> {
  return (await db.$count(seedState, eq(seedState.name, DEMO_SEED_NAME))) > 0;
}

/**
 * Whether the server should offer the demo on start-up: only the embedded database, outside
 * production and tests, and unless DEMO_DATA=false.
 */
export function demoOnStart(config: Config): boolean {
  return !config.databaseUrl && config.env === 'development' && config.demoData;
}

/**
 * Loads the demo on the first start of a fresh database: never loaded before and nobody
 * registered yet (a database already in use is left alone). A database that got the demo
 * before the supply stores existed gets the stores now.
 */
export async function loadDemoOnFirstStart(
  db: Database,
  storage: FileStorage,
  options: DemoOptions = {},
): Promise<DemoResult> {
  if (await isDemoLoaded(db)) {
    const { stores, products, drawn } = await loadDemoStores(db, storage, options);
    if (stores > 0) {
      options.log?.(`Tiendas de demostración listas: ${stores} tiendas con ${products} productos.`);
    }
    return { ...NOT_LOADED, stores, drawn };
  }
  if ((await db.$count(users)) > 0) return NOT_LOADED;
  return loadDemoMarketplace(db, storage, options);
}

// ---------------------------------------------------------------------------------------------
// The plan: every row, decided before touching the database (deterministic: same data each time)

export interface PlannedListing {
  seller: number;
  place: number;
  product: DemoProduct;
  categoryId: number;
  subcategoryId: number;
  price: number;
  previousPrice: number | null;
  priceChangedAt: Date | null;
  stock: number;
  /** Kilograms in one bulto of it, when the seller stated it (the Bolsa de precios). */
  unitWeightKg: number | null;
  description: string;
  isActive: boolean;
  soldAt: Date | null;
  createdAt: Date;
  pictures: number;
}

export interface PlannedContact {
  buyer: number;
  listing: number;
  channel: 'whatsapp' | 'phone';
  createdAt: Date;
}

export interface PlannedReview {
  buyer: number;
  listing: number;
  halfStars: number;
  body: string;
  createdAt: Date;
}

export interface Plan {
  sellers: (DemoSeller & { createdAt: Date })[];
  listings: PlannedListing[];
  contacts: PlannedContact[];
  reviews: PlannedReview[];
  favourites: { buyer: number; listing: number; createdAt: Date }[];
}

const CLOSERS: Record<number, string[]> = {
  0: [
    'Escríbame por WhatsApp y le confirmo disponibilidad.',
    'Precio negociable por cantidad.',
    'Respondo en la tarde, después de las labores.',
    'Pregunte sin compromiso.',
  ],
  1: [
    'Se despacha por encomienda a otras ciudades.',
    'Entrego en la plaza de {town} los sábados.',
    'Se puede recoger en la finca.',
  ],
  2: [
    'Se puede probar en la finca antes de negociar.',
    'Se recibe parte de pago.',
    'Trabajamos en {town} y municipios vecinos.',
  ],
  3: [
    'Se pueden ver en la finca con cita previa.',
    'Con registro del ICA y vacunas al día.',
    'Se ayuda con el transporte.',
  ],
  4: [
    'Reservas con un día de anticipación.',
    'Le enviamos la ubicación por WhatsApp.',
    'Hay parqueadero y se aceptan mascotas.',
  ],
  5: [
    'Con salvoconducto para transporte.',
    'Se hacen cortes a la medida.',
    'Se entrega en {town} y alrededores.',
  ],
  6: [
    'Pedidos hasta el jueves para entregar el fin de semana.',
    'Se despacha refrigerado dentro del departamento.',
    'Entrego en {town} sin costo adicional.',
  ],
  7: ['Entrega a domicilio en {town}.', 'Precio especial por cantidad.', 'Garantía de un mes.'],
  8: [
    'Hecho a mano, cada pieza es única.',
    'Se envía por encomienda a todo el país.',
    'Se hacen pedidos por encargo.',
  ],
  9: [
    'Escrituras al día, sin deudas.',
    'Se muestra los fines de semana.',
    'Se escuchan ofertas serias.',
  ],
  10: [
    'Entrego en la plaza de {town} los sábados.',
    'Se despacha por encomienda a otras ciudades.',
    'Cosecha de esta semana.',
  ],
};

/** Reviews by kind of product, from 5 stars down. */
const REVIEW_BODIES: Record<
  'food' | 'animals' | 'tools' | 'tourism' | 'crafts' | 'land',
  string[][]
> = {
  food: [
    [
      'Excelente calidad, llegó fresquito y bien empacado.',
      'De lo mejor que he comprado, se nota que es del campo.',
      'Todo tal cual la foto. Volveré a comprar.',
      'Muy cumplido el vendedor y el producto de primera.',
    ],
    [
      'Muy bueno, el envío se demoró un día pero llegó bien.',
      'Buena calidad y buen precio.',
      'Buen producto, recomendado.',
    ],
    [
      'Bien, aunque venían algunas unidades pequeñas.',
      'Aceptable, esperaba un poco más por el precio.',
    ],
    ['Llegó algo maltratado, pero el vendedor respondió y lo repuso.'],
  ],
  animals: [
    ['Los animales llegaron sanos y con sus papeles.', 'Muy buen trato, animales bien criados.'],
    ['Buenos animales, el transporte se demoró un poco.', 'Cumplió con lo prometido.'],
    ['Bien, aunque uno venía más flaco que los demás.'],
    ['Tocó esperar una semana más de lo acordado.'],
  ],
  tools: [
    ['Funciona como dijo el vendedor, muy honesto.', 'Buena herramienta, llegó rápido.'],
    ['Buen estado, le faltaba un repuesto pequeño.', 'Cumplido con la entrega.'],
    ['Sirve, pero tenía más uso del que parecía.'],
    ['Tuve que arreglarla al poco tiempo.'],
  ],
  tourism: [
    [
      'Un lugar hermoso y la atención de primera. Volveremos en familia.',
      'La comida deliciosa y el paisaje increíble.',
      'Nos atendieron como en casa. Muy recomendado.',
    ],
    [
      'Muy bonito, el camino de llegada es un poco difícil.',
      'Buena experiencia, los niños felices.',
    ],
    ['Bien, pero el agua caliente fallaba.'],
    ['El plan cambió por la lluvia y no nos avisaron.'],
  ],
  crafts: [
    ['Trabajo muy bien hecho, se nota la dedicación.', 'Hermoso, tal como en la foto.'],
    ['Buena calidad, demoró un poco el envío.', 'Muy lindo, un buen regalo.'],
    ['Bonito, aunque el color era un poco distinto.'],
    ['Llegó con un detalle en el tejido.'],
  ],
  land: [
    ['Muy serio el vendedor, todo claro con los papeles.', 'La finca es tal como la describen.'],
    ['Buena tierra, nos mostraron todo sin afán.'],
    ['Bien ubicada, pero el precio está alto.'],
    ['La vía de acceso está en mal estado.'],
  ],
};

const REVIEW_KIND: Record<number, keyof typeof REVIEW_BODIES> = {
  1: 'food',
  2: 'tools',
  3: 'animals',
  4: 'tourism',
  5: 'crafts',
  6: 'food',
  7: 'tools',
  8: 'crafts',
  9: 'land',
  10: 'food',
};

/** Half stars, weighted the way ratings in marketplaces are: mostly happy. */
const HALF_STARS = [10, 10, 10, 10, 10, 9, 9, 9, 8, 8, 8, 7, 7, 6, 10, 9, 8, 5];

/**
 * The address a listing ships from: a place that names the product, else one of the places
 * that name none (taking turns).
 */
function placeFor(seller: DemoSeller, productId: number, turn: number): number {
  const indexes = seller.places.map((_, i) => i);
  const named = indexes.filter((i) => seller.places[i]!.only?.includes(productId));
  const open = indexes.filter((i) => !seller.places[i]!.only);
  const choices = named.length > 0 ? named : open.length > 0 ? open : indexes;
  return choices[turn % choices.length]!;
}

/** One, two or three photos: 40 %, 40 %, 20 %. */
const pictureCount = (roll: number) => (roll < 0.4 ? 1 : roll < 0.8 ? 2 : 3);

function roundPrice(value: number): number {
  const step =
    value < 1_000
      ? 10
      : value < 10_000
        ? 100
        : value < 100_000
          ? 500
          : value < 1_000_000
            ? 5_000
            : value < 10_000_000
              ? 50_000
              : 500_000;
  return Math.max(step, Math.round(value / step) * step);
}

/** Every row of the demo, decided up front (exported for tests). */
export function planDemo(sellerCount: number, now: number): Plan {
  const random = randomFrom('el campo en tus manos · demo');
  const between = (min: number, max: number) => min + (max - min) * random();
  const int = (min: number, max: number) => Math.floor(between(min, max + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const at = (millis: number) => new Date(Math.round(millis));

  const products = new Map(DEMO_PRODUCTS.map((p) => [p.id, p]));
  const catalogue = new Map(catalogueProducts.map((p) => [p.id, p]));
  const towns = new Map(municipalityRows.map(([id, name]) => [id, name]));

  const sellers = DEMO_SELLERS.slice(0, sellerCount).map((seller) => ({
    ...seller,
    createdAt: at(now - between(200, 420) * DAY),
  }));
  const listingsPlan: PlannedListing[] = [];
  sellers.forEach((seller, s) => {
    for (const { town } of seller.places) {
      if (towns.get(town[0]) !== town[1]) {
        throw new Error(`demo: municipality ${town[0]} is not ${town[1]} in DIVIPOLA`);
      }
    }
    // Most sellers keep 5 active; some paused one. Every third one already sold something.
    const activeLimit = Math.min(LISTINGS.maxActivePerUser, s % 7 === 3 ? 4 : 5);
    const soldOne = s % 3 === 0 && seller.sells.length > LISTINGS.maxActivePerUser;
    seller.sells.forEach((productId, index) => {
      const product = products.get(productId);
      const entry = catalogue.get(productId);
      if (!product || !entry) throw new Error(`demo: no product ${productId} in the demo table`);
      const placeIndex = placeFor(seller, productId, index);
      const place = seller.places[placeIndex]!;
      const createdAt = now - between(3, 110) * DAY;
      const price = roundPrice(between(product.price[0], product.price[1]));
      let previousPrice: number | null = null;
      let priceChangedAt: Date | null = null;
      if (random() < 0.38) {
        const change = between(0.06, 0.22) * (random() < 0.5 ? 1 : -1);
        const before = roundPrice(price / (1 + change));
        if (before !== price) {
          previousPrice = before;
          priceChangedAt = at(createdAt + between(0.3, 0.95) * (now - createdAt));
        }
      }
      const sold = soldOne && index === seller.sells.length - 1;
      listingsPlan.push({
        seller: s,
        place: placeIndex,
        product,
        categoryId: entry.categoryId,
        subcategoryId: entry.subcategoryId,
        price,
        previousPrice,
        priceChangedAt,
        stock: sold ? 0 : int(product.stock[0], product.stock[1]),
        unitWeightKg: DEMO_UNIT_WEIGHTS[product.id] ?? null,
        description: describe(product, place, entry.categoryId, random),
        isActive: !sold && index < activeLimit,
        soldAt: sold ? at(now - between(1, 2.5) * DAY) : null,
        createdAt: at(createdAt),
        pictures: Math.min(IMAGES.maxPerProduct, pictureCount(random())),
      });
    });
  });

  // Buyers are the same people: they contact each other's listings, some review, some keep
  // favourites. The first seller gets plenty of both, so signing in as her shows it all.
  const contactsPlan: PlannedContact[] = [];
  const reviewsPlan: PlannedReview[] = [];
  const favouritesPlan: Plan['favourites'] = [];
  const others = (seller: number) => sellers.map((_, i) => i).filter((i) => i !== seller);
  listingsPlan.forEach((listing, l) => {
    if (!listing.isActive && !listing.soldAt) return;
    const roll = random();
    let wanted = roll < 0.2 ? 0 : roll < 0.6 ? int(1, 2) : int(3, 7);
    if (listing.seller === 0) wanted = Math.max(wanted, 3);
    const buyers = others(listing.seller).sort(() => random() - 0.5);
    const end = (listing.soldAt?.getTime() ?? now) - 60 * 60 * 1000;
    for (const buyer of buyers.slice(0, wanted)) {
      const createdAt = between(listing.createdAt.getTime() + 60 * 60 * 1000, end);
      contactsPlan.push({
        buyer,
        listing: l,
        channel: random() < 0.72 ? 'whatsapp' : 'phone',
        createdAt: at(createdAt),
      });
      if (random() < (listing.soldAt ? 0.7 : 0.42)) {
        const halfStars = pick(HALF_STARS);
        const grade = halfStars >= 9 ? 0 : halfStars >= 8 ? 1 : halfStars >= 6 ? 2 : 3;
        reviewsPlan.push({
          buyer,
          listing: l,
          halfStars,
          body: pick(REVIEW_BODIES[REVIEW_KIND[listing.categoryId]!][grade]!),
          createdAt: at(Math.min(now - 10 * 60 * 1000, createdAt + between(0.2, 5) * DAY)),
        });
      }
    }
  });
  sellers.forEach((_, buyer) => {
    const choices = listingsPlan
      .map((listing, l) => ({ listing, l }))
      .filter(({ listing }) => listing.isActive && listing.seller !== buyer)
      .sort(() => random() - 0.5)
      .slice(0, buyer === 0 ? 7 : int(1, 6));
    for (const { listing, l } of choices) {
      favouritesPlan.push({
        buyer,
        listing: l,
        createdAt: at(between(listing.createdAt.getTime(), now - 60 * 60 * 1000)),
      });
    }
  });
  listingsPlan.push(...recentSales(sellers, now));
  return {
    sellers,
    listings: listingsPlan,
    contacts: contactsPlan,
    reviews: reviewsPlan,
    favourites: favouritesPlan,
  };
}

/**
 * Six recent sales of each staple (DEMO_STAPLES), by sellers across the country, so the Bolsa de
 * precios has real figures on a fresh demo. Planned after contacts and favourites, with their
 * own random sequence, so the rest of the marketplace stays as it was.
 */
function recentSales(sellers: { places: DemoPlace[] }[], now: number): PlannedListing[] {
  const random = randomFrom('el campo en tus manos · demo · ventas recientes');
  const between = (min: number, max: number) => min + (max - min) * random();
  const products = new Map(DEMO_PRODUCTS.map((p) => [p.id, p]));
  const catalogue = new Map(catalogueProducts.map((p) => [p.id, p]));
  return DEMO_STAPLES.flatMap(({ id }, k) =>
    Array.from({ length: 6 }, (_, j): PlannedListing => {
      const product = products.get(id)!;
      const entry = catalogue.get(id)!;
      const seller = (k * 7 + j * 5) % sellers.length;
      const soldAt = now - between(1, 25) * DAY;
      return {
        seller,
        place: 0,
        product,
        categoryId: entry.categoryId,
        subcategoryId: entry.subcategoryId,
        price: roundPrice(between(product.price[0], product.price[1])),
        previousPrice: null,
        priceChangedAt: null,
        stock: 0,
        unitWeightKg: DEMO_UNIT_WEIGHTS[id] ?? null,
        description: pick(random, product.says),
        isActive: false,
        soldAt: new Date(Math.round(soldAt)),
        createdAt: new Date(Math.round(soldAt - between(2, 20) * DAY)),
        pictures: 1,
      };
    }),
  );
}

const pick = <T>(random: () => number, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)]!;

function describe(
  product: DemoProduct,
  place: DemoPlace,
  categoryId: number,
  random: () => number,
): string {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const town = place.town[1];
  const parts = [pick(product.says)];
  const origin = random();
  if (origin < 0.3 && place.vereda) parts.push(`Vereda ${place.vereda}, ${town}.`);
  else if (origin < 0.5) parts.push(`${place.name}, ${town}.`);
  const closing = random();
  // Sold by the ton (paddy rice) goes to the mill, not to the Saturday market.
  if (closing < 0.45 && product.size !== 3) {
    parts.push(pick(CLOSERS[categoryId]!).replace('{town}', town));
  } else if (closing < 0.75) parts.push(pick(CLOSERS[0]!));
  return parts.join(' ').slice(0, LISTINGS.descriptionMaxLength);
}

// ---------------------------------------------------------------------------------------------
// Photos and rows

/** The SVG of every distinct photo the plan's listings show, by picture and view. */
export function marketplaceDrawings(plan: Plan): Map<string, string> {
  const drawings = new Map<string, string>();
  for (const { product, pictures } of plan.listings) {
    for (let view = 0; view < pictures; view++) {
      const key = pictureKey(product.picture, view);
      if (!drawings.has(key)) drawings.set(key, drawPicture(product.picture, view));
    }
  }
  return drawings;
}

async function inBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += BATCH) {
    await insert(rows.slice(start, start + BATCH));
  }
}

/** Inserts in batches and answers the ids, in the order of the rows. */
async function insertReturningIds<T>(
  rows: T[],
  insert: (batch: T[]) => Promise<{ id: number }[]>,
): Promise<number[]> {
  const ids: number[] = [];
  // PostgreSQL (and PGlite) return the rows of one INSERT … VALUES … RETURNING in the order of
  // its VALUES; ORMs' bulk inserts rely on it too (Django's bulk_create, for one).
  await inBatches(rows, async (batch) => {
    const returned = await insert(batch);
    if (returned.length !== batch.length) throw new Error('demo: bulk insert lost rows');
    ids.push(...returned.map((row) => row.id));
  });
  return ids;
}

/**
 * Loads the demo marketplace unless it is already there (then answers `loaded: false`), and
 * the demo supply stores unless they are. Photos are those the build prepared in
 * `options.preparedPhotos` (made by the real image pipeline), drawn on the spot when missing,
 * and stored with the same keys as uploaded photos.
 */
export async function loadDemoMarketplace(
  db: Database,
  storage: FileStorage,
  options: DemoOptions = {},
): Promise<DemoResult> {
  const started = Date.now();
  const marketplace = await loadMarketplace(db, storage, options);
  if (marketplace.loaded) await loadDemoPrices(db, (options.now ?? new Date()).getTime());
  const stores = await loadDemoStores(db, storage, options);
  const result = {
    ...marketplace,
    stores: stores.stores,
    drawn: marketplace.drawn + stores.drawn,
  };
  const log = options.log ?? (() => {});
  if (result.drawn > 0) {
    log(
      `${result.drawn} fotos de demostración no venían preparadas y se dibujaron al arrancar ` +
        `(\`node scripts/build.mjs\` las prepara una sola vez).`,
    );
  }
  if (marketplace.loaded) {
    log(
      `Datos de demostración listos: ${result.listings} productos (${result.pictures} fotos, ` +
        `${result.reviews} opiniones) de ${result.sellers} vendedores, ${result.stores} tiendas, ` +
        `${result.organizations} organizaciones y ${result.jobOffers} ofertas de trabajo, ` +
        `en ${((Date.now() - started) / 1000).toFixed(1)} s. Entra con el celular ` +
        `${DEMO_FIRST_PHONE} (el código sale en la consola).`,
    );
  }
  return result;
}

async function loadMarketplace(
  db: Database,
  storage: FileStorage,
  options: DemoOptions,
): Promise<DemoResult> {
  if (await isDemoLoaded(db)) return NOT_LOADED;
  const now = (options.now ?? new Date()).getTime();
  const plan = planDemo(options.sellers ?? DEMO_SELLERS.length, now);
  options.log?.(`Cargando datos de demostración (solo la primera vez)…`);

  const drawings = marketplaceDrawings(plan);
  const { photos, drawn } = await demoPhotos(drawings.values(), options.preparedPhotos);
  const photoOf = (picture: Picture, view: number) =>
    photos.get(drawings.get(pictureKey(picture, view))!)!;

  const storedKeys: string[] = [];
  let alreadyLoaded = false;
  let directory = { organizations: 0, jobOffers: 0 };
  // Every table is filled with a few multi-row INSERTs (not one per row): hundreds of round
  // trips to the embedded database cost seconds on a busy machine.
  try {
    await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_LOCK})`);
      if (await isDemoLoaded(tx)) {
        alreadyLoaded = true;
        return;
      }

      const userIds = await insertReturningIds(
        plan.sellers.map((seller, s) => {
          const home = seller.places[0]!;
          return {
            phone: String(DEMO_FIRST_PHONE + s),
            name: seller.name,
            document: `9${String(s + 1).padStart(9, '0')}`,
            typeDoc: 'REGNOID',
            personType: seller.company ? 1 : 0,
            legalDocument: seller.company ? `9009${String(s + 1).padStart(5, '0')}` : null,
            legalDenomination: seller.company ?? null,
            departmentId: Math.floor(home.town[0] / 1000),
            municipalityId: home.town[0],
            vereda: home.vereda,
            address: home.address,
            createdAt: seller.createdAt,
            updatedAt: seller.createdAt,
          };
        }),
        (batch) => tx.insert(users).values(batch).returning({ id: users.id }),
      );
      const places = plan.sellers.flatMap((seller, s) =>
        seller.places.map((place) => ({ seller: s, place })),
      );
      const placeIds = await insertReturningIds(
        places.map(({ seller, place }) => ({
          userId: userIds[seller]!,
          departmentId: Math.floor(place.town[0] / 1000),
          municipalityId: place.town[0],
          name: place.name,
          address: place.address,
          vereda: place.vereda,
          createdAt: plan.sellers[seller]!.createdAt,
          updatedAt: plan.sellers[seller]!.createdAt,
        })),
        (batch) => tx.insert(addresses).values(batch).returning({ id: addresses.id }),
      );
      const addressIds: number[][] = plan.sellers.map(() => []);
      places.forEach(({ seller }, p) => addressIds[seller]!.push(placeIds[p]!));
      // Proof of consent, as a registration records it (Ley 1581 de 2012).
      await tx.insert(consents).values(
        plan.sellers.flatMap((seller, s) =>
          [
            { document: 'terms', version: LEGAL_VERSIONS.terms },
            { document: 'data_policy', version: LEGAL_VERSIONS.dataPolicy },
          ].map((consent) => ({
            ...consent,
            userId: userIds[s]!,
            acceptedAt: seller.createdAt,
            ip: '127.0.0.1',
            userAgent: 'datos de demostración',
          })),
        ),
      );

      const listingIds = await insertReturningIds(
        plan.listings.map((listing) => ({
          userId: userIds[listing.seller]!,
          productId: listing.product.id,
          subcategoryId: listing.subcategoryId,
          categoryId: listing.categoryId,
          sizeId: listing.product.size,
          addressId: addressIds[listing.seller]![listing.place]!,
          price: listing.price,
          previousPrice: listing.previousPrice,
          priceChangedAt: listing.priceChangedAt,
          stock: listing.stock,
          unitWeightKg: listing.unitWeightKg,
          description: listing.description,
          isActive: listing.isActive,
          soldAt: listing.soldAt,
          createdAt: listing.createdAt,
          updatedAt: listing.soldAt ?? listing.priceChangedAt ?? listing.createdAt,
        })),
        (batch) => tx.insert(listings).values(batch).returning({ id: listings.id }),
      );
      const prices = plan.listings.flatMap((listing, l) =>
        listing.previousPrice === null
          ? [{ listingId: listingIds[l]!, price: listing.price, changedAt: listing.createdAt }]
          : [
              {
                listingId: listingIds[l]!,
                price: listing.previousPrice,
                changedAt: listing.createdAt,
              },
              {
                listingId: listingIds[l]!,
                price: listing.price,
                changedAt: listing.priceChangedAt!,
              },
            ],
      );
      await inBatches(prices, (batch) => tx.insert(listingPrices).values(batch));

      // Photos: the same key scheme as uploads (listings/{id}/{random}-400.webp, -1200.webp).
      const images: (typeof listingImages.$inferInsert)[] = [];
      const writes: { key: string; data: Buffer }[] = [];
      plan.listings.forEach((listing, l) => {
        for (let view = 0; view < listing.pictures; view++) {
          const image = photoOf(listing.product.picture, view);
          const key = `listings/${listingIds[l]}/${randomBytes(12).toString('hex')}`;
          storedKeys.push(key);
          for (const variant of image.variants) {
            writes.push({ key: variantKey(key, variant.suffix), data: variant.data });
          }
          images.push({
            listingId: listingIds[l]!,
            key,
            width: image.width,
            height: image.height,
            position: view,
            createdAt: listing.createdAt,
          });
        }
      });
      for (let start = 0; start < writes.length; start += 16) {
        await Promise.all(
          writes
            .slice(start, start + 16)
            .map(({ key, data }) => storage.put(key, data, 'image/webp')),
        );
      }
      await inBatches(images, (batch) => tx.insert(listingImages).values(batch));

      await inBatches(plan.contacts, (batch) =>
        tx
          .insert(contacts)
          .values(
            batch.map((c) => ({
              userId: userIds[c.buyer]!,
              listingId: listingIds[c.listing]!,
              channel: c.channel,
              createdAt: c.createdAt,
              contactedOn: bogotaIsoDate(c.createdAt),
            })),
          )
          // One per buyer, listing and day, as the API records them.
          .onConflictDoNothing(),
      );
      await inBatches(plan.reviews, (batch) =>
        tx.insert(reviews).values(
          batch.map((r) => ({
            userId: userIds[r.buyer]!,
            listingId: listingIds[r.listing]!,
            halfStars: r.halfStars,
            body: r.body,
            createdAt: r.createdAt,
          })),
        ),
      );
      await inBatches(plan.favourites, (batch) =>
        tx.insert(favourites).values(
          batch.map((f) => ({
            userId: userIds[f.buyer]!,
            listingId: listingIds[f.listing]!,
            createdAt: f.createdAt,
          })),
        ),
      );
      directory = await loadDemoOrganizationsAndJobs(tx, userIds, new Date(now));
      await tx
        .insert(seedState)
        .values({ name: DEMO_SEED_NAME, checksum: `${plan.sellers.length}` });
    });
  } catch (error) {
    // Nothing was committed: remove the files written so far.
    await removeImageFiles(storage, storedKeys);
    throw error;
  }
  if (alreadyLoaded) return NOT_LOADED;

  const result: DemoResult = {
    loaded: true,
    sellers: plan.sellers.length,
    listings: plan.listings.length,
    active: plan.listings.filter((l) => l.isActive).length,
    pictures: storedKeys.length,
    contacts: plan.contacts.length,
    reviews: plan.reviews.length,
    favourites: plan.favourites.length,
    stores: 0,
    ...directory,
    drawn,
  };
  return result;
}
