import type { Page } from 'playwright-core';

/** The latest code the development (console) sender "sent" to a phone. */
export async function latestCode(baseUrl: string, phone: string): Promise<string> {
  for (let attempt = 0; attempt < 40; attempt++) {
    const res = await fetch(`${baseUrl}/api/v1/dev/otp?phone=${phone}`);
    if (res.ok) return ((await res.json()) as { code: string }).code;
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

/** Registers a person through the API and signs them in; answers the access token. */
export interface E2eSession {
  phone: string;
  token: string;
  user: { id: number; name: string; phone: string };
}

const post = (baseUrl: string, path: string, body: Record<string, unknown>) =>
  fetch(`${baseUrl}/api/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/** Signs in an existing account with the code the console sender "sent". */
export async function signIn(baseUrl: string, phone: string): Promise<E2eSession> {
  const challenge = (await (await post(baseUrl, '/auth', { phone, type: 'whatsapp' })).json()) as {
    id: string;
  };
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
  return signIn(baseUrl, phone);
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
