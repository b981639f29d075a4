import type { CatalogueQuery } from '../../../domain/api/listings';
import { LISTINGS, SEARCH, type CatalogueSort } from '../../../domain/limits';
import { LISTING_SEARCH_MESSAGES } from '../../../domain/listings/listing';
import { distanceKm, type Coordinates } from '../../../domain/places/distance';
import { municipalityIsIn, type ReferenceData } from '../../db/reference-data';
import { fieldError } from '../../lib/http-error';

// The search of the public catalogue (docs/product.md §16, decision 015) as the API reads it: the
// words and place of a GET /products query, checked against the DANE codes in memory, and the
// distance on each card. Its SQL (matching, ranking, distance order) is in
// catalogue-search.queries.ts.

/** What the catalogue's search adds to docs/product.md's filters (category, max price, order). */
export interface CatalogueSearch {
  q?: string;
  departmentId?: number;
  municipalityId?: number;
  near?: { municipalityId: number; radiusKm: number };
  sort: CatalogueSort;
}

/**
 * The search part of a GET /products query, with its places checked against the DANE codes in
 * memory: an unknown department or municipality is a 422 naming the field, never an empty list
 * that looks like "nothing for sale there".
 */
export function readCatalogueSearch(
  query: CatalogueQuery,
  reference: ReferenceData,
): CatalogueSearch {
  const m = LISTING_SEARCH_MESSAGES;
  const { q, department_id, municipality_id, near, radius_km } = query;
  if (department_id !== undefined && !reference.departments.has(department_id)) {
    throw fieldError('department_id', m.unknownDepartment);
  }
  for (const [field, id] of [
    ['municipality_id', municipality_id],
    ['near', near],
  ] as const) {
    if (id !== undefined && !reference.municipalities.has(id))
      throw fieldError(field, m.unknownMunicipality);
  }
  if (
    department_id !== undefined &&
    municipality_id !== undefined &&
    !municipalityIsIn(reference, municipality_id, department_id)
  ) {
    throw fieldError('municipality_id', m.municipalityNotInDepartment);
  }
  return {
    q,
    departmentId: department_id,
    municipalityId: municipality_id,
    near:
      near === undefined
        ? undefined
        : { municipalityId: near, radiusKm: radius_km ?? SEARCH.defaultRadiusKm },
    sort: query.sort ?? (q === undefined ? LISTINGS.defaultSort : 'relevance'),
  };
}

/** The answer cache's key for the search part (docs/product.md's filters are keyed by the caller). */
export const searchCacheKey = (search: CatalogueSearch) =>
  [
    search.q ?? '',
    search.departmentId ?? '',
    search.municipalityId ?? '',
    search.near ? `${search.near.municipalityId}~${search.near.radiusKm}` : '',
    search.sort,
  ].join('|');

/** "a 35 km" on each card when the buyer said where they are: whole km between municipalities. */
export function distanceFromNear(
  search: CatalogueSearch,
  reference: ReferenceData,
  municipality: Coordinates,
): number | undefined {
  const from = search.near && reference.municipalities.get(search.near.municipalityId);
  return from ? Math.round(distanceKm(from, municipality)) : undefined;
}
