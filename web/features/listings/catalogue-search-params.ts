import { LISTINGS } from '../../../domain/limits';
import type { ListingSort } from '../../../domain/limits';
import { parsePriceDigits } from '../../../domain/money';
import { ALL_CATEGORIES } from '../../app/paths';

// The filters of /productos/{category} live in the address (?name=&max_price=&sort=&page=), so
// the back button, a reload and a shared link all show the same list. Defaults are left out.

export interface CatalogueFilters {
  /** Pesos; null is no limit. */
  maxPrice: number | null;
  sort: ListingSort;
  page: number;
}

export interface CatalogueLocation extends CatalogueFilters {
  /** 0 is the whole catalogue. */
  category: number;
  /** The category name the link carried (?name=), if any. */
  name: string | null;
}

export const SORT_LABELS: Record<ListingSort, string> = {
  price_asc: 'Menor precio',
  price_desc: 'Mayor precio',
  random: 'Aleatorio',
};

const isSort = (value: string | null): value is ListingSort =>
  (LISTINGS.sortOptions as readonly string[]).includes(value ?? '');

/** SPEC §2: category 0, or the name 'Todos', is the whole catalogue. Unreadable ids too. */
export function readCatalogueLocation(
  categoryParam: string | undefined,
  search: URLSearchParams,
): CatalogueLocation {
  const name = search.get('name')?.trim() || null;
  const id = /^\d+$/.test(categoryParam ?? '') ? Number(categoryParam) : ALL_CATEGORIES.id;
  const category = name === ALL_CATEGORIES.name || !Number.isSafeInteger(id) ? 0 : id;
  const sort = search.get('sort');
  const page = Number(search.get('page'));
  return {
    category,
    name,
    maxPrice: parsePriceDigits(search.get('max_price') ?? ''),
    sort: isSort(sort) ? sort : LISTINGS.categoryInitialSort,
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
  };
}

/** The same search params with the filters changed; any filter change goes back to page 1. */
export function withCatalogueFilters(
  search: URLSearchParams,
  changes: Partial<CatalogueFilters>,
): URLSearchParams {
  const next = new URLSearchParams(search);
  const current = readCatalogueLocation(undefined, search);
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

export const WHOLE_CATALOGUE_TITLE = 'Todos los productos';

/**
 * Title of the screen: the category name of the link, 'Todos los productos' for the whole
 * catalogue, or the category the listings themselves name when the link had none.
 */
export function catalogueTitle(location: CatalogueLocation, categoryOfListings?: string): string {
  if (location.category === ALL_CATEGORIES.id) return WHOLE_CATALOGUE_TITLE;
  return location.name ?? categoryOfListings ?? 'Productos';
}
