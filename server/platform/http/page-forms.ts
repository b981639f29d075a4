import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiPath, apiPaths } from '../../../domain/api/paths';
import { positiveId } from '../../../domain/form-values';
import {
  FAVOURITE_FORM_ROUTE,
  PAGE_FORM_FIELDS,
  PAGE_FORM_MESSAGES,
} from '../../../domain/page-forms';
import { HttpError } from '../../lib/http-error';
import { isPageFormToken } from '../auth/page-form-token';
import { clearSessionCookie, readSessionCookie } from '../auth/session-cookie';

// The forms a server-rendered page posts before its code has arrived (decision 027,
// domain/page-forms.ts). Three checks before anything runs: the request comes from this site
// (its Origin, else its Referer), it carries the page cookie (SameSite=Lax: a cross-site POST
// never does), and the form's token is that session's. Then the change goes through the API
// itself (inject, with the cookie's token as bearer and the person's address), so every rule and
// limit of the API holds, and the person is sent back to the page they tapped on (303), which
// the server draws again with the change.

const API = '/api/v1';

/** The request's own origin, as the browser addressed it (normalised: no default port). */
const ownOrigin = (request: FastifyRequest) => originOf(`${request.protocol}://${request.host}`);

function originOf(address: string | undefined): string | null {
  if (!address) return null;
  try {
    return new URL(address).origin;
  } catch {
    return null;
  }
}

/** From this site: its Origin (every browser sends one with a POST), else its Referer. */
function fromThisSite(request: FastifyRequest): boolean {
  const { origin, referer } = request.headers;
  const from = origin === undefined ? originOf(referer) : originOf(origin);
  return from !== null && from === ownOrigin(request);
}

/** Back to the page of the tap (a path of this site), else the listing's page. */
function pageToReturnTo(request: FastifyRequest, fallback: string): string {
  const referer = request.headers.referer;
  if (!referer || originOf(referer) !== ownOrigin(request)) return fallback;
  const { pathname, search } = new URL(referer);
  return `${pathname}${search}`;
}

async function callApi(
  app: FastifyInstance,
  request: FastifyRequest,
  token: string,
  method: 'GET' | 'POST',
  path: string,
) {
  const answer = await app.inject({
    method,
    url: `${API}${path}`,
    headers: { authorization: `Bearer ${token}` },
    // The person's own address: their API limits count these calls as theirs.
    remoteAddress: request.ip,
  });
  return { status: answer.statusCode, body: answer.json<Record<string, unknown>>() };
}

/** The page cookie's token of a request that passed the three checks. */
function checkedSession(request: FastifyRequest): string {
  if (!fromThisSite(request)) throw new HttpError(403, PAGE_FORM_MESSAGES.otherSite);
  const token = readSessionCookie(request);
  if (!token) throw new HttpError(401, PAGE_FORM_MESSAGES.signedOut);
  const body = (request.body ?? {}) as Record<string, unknown>;
  if (!isPageFormToken(token, body[PAGE_FORM_FIELDS.token])) {
    throw new HttpError(403, PAGE_FORM_MESSAGES.staleForm);
  }
  return token;
}

/** An API refusal passed on as it is; a 401 also ends the page cookie. */
function passOn(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: { status: number; body: unknown },
) {
  if (answer.status === 401) clearSessionCookie(request, reply);
  return reply.status(answer.status).send(answer.body);
}

export async function pageForms(app: FastifyInstance): Promise<void> {
  app.post<{ Params: { id: string } }>(FAVOURITE_FORM_ROUTE, async (request, reply) => {
    const token = checkedSession(request);
    const id = positiveId().safeParse(request.params.id);
    if (!id.success) throw new HttpError(404, 'Producto no encontrado.');
    const wanted = ((request.body ?? {}) as Record<string, unknown>)[PAGE_FORM_FIELDS.add];
    if (wanted !== '1' && wanted !== '0') {
      throw new HttpError(422, PAGE_FORM_MESSAGES.staleForm);
    }
    const listingPath = apiPath(apiPaths.listings.detail, { id: id.data });
    // The heart says what the tap asks for: a second tap on a page not yet drawn again (or a
    // form sent twice) must not undo the first, so the API's toggle runs only when needed.
    const listing = await callApi(app, request, token, 'GET', listingPath);
    if (listing.status !== 200) return passOn(request, reply, listing);
    const isFavourite = (listing.body.data as { is_favorite?: boolean } | undefined)?.is_favorite;
    if (isFavourite !== (wanted === '1')) {
      const toggle = apiPath(apiPaths.buyer.toggleFavourite, { id: id.data });
      const toggled = await callApi(app, request, token, 'POST', toggle);
      if (toggled.status !== 200 && toggled.status !== 201) {
        return passOn(request, reply, toggled);
      }
    }
    // Without a Referer of this site, the listing's own page (/producto/{id}).
    return reply.redirect(pageToReturnTo(request, `/producto/${id.data}`), 303);
  });
}
