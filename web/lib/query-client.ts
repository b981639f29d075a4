import { onlineManager, QueryClient } from '@tanstack/react-query';
import { retryUnlessClientError } from './api-client';

// TanStack Query starts out believing it is online and learns otherwise only from an 'offline'
// event. A page opened without signal never gets one, so the 'online' event that follows
// changed nothing and a screen that failed never asked again (docs/product.md §15: it loads by
// itself when the signal returns). It reads navigator.onLine whenever it starts listening, then
// follows the events.
onlineManager.setEventListener((setOnline) => {
  if (typeof window === 'undefined') return undefined;
  setOnline(window.navigator.onLine);
  const online = () => setOnline(true);
  const offline = () => setOnline(false);
  window.addEventListener('online', online);
  window.addEventListener('offline', offline);
  return () => {
    window.removeEventListener('online', online);
    window.removeEventListener('offline', offline);
  };
});

// One client for the signed-in part of the app. Data is costly for our users: no refetch on
// window focus, one retry but never after a 4xx (retryUnlessClientError), and answers stay
// fresh for a minute unless a query says otherwise.
// 'always': without signal a query still asks (the service worker may answer from its cache),
// and a failed try is retried or given up at once instead of waiting for the signal: with
// 'offlineFirst' a retry paused offline, and a page never seen stayed on 'Cargando productos…'
// for as long as the signal was gone. Failed screens show their error and, when the 'online'
// event comes, refetch by themselves (refetchOnReconnect).
// A server render (web/entry-server.tsx) makes one of its own per request with the same
// defaults, so the answers it hands to the browser are fresh for as long as the browser's own.
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        networkMode: 'always',
        staleTime: 60_000,
        retry: retryUnlessClientError,
        refetchOnWindowFocus: false,
        refetchOnReconnect: true,
      },
    },
  });
}

export const queryClient = createQueryClient();
