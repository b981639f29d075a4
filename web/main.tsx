import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { sendFirstRequests } from './app/early-requests';
import { isLandingPath } from './lib/paths';
import { LandingPage } from './features/landing/landing-page';
import { hasSession } from './lib/session';
import { applyTextZoom, readStoredTextZoom } from './lib/text-zoom';
import './styles.css';

// Landing fast path. React DOM plus React Router's data router weigh more than the 100 KB
// (gzipped) the landing page may cost before its first paint, so a visitor opening `/` or
// `/HomePage` without a session gets the landing page from this entry alone (no router), and
// the router (app/start-app) is fetched once the browser is idle. Every other entry path, and
// every later navigation, goes through the router, whose table also handles `/` itself.

applyTextZoom(readStoredTextZoom()); // before the first paint, so enlarged text never jumps

const container = document.getElementById('root');
if (!container) throw new Error('Falta el elemento #root en index.html');
const root = createRoot(container);

const loadApp = () => import('./app/start-app');
let started: Promise<void> | null = null;

function start(firstNavigation?: string): Promise<void> {
  started ??= loadApp()
    .then(({ startApp }) => startApp(root, firstNavigation))
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

if (isLandingPath(window.location.pathname) && !hasSession()) {
  root.render(
    <StrictMode>
      <LandingPage onNavigate={(to) => void start(to)} />
    </StrictMode>,
  );
  whenIdle(() => void loadApp().catch(() => undefined));
} else {
  sendFirstRequests(window.location.pathname, new URLSearchParams(window.location.search));
  void start();
}
