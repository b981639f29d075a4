import { SESSION_MESSAGES } from '../../domain/accounts/session';
import { GENERIC_ERROR_MESSAGE, safeMessage } from '../../domain/errors';
import { renderScope } from './render-scope';
import { clearSession, getStoredToken, sessionState } from './session';
import { SESSION_ENDED_EVENT } from './session-events';
import type { SessionEndedDetail } from './session-events';

// The one way the web app talks to the API (/api/v1): bearer token, JSON / form-encoded /
// multipart bodies, and every failure turned into one ApiError with a Spanish message.

export const API_BASE = '/api/v1';

export const OFFLINE_MESSAGE = 'No hay conexión. Revisa tu señal e inténtalo de nuevo.';

export { SESSION_ENDED_EVENT } from './session-events';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: Record<string, string[]> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** First message for a field, for showing it under the input. */
  fieldError(field: string): string | undefined {
    return this.errors[field]?.[0];
  }
}

/**
 * The one retry rule of the app's queries (the query client's default, web/lib/query-client.ts):
 * one more try after a failure of the network or the server, none after a 4xx. A refusal
 * ('Producto no encontrado.', 401, 403, 422) is an answer: asking again gives the same one and
 * costs the person data.
 */
export const retryUnlessClientError = (failureCount: number, error: unknown): boolean =>
  failureCount < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as application/json. */
  json?: unknown;
  /** Sent as application/x-www-form-urlencoded. */
  form?: Record<string, string | number | boolean | null | undefined>;
  /** Sent as multipart/form-data. */
  multipart?: FormData;
  query?: Record<string, string | number | boolean | null | undefined>;
  signal?: AbortSignal;
  /** Send the bearer token (default). With 'required', a missing/expired session fails first. */
  auth?: 'optional' | 'required' | 'none';
  /** Extra request headers (the remembered-device secret of the sign-in calls). */
  headers?: Record<string, string>;
}

function endSession(message: string) {
  clearSession();
  window.dispatchEvent(
    new CustomEvent<SessionEndedDetail>(SESSION_ENDED_EVENT, { detail: { message } }),
  );
}

/** Reads `errors: { field: [messages] }`, or top-level string fields, as docs/product.md §8 says. */
function fieldErrors(body: Record<string, unknown>): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  const source =
    body.errors && typeof body.errors === 'object' ? (body.errors as Record<string, unknown>) : {};
  for (const [field, value] of Object.entries(source)) {
    const list = (Array.isArray(value) ? value : [value]).filter(
      (item): item is string => typeof item === 'string',
    );
    if (list.length) result[field] = list.map((item) => safeMessage(item));
  }
  return result;
}

interface EarlyAnswer {
  authorization: string | undefined;
  response: Promise<Response>;
}

/** GETs sent before the screen's code had arrived (sendEarly), by URL, until taken. */
const earlyAnswers = new Map<string, EarlyAnswer>();

/** Not taken this long after it was sent: the screen did not ask (the person left). */
const EARLY_ANSWER_KEPT_MS = 15_000;

/** The bearer header of the current session, if any (an expired one is not sent). */
function authorizationHeader(): string | undefined {
  return sessionState() === 'valid' ? `Bearer ${getStoredToken()}` : undefined;
}

/**
 * Sends, now, a GET that a screen will make once its code has run (web/app/early-requests.ts):
 * on a 3G round trip of 300 ms the answer is then there when the screen asks. apiRequest takes
 * it when the screen asks for the same URL with the same session; otherwise it is dropped.
 */
export function sendEarly(path: string, query?: RequestOptions['query']): void {
  const url = `${API_BASE}${path}${encodeQuery(query)}`;
  if (earlyAnswers.has(url)) return;
  const authorization = authorizationHeader();
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (authorization) headers.Authorization = authorization;
  const response = fetch(url, { headers });
  response.catch(() => undefined); // a failure is handled by the screen's own request
  earlyAnswers.set(url, { authorization, response });
  globalThis.setTimeout(() => {
    if (earlyAnswers.get(url)?.response === response) earlyAnswers.delete(url);
  }, EARLY_ANSWER_KEPT_MS);
}

/**
 * The early answer for this request, once (null inside when it failed); null at once when there
 * is none, so that other requests reach fetch() without waiting a tick.
 */
function takeEarly(url: string, authorization: string | undefined) {
  const early = earlyAnswers.get(url);
  if (!early) return null;
  earlyAnswers.delete(url);
  if (early.authorization !== authorization) return null;
  return early.response.catch(() => null);
}

function encodeQuery(query: RequestOptions['query']): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', auth = 'optional' } = options;
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };

  if (auth !== 'none') {
    const state = sessionState();
    if (state === 'valid') headers.Authorization = `Bearer ${getStoredToken()}`;
    else if (auth === 'required') {
      const message = state === 'expired' ? SESSION_MESSAGES.expired : SESSION_MESSAGES.noSession;
      if (state === 'expired') endSession(message);
      throw new ApiError(401, message);
    }
  }

  let body: BodyInit | undefined;
  if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.form) {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(options.form)) {
      if (value !== undefined && value !== null) params.set(key, String(value));
    }
    body = params;
  } else if (options.multipart) {
    body = options.multipart;
  }

  const url = `${API_BASE}${path}${encodeQuery(options.query)}`;
  let response: Response;
  try {
    const early = method === 'GET' ? takeEarly(url, headers.Authorization) : null;
    response =
      (early && (await early)) ??
      (await (renderScope()?.fetch ?? fetch)(url, {
        method,
        headers,
        body,
        signal: options.signal,
      }));
  } catch (error) {
    if ((error as Error)?.name === 'AbortError') throw error;
    throw new ApiError(0, OFFLINE_MESSAGE);
  }

  const isJson = response.headers.get('content-type')?.includes('application/json');
  const payload: unknown = isJson ? await response.json().catch(() => null) : null;

  if (!response.ok) {
    const data = (payload && typeof payload === 'object' ? payload : {}) as Record<string, unknown>;
    const message = safeMessage(data.message ?? data.msg, GENERIC_ERROR_MESSAGE);
    // A server render never ends the session: the page is sent as the plain shell instead.
    if (response.status === 401 && headers.Authorization && !renderScope()) endSession(message);
    throw new ApiError(response.status, message, fieldErrors(data));
  }
  return payload as T;
}
