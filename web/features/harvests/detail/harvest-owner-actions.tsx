import { Pencil, ShoppingBasket, XCircle } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from '../../../lib/router';
import type { Harvest } from '../../../../domain/api/harvests';
import { HARVEST_MESSAGES } from '../../../../domain/harvests/harvest';
import { harvestListingInputSchema } from '../../../../domain/harvests/harvest-schema';
import { buttonClass } from '../../../components/button-styles';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormField } from '../../../components/form-field';
import { PesosInput } from '../../../components/pesos-input';
import { paths } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { useCloseHarvest } from '../api/close-harvest';
import { useListHarvest } from '../api/list-harvest';
import { PRICE_MAX_DIGITS } from '../form/harvest-form-values';
import { harvestQuantity } from '../harvest-format';
import { actionErrorText } from './action-error';
import { FormDialog } from './form-dialog';

/** The seller's buttons on an open harvest: edit, 'Ya está lista' (publish), close. */
export function HarvestOwnerActions({ harvest }: { harvest: Harvest }) {
  const [closing, setClosing] = useState(false);
  const close = useCloseHarvest();
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
      <PublishButton harvest={harvest} />
      <Link to={paths.editHarvest(harvest.id)} className={buttonClass('secondary', 'sm:flex-1')}>
        <Pencil aria-hidden="true" className="size-5" />
        Editar
      </Link>
      <button
        type="button"
        className={buttonClass('ghost', 'text-red-800 sm:flex-1')}
        onClick={() => setClosing(true)}
      >
        <XCircle aria-hidden="true" className="size-5" />
        Cerrar cosecha
      </button>
      <ConfirmDialog
        open={closing}
        onOpenChange={setClosing}
        title="¿Cerrar esta cosecha?"
        description="Ya no se podrá reservar ni seguir. Si alguien la reservó, avísale por WhatsApp."
        confirmLabel="Cerrar cosecha"
        pendingLabel="Cerrando…"
        pending={close.isPending}
        error={close.error ? actionErrorText(close.error) : null}
        onConfirm={() =>
          close.mutate(harvest.id, {
            onSuccess: (answer) => {
              setClosing(false);
              toast.success(answer.message);
            },
          })
        }
      />
    </div>
  );
}

/** 'Ya está lista: publicarla': one step to a listing at the price asked (the expected one). */
function PublishButton({ harvest }: { harvest: Harvest }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [price, setPrice] = useState(
    harvest.expected_price === null ? '' : String(harvest.expected_price),
  );
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const publish = useListHarvest();

  const send = () => {
    const checked = harvestListingInputSchema.safeParse({ price });
    const message = checked.success
      ? checked.data.price === undefined
        ? HARVEST_MESSAGES.listingPriceRequired
        : undefined
      : checked.error.issues[0]?.message;
    if (message || !checked.success) {
      setFieldError(message);
      document.getElementById(id)?.focus();
      return;
    }
    setFieldError(undefined);
    setError(null);
    publish.mutate(
      { id: harvest.id, price: checked.data.price },
      {
        onSuccess: (answer) => {
          setOpen(false);
          toast.success(answer.message);
        },
        onError: (failure) => setError(actionErrorText(failure)),
      },
    );
  };

  return (
    <>
      <button
        type="button"
        className={buttonClass('primary', 'min-h-13 text-lg sm:flex-[2]')}
        onClick={() => setOpen(true)}
      >
        <ShoppingBasket aria-hidden="true" className="size-5" />
        Ya está lista: publicarla
      </button>
      <FormDialog
        open={open}
        onOpenChange={setOpen}
        title="Publicar la cosecha"
        description={`Se publica como producto con ${harvestQuantity(harvest)} disponibles. Les avisamos a quienes la siguen o la reservaron.`}
        submitLabel="Publicar"
        pendingLabel="Publicando…"
        pending={publish.isPending}
        error={error}
        onSubmit={send}
      >
        <FormField
          id={id}
          label="Precio de venta"
          hint={`En pesos, por cada ${harvest.size.abbreviation}.`}
          error={fieldError}
        >
          {(control) => (
            <PesosInput
              {...control}
              name="price"
              maxDigits={PRICE_MAX_DIGITS}
              value={price}
              onChange={(digits) => {
                setPrice(digits);
                setFieldError(undefined);
              }}
            />
          )}
        </FormField>
      </FormDialog>
    </>
  );
}
