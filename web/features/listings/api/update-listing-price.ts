import type { z } from 'zod';
import { listingsApi } from '../../../../domain/api/listings';
import { apiRequest } from '../../../lib/api-client';

export type PriceUpdate = { price?: number; stock?: number };
type PriceUpdateAnswer = z.infer<typeof listingsApi.updatePrice.response>;

/** POST /products/{id}/update/price: the lighter call when only price and stock change. */
export async function updateListingPrice(
  id: number,
  changes: PriceUpdate,
): Promise<PriceUpdateAnswer> {
  return apiRequest<PriceUpdateAnswer>(listingsApi.updatePrice.path.replace(':id', String(id)), {
    method: 'POST',
    auth: 'required',
    json: changes,
  });
}
