import { LISTINGS } from '../../../../domain/limits';
import type { ListingSort } from '../../../../domain/limits';
import {
  readCatalogueCategory,
  readCatalogueFilters,
} from '../../../../domain/listings/catalogue-address';
import type {
  CatalogueCategory,
  CatalogueFilters,
} from '../../../../domain/listings/catalogue-address';

// The filters of /productos/{category} live in the address (?name=&max_price=&sort=&page=), so
// the back button, a reload and a shared link all show the same list. Defaults are left out.

export type CatalogueLocation = CatalogueFilters & CatalogueCategory;

export const SORT_LABELS: Record<ListingSort, string> = {
  price_asc: 'Menor precio',
  price_desc: 'Mayor precio',
  random: 'Aleatorio',
};

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
  const filters: CatalogueFilters = {
    maxPrice: changes.maxPrice !== undefined ? changes.maxPrice : current.maxPrice,
    sort: changes.sort ?? current.sort,
    page: changes.page ?? 1,
  };
  setOrDelete(next, 'max_price', filters.maxPrice === null ? null : String(filters.maxPrice));
  setOrDelete(next, 'sort', filters.sort === LISTINGS.categoryInitialSort ? null : filters.sort);
  setOrDelete(next, 'page', filters.page === 1 ? null : String(filters.page));
  return next;
}

function setOrDelete(params: URLSearchParams, key: string, value: string | null) {
  if (value === null) params.delete(key);
  else params.set(key, value);
}
