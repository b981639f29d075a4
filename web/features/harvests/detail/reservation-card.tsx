import { Check, ThumbsDown, ThumbsUp, X } from 'lucide-react';
import { useId, useState } from 'react';
import type { Harvest, Reservation } from '../../../../domain/api/harvests';
import { quantityText } from '../../../../domain/requests/buy-request';
import { HARVEST_MESSAGES, HARVESTS } from '../../../../domain/harvests/harvest';
import { cancelReservationSchema } from '../../../../domain/harvests/harvest-schema';
import { contactPhone, formatInternational, whatsappLink } from '../../../../domain/phone';
import { buttonClass } from '../../../components/button-styles';
import { ContactLinks } from '../../../components/contact-links';
import { FormField } from '../../../components/form-field';
import { TextArea } from '../../../components/text-area';
import { toast } from '../../../lib/toast';
import { useAcceptCancelReason } from '../api/accept-cancel-reason';
import { useAcceptReservation } from '../api/accept-reservation';
import { useCancelReservation } from '../api/cancel-reservation';
import { useConfirmReservation } from '../api/confirm-reservation';
import { useDeclineReservation } from '../api/decline-reservation';
import type { SavedReservation } from '../api/harvests-cache';
import { isLive, mayAcceptReason, otherSideName, reservationStatusText } from '../harvest-format';
import { actionErrorText } from './action-error';
import { FormDialog } from './form-dialog';

type ReservationCardProps = {
  reservation: Reservation;
  /** The harvest's unit, for '10 bultos'. */
  size: Harvest['size'];
};

const said = (answer: SavedReservation) => toast.success(answer.message);
const failed = (error: unknown) => toast.error(actionErrorText(error));

/**
 * One reservation, as either side sees it: who, how much, its state, the other side's phone once
 * accepted, and what this side may do now (accept or decline, cancel with a reason, accept the
 * other side's reason, say whether the other side kept their word).
 */
export function ReservationCard({ reservation, size }: ReservationCardProps) {
  const accept = useAcceptReservation();
  const decline = useDeclineReservation();
  const acceptReason = useAcceptCancelReason();
  const confirm = useConfirmReservation();
  const busy = accept.isPending || decline.isPending || acceptReason.isPending || confirm.isPending;
  const seller = reservation.my_side === 'seller';
  const other = otherSideName(reservation);
  const phone = reservation.other_phone ? contactPhone(reservation.other_phone) : null;
  const buyerWord = reservation.buyer.kept_word.text;

  return (
    <li className="flex flex-col gap-2 rounded-3xl border border-tierra-200 bg-white p-4">
      <p className="text-lg font-bold text-campo-900">
        {seller ? reservation.buyer.name : 'Tu reserva'}: {quantityText(reservation.quantity, size)}
      </p>
      {seller && buyerWord && <p className="text-sm text-tierra-700">{buyerWord}</p>}
      <p className="font-semibold text-tierra-800">{reservationStatusText(reservation)}</p>
      {reservation.cancel_reason && (
        <p className="rounded-2xl bg-tierra-50 px-3 py-2 text-tierra-800">
          Motivo: {reservation.cancel_reason}
          {reservation.reason_accepted && (
            <span className="block text-sm text-tierra-700">
              Motivo aceptado: no cuenta en contra de nadie.
            </span>
          )}
        </p>
      )}

      {phone && (phone.whatsapp || phone.tel) && (
        <div className="flex flex-col gap-2">
          <p className="text-tierra-800">
            {seller ? 'Teléfono del comprador' : 'Teléfono del vendedor'}:{' '}
            <span className="font-semibold">
              {phone.whatsapp ? formatInternational(phone.whatsapp) : phone.tel}
            </span>
          </p>
          <ContactLinks
            whatsappUrl={phone.whatsapp ? whatsappLink(phone.whatsapp) : null}
            telUrl={phone.tel ? `tel:${phone.tel}` : null}
            subject={other}
          />
        </div>
      )}

      <div className="flex flex-wrap gap-2">
        {seller && reservation.status === 'requested' && (
          <>
            <button
              type="button"
              className={buttonClass('primary', 'flex-1 basis-36')}
              disabled={busy}
              onClick={() => accept.mutate(reservation.id, { onSuccess: said, onError: failed })}
            >
              <Check aria-hidden="true" className="size-5" />
              Aceptar
            </button>
            <button
              type="button"
              className={buttonClass('secondary', 'flex-1 basis-36')}
              disabled={busy}
              onClick={() => decline.mutate(reservation.id, { onSuccess: said, onError: failed })}
            >
              <X aria-hidden="true" className="size-5" />
              Rechazar
            </button>
          </>
        )}
        {isLive(reservation) && <CancelButton reservation={reservation} disabled={busy} />}
        {mayAcceptReason(reservation) && (
          <button
            type="button"
            className={buttonClass('secondary', 'flex-1 basis-36')}
            disabled={busy}
            onClick={() =>
              acceptReason.mutate(reservation.id, { onSuccess: said, onError: failed })
            }
          >
            <Check aria-hidden="true" className="size-5" />
            Aceptar el motivo
          </button>
        )}
      </div>

      {reservation.can_confirm && reservation.my_confirmation === null && (
        <div role="group" aria-label={`¿${other} cumplió?`} className="flex flex-col gap-2">
          <p className="font-semibold text-campo-900">¿{other} cumplió lo acordado?</p>
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className={buttonClass('primary', 'flex-1 basis-28')}
              disabled={busy}
              onClick={() =>
                confirm.mutate(
                  { id: reservation.id, kept: true },
                  { onSuccess: said, onError: failed },
                )
              }
            >
              <ThumbsUp aria-hidden="true" className="size-5" />
              Sí cumplió
            </button>
            <button
              type="button"
              className={buttonClass('secondary', 'flex-1 basis-28')}
              disabled={busy}
              onClick={() =>
                confirm.mutate(
                  { id: reservation.id, kept: false },
                  { onSuccess: said, onError: failed },
                )
              }
            >
              <ThumbsDown aria-hidden="true" className="size-5" />
              No cumplió
            </button>
          </div>
        </div>
      )}
      {reservation.my_confirmation !== null && (
        <p className="text-sm text-tierra-700">
          Dijiste que {other} {reservation.my_confirmation ? 'cumplió' : 'no cumplió'}.
        </p>
      )}
    </li>
  );
}

/** 'Cancelar reserva', asking for the reason the other side reads. */
function CancelButton({ reservation, disabled }: { reservation: Reservation; disabled: boolean }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const cancel = useCancelReservation();

  const send = () => {
    const checked = cancelReservationSchema.safeParse({ reason });
    if (!checked.success) {
      setFieldError(checked.error.issues[0]?.message ?? HARVEST_MESSAGES.cancelReasonRequired);
      document.getElementById(id)?.focus();
      return;
    }
    setFieldError(undefined);
    setError(null);
    cancel.mutate(
      { id: reservation.id, reason: checked.data.reason },
      {
        onSuccess: (answer) => {
          setOpen(false);
          said(answer);
        },
        onError: (failure) => setError(actionErrorText(failure)),
      },
    );
  };

  return (
    <>
      <button
        type="button"
        className={buttonClass('ghost', 'flex-1 basis-36 text-red-800')}
        disabled={disabled}
        onClick={() => setOpen(true)}
      >
        Cancelar reserva
      </button>
      <FormDialog
        open={open}
        onOpenChange={setOpen}
        title="Cancelar reserva"
        description={`Cuéntale a ${otherSideName(reservation)} por qué. Si acepta el motivo, la cancelación no cuenta en contra de nadie.`}
        submitLabel="Cancelar reserva"
        pendingLabel="Cancelando…"
        pending={cancel.isPending}
        error={error}
        onSubmit={send}
      >
        <FormField id={id} label="Motivo" error={fieldError}>
          {(control) => (
            <TextArea
              {...control}
              name="reason"
              maxLength={HARVESTS.cancelReasonMax}
              placeholder="Ej.: La helada dañó parte del cultivo."
              value={reason}
              onChange={(text) => {
                setReason(text);
                setFieldError(undefined);
              }}
            />
          )}
        </FormField>
      </FormDialog>
    </>
  );
}
