import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { PriceSummaryItem } from '../../../../domain/api/prices';
import { apiPaths } from '../../../../domain/api/paths';
import { apiRequest } from '../../../lib/api-client';
import { nextPageParam, type Page } from '../../../lib/paged-lists';

export interface PriceFilter {
  q: string;
  categoryId: number | null;
  departmentId: number | null;
}

/** GET /prices/summary: products with a price reference, a page at a time ('Ver más'). */
export const priceSummaryQueryOptions = ({ q, categoryId, departmentId }: PriceFilter) =>
  infiniteQueryOptions({
    queryKey: ['prices', 'summary', { q, categoryId, departmentId }],
    queryFn: ({ pageParam, signal }) =>
      apiRequest<Page<PriceSummaryItem>>(apiPaths.prices.summary, {
        auth: 'required',
        query: {
          q: q || undefined,
          category: categoryId ?? undefined,
          department_id: departmentId ?? undefined,
          page: pageParam,
        },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
    // The figures are recomputed in the background every few seconds at most, and they move
    // slowly: ten minutes spare the data plan.
    staleTime: 10 * 60_000,
  });

export const usePriceSummary = (filter: PriceFilter) =>
  useInfiniteQuery(priceSummaryQueryOptions(filter));
