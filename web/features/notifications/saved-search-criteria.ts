import type { SavedSearch } from '../../../domain/api/notifications';
import { formatCop } from '../../../domain/money';
import type { SavedSearchInput } from '../../../domain/notifications/saved-search-schema';

// A saved search takes the catalogue's own URL parameters (q, department_id, municipality_id,
// near, radius_km, max_price) plus the category of /productos/{category}.

const PARAMS = ['q', 'department_id', 'municipality_id', 'near', 'radius_km', 'max_price'] as const;

/**
 * The search on screen as a saved search, or null when there is nothing to watch for (the
 * whole catalogue without words or place: every listing would match).
 */
export function savedSearchCriteria(
  search: URLSearchParams,
  categoryId: number,
): SavedSearchInput | null {
  const criteria: Record<string, string | number> = {};
  if (categoryId > 0) criteria.category = categoryId;
  for (const name of PARAMS) {
    const value = search.get(name)?.trim();
    if (value) criteria[name] = value;
  }
  const watchable = ['q', 'category', 'department_id', 'municipality_id', 'near'].some(
    (name) => name in criteria,
  );
  return watchable ? criteria : null;
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
