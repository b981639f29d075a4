import type { FastifyInstance } from 'fastify';
import type { ListingMarkName } from '../../../domain/api/listings';
import { FAVOURITE_MESSAGES } from '../../../domain/favourites/favourite';
import { FAVOURITES } from '../../../domain/limits';
import { LISTING_MESSAGES } from '../../../domain/listings/listing';
import type { Database } from '../../db/client';
import type { ReferenceData } from '../../db/reference-data';
import { HttpError } from '../../lib/http-error';
import type { FileStorage } from '../../platform/storage/file-storage';
import { favouriteListingsPage, findListing, toSummary, visibleTo } from '../listings';
import { isFavourite, toggleFavourite } from './favourites.queries';

/** The heart's mark in the listings' personal fields (`is_favorite`). */
const MARK: ListingMarkName = 'isFavourite';

export class FavouritesService {
  constructor(
    private readonly db: Database,
    private readonly reference: ReferenceData,
    /** app.viewerChanged: the heart shows on the person's next answer wherever it is served. */
    private readonly marksChanged: FastifyInstance['viewerChanged'],
    private readonly storage: FileStorage,
  ) {}

  /** Mis favoritos: a page of the person's hearts, the newest first, in the spec's shape. */
  async page(userId: number, page: number, pagination: number) {
    const { rows, total } = await favouriteListingsPage(
      this.db,
      this.reference,
      userId,
      page,
      pagination,
    );
    return {
      data: rows.map((row) => {
        const card = toSummary(row, this.storage);
        return {
          id: row.favouriteId,
          product_user_id: card.id,
          type: 'product_users' as const,
          product: {
            id: card.id,
            name: card.name,
            description: card.description,
            price: card.price,
            image: card.image,
            image_srcset: card.image_srcset,
            size: card.size,
            municipality: card.municipality,
            department: card.department,
            status: card.status,
          },
        };
      }),
      meta: {
        page,
        pagination,
        total,
        last_page: Math.max(1, Math.ceil(total / pagination)),
        max_favorites: FAVOURITES.maxPerPerson,
      },
    };
  }

  /**
   * Gives or takes back the heart. Anyone may keep a listing buyers can see; an unavailable one
   * can only be removed.
   */
  async toggle(userId: number, listingId: number): Promise<{ id: number; isFavourite: boolean }> {
    const listing = await findListing(this.db, this.reference, listingId);
    const available = listing && visibleTo(listing.listing, null);
    if (!available && !(listing && (await isFavourite(this.db, userId, listingId)))) {
      throw new HttpError(
        404,
        listing ? FAVOURITE_MESSAGES.listingUnavailable : LISTING_MESSAGES.notFound,
      );
    }
    const result = await toggleFavourite(this.db, userId, listingId);
    if (result === 'full') throw new HttpError(422, FAVOURITE_MESSAGES.tooMany);
    // Two toggles of one heart at once commit one after the other (row lock, unique index), and
    // each is announced right after its own commit (decision 019).
    await this.marksChanged(userId, { kind: MARK, listingId, on: result.isFavourite });
    return result;
  }
}
