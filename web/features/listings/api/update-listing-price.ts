import type { z } from 'zod';
import type { listingsApi } from '../../../../domain/api/listings';
import { apiRequest } from '../../../lib/api-client';
import { apiPath, apiPaths } from '../../../../domain/api/paths';

export type PriceUpdate = { price?: number; stock?: number };
type PriceUpdateAnswer = z.infer<typeof listingsApi.updatePrice.response>;

/** POST /products/{id}/update/price: the lighter call when only price and stock change. */
export async function updateListingPrice(
  id: number,
  changes: PriceUpdate,
): Promise<PriceUpdateAnswer> {
  return apiRequest<PriceUpdateAnswer>(apiPath(apiPaths.listings.updatePrice, { id }), {
    method: 'POST',
    auth: 'required',
    json: changes,
  });
}
