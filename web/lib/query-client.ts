import { QueryClient } from '@tanstack/react-query';

// One client for the signed-in part of the app. Data is costly for our users: no refetch on
// window focus, one retry, and answers stay fresh for a minute unless a query says otherwise.
// 'offlineFirst': without signal a query still asks once, so the service worker can answer
// from its cache (the default 'online' mode would wait for the signal and show nothing).
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      networkMode: 'offlineFirst',
      staleTime: 60_000,
      retry: 1,
      refetchOnWindowFocus: false,
    },
  },
});
