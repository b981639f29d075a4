import { FileText, RotateCw } from 'lucide-react';
import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { Link, useParams } from '../../../lib/router';
import type { ListingDetail } from '../../../../domain/api/listings';
import { LISTING_MESSAGES } from '../../../../domain/listings/listing';
import { paths } from '../../../lib/paths';
import { documentTitle } from '../../../lib/route-title';
import { BackButton } from '../../../components/back-button';
import { buttonClass } from '../../../components/button-styles';
import { isListingSold } from '../../../components/listing-card';
import { ApiError } from '../../../lib/api-client';
import { useDeviceValue } from '../../../lib/device-value';
import { readItem } from '../../../lib/local-storage';
import { hasSession } from '../../../lib/session';
import { storageKeys } from '../../../lib/storage-keys';
import { useListing } from '../api/get-listing';
import { Gallery } from '../gallery/gallery';
import { usePreviousPrice } from './listing-price-memory';
import { ProductDetailContact, ProductDetailContactBar } from './product-detail-contact';
import type { ContactChannel } from './product-detail-contact';
import { ProductDetailOwnerControls } from './product-detail-owner-controls';
import { ProductDetailSkeleton } from './product-detail-skeleton';
import { ProductDetailSpecs } from './product-detail-specs';
import { ProductDetailSummary } from './product-detail-summary';
import { MoreFromSeller } from './product-detail-seller';
import { HydrationSlice } from '../../../lib/hydration-slice';
import { useBelowPhoneScreen } from '../../../lib/phone-page';

export type ProductDetailSlots = {
  /** The reviews panel (docs/product.md §2 "Reviews panel"); the slot stays empty until it is given. */
  renderReviews?: (listing: ListingDetail) => ReactNode;
  /** The favourite toggle, for signed-in people. */
  renderFavourite?: (listing: ListingDetail) => ReactNode;
  /** The product's reference price in the listing's department (the Bolsa de precios). */
  renderPriceReference?: (listing: ListingDetail) => ReactNode;
  /** The 'Compartir' button (the sharing feature). */
  renderShare?: (listing: ListingDetail) => ReactNode;
  /** Each tap on 'Chatear por WhatsApp' or 'Llamar', e.g. to record the contact. */
  onContact?: (listing: ListingDetail, channel: ContactChannel) => void;
};

const parseId = (value: string | undefined) =>
  /^\d+$/.test(value ?? '') && Number(value) > 0 ? Number(value) : null;

/** 'Producto no encontrado.' and other refusals come from the server; the rest is ours. */
function loadErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return error.message;
  return LISTING_MESSAGES.loadFailed;
}

function ErrorBox({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div role="alert" className="mt-4 rounded-3xl border border-red-200 bg-red-50 px-5 py-6">
      <h1 className="text-xl font-bold text-red-800">Error</h1>
      <p className="mt-1 text-red-900">{message}</p>
      <div className="mt-5 flex flex-wrap gap-3">
        {onRetry && (
          <button type="button" className={buttonClass('primary')} onClick={onRetry}>
            <RotateCw aria-hidden="true" className="size-5" />
            Reintentar
          </button>
        )}
        <Link to={paths.allProducts()} className={buttonClass('secondary')}>
          Ver todos los productos
        </Link>
      </div>
    </div>
  );
}

/** /producto/{id} (docs/product.md §2 "Product detail"). */
export function ProductDetailPage(slots: ProductDetailSlots) {
  const id = parseId(useParams().id);
  const listing = useListing(id ?? 0, id !== null);

  let body: ReactNode;
  if (id === null) {
    body = <ErrorBox message={LISTING_MESSAGES.notFound} />;
  } else if (listing.isPending) {
    body = <ProductDetailSkeleton />;
  } else if (listing.isError) {
    const message = loadErrorMessage(listing.error);
    const final = listing.error instanceof ApiError && listing.error.status === 404;
    body = (
      <ErrorBox message={message} onRetry={final ? undefined : () => void listing.refetch()} />
    );
  } else {
    // Keyed by product: the remembered price is read once per product, before it is replaced.
    body = <ProductDetailView key={listing.data.id} listing={listing.data} {...slots} />;
  }

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-4 sm:px-6 sm:py-6 md:pb-10">
      <BackButton fallback={paths.allProducts()} />
      {body}
    </div>
  );
}

function ProductDetailView({
  listing,
  renderReviews,
  renderFavourite,
  renderPriceReference,
  renderShare,
  onContact,
}: { listing: ListingDetail } & ProductDetailSlots) {
  const previous = usePreviousPrice(listing.id, listing.price, listing.price_last);
  const soldHere = useDeviceValue(() => readItem(storageKeys.soldFlag(listing.id)) === '1', false);
  const sold = isListingSold(listing) || soldHere;
  const signedIn = hasSession();
  const owner = signedIn && listing.is_owner;
  // Below a phone's first screen (the contact buttons end it): the technical sheet, the reviews
  // and the seller's other products; a phone's page leaves them out (web/lib/phone-page.ts).
  const [belowTheFoldRef, drawBelowTheFold] = useBelowPhoneScreen<HTMLDivElement>();

  // The browser tab shows the product. The root shell writes the route's title ('Detalle del
  // producto') in the same commit after this effect when the product came from the cache, so
  // this one waits a tick.
  useEffect(() => {
    const timer = window.setTimeout(() => {
      document.title = documentTitle(listing.name);
    });
    return () => window.clearTimeout(timer);
  }, [listing.name]);

  return (
    <>
      <div className="mt-3 grid gap-6 md:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)] md:grid-rows-[auto_1fr] md:gap-8 lg:gap-10">
        <HydrationSlice>
          <div className="md:col-start-1 md:row-start-1">
            <Gallery images={listing.images} name={listing.name} sold={sold} />
          </div>
        </HydrationSlice>

        <div className="flex min-w-0 flex-col gap-5 md:col-start-2 md:row-span-2 md:row-start-1">
          <div className="flex items-start gap-3">
            <HydrationSlice>
              <div className="min-w-0 flex-1">
                <ProductDetailSummary listing={listing} previous={previous} sold={sold} />
              </div>
            </HydrationSlice>
            {signedIn && renderFavourite && (
              <div className="shrink-0">{renderFavourite(listing)}</div>
            )}
          </div>
          {signedIn && renderPriceReference?.(listing)}
          {renderShare?.(listing)}

          {owner ? (
            <ProductDetailOwnerControls listing={listing} sold={sold} />
          ) : (
            <HydrationSlice>
              <div className="flex flex-col gap-3">
                {sold && (
                  <p className="rounded-2xl border border-tierra-200 bg-tierra-50 px-4 py-3 text-tierra-800">
                    Este producto ya se vendió. Puedes escribirle al vendedor para saber si tendrá
                    más.
                  </p>
                )}
                <ProductDetailContact listing={listing} onContact={onContact} />
              </div>
            </HydrationSlice>
          )}

          <section
            aria-labelledby="descripcion"
            className="rounded-3xl border border-tierra-200 bg-white p-4 sm:p-5"
          >
            <h2
              id="descripcion"
              className="flex items-center gap-2 text-lg font-bold text-campo-900"
            >
              <FileText aria-hidden="true" className="size-5 text-campo-700" />
              Descripción
            </h2>
            <p className="mt-2 whitespace-pre-line break-words text-tierra-800">
              {listing.description.trim() || 'Sin descripción.'}
            </p>
          </section>

          {drawBelowTheFold ? (
            <HydrationSlice>
              <ProductDetailSpecs listing={listing} previous={previous} sold={sold} />
            </HydrationSlice>
          ) : (
            <div ref={belowTheFoldRef} />
          )}
        </div>

        {/* Reviews: left column from 768 px, after everything else below (docs/product.md §2). */}
        {drawBelowTheFold && (
          <HydrationSlice>
            <div
              id="opiniones"
              className="min-w-0 self-start empty:hidden md:col-start-1 md:row-start-2"
            >
              {renderReviews?.(listing)}
            </div>
          </HydrationSlice>
        )}
      </div>

      {!owner && drawBelowTheFold && <MoreFromSeller seller={listing.provider} />}

      {!owner && (
        <>
          {/* Room for the contact bar, so it never covers the end of the page. */}
          <div aria-hidden="true" className="h-20 md:hidden" />
          <HydrationSlice>
            <ProductDetailContactBar listing={listing} onContact={onContact} />
          </HydrationSlice>
        </>
      )}
    </>
  );
}
