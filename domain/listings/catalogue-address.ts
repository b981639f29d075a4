import { LISTINGS, type ListingSort } from '../limits';
import { parsePriceDigits } from '../money';

// What the address of a catalogue page (/productos/{category}?name=&max_price=&sort=&page=)
// asks for. The web reads it to fetch the page; the server reads it to hint the page's first
// photos with its HTML (server/platform/http/page-hints.ts): both must read it the same way.

/** SPEC §2: category 0, or the name 'Todos', is the whole catalogue. */
export const ALL_CATEGORIES = { id: 0, name: 'Todos' } as const;

export interface CatalogueCategory {
  /** 0 is the whole catalogue. */
  category: number;
  /** The category name the link carried (?name=), if any. */
  name: string | null;
}

export interface CatalogueFilters {
  /** Pesos; null is no limit. */
  maxPrice: number | null;
  sort: ListingSort;
  page: number;
}

/** Unreadable category ids are the whole catalogue too. */
export function readCatalogueCategory(
  categoryParam: string | undefined,
  search: URLSearchParams,
): CatalogueCategory {
  const name = search.get('name')?.trim() || null;
  const id = /^\d+$/.test(categoryParam ?? '') ? Number(categoryParam) : ALL_CATEGORIES.id;
  const category = name === ALL_CATEGORIES.name || !Number.isSafeInteger(id) ? 0 : id;
  return { category, name };
}

const isSort = (value: string | null): value is ListingSort =>
  (LISTINGS.sortOptions as readonly string[]).includes(value ?? '');

/** Defaults for what the address leaves out or gets wrong. */
export function readCatalogueFilters(search: URLSearchParams): CatalogueFilters {
  const sort = search.get('sort');
  const page = Number(search.get('page'));
  return {
    maxPrice: parsePriceDigits(search.get('max_price') ?? ''),
    sort: isSort(sort) ? sort : LISTINGS.categoryInitialSort,
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
  };
}
