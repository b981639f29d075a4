import type { Database } from './client';
import {
  catalogueProducts,
  categories,
  departments,
  municipalities,
  sizes,
  subcategories,
} from './schema';

// Reference data (places, units, categories, the catalogue) only changes when the seed runs at
// start-up, and listing queries would otherwise join six of its tables: PostgreSQL then spends
// far longer planning the query than running it. Kept in memory instead, a few hundred kB.

type Named = { id: number; name: string };

export interface ReferenceData {
  categories: Map<number, Named & { icon: string }>;
  subcategories: Map<number, Named & { categoryId: number }>;
  products: Map<number, Named & { subcategoryId: number }>;
  sizes: Map<number, Named & { abbreviation: string }>;
  departments: Map<number, Named>;
  municipalities: Map<
    number,
    Named & { departmentId: number; latitude: number; longitude: number }
  >;
}

const byId = <T extends { id: number }>(rows: T[]) => new Map(rows.map((row) => [row.id, row]));

export async function loadReferenceData(db: Database): Promise<ReferenceData> {
  const [c, s, p, z, d, m] = await Promise.all([
    db.select().from(categories),
    db.select().from(subcategories),
    db.select().from(catalogueProducts),
    db.select().from(sizes),
    db.select().from(departments),
    db.select().from(municipalities),
  ]);
  return {
    categories: byId(c),
    subcategories: byId(s),
    products: byId(p),
    sizes: byId(z),
    departments: byId(d),
    municipalities: byId(m),
  };
}

/** True when the municipality exists and lies in that department. */
export function municipalityIsIn(
  reference: ReferenceData,
  municipalityId: number,
  departmentId: number,
): boolean {
  return reference.municipalities.get(municipalityId)?.departmentId === departmentId;
}
