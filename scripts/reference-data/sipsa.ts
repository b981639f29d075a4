// Pure part of the SIPSA catalogue generator: parse the CSV, place each product in one of our
// subcategories, give it a stable id, and render server/db/reference/sipsa.generated.ts.
// No file or process access here, so tests can run it in memory.
import type { SipsaGroup, SipsaGroupSeed, SipsaProductSeed } from '../../server/db/reference/types';

/** The SIPSA groups in bulletin order (tables 1 to 8). */
export const SIPSA_GROUPS: readonly SipsaGroup[] = [
  'Verduras y hortalizas',
  'Frutas',
  'Tubérculos, raíces y plátanos',
  'Granos y cereales',
  'Lácteos y huevos',
  'Carnes',
  'Pescados',
  'Procesados',
];

/**
 * SIPSA products of a subcategory take n = 1..SIPSA_LAST_N (id = subcategoryId * 1000 + n).
 * The products we add by hand to the same subcategory start at OWN_FIRST_N, so the generator
 * can append new SIPSA products without ever colliding with them.
 */
export const SIPSA_LAST_N = 500;
export const OWN_FIRST_N = 501;

type Rule = readonly [pattern: RegExp, subcategoryId: number];

/**
 * Where each SIPSA product goes: per group, the first rule whose pattern matches the product
 * name wins. A product no rule matches is an error, so a new SIPSA product is placed on
 * purpose. Subcategory names live in server/db/reference/own-catalogue.ts.
 */
export const PLACEMENT: Readonly<Record<SipsaGroup, readonly Rule[]>> = {
  'Verduras y hortalizas': [[/./, 1001]], // Mercado › Verduras y hortalizas
  Frutas: [[/./, 1002]], // Mercado › Frutas
  'Tubérculos, raíces y plátanos': [[/./, 1003]], // Mercado › Tubérculos, raíces y plátanos
  'Granos y cereales': [
    [/^Arroz/, 101], // Despensa › Arroz
    [/^(Fríjol|Arveja|Garbanzo|Lenteja|Haba)/, 102], // Despensa › Fríjol y legumbres secas
    [/^Harina/, 104], // Despensa › Harinas, avena y pastas
    [/^(Maíz|Cuchuco|Cebada|Trigo|Avena|Quinua|Sorgo)/, 103], // Despensa › Maíz y otros cereales
  ],
  'Lácteos y huevos': [
    [/^Huevo/, 603], // Derivados › Huevos
    [/^Queso/, 602], // Derivados › Quesos
    [/^(Leche|Yogur|Kumis|Mantequilla|Crema|Arequipe|Suero)/, 601], // Derivados › Leche y lácteos
  ],
  Carnes: [
    [/^Carne de res/, 604], // Derivados › Carne de res
    [/^Carne de cerdo/, 605], // Derivados › Carne de cerdo
    // "Pierna pernil" is SIPSA's chicken leg quarter.
    [/pollo|^Pierna pernil/i, 606], // Derivados › Pollo
  ],
  Pescados: [
    [/^(Almejas|Calamar|Camarón|Langostino|Cazuela de mariscos|Palmitos de mar|Pulpo)/, 609], // Derivados › Mariscos
    [/./, 608], // Derivados › Pescados
  ],
  Procesados: [
    [/enlatad|en lata/, 109], // Despensa › Enlatados y conservas
    [/^(Panela|Azúcar)/, 105], // Despensa › Panela, azúcar y mieles
    [/^Café/, 106], // Despensa › Café
    [/^Chocolate/, 107], // Despensa › Cacao y chocolate
    [/^(Aceite|Manteca|Margarina)/, 108], // Despensa › Aceites y grasas
    [/^(Avena|Fécula|Harina|Pastas)/, 104], // Despensa › Harinas, avena y pastas
    [/^(Color|Mayonesa|Mostaza|Salsa|Sal |Vinagre)/, 110], // Despensa › Condimentos y salsas
    [/^(Bocadillo|Galletas|Gelatina|Papa frita)/, 111], // Despensa › Dulces, galletas y pasabocas
    [/^(Jugo|Sopa)/, 112], // Despensa › Jugos, bebidas y sopas
  ],
};

/**
 * SIPSA products that take over a product we had already added by hand, keeping its id
 * (SIPSA name → id from own-catalogue.ts). Used when SIPSA starts listing something we had:
 * add it here, remove the hand-written entry from own-catalogue.ts, and regenerate. The id
 * lives on, now in sipsa.generated.ts.
 */
export const ADOPTED_IDS: Readonly<Record<string, number>> = {};

/** Every subcategory that receives SIPSA products (own products there start at OWN_FIRST_N). */
export const SIPSA_SUBCATEGORY_IDS: ReadonlySet<number> = new Set(
  Object.values(PLACEMENT).flatMap((rules) => rules.map(([, subcategoryId]) => subcategoryId)),
);

export interface SipsaRow {
  group: SipsaGroup;
  product: string;
}

/** Parses sipsa_products.csv (header `group,product`, RFC 4180 quoting). */
export function parseSipsaCsv(text: string): SipsaRow[] {
  const records = parseCsv(text.replace(/^\uFEFF/, ''));
  const [header, ...rows] = records;
  if (!header || header.join(',') !== 'group,product') {
    throw new Error(
      `sipsa_products.csv: expected header "group,product", got "${header?.join(',')}"`,
    );
  }
  const seen = new Set<string>();
  return rows.map((fields, index) => {
    const line = index + 2;
    if (fields.length !== 2) throw new Error(`sipsa_products.csv line ${line}: expected 2 fields`);
    const [group = '', rawProduct = ''] = fields;
    const product = rawProduct.trim().replace(/\s+/g, ' ');
    if (!isSipsaGroup(group))
      throw new Error(`sipsa_products.csv line ${line}: unknown group "${group}"`);
    if (!product) throw new Error(`sipsa_products.csv line ${line}: empty product name`);
    if (seen.has(product))
      throw new Error(`sipsa_products.csv line ${line}: duplicate "${product}"`);
    seen.add(product);
    return { group, product };
  });
}

function isSipsaGroup(value: string): value is SipsaGroup {
  return (SIPSA_GROUPS as readonly string[]).includes(value);
}

function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') {
        quoted = false;
      } else {
        field += char;
      }
    } else if (char === '"' && field === '') {
      quoted = true; // a quote only opens a quoted field at its start
    } else if (char === ',') {
      record.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      record.push(field);
      records.push(record);
      record = [];
      field = '';
    } else {
      field += char;
    }
  }
  if (quoted) throw new Error('sipsa_products.csv: unterminated quoted field');
  if (field !== '' || record.length > 0) {
    record.push(field);
    records.push(record);
  }
  return records.filter((r) => !(r.length === 1 && r[0] === ''));
}

/** The subcategory a new SIPSA product goes to, by the PLACEMENT rules. */
export function placeSipsaProduct(group: SipsaGroup, product: string): number {
  const rule = PLACEMENT[group].find(([pattern]) => pattern.test(product));
  if (!rule) {
    throw new Error(
      `No placement rule for SIPSA product "${product}" (${group}): add one to PLACEMENT in scripts/reference-data/sipsa.ts`,
    );
  }
  return rule[1];
}

/**
 * Gives every CSV row an id. A product already in `previous` (matched by name) keeps its id,
 * whatever its group or the rules say now. A new product takes its ADOPTED_IDS id if it has
 * one, else the next free n (up to SIPSA_LAST_N) in the subcategory its rule names. A previous
 * product missing from the CSV stays, marked retired.
 * Output: the eight groups in bulletin order, products in CSV order, retired ones last by id.
 */
export function buildSipsaGroups(
  rows: readonly SipsaRow[],
  previous: readonly SipsaGroupSeed[] = [],
  adopted: Readonly<Record<string, number>> = ADOPTED_IDS,
): SipsaGroupSeed[] {
  const previousByName = new Map<string, { group: SipsaGroup; product: SipsaProductSeed }>();
  const lastN = new Map<number, number>();
  for (const { group, products } of previous) {
    for (const product of products) {
      if (previousByName.has(product.name)) {
        throw new Error(`sipsa.generated.ts: "${product.name}" appears twice`);
      }
      previousByName.set(product.name, { group, product });
      const subcategoryId = Math.floor(product.id / 1000);
      const n = product.id % 1000;
      if (n <= SIPSA_LAST_N) lastN.set(subcategoryId, Math.max(lastN.get(subcategoryId) ?? 0, n));
    }
  }

  const byGroup = new Map<SipsaGroup, SipsaProductSeed[]>(SIPSA_GROUPS.map((g) => [g, []]));
  const listed = new Set<string>();
  for (const { group, product } of rows) {
    listed.add(product);
    const known = previousByName.get(product);
    let id: number;
    const adoptedId = adopted[product];
    if (known) {
      id = known.product.id;
    } else if (adoptedId !== undefined) {
      id = adoptedId;
    } else {
      const subcategoryId = placeSipsaProduct(group, product);
      const n = (lastN.get(subcategoryId) ?? 0) + 1;
      if (n > SIPSA_LAST_N) {
        throw new Error(`Subcategory ${subcategoryId} has no SIPSA id left for "${product}"`);
      }
      lastN.set(subcategoryId, n);
      id = subcategoryId * 1000 + n;
    }
    byGroup.get(group)?.push({ id, name: product });
  }

  const retired = [...previousByName.values()]
    .filter(({ product }) => !listed.has(product.name))
    .sort((a, b) => a.product.id - b.product.id);
  for (const { group, product } of retired) {
    byGroup.get(group)?.push({ id: product.id, name: product.name, retired: true });
  }

  const groups = SIPSA_GROUPS.map((group) => ({ group, products: byGroup.get(group) ?? [] }));
  const ids = groups.flatMap((g) => g.products.map((p) => p.id));
  const repeated = ids.find((id, i) => ids.indexOf(id) !== i);
  if (repeated !== undefined) throw new Error(`SIPSA id ${repeated} given twice`);
  return groups;
}

/** A string literal as Prettier writes it (single quotes unless that needs more escapes). */
function literal(value: string): string {
  const singles = value.split("'").length - 1;
  const doubles = value.split('"').length - 1;
  const quote = singles > doubles ? '"' : "'";
  return quote + value.replace(/\\/g, '\\\\').replaceAll(quote, `\\${quote}`) + quote;
}

/** The full text of server/db/reference/sipsa.generated.ts (Prettier-stable). */
export function renderSipsaModule(groups: readonly SipsaGroupSeed[]): string {
  const all = groups.flatMap((g) => g.products);
  const retired = all.filter((p) => p.retired).length;
  const lines = [
    '// GENERATED FILE: do not edit by hand.',
    '// Written by scripts/reference-data/generate-catalogue.ts from sipsa_products.csv (the shared',
    "// reference data, ../shared/data/ next to the repository): the products of DANE's SIPSA weekly",
    '// wholesale-price bulletin (Boletín semanal de precios mayoristas), by food group.',
    '// Fuente: DANE – SIPSA (Sistema de Información de Precios y Abastecimiento del Sector',
    '// Agropecuario).',
    '//',
    `// ${all.length} products (${retired} retired) in ${groups.length} groups.`,
    "// A product's subcategory is Math.floor(id / 1000). Ids are kept from the previous version of",
    '// this file; a new product gets the next free id in its subcategory; a product SIPSA no longer',
    '// lists stays, marked retired, so its id is never reused.',
    '// Regenerate: npx tsx scripts/reference-data/generate-catalogue.ts [path/to/sipsa_products.csv]',
    "import type { SipsaGroupSeed } from './types';",
    '',
    'export const sipsaGroups: SipsaGroupSeed[] = [',
  ];
  for (const { group, products } of groups) {
    lines.push('  {', `    group: ${literal(group)},`);
    if (products.length === 0) {
      lines.push('    products: [],');
    } else {
      lines.push('    products: [');
      for (const { id, name, retired: isRetired } of products) {
        lines.push(
          `      { id: ${id}, name: ${literal(name)}${isRetired ? ', retired: true' : ''} },`,
        );
      }
      lines.push('    ],');
    }
    lines.push('  },');
  }
  lines.push('];', '');
  return lines.join('\n');
}
