import type { StoredUser } from './session';

// What a server render (web/entry-server.tsx, decision 013) knows about the request it renders:
// the session of the page cookie and how to reach the API without a network. The web code reads
// the session and calls the API through session.ts and api-client.ts; on the server those two
// ask here first. Requests render concurrently, so the scope lives in the server's
// AsyncLocalStorage (handed in by the entry) rather than in a module variable. In the browser
// nothing is set and every read falls through to localStorage and fetch.

export interface RenderScope {
  /** The page's origin as the browser sees it (links written into the page, e.g. WhatsApp). */
  origin: string;
  token: string;
  /** The token the page's forms send before its code arrives (decision 027, page-forms.ts). */
  formToken: string;
  user: StoredUser;
  /**
   * The browser says it is a phone's: `Sec-CH-UA-Mobile: ?1`, which Chromium's browsers send
   * with every request. What a phone's first screen does not show (the side menu, the lower
   * parts of a product) is then drawn by the code, not sent in the page (web/lib/phone-page.ts).
   */
  phone: boolean;
  /** Same-origin API calls (`/api/v1/...`), answered by the server itself. */
  fetch: (url: string, init?: RequestInit) => Promise<Response>;
}

interface ScopeStore {
  getStore(): RenderScope | undefined;
}

let store: ScopeStore | null = null;

/** Server only: where the scope of the request being rendered is kept. */
export function setRenderScopeStore(next: ScopeStore): void {
  store = next;
}

/** The scope of the server render in progress; undefined in the browser. */
export function renderScope(): RenderScope | undefined {
  return store?.getStore();
}

/** This page's origin: the browser's, or during a server render the request's. */
export function pageOrigin(): string {
  return renderScope()?.origin ?? window.location.origin;
}
