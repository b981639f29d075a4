import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { municipalities, organizations } from '../../db/schema';
import { escapeLike, folded, spanishOrder } from '../../db/text';

// Reads and writes of the organizations directory (kept by admins).

export type OrganizationRow = typeof organizations.$inferSelect;

export interface OrganizationFilters {
  departmentId?: number;
  municipalityId?: number;
  q?: string;
}

export async function listOrganizations(
  db: Database,
  filters: OrganizationFilters,
): Promise<OrganizationRow[]> {
  const conditions: SQL[] = [];
  if (filters.departmentId !== undefined) {
    conditions.push(eq(municipalities.departmentId, filters.departmentId));
  }
  if (filters.municipalityId !== undefined) {
    conditions.push(eq(organizations.municipalityId, filters.municipalityId));
  }
  if (filters.q) {
    // "cafe" finds "Café" and "CAFÉ", as the catalogue search does.
    const needle = sql`'%' || ${folded(escapeLike(filters.q))} || '%'`;
    conditions.push(
      or(
        sql`${folded(organizations.name)} LIKE ${needle}`,
        sql`${folded(organizations.products)} LIKE ${needle}`,
        sql`${folded(organizations.description)} LIKE ${needle}`,
      )!,
    );
  }
  const rows = await db
    .select({ organization: organizations })
    .from(organizations)
    .innerJoin(municipalities, eq(municipalities.id, organizations.municipalityId))
    .where(and(...conditions))
    .orderBy(...spanishOrder(organizations.name), organizations.id);
  return rows.map((row) => row.organization);
}

export async function findOrganization(db: Database, id: number): Promise<OrganizationRow | null> {
  const [row] = await db.select().from(organizations).where(eq(organizations.id, id));
  return row ?? null;
}

export type OrganizationValues = Pick<
  typeof organizations.$inferInsert,
  'name' | 'kind' | 'municipalityId' | 'description' | 'products' | 'phone' | 'whatsapp'
>;

export async function insertOrganization(
  db: Database,
  values: OrganizationValues,
): Promise<OrganizationRow> {
  const [row] = await db.insert(organizations).values(values).returning();
  return row!;
}

/** The row locked for the rest of the transaction, so its log line describes what was there. */
export async function lockOrganization(db: Database, id: number) {
  const [row] = await db.select().from(organizations).where(eq(organizations.id, id)).for('update');
  return row ?? null;
}

export async function updateOrganization(
  db: Database,
  id: number,
  values: OrganizationValues,
): Promise<OrganizationRow> {
  const [row] = await db
    .update(organizations)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(organizations.id, id))
    .returning();
  return row!;
}

export async function deleteOrganization(db: Database, id: number): Promise<void> {
  await db.delete(organizations).where(eq(organizations.id, id));
}
