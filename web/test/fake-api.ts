import { vi } from 'vitest';

// A stand-in for the API in component tests: `fetch` is replaced by handlers keyed by
// 'METHOD /path' (the path after /api/v1, with :params), answering the way the server does.

export type FakeRequest = {
  method: string;
  path: string;
  params: Record<string, string>;
  query: URLSearchParams;
  headers: Headers;
  /** Parsed JSON, form-encoded fields as an object, or the FormData of a multipart body. */
  body: unknown;
};

export type FakeAnswer = { status: number; body?: unknown };
export type FakeHandler = (request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>;

export const answer = (status: number, body?: unknown): FakeAnswer => ({ status, body });

const API_PREFIX = '/api/v1';

function match(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const part = want[i]!;
    if (part.startsWith(':')) params[part.slice(1)] = decodeURIComponent(got[i]!);
    else if (part !== got[i]) return null;
  }
  return params;
}

function readBody(body: BodyInit | null | undefined, headers: Headers): unknown {
  if (body == null) return undefined;
  if (body instanceof FormData) return body;
  if (body instanceof URLSearchParams) return Object.fromEntries(body);
  if (typeof body === 'string' && headers.get('content-type')?.includes('application/json')) {
    return JSON.parse(body);
  }
  return body;
}

/**
 * Replaces `fetch` for the current test. Unknown routes answer 404 like the server. Returns the
 * list of requests made, for asserting what was sent.
 */
export function fakeApi(handlers: Record<string, FakeHandler>) {
  const requests: FakeRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const headers = new Headers(init.headers);
    const path = url.pathname.startsWith(API_PREFIX)
      ? url.pathname.slice(API_PREFIX.length)
      : url.pathname;

    let found: { handler: FakeHandler; params: Record<string, string> } | null = null;
    for (const [key, handler] of Object.entries(handlers)) {
      const [handlerMethod, pattern] = key.split(' ') as [string, string];
      const params = handlerMethod === method ? match(pattern, path) : null;
      if (params) {
        found = { handler, params };
        break;
      }
    }

    const request: FakeRequest = {
      method,
      path,
      params: found?.params ?? {},
      query: url.searchParams,
      headers,
      body: readBody(init.body, headers),
    };
    requests.push(request);

    const result = found
      ? await found.handler(request)
      : answer(404, { message: 'Recurso no encontrado.' });
    return new Response(result.body === undefined ? null : JSON.stringify(result.body), {
      status: result.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { requests, fetch: fetchMock };
}
