import type { SavedSearch } from '../../../domain/api/notifications';
import {
  ALL_CATEGORIES,
  CATALOGUE_PARAMS,
  catalogueApiQuery,
  readCatalogueFilters,
} from '../../../domain/listings/catalogue-address';
import { formatCop } from '../../../domain/money';
import type { SavedSearchInput } from '../../../domain/notifications/saved-search-schema';
import { paths } from '../../lib/paths';

// A saved search takes the catalogue's own API parameters (GET /products: q, department_id,
// municipality_id, near, radius_km, max_price) plus the category of /productos/{category}, read
// from the address the catalogue itself reads (domain/listings/catalogue-address.ts).

/**
 * The search on screen as a saved search, or null when there is nothing to watch for (the
 * whole catalogue without words or place: every listing would match).
 */
export function savedSearchCriteria(
  search: URLSearchParams,
  categoryId: number,
): SavedSearchInput | null {
  const filters = readCatalogueFilters(search);
  const query = catalogueApiQuery(categoryId, filters, 1);
  const criteria: SavedSearchInput = {
    category: categoryId > 0 ? categoryId : undefined,
    q: query.q,
    department_id: query.department_id,
    municipality_id: query.municipality_id,
    near: query.near,
    radius_km: query.radius_km,
    max_price: query.max_price,
  };
  const present = Object.fromEntries(
    Object.entries(criteria).filter(([, value]) => value !== undefined),
  ) as SavedSearchInput;
  const watchable = ['q', 'category', 'department_id', 'municipality_id', 'near'].some(
    (name) => name in present,
  );
  return watchable ? present : null;
}

/** 'café · Cerca de Garzón (50 km) · hasta $ 20.000' */
export function describeSavedSearch(search: SavedSearch): string {
  const parts: string[] = [];
  if (search.q) parts.push(`«${search.q}»`);
  if (search.category) parts.push(search.category.name);
  if (search.municipality) parts.push(search.municipality.name);
  if (search.department) parts.push(search.department.name);
  if (search.near) parts.push(`Cerca de ${search.near.name} (${search.radius_km} km)`);
  if (search.max_price !== null) parts.push(`hasta ${formatCop(search.max_price)}`);
  return parts.join(' · ');
}

/**
 * The catalogue page a saved search was saved from: its category, words, place, 'Cerca de' with
 * its radius and maximum price in the address the catalogue reads (domain/listings/
 * catalogue-address.ts), so it can be run again from Notificaciones.
 */
export function savedSearchPath(search: SavedSearch): string {
  const category = search.category ?? ALL_CATEGORIES;
  const params = new URLSearchParams();
  const p = CATALOGUE_PARAMS;
  if (search.q) params.set(p.q, search.q);
  if (search.department) params.set(p.department, String(search.department.id));
  if (search.municipality) params.set(p.municipality, String(search.municipality.id));
  if (search.near) {
    params.set(p.near, String(search.near.id));
    if (search.radius_km !== null) params.set(p.radius, String(search.radius_km));
  }
  if (search.max_price !== null) params.set('max_price', String(search.max_price));
  const page = paths.categoryProducts(category.id, category.name);
  return params.size > 0 ? `${page}&${params}` : page;
}
