// Fills the configured database (DATABASE_URL, or the embedded one in DATA_DIR) with realistic
// listings for load tests: sellers across Colombia, catalogue products of all ten categories,
// prices and units that fit each category. Generated sellers have phones 399xxxxxxx.
//   npm run db:generate-listings -- --count 100000 [--reset]
import { parseArgs } from 'node:util';
import { like, sql } from 'drizzle-orm';
import { loadConfig } from '../server/config';
import { openConfiguredDatabase } from '../server/db/open-configured';
import {
  addresses,
  catalogueProducts,
  listings,
  municipalities,
  subcategories,
  users,
} from '../server/db/schema';
import type { Database } from '../server/db/client';

const LISTINGS_PER_SELLER = 50;
const BATCH = 1000;

/** Price range (COP) and units (size ids) per category id. */
const CATEGORY_PRICING: Record<number, { min: number; max: number; sizes: number[] }> = {
  1: { min: 2_000, max: 120_000, sizes: [1, 2, 5, 6] },
  2: { min: 400_000, max: 180_000_000, sizes: [4] },
  3: { min: 40_000, max: 9_000_000, sizes: [4] },
  4: { min: 40_000, max: 700_000, sizes: [4] },
  5: { min: 8_000, max: 2_500_000, sizes: [4] },
  6: { min: 2_500, max: 90_000, sizes: [1, 2, 4] },
  7: { min: 12_000, max: 3_000_000, sizes: [4] },
  8: { min: 8_000, max: 900_000, sizes: [4] },
  9: { min: 25_000_000, max: 2_500_000_000, sizes: [4] },
  10: { min: 600, max: 18_000, sizes: [1, 2, 3, 5, 6] },
};

const FIRST = [
  'María',
  'José',
  'Luz',
  'Carlos',
  'Ana',
  'Luis',
  'Rosa',
  'Jorge',
  'Marta',
  'Pedro',
  'Gloria',
  'Juan',
];
const LAST = [
  'Gómez',
  'Rodríguez',
  'López',
  'Martínez',
  'García',
  'Pérez',
  'Ramírez',
  'Torres',
  'Díaz',
  'Rojas',
];
const PLACES = [
  'Finca La Esperanza',
  'Finca El Porvenir',
  'Parcela San José',
  'Finca Los Naranjos',
  'Granja La Palma',
];
const NOTES = [
  'Cosecha de esta semana, se entrega en la vereda.',
  'Producto limpio y seleccionado. Precio por unidad de venta.',
  'Se despacha a la cabecera municipal los sábados.',
  'Cultivo propio, sin intermediarios.',
  '',
];

let seed = 42;
const random = () => {
  // Deterministic, so two runs generate comparable data.
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed / 2 ** 31;
};
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const roundPrice = (value: number) =>
  value < 10_000 ? Math.round(value / 50) * 50 : Math.round(value / 1000) * 1000;

/** Adds `count` generated listings (and their sellers) to the database. */
export async function generateListings(db: Database, count: number): Promise<void> {
  const COUNT = count;
  const started = Date.now();
  const products = await db
    .select({
      id: catalogueProducts.id,
      subcategoryId: subcategories.id,
      categoryId: subcategories.categoryId,
    })
    .from(catalogueProducts)
    .innerJoin(subcategories, sql`${subcategories.id} = ${catalogueProducts.subcategoryId}`);
  const places = await db
    .select({ id: municipalities.id, departmentId: municipalities.departmentId })
    .from(municipalities);
  const existing = await db.$count(users, like(users.phone, '399%'));

  const sellers = Math.ceil(COUNT / LISTINGS_PER_SELLER);
  let created = 0;
  for (let s = 0; s < sellers; s++) {
    const n = existing + s;
    const [user] = await db
      .insert(users)
      .values({
        phone: `399${String(n).padStart(7, '0')}`,
        name: `${pick(FIRST)} ${pick(LAST)} ${pick(LAST)}`,
        document: `99${String(n).padStart(8, '0')}`,
        typeDoc: 'REGNOID',
      })
      .returning({ id: users.id });
    const place = pick(places);
    const [address] = await db
      .insert(addresses)
      .values({
        userId: user!.id,
        departmentId: place.departmentId,
        municipalityId: place.id,
        name: pick(PLACES),
        address: `Vereda ${pick(['El Carmen', 'La Unión', 'San Isidro', 'Buenavista'])}, km ${1 + Math.floor(random() * 12)}`,
      })
      .returning({ id: addresses.id });
    const rows = [];
    for (let i = 0; i < LISTINGS_PER_SELLER && created < COUNT; i++, created++) {
      const product = pick(products);
      const pricing = CATEGORY_PRICING[product.categoryId]!;
      const price = roundPrice(pricing.min * (pricing.max / pricing.min) ** random());
      rows.push({
        userId: user!.id,
        productId: product.id,
        subcategoryId: product.subcategoryId,
        categoryId: product.categoryId,
        sizeId: pick(pricing.sizes),
        addressId: address!.id,
        price,
        previousPrice: random() < 0.3 ? roundPrice(price * (0.8 + random() * 0.4)) : null,
        stock: 1 + Math.floor(random() * 500),
        description: pick(NOTES),
        // Most generated listings are for sale; the rest exercise the filters.
        isActive: random() < 0.85,
        soldAt: random() < 0.05 ? new Date() : null,
      });
    }
    for (let start = 0; start < rows.length; start += BATCH) {
      await db.insert(listings).values(rows.slice(start, start + BATCH));
    }
    if (s % 200 === 0) process.stdout.write(`\r${created} / ${COUNT} listings`);
  }
  // Fresh statistics and visibility map, so counts can use index-only scans at once.
  await db.execute(sql`VACUUM ANALYZE listings`);
  console.log(
    `\r${created} listings from ${sellers} sellers in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
}

if (process.argv[1] === import.meta.filename) {
  const { values } = parseArgs({
    options: {
      count: { type: 'string', default: '100000' },
      reset: { type: 'boolean', default: false },
    },
  });
  const database = await openConfiguredDatabase(loadConfig());
  if (values.reset) await database.db.delete(users).where(like(users.phone, '399%'));
  await generateListings(database.db, Number(values.count));
  await database.close();
}
