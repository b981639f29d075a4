import { z } from 'zod';
import { storefrontInputSchema } from '../sharing/sharing-schema';
import { apiPaths } from './paths';

const storefrontSchema = z.object({
  seller_id: z.number().int(),
  name: z.string(),
  description: z.string(),
  /** The storefront's public address (PUBLIC_URL + /vendedor/{id}). */
  link: z.string(),
  /**
   * Whether that address shows the storefront yet: only once the seller has published a listing
   * a moderator has not hidden (decision 014); until then it answers 404.
   */
  public: z
    .boolean()
    .describe('La tienda pública existe: hay al menos un producto publicado y no oculto'),
  /** The opens below cover this many days, today included. */
  days: z.number().int(),
  opens: z.object({
    storefront: z.number().int().describe('Visitors of the storefront from shared links'),
    listings: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        /** The listing's public address (PUBLIC_URL + /p/{id}). */
        link: z.string(),
        opens: z.number().int(),
      }),
    ),
  }),
});
export type Storefront = z.infer<typeof storefrontSchema>;

export const sharingApi = {
  storefront: {
    path: apiPaths.sharing.storefront,
    response: z.object({ data: storefrontSchema }),
  },
  saveStorefront: {
    path: apiPaths.sharing.storefront,
    body: storefrontInputSchema,
    response: z.object({ message: z.string(), data: storefrontSchema }),
  },
} as const;
