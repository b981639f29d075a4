import { useQuery } from '@tanstack/react-query';
import { LoaderCircle, Power } from 'lucide-react';
import { Link } from '../../../lib/router';
import { LISTING_MESSAGES } from '../../../../domain/listings/listing';
import { paths } from '../../../lib/paths';
import { buttonClass } from '../../../components/button-styles';
import { SuccessDialog, SuccessDialogClose } from '../../../components/success-dialog';
import { toast } from '../../../lib/toast';
import { myListingsQueryOptions } from '../api/get-my-listings';
import { useSetListingActive } from '../api/set-listing-active';
import { listingActionErrorMessage } from '../listing-action-failed-dialog';

type CreateListingSuccessDialogProps = {
  /** The listing just published; the dialog is open while there is one. */
  listingId: number | null;
  onClose: () => void;
};

/**
 * After publishing (docs/product.md §4): the listing starts inactive, and the spec's message says so. When
 * the seller has room under the 5-active limit it can be activated right here, with the same
 * call, messages and limit as in Mis productos.
 */
export function CreateListingSuccessDialog({
  listingId,
  onClose,
}: CreateListingSuccessDialogProps) {
  const open = listingId !== null;
  const toggle = useSetListingActive();
  // The first page of Mis productos carries the counts; asked for only while the dialog is open.
  const mine = useQuery({ ...myListingsQueryOptions('all', 1), enabled: open });
  const meta = mine.data?.meta;
  // Unknown counts (loading or failed): offered anyway, the server keeps the limit.
  const atLimit = meta ? meta.counts.active >= meta.max_active : false;
  const activated = toggle.isSuccess && toggle.variables.id === listingId;
  const offerActivation = open && !activated && !atLimit;

  const activate = () => {
    if (listingId === null) return;
    toggle.mutate(
      { id: listingId, isActive: true },
      { onSuccess: () => toast.success(LISTING_MESSAGES.activated) },
    );
  };

  return (
    <SuccessDialog
      open={open}
      onOpenChange={(next) => {
        if (next) return;
        toggle.reset();
        onClose();
      }}
      title="¡Producto publicado!"
      actions={
        <>
          {offerActivation && (
            <button
              type="button"
              className={buttonClass('primary', 'w-full')}
              onClick={activate}
              disabled={toggle.isPending}
              aria-busy={toggle.isPending}
            >
              {toggle.isPending ? (
                <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
              ) : (
                <Power aria-hidden="true" className="size-5" />
              )}
              {toggle.isPending ? 'Activando…' : 'Activar ahora'}
            </button>
          )}
          <Link
            to={paths.myProducts}
            className={buttonClass(offerActivation ? 'secondary' : 'primary', 'w-full')}
          >
            Ir a Mis productos
          </Link>
          <SuccessDialogClose className={buttonClass('secondary', 'w-full')}>
            Publicar otro producto
          </SuccessDialogClose>
        </>
      }
    >
      {activated ? (
        <p role="status">
          Ya está <strong className="text-tierra-900">activo</strong>: los compradores ya pueden
          verlo.
        </p>
      ) : (
        <>
          <p>
            Por ahora está <strong className="text-tierra-900">inactivo</strong>: los compradores
            todavía no lo ven.
          </p>
          <p className="mt-2">
            {atLimit ? (
              LISTING_MESSAGES.limitReached
            ) : (
              <>
                Actívalo ahora o en <strong className="text-tierra-900">Mis productos</strong>{' '}
                cuando quieras empezar a vender.
              </>
            )}
          </p>
          {toggle.isError && (
            <p
              role="alert"
              className="mt-3 rounded-xl border border-red-200 bg-red-50 px-3 py-2 text-left font-semibold text-red-800"
            >
              {LISTING_MESSAGES.actionFailed}: {listingActionErrorMessage(toggle.error)}
            </p>
          )}
        </>
      )}
    </SuccessDialog>
  );
}
