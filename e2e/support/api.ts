import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { expect } from 'vitest';

/** The latest code the development (console) sender "sent" to a phone. */
export async function latestCode(baseUrl: string, phone: string): Promise<string> {
  for (let attempt = 0; attempt < 40; attempt++) {
    const res = await fetch(`${baseUrl}/api/v1/dev/otp?phone=${phone}`);
    const code = res.ok ? ((await res.json()) as { code: string | null }).code : null;
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no code was sent to ${phone}`);
}

let sequence = 0;
/** A Colombian mobile number nobody in this run has used. */
export function freshPhone(): string {
  sequence += 1;
  return `3${String(Date.now() % 100_000_000).padStart(8, '0')}${sequence % 10}`;
}

export async function storedToken(page: Page): Promise<string | null> {
  return page.evaluate('localStorage.getItem("access_token")') as Promise<string | null>;
}

/** A person signed in through the API. */
export interface E2eSession {
  phone: string;
  token: string;
  user: { id: number; name: string; phone: string };
}

let client = 0;
/**
 * Each sign-in made through the API comes from an address of its own, as the people of the
 * journeys would: the server trusts one proxy hop in e2e (global-setup's TRUST_PROXY), so the
 * journeys together never reach the per-address limit of code requests (30 an hour), which
 * the security suite tests on its own.
 */
const post = (baseUrl: string, path: string, body: Record<string, unknown>) => {
  client += 1;
  return fetch(`${baseUrl}/api/v1${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': `10.77.${(client >> 8) & 255}.${client & 255}`,
    },
    body: JSON.stringify(body),
  });
};

/**
 * Signs in an existing account with the code the console sender "sent". One code per phone per
 * minute: asked again too soon, it waits out the cooldown the server names ('Espera 45 s para
 * pedir un nuevo código.').
 */
export async function signIn(
  baseUrl: string,
  phone: string,
  registration?: string,
): Promise<E2eSession> {
  let challenge: { id: string } | null = null;
  for (let attempt = 1; !challenge; attempt++) {
    const res = await post(baseUrl, '/auth', {
      phone,
      type: 'whatsapp',
      ...(registration ? { registration } : {}),
    });
    const body = (await res.json()) as { id?: string; message?: string };
    if (res.ok && body.id) challenge = { id: body.id };
    else {
      const wait = /Espera (\d+) s/.exec(body.message ?? '')?.[1];
      if (!wait || attempt > 3) {
        throw new Error(`could not ask a code for ${phone}: ${JSON.stringify(body)}`);
      }
      console.log(`Esperando ${wait} s para pedir un nuevo código…`);
      await new Promise((resolve) => setTimeout(resolve, (Number(wait) + 1) * 1000));
    }
  }
  const verified = await post(baseUrl, `/auth/${challenge.id}/verify`, {
    pin: await latestCode(baseUrl, phone),
  });
  if (!verified.ok) throw new Error(`sign-in failed: ${await verified.text()}`);
  const { data } = (await verified.json()) as {
    data: { access_token: string; user: E2eSession['user'] };
  };
  return { phone, token: data.access_token, user: data.user };
}

export async function registerAndSignIn(
  baseUrl: string,
  name = 'Luis Ángel Mora',
): Promise<E2eSession> {
  const phone = freshPhone();
  const registered = await post(baseUrl, '/register-user', {
    name,
    document: phone.slice(1),
    phone,
    terms: true,
  });
  if (registered.status !== 201) throw new Error(`registration failed: ${await registered.text()}`);
  // The account exists once the code sent to the phone is entered (docs/product.md §14
  // "Registration").
  const { data } = (await registered.json()) as { data: { registration_id: string } };
  return signIn(baseUrl, phone, data.registration_id);
}

/** Makes the page start with that session stored, as signing in leaves it. */
export async function useSession(
  page: Page,
  session: Pick<E2eSession, 'token' | 'user'>,
): Promise<void> {
  const token = JSON.stringify(session.token);
  await page.addInitScript(
    `localStorage.setItem('access_token', ${token}); localStorage.setItem('token', ${token});` +
      `localStorage.setItem('user', ${JSON.stringify(JSON.stringify(session.user))});`,
  );
}

/** Calls the API as a signed-in person (JSON), failing loudly on an unexpected status. */
export async function apiAs<T = unknown>(
  baseUrl: string,
  token: string,
  path: string,
  body?: Record<string, unknown>,
): Promise<T> {
  const res = await fetch(`${baseUrl}/api/v1${path}`, {
    method: body ? 'POST' : 'GET',
    headers: {
      authorization: `Bearer ${token}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

/**
 * Sends a multipart form as a signed-in person, the way the photo pickers do: text fields and
 * JPEG files (each Buffer of a list becomes one file under that field name).
 */
export async function uploadAs<T = unknown>(
  baseUrl: string,
  token: string,
  path: string,
  fields: Record<string, string | Buffer[]>,
): Promise<T> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') form.append(name, value);
    else
      value.forEach((buffer, i) =>
        form.append(name, new Blob([buffer], { type: 'image/jpeg' }), `${name}-${i + 1}.jpg`),
      );
  }
  const res = await fetch(`${baseUrl}/api/v1${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

/** A plain-coloured JPEG, for listings a journey publishes. */
export function photo(background: string): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 900, channels: 3, background } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

/**
 * An active listing of plátano on a farm near Manizales, published through the API as a seller
 * does it in the screens: address, listing, photos, activation. Answers the listing's id.
 */
export async function publishActiveListing(
  baseUrl: string,
  token: string,
  { description = 'Plátano de Manizales, recién cortado.', photos = [] as Buffer[] } = {},
): Promise<number> {
  const address = await apiAs<{ data: { id: number } }>(baseUrl, token, '/address', {
    department_id: 17,
    municipalite_id: 17001,
    name: 'Finca La Cabaña',
    address: 'Vereda Java, km 2',
  });
  const { id } = await apiAs<{ id: number }>(baseUrl, token, '/products', {
    product_id: 1003036,
    price: 2300,
    stock: 60,
    size_id: 1,
    description,
    address_id: address.data.id,
  });
  if (photos.length > 0)
    await uploadAs(baseUrl, token, `/products/${id}/images`, { images: photos });
  await apiAs(baseUrl, token, `/products/${id}/active`, { is_active: true });
  return id;
}

/** Waits for the server's background matching (every few seconds) to leave `count` unread. */
export async function waitForUnread(baseUrl: string, token: string, count: number) {
  await expect
    .poll(
      async () => (await apiAs<{ unread: number }>(baseUrl, token, '/notifications/unread')).unread,
      { timeout: 30_000, interval: 1000 },
    )
    .toBe(count);
}
