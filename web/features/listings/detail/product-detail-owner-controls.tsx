import { BadgeCheck, EyeOff, Pencil, Power, PowerOff } from 'lucide-react';
import { useState } from 'react';
import { Link } from '../../../lib/router';
import { toast } from '../../../lib/toast';
import type { ListingDetail } from '../../../../domain/api/listings';
import { paths } from '../../../lib/paths';
import { buttonClass } from '../../../components/button-styles';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useMarkListingSold } from '../api/mark-listing-sold';
import { useSetListingActive } from '../api/set-listing-active';
import {
  ListingActionFailedDialog,
  listingActionErrorMessage,
} from '../listing-action-failed-dialog';

type OwnerControlsProps = { listing: ListingDetail; sold: boolean };

/**
 * Edit, activate / deactivate and mark as sold, for the seller of the listing only. Selling is
 * final, so it asks first and the buttons go away once it is done (docs/product.md §4).
 */
export function ProductDetailOwnerControls({ listing, sold }: OwnerControlsProps) {
  const setActive = useSetListingActive();
  const markSold = useMarkListingSold();
  const [confirmingSale, setConfirmingSale] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const active = listing.is_active;

  const toggleActive = () =>
    setActive.mutate(
      { id: listing.id, isActive: !active },
      {
        onSuccess: (answer) => toast.success(answer.message),
        onError: (error) => setFailure(listingActionErrorMessage(error)),
      },
    );

  const confirmSale = () =>
    markSold.mutate(listing.id, {
      onSuccess: (answer) => {
        setConfirmingSale(false);
        toast.success(answer.message);
      },
      onError: (error) => {
        setConfirmingSale(false);
        setFailure(listingActionErrorMessage(error));
      },
    });

  let state: string;
  if (sold) state = 'Lo marcaste como vendido. Ya no aparece en el catálogo.';
  else if (listing.status === 'hidden') state = 'Está oculto: los compradores no lo ven.';
  else if (active) state = 'Está activo: los compradores lo ven en el catálogo.';
  else state = 'Está inactivo: los compradores no lo ven en el catálogo.';

  return (
    <section
      aria-labelledby="tu-producto"
      className="rounded-3xl border border-maiz-200 bg-maiz-50 p-4 sm:p-5"
    >
      <h2 id="tu-producto" className="flex items-center gap-2 text-lg font-bold text-campo-900">
        <BadgeCheck aria-hidden="true" className="size-5 text-maiz-700" />
        Este es tu producto
      </h2>
      <p className="mt-1 text-tierra-800">{state}</p>
      {listing.status === 'hidden' && listing.hidden_reason && (
        <p className="mt-2 flex items-start gap-2 text-sm text-tierra-700">
          <EyeOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {listing.hidden_reason}
        </p>
      )}

      {!sold && (
        <div className="mt-4 grid gap-2 min-[420px]:grid-cols-2">
          <Link to={paths.editProduct(listing.id)} className={buttonClass('secondary')}>
            <Pencil aria-hidden="true" className="size-5" />
            Editar
          </Link>
          <button
            type="button"
            className={buttonClass('secondary')}
            disabled={setActive.isPending}
            onClick={toggleActive}
          >
            {active ? (
              <PowerOff aria-hidden="true" className="size-5" />
            ) : (
              <Power aria-hidden="true" className="size-5" />
            )}
            {setActive.isPending
              ? active
                ? 'Desactivando…'
                : 'Activando…'
              : active
                ? 'Desactivar'
                : 'Activar'}
          </button>
          <button
            type="button"
            className={buttonClass('primary', 'min-[420px]:col-span-2')}
            onClick={() => setConfirmingSale(true)}
          >
            <BadgeCheck aria-hidden="true" className="size-5" />
            Marcar como vendido
          </button>
        </div>
      )}

      <ConfirmDialog
        open={confirmingSale}
        onOpenChange={setConfirmingSale}
        title="¿Marcar como vendido?"
        description={
          <>
            <strong className="font-semibold text-tierra-900">
              Esta acción no se puede deshacer.
            </strong>{' '}
            «{listing.name}» saldrá del catálogo y ya no podrás activarlo ni editarlo.
          </>
        }
        confirmLabel="Sí, marcar como vendido"
        pendingLabel="Marcando…"
        pending={markSold.isPending}
        onConfirm={confirmSale}
      />
      <ListingActionFailedDialog message={failure} onClose={() => setFailure(null)} />
    </section>
  );
}
