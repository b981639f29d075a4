// Reading the access token on the client (docs/product.md §5 "Token handling"): it must be present and not
// expired, and the expiry is read from its payload. The server verifies the signature; the
// client only decides early whether the session is still worth using.

export const SESSION_MESSAGES = {
  noSession: 'No hay sesión activa. Inicia sesión e inténtalo de nuevo.',
  expired: 'Tu sesión ha expirado. Vuelve a iniciar sesión.',
  reportExpired: 'Sesión expirada. Por favor inicia sesión nuevamente.',
  /** A page behind the guard on a device where someone signed out (docs/product.md §2). */
  signInAgain: 'Entra de nuevo para ver esta página.',
} as const;

function decodeBase64Url(part: string): string {
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

function readExpiry(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const { exp } = JSON.parse(decodeBase64Url(payload)) as { exp?: unknown };
    return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null;
  } catch {
    return null;
  }
}

/**
 * The last token read, with its expiry: a screen asks for the session's state once per query and
 * guarded control, dozens of times while a page hydrates, and it is nearly always one token.
 */
let lastRead: { token: string; expiresAt: number | null } | null = null;

/** Expiry of a JWT in milliseconds since the epoch, or null when it has none or is unreadable. */
export function tokenExpiresAt(token: string): number | null {
  if (lastRead?.token !== token) lastRead = { token, expiresAt: readExpiry(token) };
  return lastRead.expiresAt;
}

export type TokenState = 'missing' | 'expired' | 'valid';

/** A token without a readable expiry is treated as expired: ours always carry one. */
export function tokenState(token: string | null | undefined, now = Date.now()): TokenState {
  if (!token) return 'missing';
  const expiresAt = tokenExpiresAt(token);
  return expiresAt !== null && expiresAt > now ? 'valid' : 'expired';
}

/** The user id a JWT names (`sub`), or null when it has none or is unreadable. */
export function tokenSubject(token: string | null | undefined): number | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const { sub } = JSON.parse(decodeBase64Url(payload)) as { sub?: unknown };
    const id = Number(sub);
    return Number.isInteger(id) && id > 0 ? id : null;
  } catch {
    return null;
  }
}
