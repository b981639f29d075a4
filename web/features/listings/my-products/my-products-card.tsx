import { Eye, ImageOff, LoaderCircle, MessageCircle, Pencil, Power, PowerOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from '../../../lib/router';
import { toast } from '../../../lib/toast';
import type { ListingSummary } from '../../../../domain/api/listings';
import { LISTING_MESSAGES } from '../../../../domain/listings/listing';
import { quantityText } from '../../../../domain/listings/units';
import { formatCop } from '../../../../domain/money';
import { paths } from '../../../lib/paths';
import { buttonClass } from '../../../components/button-styles';
import { useSetListingActive } from '../api/set-listing-active';
import { HiddenNotice, isSoldListing, ListingStatusBadge } from '../my-products-badges';
import { listingActionErrorMessage } from '../listing-action-failed-dialog';

type MyProductCardProps = {
  listing: ListingSummary;
  /** A failed action: the page shows it in the 'No se pudo procesar la acción' dialog. */
  onFailure: (message: string) => void;
  onMarkSold: (listing: ListingSummary) => void;
  /** More actions under the card's own (web/app composes them in). */
  extraActions?: ReactNode;
};

const actionClass = 'min-h-tap px-2 text-sm leading-tight text-center text-balance';

/** One of the person's listings with its actions (docs/product.md §2 "My products"). */
export function MyProductCard({
  listing,
  onFailure,
  onMarkSold,
  extraActions,
}: MyProductCardProps) {
  const toggle = useSetListingActive();
  const sold = isSoldListing(listing);
  const activating = toggle.isPending && toggle.variables?.isActive === true;
  const deactivating = toggle.isPending && toggle.variables?.isActive === false;
  const name = <span className="sr-only"> {listing.name}</span>;

  const flip = () => {
    const active = !listing.is_active;
    toggle.mutate(
      { id: listing.id, isActive: active },
      {
        onSuccess: () =>
          toast.success(active ? LISTING_MESSAGES.activated : LISTING_MESSAGES.deactivated),
        onError: (error) => onFailure(listingActionErrorMessage(error)),
      },
    );
  };

  return (
    <li
      aria-label={listing.name}
      className="@container flex flex-col overflow-hidden rounded-3xl border border-tierra-200 bg-white"
    >
      {/* A card narrower than 18 rem (320 px with 120 % text) puts the photo above the name and
          the actions one under another: beside each other, 'Despulpadora' broke mid-word and
          'Desactivar' ran out of its button. */}
      <div className="flex gap-3 p-3 @max-[18rem]:flex-col">
        <Link
          to={paths.product(listing.id)}
          tabIndex={-1}
          aria-hidden="true"
          className="block size-20 shrink-0 overflow-hidden rounded-2xl bg-tierra-100 min-[360px]:size-24"
        >
          {listing.image ? (
            <img
              src={listing.image}
              srcSet={listing.image_srcset ?? undefined}
              sizes="6rem"
              alt=""
              loading="lazy"
              decoding="async"
              className={`size-full object-cover ${sold ? 'sold-photo' : ''}`}
            />
          ) : (
            <span className="flex size-full items-center justify-center text-tierra-500">
              <ImageOff className="size-8" />
            </span>
          )}
        </Link>
        <div className="flex min-w-0 flex-1 flex-col gap-0.5">
          <h2 className="line-clamp-2 break-words font-bold leading-snug text-campo-900">
            {listing.name}
          </h2>
          <p className="tabular-figures text-tierra-900">
            <span className="whitespace-nowrap text-lg font-extrabold">
              {formatCop(listing.price)}
            </span>
            {/* The unit stays with its slash, and the amount with its unit: at 320 px with 120 %
                text '/' and 'kg', '256' and 'kilos' ended on different lines. */}{' '}
            <span className="whitespace-nowrap text-sm text-tierra-600">/ {listing.size}</span>
          </p>
          <p className="text-sm text-tierra-600">
            Cantidad:{' '}
            <span className="whitespace-nowrap">
              {quantityText(listing.stock, listing.unit_name)}
            </span>
          </p>
          {(listing.contacts_count ?? 0) > 0 && (
            <p className="flex items-center gap-1 text-sm font-semibold text-campo-800">
              <MessageCircle aria-hidden="true" className="size-4 shrink-0" />
              {listing.contacts_count === 1
                ? '1 comprador te contactó'
                : `${listing.contacts_count} compradores te contactaron`}
            </p>
          )}
          <div className="mt-1 flex flex-wrap gap-1.5">
            <ListingStatusBadge listing={listing} />
          </div>
        </div>
      </div>

      {listing.status === 'hidden' && (
        <div className="px-3 pb-3">
          <HiddenNotice reason={listing.hidden_reason} />
        </div>
      )}

      <div className="mt-auto grid grid-cols-1 gap-2 border-t border-tierra-100 p-3 @min-[18rem]:grid-cols-2">
        <Link
          to={paths.product(listing.id)}
          className={buttonClass('ghost', `${actionClass} ${sold ? 'col-span-full' : ''}`)}
        >
          <Eye aria-hidden="true" className="size-4 shrink-0" />
          Ver detalle{name}
        </Link>
        {!sold && (
          <>
            <Link to={paths.editProduct(listing.id)} className={buttonClass('ghost', actionClass)}>
              <Pencil aria-hidden="true" className="size-4 shrink-0" />
              Editar{name}
            </Link>
            <button
              type="button"
              className={buttonClass(listing.is_active ? 'secondary' : 'primary', actionClass)}
              disabled={toggle.isPending}
              aria-busy={toggle.isPending}
              onClick={flip}
            >
              {toggle.isPending ? (
                <LoaderCircle aria-hidden="true" className="size-4 shrink-0 animate-spin" />
              ) : listing.is_active ? (
                <PowerOff aria-hidden="true" className="size-4 shrink-0" />
              ) : (
                <Power aria-hidden="true" className="size-4 shrink-0" />
              )}
              {activating
                ? 'Activando…'
                : deactivating
                  ? 'Desactivando…'
                  : listing.is_active
                    ? 'Desactivar'
                    : 'Activar'}
              {name}
            </button>
            <button
              type="button"
              className={buttonClass('secondary', actionClass)}
              disabled={toggle.isPending}
              onClick={() => onMarkSold(listing)}
            >
              Marcar como vendido{name}
            </button>
          </>
        )}
        {extraActions && <div className="col-span-full">{extraActions}</div>}
      </div>
    </li>
  );
}
