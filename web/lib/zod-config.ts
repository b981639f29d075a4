// Zod compiles its object parsers with `new Function` where the page allows it, and finds out by
// trying once. Our Content-Security-Policy forbids eval (script-src 'self'), so that try was
// logged as a CSP violation on every screen that validates a form or an answer (Lighthouse's
// best-practices audit counts it). Saying up front that there is no compiler skips the try;
// parsing works the same, interpreted.
//
// Zod keeps its settings in `globalThis.__zod_globalConfig` (so that several copies agree) and
// creates it only when missing: writing there needs no import of zod, which would drag all of
// zod into the router's chunk that the landing page prefetches (scripts/web-chunks.ts).
// Imported by the router, before any screen; zod-config.test.ts checks zod still reads it.

const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(holder.__zod_globalConfig ??= {}).jitless = true;
