import { createHash } from 'node:crypto';
import type { Storefront } from '../../../domain/api/sharing';
import { bogotaIsoDate } from '../../../domain/dates';
import { HARVESTS, keptWordText } from '../../../domain/harvests/harvest';
import { quantityText } from '../../../domain/listings/units';
import { formatCop } from '../../../domain/money';
import { SHARING, publicPaths } from '../../../domain/sharing/sharing';
import type { Database } from '../../db/client';
import type { ReferenceData } from '../../db/reference-data';
import { socialImage } from '../../platform/images/social-image';
import { imageSrcset, imageUrls } from '../../platform/images/stored-images';
import type { PublicAnswers } from '../../platform/http/public-answers';
import type { FileStorage } from '../../platform/storage/file-storage';
import { keptWords, publicHarvestsOf } from '../harvests';
import { openGraphTags } from './open-graph';
import { PreparedPage } from './prepared-page';
import {
  NOT_FOUND_PAGE,
  listingPreview,
  renderListingPage,
  renderSellerPage,
  type PageContext,
  type SellerCommitments,
} from './public-pages';
import {
  countShareOpens,
  findOwnStorefront,
  findPublicListing,
  findPublicSeller,
  setStorefrontDescription,
  type PublicListing,
} from './sharing.queries';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Preview pictures made at once, at most (sharp is CPU work; previews are asked once per share). */
const MAX_PREVIEWS_IN_FLIGHT = 2;

export const notFoundPage = new PreparedPage(NOT_FOUND_PAGE, 404);

/** What a public page answer is: the page, and whose it is (for the open counts). */
export interface PublicPage {
  page: PreparedPage;
  sellerId: number;
  listingId: number | null;
}

/**
 * The public pages and Mi tienda. Pages are rendered once per few seconds (the catalogue's
 * cache, emptied by any write in this process) and sent as the same bytes to everyone.
 */
export class SharingService {
  private readonly listings;
  private readonly sellers;
  private readonly previews = new Map<string, Promise<Buffer | null>>();
  readonly context: PageContext;

  constructor(
    private readonly db: Database,
    private readonly reference: ReferenceData,
    private readonly storage: FileStorage,
    answers: PublicAnswers,
    base: string,
    private readonly now: () => number = Date.now,
  ) {
    this.listings = answers.cache<{ listing: PublicListing; page: PreparedPage } | null>(2000);
    this.sellers = answers.cache<PublicPage | null>(500);
    this.context = {
      base,
      photo: (key) => {
        const urls = imageUrls(storage, key);
        return { src: urls.url, srcset: imageSrcset(storage, key) };
      },
      // The photo's key in the address: a new main photo is a new address, so previews that
      // kept the old picture do not show it for the new one.
      previewImage: ({ id, imageKey }) =>
        `${base}${publicPaths.listing(id)}/imagen.jpg?v=${createHash('sha256').update(imageKey).digest('base64url').slice(0, 10)}`,
    };
  }

  /** The listing and its rendered page; null when hidden or deleted (they exist for nobody). */
  private publicListing(id: number) {
    return this.listings.get(String(id), async () => {
      const listing = await findPublicListing(this.db, this.reference, id);
      if (!listing || listing.state === 'hidden') return null;
      return { listing, page: new PreparedPage(renderListingPage(this.context, listing)) };
    });
  }

  async listingPage(id: number): Promise<PublicPage | null> {
    const found = await this.publicListing(id);
    if (!found) return null;
    return { page: found.page, sellerId: found.listing.sellerId, listingId: id };
  }

  async sellerPage(id: number): Promise<PublicPage | null> {
    return this.sellers.get(String(id), async () => {
      const seller = await findPublicSeller(this.db, this.reference, id);
      if (!seller) return null;
      return {
        page: new PreparedPage(
          renderSellerPage(this.context, seller, await this.commitmentsOf(id)),
        ),
        sellerId: id,
        listingId: null,
      };
    });
  }

  /** The seller's kept word and open harvests, with the reference data's names. */
  private async commitmentsOf(sellerId: number): Promise<SellerCommitments> {
    const [words, harvests] = await Promise.all([
      keptWords(this.db, [sellerId]),
      publicHarvestsOf(this.db, sellerId, HARVESTS.maxOpenPerSeller),
    ]);
    const { products, sizes, municipalities, departments } = this.reference;
    const word = words.get(sellerId);
    return {
      keptWord: word ? keptWordText(word) : null,
      harvests: harvests.map((harvest) => {
        const unit = sizes.get(harvest.sizeId)?.name ?? '';
        const municipality = municipalities.get(harvest.municipalityId);
        const department = municipality && departments.get(municipality.departmentId);
        return {
          id: harvest.id,
          product: products.get(harvest.productId)?.name ?? '',
          quantity: quantityText(harvest.quantity, unit),
          expectedOn: harvest.expectedOn,
          place: [municipality?.name, department?.name].filter(Boolean).join(', '),
          expectedPrice:
            harvest.expectedPrice === null
              ? null
              : `${formatCop(harvest.expectedPrice)} / ${sizes.get(harvest.sizeId)?.abbreviation ?? ''}`,
        };
      }),
    };
  }

  /** The link-preview tags of /producto/{id} (the app's own page), or '' when not public. */
  async productHeadTags(id: number): Promise<string> {
    const found = await this.publicListing(id);
    return found ? openGraphTags(listingPreview(this.context, found.listing)) : '';
  }

  /**
   * The listing's preview picture (JPEG 1200 × 630), made on first use. Null when the listing is
   * not public or has no photo; 'busy' when enough pictures are being made already.
   */
  async previewImage(id: number): Promise<Buffer | null | 'busy'> {
    const key = (await this.publicListing(id))?.listing.imageKey;
    if (!key) return null;
    let pending = this.previews.get(key);
    if (!pending) {
      if (this.previews.size >= MAX_PREVIEWS_IN_FLIGHT) return 'busy';
      pending = socialImage(this.storage, key).finally(() => this.previews.delete(key));
      this.previews.set(key, pending);
    }
    return pending;
  }

  /** Mi tienda: the seller's description, public link and this week's opens. */
  async storefront(userId: number): Promise<Storefront | null> {
    const own = await findOwnStorefront(this.db, this.reference, userId);
    if (!own) return null;
    const fromDay = bogotaIsoDate(this.now() - (SHARING.opensDays - 1) * DAY_MS);
    const opens = await countShareOpens(this.db, userId, fromDay);
    const base = this.context.base;
    return {
      seller_id: userId,
      name: own.name,
      description: own.description,
      link: base + publicPaths.seller(userId),
      // findPublicSeller's rule: a listing that is not hidden, in any state.
      public: own.listings.length > 0,
      days: SHARING.opensDays,
      opens: {
        storefront: opens.get(null) ?? 0,
        listings: own.listings.map((listing) => ({
          id: listing.id,
          name: listing.name,
          link: base + publicPaths.listing(listing.id),
          opens: opens.get(listing.id) ?? 0,
        })),
      },
    };
  }

  async saveDescription(userId: number, description: string): Promise<void> {
    await setStorefrontDescription(this.db, userId, description);
  }
}
