import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from '../../lib/router';
import type { InitialEntry } from '../../lib/router';
import { StoreDetailPage } from './store-detail-page';
import { StoresPage, SuppliesPage } from './stores-list-page';

/** The store screens at `entries` (the last one shown), with a fresh query cache. */
export function renderStores(...entries: InitialEntry[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/suministros', element: <SuppliesPage /> },
      { path: '/tiendas', element: <StoresPage /> },
      { path: '/tiendas/:id', element: <StoreDetailPage /> },
      { path: '*', element: <p>Otra pantalla</p> },
    ],
    { initialEntries: entries, initialIndex: entries.length - 1 },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, client, currentPath: () => router.state.location.pathname };
}
