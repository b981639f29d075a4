import { LISTINGS, SEARCH, type CatalogueSort, type SearchRadius } from '../limits';
import { parsePriceDigits } from '../money';

// What the address of a catalogue page (/productos/{category}?name=&max_price=&sort=&page=, and
// the search of docs/product.md §16: &q=&departamento=&municipio=&cerca=&radio=) asks for. The web
// reads it to fetch the page; the server reads it to hint the page's first photos with its HTML
// (server/platform/http/page-hints.ts): both must read it the same way.

/** docs/product.md §2: category 0, or the name 'Todos', is the whole catalogue. */
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
  sort: CatalogueSort;
  page: number;
  /** Words searched; null is none. */
  q: string | null;
  /** Place filter (DANE codes); a municipality only with its department. */
  departmentId: number | null;
  municipalityId: number | null;
  /** 'Cerca de mí': the municipality distances are measured from, and the radius. */
  near: number | null;
  radiusKm: SearchRadius;
}

/** Names of the address's search params (Spanish, as the directory screens' place filters). */
export const CATALOGUE_PARAMS = {
  q: 'q',
  department: 'departamento',
  municipality: 'municipio',
  near: 'cerca',
  radius: 'radio',
} as const;

/** The order a list starts with: by relevance when words are searched, else cheapest first. */
export const defaultCatalogueSort = (q: string | null): CatalogueSort =>
  q === null ? LISTINGS.categoryInitialSort : 'relevance';

/** The department of a municipality: DANE codes start with it (41298 Garzón → 41 Huila). */
export const departmentOf = (municipalityId: number) => Math.floor(municipalityId / 1000);

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

const isSort = (value: string | null): value is CatalogueSort =>
  ([...LISTINGS.sortOptions, ...SEARCH.sortOptions] as readonly string[]).includes(value ?? '');

const placeId = (text: string | null): number | null => {
  const value = Number(text);
  return Number.isSafeInteger(value) && value > 0 && value <= 2_147_483_647 ? value : null;
};

/** Words as the API takes them: trimmed, at most 100 characters; too short is none. */
function readWords(text: string | null): string | null {
  const words = (text ?? '').trim().slice(0, SEARCH.maxLength).trim();
  return words.length >= SEARCH.minLength ? words : null;
}

/**
 * Defaults for what the address leaves out or gets wrong, so the list asked for is always one
 * the API accepts: an order that needs words or a place it lacks falls back to the default.
 */
export function readCatalogueFilters(search: URLSearchParams): CatalogueFilters {
  const p = CATALOGUE_PARAMS;
  const sort = search.get('sort');
  const page = Number(search.get('page'));
  const q = readWords(search.get(p.q));
  const departmentId = placeId(search.get(p.department));
  const municipality = departmentId === null ? null : placeId(search.get(p.municipality));
  const near = placeId(search.get(p.near));
  const radius = Number(search.get(p.radius));
  const usable =
    isSort(sort) &&
    !(sort === 'relevance' && q === null) &&
    !(sort === 'distance' && near === null);
  return {
    maxPrice: parsePriceDigits(search.get('max_price') ?? ''),
    sort: usable ? sort : defaultCatalogueSort(q),
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
    q,
    departmentId,
    // A municipality of another department could not be shown by the selects.
    municipalityId:
      municipality !== null && departmentOf(municipality) === departmentId ? municipality : null,
    near,
    radiusKm: (SEARCH.radiiKm as readonly number[]).includes(radius)
      ? (radius as SearchRadius)
      : SEARCH.defaultRadiusKm,
  };
}

/** GET /products's query for a catalogue address: the screen, the early request and the server's page hints ask the same. */
export function catalogueApiQuery(category: number, filters: CatalogueFilters, pageSize: number) {
  return {
    category,
    max_price: filters.maxPrice ?? undefined,
    q: filters.q ?? undefined,
    department_id: filters.departmentId ?? undefined,
    municipality_id: filters.municipalityId ?? undefined,
    near: filters.near ?? undefined,
    radius_km: filters.near === null ? undefined : filters.radiusKm,
    sort: filters.sort,
    page: filters.page,
    pagination: pageSize,
  };
}
