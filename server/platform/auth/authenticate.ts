import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HookHandlerDoneFunction,
} from 'fastify';
import { SESSION_MESSAGES } from '../../../domain/accounts/session';
import { ADMIN_MESSAGES } from '../../../domain/admin/admin';
import { HttpError } from '../../lib/http-error';
import type { Secrets } from './secrets';
import { accountReader, type ViewerMarkSources } from './session.queries';
import type { SessionChannel } from './session-channel';
import { SessionStates, type SessionState } from './session-states';
import { TokenError, VerifiedTokens, type AccessClaims } from './tokens';
import type { ViewerChange, ViewerMarks } from './viewer-marks';

export interface SessionUser {
  id: number;
  role: 'user' | 'admin';
  tokenVersion: number;
  /**
   * What the person did to listings (hearts, contacts, reviews: the kinds registered as
   * ViewerMarkSources), read with the account (decision 019); null when there is too much to
   * keep, and then the answer reads it from the database.
   */
  marks: ViewerMarks | null;
}

type SessionHook = (
  request: FastifyRequest,
  reply: FastifyReply,
  done: HookHandlerDoneFunction,
) => void;

declare module 'fastify' {
  interface FastifyInstance {
    secrets: Secrets;
    /**
     * Call after an account's sessions changed (logout-all, deletion, role), once the change is
     * committed: every process reads the account again on its next request.
     */
    sessionsChanged: (userId: number) => Promise<void>;
    /**
     * Called by the feature whose write changed what the person's answers show (a heart, a
     * contact, a review: a kind of ViewerMarkSources), once it is committed: this process brings its memory up to date and the others
     * forget theirs, all before the write is answered, so the person's next request shows it
     * wherever it lands.
     */
    viewerChanged: (userId: number, change: ViewerChange) => Promise<void>;
    /** onRequest hook (before the body is read): 401 unless a valid, current token is sent. Sets request.user. */
    requireUser: SessionHook;
    /** requireUser answering a missing session with the route's own message (the same 401). */
    requireUserSaying: (noSessionMessage: string) => SessionHook;
    /** onRequest hook: reads the token when sent (request.user or null); refuses a bad one. */
    optionalUser: SessionHook;
    /** onRequest hook: like requireUser, then 403 unless the user has the admin role. */
    requireAdmin: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    user: SessionUser | null;
  }
}

const noSession = (message: string = SESSION_MESSAGES.noSession) => new HttpError(401, message);

/**
 * The token of `Authorization: Bearer <token>` (the scheme in any case): the text between the
 * first space and the next one, trimmed; null without one. Read with indexOf rather than split
 * and toLowerCase: every signed-in request reads it.
 */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const space = header.indexOf(' ');
  if (space !== BEARER.length || !isBearer(header)) return null;
  const end = header.indexOf(' ', space + 1);
  const token = end < 0 ? header.slice(space + 1) : header.slice(space + 1, end);
  return token ? token.trim() : null;
}

const BEARER = 'bearer';

/** Whether the header starts with "bearer" in any case (ASCII letters: | 32 lowers them). */
function isBearer(header: string): boolean {
  for (let at = 0; at < BEARER.length; at++) {
    if ((header.charCodeAt(at) | 32) !== BEARER.charCodeAt(at)) return false;
  }
  return true;
}

/**
 * Every signed-in call checks the token's signature and expiry AND that its user still exists
 * with the same token version, so a deleted account or "sign out everywhere" takes effect at
 * once. The account's state comes from memory (SessionStates), which every process forgets as
 * soon as the account changes (`sessionsChanged`, through the channel); admin calls read it
 * from the database each time. A token whose signature this process already checked is not
 * checked again (VerifiedTokens); its expiry is, every time. `markSources`: where the features
 * that own the viewer's marks have them read, with the account.
 */
export async function registerAuthentication(
  app: FastifyInstance,
  secrets: Secrets,
  channel: SessionChannel,
  markSources: ViewerMarkSources,
): Promise<void> {
  const readAccount = accountReader(markSources);
  const states = new SessionStates({ load: (userId) => readAccount(app.db, userId) });
  const tokens = new VerifiedTokens(secrets.jwtKey);
  await channel.start(states);
  app.addHook('onClose', () => channel.close());

  app.decorate('secrets', secrets);
  app.decorateRequest('user', null);
  app.decorate('sessionsChanged', async (userId: number) => {
    states.forget(userId);
    try {
      await channel.publish(userId);
    } catch (error) {
      // The change is committed; the other processes' listeners are most likely cut off from
      // the same channel, and then they keep nothing (SessionStates.setTrusted).
      app.log.warn({ err: error, userId }, 'No se pudo avisar del cambio de sesión');
    }
  });
  app.decorate('viewerChanged', async (userId: number, change: ViewerChange) => {
    states.amend(userId, change);
    try {
      await channel.publish(userId);
    } catch (error) {
      // As for sessionsChanged: listeners cut off from the channel keep nothing meanwhile.
      app.log.warn({ err: error, userId }, 'No se pudo avisar del cambio de sesión');
    }
  });

  async function identify(
    request: FastifyRequest,
    token: string,
    noSessionMessage: string = SESSION_MESSAGES.noSession,
    fresh = false,
  ): Promise<void> {
    let claims;
    try {
      claims = await tokens.verify(token);
    } catch (error) {
      if (error instanceof TokenError && error.reason === 'expired') {
        throw new HttpError(401, SESSION_MESSAGES.expired);
      }
      throw noSession(noSessionMessage);
    }
    const state = fresh ? await states.read(claims.userId) : await states.stateOf(claims.userId);
    const refusal = admit(request, claims, state, noSessionMessage);
    if (refusal) throw refusal;
  }

  /** Sets request.user when the token is the account's current one, else the 401 to answer. */
  function admit(
    request: FastifyRequest,
    claims: AccessClaims,
    state: SessionState,
    noSessionMessage: string,
  ): HttpError | null {
    if (!state || state.tokenVersion !== claims.tokenVersion) return noSession(noSessionMessage);
    // Written out rather than spread: every signed-in request makes one.
    request.user = {
      id: claims.userId,
      role: state.role,
      tokenVersion: state.tokenVersion,
      marks: state.marks,
    };
    return null;
  }

  /**
   * The hook of requireUser, requireUserSaying and optionalUser. In the callback style: a
   * request whose token this process verified and whose account it keeps is answered from
   * memory without a promise (most signed-in requests); others go through identify.
   */
  const sessionHook =
    (required: boolean, noSessionMessage: string = SESSION_MESSAGES.noSession) =>
    (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void => {
      const token = bearerToken(request);
      if (!token) {
        if (required) done(noSession(noSessionMessage));
        else done();
        return;
      }
      const claims = tokens.remembered(token);
      const state = claims && states.kept(claims.userId);
      if (!claims || !state) {
        identify(request, token, noSessionMessage).then(() => done(), done);
        return;
      }
      const refusal = admit(request, claims, state, noSessionMessage);
      if (refusal) done(refusal);
      else done();
    };

  app.decorate('requireUser', sessionHook(true));
  app.decorate('requireUserSaying', (noSessionMessage: string) =>
    sessionHook(true, noSessionMessage),
  );
  app.decorate('optionalUser', sessionHook(false));

  // The role is read from the database on every admin call (not from memory), so a revoked
  // admin loses access at once in every process, without waiting for any message.
  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (!token) throw noSession();
    await identify(request, token, SESSION_MESSAGES.noSession, true);
    if (request.user?.role !== 'admin') throw new HttpError(403, ADMIN_MESSAGES.forbidden);
  });
}

/** The signed-in user of a route guarded by requireUser. */
export function sessionUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw noSession();
  return request.user;
}
