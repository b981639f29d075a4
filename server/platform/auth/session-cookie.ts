import type { FastifyReply, FastifyRequest } from 'fastify';

// The page session cookie (docs/decisions/013-server-rendering.md). It carries the
// same access token the app keeps in localStorage, so the server can render a signed-in page's
// HTML. It is read ONLY to render HTML (platform/http/server-render.ts): every API call is still
// authorised by the bearer header alone, so a forged cross-site request carries no session and
// there is no CSRF surface. HttpOnly (scripts never read it), SameSite=Lax (sent when a link
// from WhatsApp opens a page), Secure on HTTPS (directly or behind a trusted proxy), and it
// expires with the token.

export const SESSION_COOKIE = 'campo_sesion';

function attributes(request: FastifyRequest, maxAgeSeconds: number): string {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  return `Max-Age=${maxAgeSeconds}; Path=/; HttpOnly; SameSite=Lax${secure}`;
}

/** Sets the cookie next to a token the API just issued; it lives exactly as long as the token. */
export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  expiresAt: Date,
  now: number,
): void {
  const maxAge = Math.max(0, Math.floor((expiresAt.getTime() - now) / 1000));
  reply.header('set-cookie', `${SESSION_COOKIE}=${token}; ${attributes(request, maxAge)}`);
}

/** Removes the cookie (logout, logout everywhere, deleted account, a session the server refused). */
export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.header('set-cookie', `${SESSION_COOKIE}=; ${attributes(request, 0)}`);
}

/** The token in the request's session cookie, or null. Only a JWT's characters are accepted. */
export function readSessionCookie(request: FastifyRequest): string | null {
  const value = readCookie(request, SESSION_COOKIE);
  return value !== null && /^[\w-]+\.[\w-]+\.[\w-]+$/.test(value) ? value : null;
}

/** The raw value of the request's cookie `wanted`, or null. */
export function readCookie(request: FastifyRequest, wanted: string): string | null {
  const header = request.headers.cookie;
  if (!header) return null;
  for (const part of header.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === wanted) return rest.join('=');
  }
  return null;
}

// The remembered-device secret (docs/decisions/011, "Remembered devices"): given on a successful
// sign-in, kept by the browser in this HttpOnly cookie and by the app in its storage (sent back
// in the DEVICE_HEADER), so the owner's own device is never paused by others' wrong codes. Only
// its hash is stored. Optional: a client that sends neither signs in as before.
export const DEVICE_COOKIE = 'campo_dispositivo';
export const DEVICE_HEADER = 'x-campo-dispositivo';
const DEVICE_SECRET = /^[\w-]{32,100}$/;
const DEVICE_DAYS = 365;

export function setDeviceCookie(request: FastifyRequest, reply: FastifyReply, secret: string) {
  reply.header(
    'set-cookie',
    `${DEVICE_COOKIE}=${secret}; ${attributes(request, DEVICE_DAYS * 24 * 3600)}`,
  );
}

/** The device secret the request carries (header first, then cookie), or null. */
export function readDeviceSecret(request: FastifyRequest): string | null {
  const header = request.headers[DEVICE_HEADER];
  const value = (typeof header === 'string' ? header : null) ?? readCookie(request, DEVICE_COOKIE);
  return value !== null && DEVICE_SECRET.test(value) ? value : null;
}
