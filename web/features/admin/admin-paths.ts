// Addresses of the admin screens. The router mounts AdminPage at /admin/*; its nested <Routes>
// use the relative patterns below.

type Id = string | number;

export const adminRoutes = {
  stores: 'tiendas',
  newStore: 'tiendas/nueva',
  store: 'tiendas/:id',
  organizations: 'organizaciones',
  reports: 'reportes',
  moderation: 'moderacion',
  actions: 'registro',
  sharedDocuments: 'cedulas',
  prices: 'precios',
} as const;

export const adminPaths = {
  home: '/admin',
  stores: '/admin/tiendas',
  newStore: '/admin/tiendas/nueva',
  store: (id: Id) => `/admin/tiendas/${encodeURIComponent(String(id))}`,
  organizations: '/admin/organizaciones',
  reports: '/admin/reportes',
  moderation: '/admin/moderacion',
  actions: '/admin/registro',
  sharedDocuments: '/admin/cedulas',
  prices: '/admin/precios',
} as const;
