import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CatalogueAnswer } from '../../../../domain/api/listings';
import { catalogueListingCard } from '../../../components/listing-card';
import type { CatalogueListingCard } from '../../../components/listing-card';
import { LISTING_MESSAGES } from '../../../../domain/listings/listing';
import { catalogueApiQuery } from '../../../../domain/listings/catalogue-address';
import type { CatalogueFilters } from '../../../../domain/listings/catalogue-address';
import { apiRequest, retryUnlessClientError } from '../../../lib/api-client';
import { apiPaths } from '../../../../domain/api/paths';

/** A catalogue address's filters (words and place included), its category and page size. */
export interface CatalogueRequest extends CatalogueFilters {
  /** 0 is the whole catalogue. */
  category: number;
  pageSize: number;
}

/** The answer was not the list docs/product.md §7 promises ('Respuesta de productos en formato inesperado'). */
export class CatalogueFormatError extends Error {
  constructor() {
    super(LISTING_MESSAGES.unexpectedFormat);
    this.name = 'CatalogueFormatError';
  }
}

type CatalogueListing = CatalogueAnswer['data'][number];

/**
 * What a catalogue card shows of a listing (and its heart needs), nothing more: a page travels
 * in a server-rendered page's data block (decision 027), 20 listings of which the screen never
 * reads the description, stock, units, subcategory or dates (≈ 9 KB of a category page).
 */
export type CatalogueCard = CatalogueListingCard &
  Pick<CatalogueListing, 'category' | 'distance_km'>;

const catalogueCard = (listing: CatalogueListing): CatalogueCard => ({
  ...catalogueListingCard(listing),
  // The page's title names the category of a search in one (catalogue-page.tsx).
  category: listing.category,
  distance_km: listing.distance_km,
});

/** One page of the catalogue as the screen shows it: its cards and the page numbers. */
export type CataloguePageAnswer = Omit<CatalogueAnswer, 'data'> & { data: CatalogueCard[] };

/** GET /products: one page of the public catalogue (active, unsold, visible listings). */
export async function getCatalogue(
  query: CatalogueRequest,
  signal?: AbortSignal,
): Promise<CataloguePageAnswer> {
  const answer = await apiRequest<unknown>(apiPaths.listings.catalogue, {
    query: catalogueApiQuery(query.category, query, query.pageSize),
    signal,
  });
  if (!isCatalogueAnswer(answer)) throw new CatalogueFormatError();
  return { ...answer, data: answer.data.map(catalogueCard) };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The parts of the answer the screen cannot do without: a list of cards and the page numbers.
 * Checked by hand rather than with the full schema, so a field added to the API later (or one
 * the cards do not use) never blanks the catalogue.
 */
function isCatalogueAnswer(answer: unknown): answer is CatalogueAnswer {
  if (!isRecord(answer) || !Array.isArray(answer.data) || !isRecord(answer.meta)) return false;
  const { page, total, last_page } = answer.meta;
  return (
    [page, total, last_page].every((n) => typeof n === 'number' && Number.isFinite(n)) &&
    answer.data.every(
      (item) =>
        isRecord(item) &&
        typeof item.id === 'number' &&
        typeof item.name === 'string' &&
        typeof item.price === 'number',
    )
  );
}

export const catalogueQueryOptions = (query: CatalogueRequest) =>
  queryOptions({
    queryKey: ['listings', 'catalogue', query],
    queryFn: ({ signal }) => getCatalogue(query, signal),
    // A wrong shape will not fix itself on a second try; a network hiccup might.
    retry: (failures, error) =>
      !(error instanceof CatalogueFormatError) && retryUnlessClientError(failures, error),
  });

/** Keeps the page on screen (dimmed) while the next page or filter loads. */
export const useCatalogue = (query: CatalogueRequest) =>
  useQuery({ ...catalogueQueryOptions(query), placeholderData: keepPreviousData });
