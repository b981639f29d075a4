import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SESSION_MESSAGES } from '../../../domain/accounts/session';
import { ADMIN_MESSAGES } from '../../../domain/admin/admin';
import { users } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import type { Secrets } from './secrets';
import { TokenError, verifyAccessToken } from './tokens';

export interface SessionUser {
  id: number;
  role: 'user' | 'admin';
  tokenVersion: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    secrets: Secrets;
    /** onRequest hook (before the body is read): 401 unless a valid, current token is sent. Sets request.user. */
    requireUser: (request: FastifyRequest) => Promise<void>;
    /** requireUser answering a missing session with the route's own message (the same 401). */
    requireUserSaying: (noSessionMessage: string) => (request: FastifyRequest) => Promise<void>;
    /** onRequest hook: reads the token when sent (request.user or null); refuses a bad one. */
    optionalUser: (request: FastifyRequest) => Promise<void>;
    /** onRequest hook: like requireUser, then 403 unless the user has the admin role. */
    requireAdmin: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    user: SessionUser | null;
  }
}

const noSession = (message: string = SESSION_MESSAGES.noSession) => new HttpError(401, message);

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token.trim() : null;
}

/**
 * Every signed-in call checks the token's signature and expiry AND that its user still exists
 * with the same token version, so a deleted account or "sign out everywhere" takes effect at once.
 */
export function registerAuthentication(app: FastifyInstance, secrets: Secrets): void {
  app.decorate('secrets', secrets);
  app.decorateRequest('user', null);

  async function identify(
    request: FastifyRequest,
    token: string,
    noSessionMessage: string = SESSION_MESSAGES.noSession,
  ): Promise<void> {
    let claims;
    try {
      claims = await verifyAccessToken(secrets.jwtKey, token);
    } catch (error) {
      if (error instanceof TokenError && error.reason === 'expired') {
        throw new HttpError(401, SESSION_MESSAGES.expired);
      }
      throw noSession(noSessionMessage);
    }
    const [user] = await app.db
      .select({ id: users.id, role: users.role, tokenVersion: users.tokenVersion })
      .from(users)
      .where(eq(users.id, claims.userId));
    if (!user || user.tokenVersion !== claims.tokenVersion) throw noSession(noSessionMessage);
    request.user = { ...user, role: user.role === 'admin' ? 'admin' : 'user' };
  }

  app.decorate('requireUser', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (!token) throw noSession();
    await identify(request, token);
  });

  app.decorate(
    'requireUserSaying',
    (noSessionMessage: string) => async (request: FastifyRequest) => {
      const token = bearerToken(request);
      if (!token) throw noSession(noSessionMessage);
      await identify(request, token, noSessionMessage);
    },
  );

  app.decorate('optionalUser', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (token) await identify(request, token);
  });

  // The role is read from the database on every call (identify), so a revoked admin loses
  // access at once, without waiting for the token to expire.
  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (!token) throw noSession();
    await identify(request, token);
    if (request.user?.role !== 'admin') throw new HttpError(403, ADMIN_MESSAGES.forbidden);
  });
}

/** The signed-in user of a route guarded by requireUser. */
export function sessionUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw noSession();
  return request.user;
}
