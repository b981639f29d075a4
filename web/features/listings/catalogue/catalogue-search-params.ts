import { LISTINGS } from '../../../../domain/limits';
import type { CatalogueSort } from '../../../../domain/limits';
import {
  CATALOGUE_PARAMS,
  defaultCatalogueSort,
  readCatalogueCategory,
  readCatalogueFilters,
} from '../../../../domain/listings/catalogue-address';
import type {
  CatalogueCategory,
  CatalogueFilters,
} from '../../../../domain/listings/catalogue-address';

// The filters of /productos/{category} live in the address (?name=&max_price=&sort=&page=, and
// the search's q=&departamento=&municipio=&cerca=&radio=), so the back button, a reload and a
// shared link all show the same list. Defaults are left out.

export type CatalogueLocation = CatalogueFilters & CatalogueCategory;

export const SORT_LABELS: Record<CatalogueSort, string> = {
  price_asc: 'Menor precio',
  price_desc: 'Mayor precio',
  random: 'Aleatorio',
  relevance: 'Relevancia',
  distance: 'Más cerca',
};

/** The orders a list can offer: relevance with words, distance with 'Cerca de mí'. */
export function sortOptions(filters: Pick<CatalogueFilters, 'q' | 'near'>): CatalogueSort[] {
  return [
    ...(filters.q === null ? [] : (['relevance'] as const)),
    ...(filters.near === null ? [] : (['distance'] as const)),
    ...LISTINGS.sortOptions,
  ];
}

export function readCatalogueLocation(
  categoryParam: string | undefined,
  search: URLSearchParams,
): CatalogueLocation {
  return { ...readCatalogueCategory(categoryParam, search), ...readCatalogueFilters(search) };
}

/** The same search params with the filters changed; any filter change goes back to page 1. */
export function withCatalogueFilters(
  search: URLSearchParams,
  changes: Partial<CatalogueFilters>,
): URLSearchParams {
  const next = new URLSearchParams(search);
  const current = readCatalogueFilters(search);
  const filters: CatalogueFilters = { ...current, ...changes, page: changes.page ?? 1 };
  // New words start in relevance order, unless an order was chosen (in this change or before).
  const wasDefault = current.sort === defaultCatalogueSort(current.q);
  if (changes.sort === undefined && wasDefault) filters.sort = defaultCatalogueSort(filters.q);
  // An order whose words or place went away falls back to the default.
  if (
    (filters.sort === 'relevance' && filters.q === null) ||
    (filters.sort === 'distance' && filters.near === null)
  ) {
    filters.sort = defaultCatalogueSort(filters.q);
  }
  const p = CATALOGUE_PARAMS;
  setOrDelete(next, p.q, filters.q);
  setOrDelete(next, p.department, filters.departmentId);
  setOrDelete(next, p.municipality, filters.departmentId === null ? null : filters.municipalityId);
  setOrDelete(next, p.near, filters.near);
  setOrDelete(next, p.radius, filters.near === null ? null : filters.radiusKm);
  setOrDelete(next, 'max_price', filters.maxPrice);
  setOrDelete(next, 'sort', filters.sort === defaultCatalogueSort(filters.q) ? null : filters.sort);
  setOrDelete(next, 'page', filters.page === 1 ? null : filters.page);
  return next;
}

function setOrDelete(params: URLSearchParams, key: string, value: string | number | null) {
  if (value === null) params.delete(key);
  else params.set(key, String(value));
}
