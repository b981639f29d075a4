import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { catalogueRoutes } from './catalogue.routes';
import { detailRoutes } from './detail.routes';
import { listingChangesRoutes } from './listing-changes.routes';
import { toImage } from './listing-presenter';
import { registerListingPageHints } from './listing-page-hints';
import { visibleTo } from './listing-visibility';
import type { ListingsService } from './listings.service';
import { myListingsRoutes } from './my-listings.routes';
import { photosRoutes } from './photos.routes';
import type { PublicListings } from './public-listings';

// The listings feature's routes, one file per screen or resource.

export const listingsRoutes: FastifyPluginAsyncZod<{
  listings: ListingsService;
  publicListings: PublicListings;
}> = async (app, { listings, publicListings: answers }) => {
  registerListingPageHints(app, {
    cataloguePage: answers.cataloguePage,
    async detailPhoto(id) {
      const found = await answers.publicDetail(id);
      // Hints are for signed-out visitors.
      const first = found && visibleTo(found.row.listing, null) ? found.images[0] : undefined;
      return first ? toImage(first, 0, app.storage) : null;
    },
  });

  await app.register(catalogueRoutes, { publicListings: answers });
  await app.register(detailRoutes, { publicListings: answers });
  await app.register(myListingsRoutes, { listings });
  await app.register(listingChangesRoutes, { listings });
  await app.register(photosRoutes, { listings });
};
