import { BellOff, BellPlus, BellRing } from 'lucide-react';
import { buttonClass } from '../../components/button-styles';
import { ApiError } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { useCreatePriceAlert } from './api/create-price-alert';
import { useDeletePriceAlert } from './api/delete-price-alert';
import { usePriceAlerts } from './api/get-price-alerts';
import { PRICE_PAGE_MESSAGES as m } from './price-format';

type PriceAlertButtonProps = {
  productId: number;
  /** The department shown; null for the whole country. */
  department: { id: number; name: string } | null;
  /** The comparable unit of the figures (units[].unit.id of GET /prices). */
  sizeId: number;
};

const errorText = (error: unknown) => (error instanceof ApiError ? error.message : m.changeFailed);

/**
 * 'Avísame si cambia el precio' under a unit's figures on /precios/{product}: follows the typical
 * price shown (this department, or the country, in this unit); once followed, the same place
 * offers 'Dejar de seguir este precio'. The line beside it says which it is.
 */
export function PriceAlertButton({ productId, department, sizeId }: PriceAlertButtonProps) {
  const alerts = usePriceAlerts();
  const follow = useCreatePriceAlert();
  const unfollow = useDeletePriceAlert();
  const departmentId = department?.id ?? 0;
  const followed = alerts.data?.data.find(
    (alert) =>
      alert.product.id === productId &&
      (alert.department?.id ?? 0) === departmentId &&
      alert.unit.id === sizeId,
  );
  const place = department?.name ?? 'todo el país';
  const busy = follow.isPending || unfollow.isPending;

  const onClick = () => {
    if (followed) {
      unfollow.mutate(followed.id, {
        onSuccess: (answer) => toast.success(answer.message),
        onError: (error) => toast.error(errorText(error)),
      });
    } else {
      follow.mutate(
        { product_id: productId, department_id: department?.id, size_id: sizeId },
        {
          onSuccess: (answer) => toast.success(answer.message),
          onError: (error) => toast.error(errorText(error)),
        },
      );
    }
  };

  return (
    // On a phone the button takes the card's whole width (one line, a big target); from `sm`
    // the line and the button share a tinted row.
    <div className="mt-4 flex flex-col gap-3 sm:mt-3 sm:flex-row sm:items-center sm:justify-between sm:gap-4 sm:rounded-2xl sm:bg-campo-50 sm:p-3">
      <p role="status" className="flex items-start gap-2 text-campo-900">
        {followed && (
          <BellRing aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-campo-700" />
        )}
        {followed ? m.followedHint(place) : m.followHint(place)}
      </p>
      <button
        type="button"
        className={buttonClass('secondary', 'w-full shrink-0 sm:w-auto')}
        disabled={alerts.isPending || busy}
        onClick={onClick}
      >
        {followed ? (
          <BellOff aria-hidden="true" className="size-5" />
        ) : (
          <BellPlus aria-hidden="true" className="size-5" />
        )}
        {busy ? m.saving : followed ? m.unfollow : m.follow}
      </button>
    </div>
  );
}
