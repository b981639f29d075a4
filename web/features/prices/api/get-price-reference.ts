import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PriceReference } from '../../../../domain/api/prices';
import { apiPaths } from '../../../../domain/api/paths';
import { apiRequest } from '../../../lib/api-client';

/** GET /prices: one product's figures per unit, its 90-day line and SIPSA's wholesale prices. */
export const priceReferenceQueryOptions = (productId: number, departmentId: number | null) =>
  queryOptions({
    queryKey: ['prices', 'reference', { productId, departmentId }],
    queryFn: ({ signal }) =>
      apiRequest<PriceReference>(apiPaths.prices.reference, {
        auth: 'required',
        query: { product_id: productId, department_id: departmentId ?? undefined },
        signal,
      }),
    staleTime: 10 * 60_000,
  });

export const usePriceReference = (productId: number, departmentId: number | null) =>
  useQuery(priceReferenceQueryOptions(productId, departmentId));
