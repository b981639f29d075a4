import { Bell, BellOff, HandHeart } from 'lucide-react';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import type { Harvest } from '../../../../domain/api/harvests';
import { HARVEST_MESSAGES } from '../../../../domain/harvests/harvest';
import { reservationInputSchema } from '../../../../domain/harvests/harvest-schema';
import { buttonClass } from '../../../components/button-styles';
import { QuantityField } from '../../../components/whole-number-input';
import { toast } from '../../../lib/toast';
import { useFollowHarvest } from '../api/follow-harvest';
import { useReserveHarvest } from '../api/reserve-harvest';
import { QUANTITY_MAX_DIGITS } from '../form/harvest-form-values';
import { actionErrorText } from './action-error';

/**
 * What a buyer does on an open harvest: 'Avísame cuando esté lista' (follow), and reserve a
 * quantity when they have no live reservation on it.
 */
export function HarvestBuyerActions({ harvest }: { harvest: Harvest }) {
  const follow = useFollowHarvest();
  return (
    <div className="flex flex-col gap-4">
      <button
        type="button"
        aria-pressed={harvest.following}
        className={buttonClass(harvest.following ? 'secondary' : 'accent', 'min-h-13 text-lg')}
        disabled={follow.isPending}
        onClick={() =>
          follow.mutate(
            { id: harvest.id, following: !harvest.following },
            {
              onSuccess: (answer) => toast.success(answer.message),
              onError: (error) => toast.error(actionErrorText(error)),
            },
          )
        }
      >
        {harvest.following ? (
          <BellOff aria-hidden="true" className="size-5" />
        ) : (
          <Bell aria-hidden="true" className="size-5" />
        )}
        {harvest.following ? 'Ya no me avises' : 'Avísame cuando esté lista'}
      </button>
      {!harvest.my_reservation && <ReserveForm harvest={harvest} />}
    </div>
  );
}

function ReserveForm({ harvest }: { harvest: Harvest }) {
  const id = useId();
  const [quantity, setQuantity] = useState('');
  const [error, setError] = useState<string | undefined>();
  const reserve = useReserveHarvest(harvest.id);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reserve.isPending) return;
    const checked = reservationInputSchema.safeParse({ quantity });
    const tooMuch = checked.success && checked.data.quantity > harvest.quantity;
    if (!checked.success || tooMuch) {
      setError(tooMuch ? HARVEST_MESSAGES.reservationTooMuch : checked.error?.issues[0]?.message);
      document.getElementById(id)?.focus();
      return;
    }
    setError(undefined);
    reserve.mutate(checked.data.quantity, {
      onSuccess: (answer) => {
        setQuantity('');
        toast.success(answer.message);
      },
      onError: (failure) => setError(actionErrorText(failure)),
    });
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-3 rounded-3xl border border-campo-200 bg-campo-50/50 p-4"
    >
      <h2 className="text-lg font-bold text-campo-900">Reservar una parte</h2>
      <p className="text-tierra-800">
        Es un compromiso de palabra, no un contrato: el vendedor acepta o no, y cualquiera puede
        cancelar diciendo por qué.
      </p>
      <QuantityField
        id={id}
        label={`¿Cuántos ${harvest.size.name.toLocaleLowerCase('es-CO')} quieres?`}
        hint={`Hasta ${harvest.quantity} ${harvest.size.abbreviation}.`}
        error={error}
        placeholder="Ej.: 10"
        maxDigits={QUANTITY_MAX_DIGITS}
        value={quantity}
        disabled={reserve.isPending}
        onChange={(digits) => {
          setQuantity(digits);
          setError(undefined);
        }}
      />
      <button
        type="submit"
        className={buttonClass('primary', 'min-h-13 text-lg')}
        disabled={reserve.isPending}
      >
        <HandHeart aria-hidden="true" className="size-5" />
        {reserve.isPending ? 'Reservando…' : 'Reservar'}
      </button>
    </form>
  );
}
