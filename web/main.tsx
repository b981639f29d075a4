import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { tokenSubject } from '../domain/accounts/session';
import { sendFirstRequests } from './app/early-requests';
import { isLandingPath } from './lib/paths';
import type { ServerRender } from './app/start-app';
import { LandingPage } from './features/landing/landing-page';
import { getStoredToken, hasSession } from './lib/session';
import { applyTextZoom, readStoredTextZoom } from './lib/text-zoom';
import './styles.css';

// Landing fast path. React DOM plus React Router's data router weigh more than the 100 KB
// (gzipped) the landing page may cost before its first paint, so a visitor opening `/` or
// `/HomePage` without a session gets the landing page from this entry alone (no router), and
// the router (app/start-app) is fetched once the browser is idle. Every other entry path, and
// every later navigation, goes through the router, whose table also handles `/` itself.
//
// Server-rendered pages (decision 013) carry what they were drawn with in a JSON block; the app
// hydrates them when this browser's session is the person the server drew the page for, and
// otherwise draws the page itself as before (e.g. signed out here while the cookie stayed).

applyTextZoom(readStoredTextZoom()); // before the first paint, so enlarged text never jumps

const container = document.getElementById('root');
if (!container) throw new Error('Falta el elemento #root en index.html');
let clientRoot: Root | null = null;
const root = () => (clientRoot ??= createRoot(container));

const loadApp = () => import('./app/start-app');
let started: Promise<void> | null = null;

function start(firstNavigation?: string): Promise<void> {
  started ??= loadApp()
    .then(({ startApp }) => startApp(root(), firstNavigation))
    .catch(() => {
      // The app code could not be fetched (offline?): let the browser load the page itself.
      started = null;
      if (firstNavigation) window.location.assign(firstNavigation);
    });
  return started;
}

function whenIdle(task: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(task, { timeout: 3000 });
  else globalThis.setTimeout(task, 1000);
}

/** The server's render of this page, when there is one and it was drawn for this session. */
function serverRender(): ServerRender | null {
  const block = document.getElementById('server-render');
  if (!block?.textContent) return null;
  try {
    const data = JSON.parse(block.textContent) as ServerRender;
    return hasSession() && tokenSubject(getStoredToken()) === data.userId ? data : null;
  } catch {
    return null;
  }
}

const server = serverRender();
if (server) {
  loadApp()
    .then(({ hydrateApp }) => hydrateApp(container, server))
    // The app code could not be fetched (offline?): the server's HTML stays, links still work.
    .catch(() => undefined);
} else if (isLandingPath(window.location.pathname) && !hasSession()) {
  root().render(
    <StrictMode>
      <LandingPage onNavigate={(to) => void start(to)} />
    </StrictMode>,
  );
  whenIdle(() => void loadApp().catch(() => undefined));
} else {
  sendFirstRequests(window.location.pathname, new URLSearchParams(window.location.search));
  void start();
}
