import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { Outlet, ScrollRestoration } from '../lib/router';
import { OfflineBanner } from '../components/offline-banner';
import { subscribeToToastsWanted, toastsWanted } from '../lib/toast';
import { documentTitle, useRouteTitle } from '../lib/route-title';
import { withWholeStylesheet } from '../lib/whole-stylesheet';
import { SessionEndedListener } from './session-ended-listener';

// Sonner is not needed until the first toast (web/lib/toast.ts): the Toaster mounts then, with
// the whole stylesheet (a server-rendered page carries only its own rules, decision 027).
const Toaster = lazy(withWholeStylesheet(() => import('./toaster')));

export function RootShell() {
  const title = useRouteTitle();
  const showToasts = useSyncExternalStore(subscribeToToastsWanted, toastsWanted, () => false);

  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);

  return (
    <>
      <OfflineBanner />
      <Outlet />
      <ScrollRestoration />
      <SessionEndedListener />
      {showToasts && (
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
