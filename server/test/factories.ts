import type { RegistrationInput } from '../../domain/accounts/registration';
import { bogotaIsoDate } from '../../domain/dates';
import type { App } from '../app';
import { changeAdminRole } from '../features/admin/admin-role.queries';

// Small factories for API tests: real calls through app.inject, nothing written behind the
// app's back.

let sequence = 0;

/**
 * A different client address per call, so factories never trip the per-IP sign-in limits
 * that the limit tests exercise on purpose.
 */
export function anyIp(): string {
  sequence += 1;
  return `10.${(sequence >> 16) & 255}.${(sequence >> 8) & 255}.${sequence & 255}`;
}

/** A fresh Colombian mobile number and document for each call. */
export function uniquePerson(): { phone: string; document: string } {
  sequence += 1;
  const n = String(Date.now() % 1_000_000).padStart(6, '0') + String(sequence).padStart(3, '0');
  return { phone: `3${n.slice(-9)}`, document: `10${n}` };
}

/**
 * Registers a person the way the app does (docs/product.md §14 "Registration"): the form, then the
 * code sent to the phone, which creates the account and signs it in. Answers the account and its
 * token.
 */
export async function registerUser(app: App, overrides: Partial<RegistrationInput> = {}) {
  const person = uniquePerson();
  const payload = {
    name: 'Ana Pérez',
    type_doc: 'REGNOID',
    person_type: 0,
    terms: true,
    ...person,
    ...overrides,
  };
  const ip = anyIp();
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/register-user',
    payload,
    remoteAddress: ip,
  });
  if (res.statusCode !== 201) throw new Error(`registration failed: ${res.body}`);
  const phone = payload.phone as string;
  const { id, code } = await requestCode(app, phone, ip, res.json().data.registration_id);
  const token = await verifyCode(app, id, code);
  return { id: token.userId, phone, document: payload.document as string, token: token.token };
}

/**
 * Asks for a code and reads it from the development outbox, as the e2e journey does.
 * `registration` asks for the code that proves the phone of a pending registration.
 */
export async function requestCode(app: App, phone: string, ip = anyIp(), registration?: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/auth',
    payload: { phone, type: 'whatsapp', ...(registration ? { registration } : {}) },
    remoteAddress: ip,
  });
  if (res.statusCode !== 200) throw new Error(`code request failed: ${res.body}`);
  const outbox = await app.inject({ url: `/api/v1/dev/otp?phone=${phone}` });
  return { id: res.json().id as string, code: outbox.json().code as string };
}

async function verifyCode(app: App, challengeId: string, code: string) {
  const res = await app.inject({
    method: 'POST',
    url: `/api/v1/auth/${challengeId}/verify`,
    payload: { pin: code },
    remoteAddress: anyIp(),
  });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.body}`);
  const { data } = res.json();
  return { token: data.access_token as string, userId: data.user.id as number };
}

export async function signIn(app: App, phone: string) {
  const { id, code } = await requestCode(app, phone);
  return (await verifyCode(app, id, code)).token;
}

export async function registerAndSignIn(app: App, overrides: Partial<RegistrationInput> = {}) {
  const user = await registerUser(app, overrides);
  return { ...user, auth: { authorization: `Bearer ${user.token}` } };
}

type Auth = Record<string, string>;

/** Saves an address for the signed-in person (Medellín by default). */
export async function createAddress(app: App, auth: Auth, overrides: Record<string, unknown> = {}) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/address',
    headers: auth,
    payload: {
      department_id: 5,
      municipalite_id: 5001,
      name: 'Finca',
      address: 'Vereda El Plan',
      ...overrides,
    },
  });
  if (res.statusCode !== 201) throw new Error(`address failed: ${res.body}`);
  return res.json().data.id as number;
}

/** Catalogue ids used by the listing tests (server/db/reference). */
export const CATALOGUE = {
  /** Mercado › Tubérculos, raíces y plátanos › Plátano hartón verde */
  platano: 1003036,
  kilogramos: 1,
} as const;

/** Publishes a listing (inactive, as every new one) and answers its id. */
export async function createListing(
  app: App,
  auth: Auth,
  overrides: Record<string, unknown> = {},
): Promise<number> {
  const addressId = overrides.address_id ?? (await createAddress(app, auth));
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/products',
    headers: auth,
    payload: {
      product_id: CATALOGUE.platano,
      price: 2500,
      stock: 40,
      size_id: CATALOGUE.kilogramos,
      description: 'Plátano de la finca, cosecha de esta semana.',
      ...overrides,
      address_id: addressId,
    },
  });
  if (res.statusCode !== 201) throw new Error(`listing failed: ${res.body}`);
  return res.json().id as number;
}

/**
 * A buy request as POST /buy-requests takes it: 20 bultos of 50 kg of papa parda pastusa
 * (1003016, unit 6) delivered in Tunja (15001) three days from now, once.
 */
export const buyRequestInput = (overrides: Record<string, unknown> = {}) => ({
  product_id: 1003016,
  quantity: 20,
  size_id: 6,
  unit_weight_kg: 50,
  municipality_id: 15001,
  delivery: 'entrega',
  needed_by: bogotaIsoDate(Date.now() + 3 * 24 * 60 * 60 * 1000),
  frequency: 'once',
  ...overrides,
});

export async function activate(app: App, auth: Auth, id: number, isActive = true) {
  return app.inject({
    method: 'POST',
    url: `/api/v1/products/${id}/active`,
    headers: auth,
    payload: { is_active: isActive },
  });
}

/**
 * A signed-in admin. The role is given the way the server's command line gives it
 * (changeAdminRole), since no HTTP call can grant it.
 */
export async function registerAndSignInAdmin(app: App) {
  const admin = await registerAndSignIn(app);
  const result = await changeAdminRole(app.db, admin.phone, 'grant');
  if (result.outcome !== 'changed') throw new Error(`could not grant admin: ${result.outcome}`);
  return admin;
}
