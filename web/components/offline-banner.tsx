import { useSyncExternalStore } from 'react';

export const OFFLINE_BANNER_MESSAGE = 'Sin conexión. Estás viendo lo último que cargaste.';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** The browser's own view of the connection (navigator.onLine and its online/offline events). */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.navigator.onLine,
    () => true,
  );
}

/**
 * Tells the person they lost signal and that what they see is what they last loaded (the
 * service worker answers from its cache). It sits in the page flow, above everything, so it
 * never covers content; the live region is always there, so screen readers announce the change.
 */
export function OfflineBanner() {
  const online = useOnline();
  return (
    <div role="status" aria-live="polite">
      {!online && (
        <p className="bg-maiz-100 px-4 py-2.5 text-center text-sm font-semibold text-tierra-900 ring-1 ring-maiz-300">
          {OFFLINE_BANNER_MESSAGE}
        </p>
      )}
    </div>
  );
}
