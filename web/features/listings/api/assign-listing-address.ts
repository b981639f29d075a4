import type { z } from 'zod';
import type { listingsApi } from '../../../../domain/api/listings';
import { apiRequest } from '../../../lib/api-client';
import { apiPath, apiPaths } from '../../../../domain/api/paths';

type AssignAnswer = z.infer<typeof listingsApi.assignAddress.response>;

/**
 * /products/{id}/address/{addressId}/assigned, told after an update changed the address: by POST
 * (docs/product.md's GET form also answers, for its other clients).
 */
export async function assignListingAddress(id: number, addressId: number): Promise<AssignAnswer> {
  return apiRequest<AssignAnswer>(apiPath(apiPaths.listings.assignAddress, { id, addressId }), {
    method: 'POST',
    auth: 'required',
  });
}
