import { and, desc, eq } from 'drizzle-orm';
import type { Address } from '../../../domain/addresses/address';
import type { Database } from '../../db/client';
import { addresses, departments, municipalities } from '../../db/schema';
import { listingsOnAddresses } from '../listings';

/** Addresses are in Colombia; docs/product.md's address still carries a country. */
export const COLOMBIA = { id: 1, name: 'Colombia' } as const;

const addressColumns = {
  address: addresses,
  department: { id: departments.id, name: departments.name },
  municipality: { id: municipalities.id, name: municipalities.name },
};

type AddressRow = {
  address: typeof addresses.$inferSelect;
  department: { id: number; name: string };
  municipality: { id: number; name: string };
};

type UsedBy = Address['listings'];

function toAddress({ address, department, municipality }: AddressRow, usedBy: UsedBy): Address {
  return {
    id: address.id,
    user_id: address.userId,
    country_id: COLOMBIA.id,
    department_id: address.departmentId,
    municipalite_id: address.municipalityId,
    municipality_id: address.municipalityId,
    name: address.name,
    address: address.address,
    vereda: address.vereda,
    address_private: address.addressPrivate,
    created_at: address.createdAt.toISOString(),
    updated_at: address.updatedAt.toISOString(),
    department,
    municipality,
    country: COLOMBIA,
    listings: usedBy,
  };
}

/** The owner's listings on each of these addresses, named, oldest first. */
async function listingsUsing(db: Database, userId: number, ids?: number[]) {
  const rows = await listingsOnAddresses(db, userId, ids);
  const byAddress = new Map<number, UsedBy>();
  for (const { addressId, id, name } of rows) {
    const list = byAddress.get(addressId) ?? [];
    list.push({ id, name });
    byAddress.set(addressId, list);
  }
  return byAddress;
}

function selectAddresses(db: Database) {
  return db
    .select(addressColumns)
    .from(addresses)
    .innerJoin(departments, eq(departments.id, addresses.departmentId))
    .innerJoin(municipalities, eq(municipalities.id, addresses.municipalityId));
}

export async function listAddresses(db: Database, userId: number): Promise<Address[]> {
  const [rows, usedBy] = await Promise.all([
    selectAddresses(db)
      .where(eq(addresses.userId, userId))
      .orderBy(desc(addresses.createdAt), desc(addresses.id)),
    listingsUsing(db, userId),
  ]);
  return rows.map((row) => toAddress(row, usedBy.get(row.address.id) ?? []));
}

type AddressInput = {
  department_id: number;
  municipality_id: number;
  name: string;
  address: string;
  vereda?: string;
  address_private: boolean;
};

/** The columns an address form sets, on create and on edit. */
const columnsOf = (input: AddressInput) => ({
  departmentId: input.department_id,
  municipalityId: input.municipality_id,
  name: input.name,
  address: input.address,
  vereda: input.vereda ?? null,
  addressPrivate: input.address_private,
});

export async function createAddress(
  db: Database,
  userId: number,
  input: AddressInput,
): Promise<Address> {
  const [created] = await db
    .insert(addresses)
    .values({ userId, ...columnsOf(input) })
    .returning({ id: addresses.id });
  const [row] = await selectAddresses(db).where(eq(addresses.id, created!.id));
  return toAddress(row!, []);
}

/** Changes the address only if it is the user's; null when there is no such address of theirs. */
export async function updateOwnAddress(
  db: Database,
  userId: number,
  id: number,
  input: AddressInput,
): Promise<Address | null> {
  const updated = await db
    .update(addresses)
    .set({ ...columnsOf(input), updatedAt: new Date() })
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .returning({ id: addresses.id });
  if (updated.length === 0) return null;
  const [[row], usedBy] = await Promise.all([
    selectAddresses(db).where(eq(addresses.id, id)),
    listingsUsing(db, userId, [id]),
  ]);
  return toAddress(row!, usedBy.get(id) ?? []);
}

/** Deletes the address only if it is the user's; false when there is no such address of theirs. */
export async function deleteOwnAddress(db: Database, userId: number, id: number): Promise<boolean> {
  const deleted = await db
    .delete(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .returning({ id: addresses.id });
  return deleted.length > 0;
}
