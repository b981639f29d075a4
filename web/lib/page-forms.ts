import { renderScope } from './render-scope';

// The token of the forms a server-rendered page posts before its code has arrived (decision 027,
// domain/page-forms.ts). The server draws it into the page; the browser takes it over from the
// page's data block when it hydrates, so its first render draws the same forms, and keeps it for
// the screens it draws after (a page the browser drew alone has none: its code answers the taps).

let hydratedToken: string | null = null;

/** Keeps the token the server drew this page with (web/app/start-app.tsx, on hydration). */
export function keepPageFormToken(token: string | null | undefined): void {
  hydratedToken = token ?? null;
}

/** The form token of the page being drawn: the request's on the server, else the page's. */
export function pageFormToken(): string | null {
  return renderScope()?.formToken ?? hydratedToken;
}
