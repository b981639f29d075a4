import { StrictMode, useEffect } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { sendFirstRequests } from './app/early-requests';
import { isLandingPath } from './lib/paths';
import { LandingPage } from './features/landing/landing-page';
import { hasSession } from './lib/session';
import { applyTextZoom, readStoredTextZoom } from './lib/text-zoom';
import { whenIdle } from './lib/when-idle';
import './styles.css';

// Landing fast path. The app's framework, router and query cache weigh more than the landing
// page needs before its first paint (decision 003), so a visitor opening `/` or
// `/HomePage` without a session gets the landing page from this entry alone (no router), and
// the router (app/start-app) is fetched once that page is on screen and the browser is idle.
// Every other entry path, and every later navigation, goes through the router, whose table
// also handles `/` itself.
//
// Server-rendered pages (decision 013) load web/rendered-page.ts instead of this entry.

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

/**
 * Runs `task` once the page React just committed is on screen: when the browser reports the
 * next largest contentful paint (it does once the frame is shown; a frame callback runs
 * earlier), or after the next frame in browsers without such reports. The landing page fetches
 * the router then: fetched earlier, it would take the connection from the landing's own code
 * on a slow network. (No report comes after the visitor's first tap; that tap loads the router.)
 */
function AfterShown({ task }: { task: () => void }) {
  useEffect(() => {
    if (!PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) {
      requestAnimationFrame(() => globalThis.setTimeout(task, 0));
      return;
    }
    const observer = new PerformanceObserver(() => {
      observer.disconnect();
      task();
    });
    observer.observe({ type: 'largest-contentful-paint' });
    return () => observer.disconnect();
  }, [task]);
  return null;
}

const prefetchApp = () => whenIdle(() => void loadApp().catch(() => undefined));

if (document.getElementById('server-render')) {
  // A server-rendered page: web/rendered-page.ts takes it over. This file runs there only as
  // part of the file that holds React, which the app's code imports.
} else if (isLandingPath(window.location.pathname) && !hasSession()) {
  root().render(
    <StrictMode>
      <LandingPage onNavigate={(to) => void start(to)} />
      <AfterShown task={prefetchApp} />
    </StrictMode>,
  );
} else {
  sendFirstRequests(window.location.pathname, new URLSearchParams(window.location.search));
  void start();
}
