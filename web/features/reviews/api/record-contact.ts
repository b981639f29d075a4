import type { z } from 'zod';
import type { buyerApi } from '../../../../domain/api/buyer';
import { apiRequest } from '../../../lib/api-client';
import { apiPath, apiPaths } from '../../../../domain/api/paths';

type ContactAnswer = z.infer<typeof buyerApi.contact.response>;
export type ContactChannel = z.infer<typeof buyerApi.contact.body>['channel'];

/**
 * POST /products/{id}/contact: the buyer tapped 'Chatear por WhatsApp' or 'Llamar'. The server
 * counts it for the seller and, from then on, lets the buyer review the listing.
 */
export function recordContact(listingId: number, channel: ContactChannel): Promise<ContactAnswer> {
  return apiRequest<ContactAnswer>(apiPath(apiPaths.buyer.contact, { id: listingId }), {
    method: 'POST',
    json: { channel },
    auth: 'required',
  });
}
