import { CircleCheck, CircleOff, EyeOff, HandCoins } from 'lucide-react';
import type { ListingSummary } from '../../../domain/api/listings';

type StatusFields = Pick<ListingSummary, 'is_active' | 'mark_as_sold_at' | 'status'>;

/** docs/product.md §3: a sold timestamp or the sold status means sold, whatever is_active says. */
export const isSoldListing = (listing: StatusFields) =>
  listing.mark_as_sold_at !== null || listing.status === 'sold';

const badgeClass =
  'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-sm font-bold leading-6';

/** 'Vendido', 'Oculto' (by a moderator: not on offer, whatever is_active says), or 'Activo' / 'Inactivo'. */
export function ListingStatusBadge({ listing }: { listing: StatusFields }) {
  if (isSoldListing(listing)) {
    return (
      <span className={`${badgeClass} bg-maiz-100 text-maiz-800`}>
        <HandCoins aria-hidden="true" className="size-4" />
        Vendido
      </span>
    );
  }
  if (listing.status === 'hidden') {
    return (
      <span className={`${badgeClass} bg-amber-100 text-amber-900`}>
        <EyeOff aria-hidden="true" className="size-4" />
        Oculto
      </span>
    );
  }
  return listing.is_active ? (
    <span className={`${badgeClass} bg-campo-100 text-campo-800`}>
      <CircleCheck aria-hidden="true" className="size-4" />
      Activo
    </span>
  ) : (
    <span className={`${badgeClass} bg-tierra-100 text-tierra-700`}>
      <CircleOff aria-hidden="true" className="size-4" />
      Inactivo
    </span>
  );
}

/** A listing a moderator hid: the seller sees why, buyers do not see it at all. */
export function HiddenNotice({ reason }: { reason: string | null }) {
  return (
    <p className="flex items-start gap-2 rounded-xl border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
      <EyeOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        <strong className="font-bold">Oculto para los compradores.</strong>
        {reason?.trim()
          ? ` ${reason.trim()}`
          : ' Escríbenos desde «Reportar» si crees que es un error.'}
      </span>
    </p>
  );
}
