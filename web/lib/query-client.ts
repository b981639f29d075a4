import { QueryClient } from '@tanstack/react-query';

// One client for the signed-in part of the app. Data is costly for our users: no refetch on
// window focus, one retry, and answers stay fresh for a minute unless a query says otherwise.
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 60_000,
      retry: 1,
      refetchOnWindowFocus: false,
    },
  },
});
