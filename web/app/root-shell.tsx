import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { OfflineBanner } from '../components/offline-banner';
import { documentTitle, useRouteTitle } from './route-title';
import { SessionEndedListener } from './session-ended-listener';

// Sonner is not needed to paint the landing page: it is fetched once the browser is idle.
const Toaster = lazy(() => import('./toaster'));

function useWhenIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(() => setIdle(true), { timeout: 2000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = globalThis.setTimeout(() => setIdle(true), 200);
    return () => globalThis.clearTimeout(id);
  }, []);
  return idle;
}

export function RootShell() {
  const title = useRouteTitle();
  const idle = useWhenIdle();

  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);

  return (
    <>
      <OfflineBanner />
      <Outlet />
      <ScrollRestoration />
      <SessionEndedListener />
      {idle && (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      )}
    </>
  );
}

/** Painted while the first route's code arrives; matches the splash in index.html. */
export function AppSplash() {
  return (
    <div className="app-splash" role="status">
      <span>El campo en tus manos</span>
      <span className="app-splash__bar" aria-hidden="true" />
      <span className="sr-only">Cargando…</span>
    </div>
  );
}
