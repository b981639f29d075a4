import type { Alias } from 'vite';

/**
 * The web app is written against React's API and runs on Preact through `preact/compat`
 * (decision 027, "Preact (compat)"): React DOM alone was ≈ 60 KB brotli of the code a rendered
 * page loads before a tap answers, Preact and compat ≈ 10 KB. Every import of React, in the
 * app and in its libraries (TanStack Query, Radix, sonner, embla, lucide), goes
 * to compat, in the browser build and the server build (the server renders with the library
 * that hydrates: same markup, same `useId` ids). The component tests still run on React DOM
 * (the decision says what is left for them).
 * Exact names only: `@tanstack/react-query` must not match.
 */
export const preactCompatAliases: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
];
