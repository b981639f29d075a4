import { CircleCheck, CircleOff, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import type { BuyRequest } from '../../../../domain/api/requests';
import { CLOSE_REASONS, REQUESTS, type CloseReason } from '../../../../domain/requests/buy-request';
import { formatLongDate } from '../../../../domain/dates';
import { buttonClass } from '../../../components/button-styles';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ApiError, OFFLINE_MESSAGE } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useCloseRequest } from '../api/close-request';
import { useRenewRequest } from '../api/renew-request';

const FAILED = 'No pudimos guardar el cambio. Inténtalo de nuevo.';

const failure = (error: unknown) =>
  !(error instanceof ApiError) ? FAILED : error.status === 0 ? OFFLINE_MESSAGE : error.message;

const reasonLabel = (reason: CloseReason) =>
  CLOSE_REASONS.find((option) => option.value === reason)?.label ?? '';

/**
 * The buyer's own request: until when it is open, renewing a weekly one, and closing it
 * ('Ya lo conseguí' / 'Ya no lo necesito') after a question.
 */
export function CloseRequestSection({ request }: { request: BuyRequest }) {
  const closing = useCloseRequest(request.id);
  const renewing = useRenewRequest(request.id);
  const [reason, setReason] = useState<CloseReason | null>(null);
  const open = request.status === 'open';
  const renewable =
    request.frequency === 'weekly' && (request.status === 'open' || request.status === 'expired');

  const ask = (next: CloseReason) => {
    closing.reset();
    setReason(next);
  };

  const confirm = () => {
    if (!reason) return;
    closing.mutate(reason, {
      onSuccess: (answer) => {
        setReason(null);
        toast.success(answer.message);
      },
    });
  };

  const renew = () =>
    renewing.mutate(undefined, {
      onSuccess: (answer) => toast.success(answer.message),
      onError: (error) => toast.error(failure(error)),
    });

  if (!open && !renewable) return null;
  return (
    <section
      aria-labelledby="cerrar-pedido"
      className="mt-8 rounded-3xl border border-tierra-200 bg-tierra-50 p-4 sm:p-5"
    >
      <h2 id="cerrar-pedido" className="text-lg font-bold text-campo-900">
        {open ? '¿Ya no lo buscas?' : 'Tu pedido venció'}
      </h2>
      <p className="mt-1 text-tierra-700">
        {open
          ? `Abierto hasta el ${formatLongDate(request.expires_on)}. Ciérralo cuando lo consigas: así los vendedores no te escriben más.`
          : `Puedes abrirlo ${REQUESTS.weeklyOpenDays / 7} semanas más.`}
      </p>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {open &&
          CLOSE_REASONS.map((option) => (
            <button
              key={option.value}
              type="button"
              className={buttonClass('secondary', 'min-h-12')}
              onClick={() => ask(option.value)}
            >
              {option.value === 'conseguido' ? (
                <CircleCheck aria-hidden="true" className="size-5" />
              ) : (
                <CircleOff aria-hidden="true" className="size-5" />
              )}
              {option.label}
            </button>
          ))}
        {renewable && (
          <button
            type="button"
            className={buttonClass('ghost', 'min-h-12')}
            disabled={renewing.isPending}
            onClick={renew}
          >
            <RefreshCw aria-hidden="true" className="size-5" />
            {renewing.isPending ? 'Renovando…' : 'Renovar 8 semanas'}
          </button>
        )}
      </div>
      <ConfirmDialog
        open={reason !== null}
        onOpenChange={(next) => !next && setReason(null)}
        title="¿Cerrar este pedido?"
        description={
          reason
            ? `Motivo: ${reasonLabel(reason)}. Los vendedores ya no lo verán y no podrás abrirlo de nuevo.`
            : undefined
        }
        confirmLabel="Sí, cerrar pedido"
        pendingLabel="Cerrando…"
        confirmVariant="primary"
        pending={closing.isPending}
        error={closing.isError ? failure(closing.error) : null}
        onConfirm={confirm}
      />
    </section>
  );
}
