import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { LEGAL_VERSIONS, type Registration } from '../../../domain/accounts/registration';
import type { UserProfile } from '../../../domain/api/accounts';
import type { Database } from '../../db/client';
import {
  addresses,
  consents,
  departments,
  municipalities,
  pendingRegistrations,
  users,
} from '../../db/schema';

export async function findUserIdByPhone(db: Database, phone: string): Promise<number | null> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.phone, phone));
  return row?.id ?? null;
}

export interface ConsentContext {
  ip: string;
  userAgent: string | undefined;
}

/** The name of the saved address made from the place given at registration. */
const REGISTRATION_ADDRESS_NAME = 'Mi dirección';

/** Creates the user and records both consents in one transaction (proof per Ley 1581 de 2012). */
export async function createUser(
  db: Database,
  input: Registration,
  consent: ConsentContext,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        phone: input.phone,
        name: input.name,
        document: input.document,
        typeDoc: input.type_doc,
        personType: input.person_type,
        legalDocument: input.legal_document ?? null,
        legalDenomination: input.legal_denomination ?? null,
        email: input.email ?? null,
        departmentId: input.department_id ?? null,
        municipalityId: input.municipality_id ?? null,
        vereda: input.vereda ?? null,
        address: input.address ?? null,
      })
      .returning({ id: users.id });
    const userId = user!.id;
    // The place given at registration becomes the first saved address, so publishing and the
    // job form do not ask for it again (docs/product.md §5 "Addresses").
    if (input.department_id !== undefined && input.municipality_id !== undefined) {
      const [place] = await tx
        .select({ name: municipalities.name })
        .from(municipalities)
        .where(eq(municipalities.id, input.municipality_id));
      await tx.insert(addresses).values({
        userId,
        departmentId: input.department_id,
        municipalityId: input.municipality_id,
        name: REGISTRATION_ADDRESS_NAME,
        address: input.address ?? (input.vereda ? `Vereda ${input.vereda}` : (place?.name ?? '')),
        vereda: input.vereda ?? null,
        // Nobody chose to show this address's text to buyers yet (decision 020).
        addressPrivate: true,
      });
    }
    await tx.insert(consents).values([
      { userId, document: 'terms', version: LEGAL_VERSIONS.terms, ...consent },
      { userId, document: 'data_policy', version: LEGAL_VERSIONS.dataPolicy, ...consent },
    ]);
    return userId;
  });
}

const userDepartment = alias(departments, 'user_department');
const userMunicipality = alias(municipalities, 'user_municipality');

/** The profile of GET /users/auth (docs/product.md §3 "Session"). */
export async function findProfile(db: Database, userId: number): Promise<UserProfile | null> {
  const [row] = await db
    .select({
      user: users,
      department: { id: userDepartment.id, name: userDepartment.name },
      municipality: { id: userMunicipality.id, name: userMunicipality.name },
    })
    .from(users)
    .leftJoin(userDepartment, eq(userDepartment.id, users.departmentId))
    .leftJoin(userMunicipality, eq(userMunicipality.id, users.municipalityId))
    .where(eq(users.id, userId));
  if (!row) return null;
  const { user } = row;
  const [firstName = '', ...rest] = user.name.split(/\s+/);
  return {
    id: user.id,
    name: user.name,
    first_name: firstName,
    last_name: rest.join(' '),
    phone: user.phone,
    email: user.email,
    document: user.document,
    type_doc: user.typeDoc,
    person_type: user.personType,
    legal_document: user.legalDocument,
    legal_denomination: user.legalDenomination,
    address: user.address,
    vereda: user.vereda,
    department_id: user.departmentId,
    municipality_id: user.municipalityId,
    department: row.department?.id ? row.department : null,
    municipality: row.municipality?.id ? row.municipality : null,
    role: user.role === 'admin' ? 'admin' : 'user',
    created_at: user.createdAt.toISOString(),
  };
}

/** What signing in needs to know about a user: the phone (for limits) and the token version. */
export async function findSignInInfo(
  db: Database,
  userId: number,
): Promise<{ phone: string; tokenVersion: number } | null> {
  const [row] = await db
    .select({ phone: users.phone, tokenVersion: users.tokenVersion })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

/** Invalidates every token issued so far for this user. */
export async function bumpTokenVersion(db: Database, userId: number): Promise<void> {
  await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

/**
 * Deletes the person and, through ON DELETE CASCADE, everything that is theirs (consents,
 * codes, addresses, reports, and later listings, images, favourites). One statement, so it
 * is atomic; tokens stop working because the user row is gone.
 */
export async function deleteUser(db: Database, userId: number): Promise<boolean> {
  const deleted = await db.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
  return deleted.length > 0;
}

/** What a pending registration keeps until its phone is proved. */
interface PendingDetails {
  registration: Registration;
  consent: ConsentContext;
}

/**
 * Keeps a registration until a code sent to its phone is verified (docs/product.md §14
 * "Registration"). Nothing unique is claimed: the real owner of the phone or the document can still
 * register. Expired ones are swept here, so the table stays small without a job.
 */
export async function createPendingRegistration(
  db: Database,
  input: Registration,
  consent: ConsentContext,
  expiresAt: Date,
  now: Date,
): Promise<string> {
  await db.delete(pendingRegistrations).where(lt(pendingRegistrations.expiresAt, now));
  const id = randomUUID();
  const details: PendingDetails = { registration: input, consent };
  await db.insert(pendingRegistrations).values({ id, phone: input.phone, details, expiresAt });
  return id;
}

/** The phone of a registration still waiting for its code, when `id` is one and has not expired. */
export async function findPendingPhone(
  db: Database,
  id: string,
  now: Date,
): Promise<string | null> {
  const [row] = await db
    .select({ phone: pendingRegistrations.phone })
    .from(pendingRegistrations)
    .where(and(eq(pendingRegistrations.id, id), gt(pendingRegistrations.expiresAt, now)));
  return row?.phone ?? null;
}

/**
 * The pending registration a code request without `registration` proves (the spec's client
 * asks with phone and type only, docs/decisions/011 "Registration"): of the phone's unexpired
 * ones, the newest made from the same address as the request, else the newest of all.
 */
export async function findPendingFor(
  db: Database,
  phone: string,
  ip: string,
  now: Date,
): Promise<string | null> {
  const [row] = await db
    .select({ id: pendingRegistrations.id })
    .from(pendingRegistrations)
    .where(and(eq(pendingRegistrations.phone, phone), gt(pendingRegistrations.expiresAt, now)))
    .orderBy(
      desc(sql`coalesce((${pendingRegistrations.details} -> 'consent' ->> 'ip') = ${ip}, false)`),
      desc(pendingRegistrations.expiresAt),
    )
    .limit(1);
  return row?.id ?? null;
}

/**
 * The phone of a pending registration was proved: creates the account from it, and forgets
 * every pending registration of that phone (their challenges go with them). Answers null when
 * the registration is gone. A unique violation (the phone or the document got an account in the
 * meantime) is left to the caller.
 */
export async function completeRegistration(db: Database, id: string): Promise<number | null> {
  const [row] = await db.select().from(pendingRegistrations).where(eq(pendingRegistrations.id, id));
  if (!row) return null;
  const { registration, consent } = row.details as PendingDetails;
  const userId = await createUser(db, registration, consent);
  await db.delete(pendingRegistrations).where(eq(pendingRegistrations.phone, row.phone));
  return userId;
}
