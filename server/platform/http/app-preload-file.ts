// The build's list of preload hints: written by scripts/web-chunks.ts beside Vite's manifest,
// read by spa.ts (the `Link` headers) and server-render.ts (what a rendered page loads). One
// type for both sides, so a field renamed on one side fails the type check on the other.

/** Where the file is, under the built web root. */
export const PRELOAD_FILE = '.vite/app-preload.json';

export interface AppPreloadFile {
  /** Page paths served by the entry alone (the landing fast path): no hints. */
  skip: string[];
  /** Root-relative URLs of the JavaScript every other page needs before it can render. */
  modulepreload: string[];
  /**
   * A screen's own files, for pages matching its route pattern ('/producto/:id'), and what it
   * loads once hydrated besides the layout's (RenderedPageCode's `later`).
   */
  screens: Array<{ route: string; modulepreload: string[]; later: string[] }>;
  /** What a server-rendered page loads instead of index.html's script (web/rendered-page.ts). */
  renderedPage: RenderedPageCode | null;
}

export interface RenderedPageCode {
  /** Root-relative URLs: web/rendered-page.ts's file, and the router module's (imported). */
  script: string;
  app: string;
  /** The files the app and the layout import, fetched alongside it (the screen's are added). */
  code: string[];
  /**
   * What the layout loads once hydrated on every page (the modules of LOADED_AFTER_HYDRATION,
   * scripts/pwa-config.ts, it imports: the menu's drawer): not loaded with the page, but drawn
   * on it without waiting for the whole stylesheet, so the page's stylesheet keeps their rules
   * too (decision 027). A screen's own are in its `later`.
   */
  later: string[];
}
