import { useState } from 'react';
import { toast } from '../../lib/toast';
import type { JobOffer } from '../../../domain/api/jobs';
import { JOB_MESSAGES } from '../../../domain/jobs/job-offer';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ApiError, OFFLINE_MESSAGE } from '../../lib/api-client';
import { useCloseJobOffer } from './api/close-job-offer';
import { useMyJobOffers } from './api/get-my-job-offers';
import { MyJobOfferCard } from './job-offer-card';
import { EmptyOffers, JOBS_PAGE_MESSAGES, OfferList } from './job-list-parts';

const CLOSE_FAILED = 'No pudimos cerrar la oferta. Inténtalo de nuevo.';

function closeErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return CLOSE_FAILED;
  if (error.status === 0) return OFFLINE_MESSAGE;
  if (error.status === 409) return JOB_MESSAGES.alreadyClosed;
  if (error.status === 404) return JOB_MESSAGES.notFound;
  return CLOSE_FAILED;
}

/** 'Mis ofertas': the person's offers with their status; open ones can be closed. */
export function MyJobOffersPanel({ onPublish }: { onPublish: () => void }) {
  const offers = useMyJobOffers();
  const closing = useCloseJobOffer();
  const [pending, setPending] = useState<JobOffer | null>(null);

  const ask = (offer: JobOffer) => {
    closing.reset();
    setPending(offer);
  };

  const confirmClose = () => {
    if (!pending) return;
    closing.mutate(pending, {
      onSuccess: () => {
        setPending(null);
        toast.success(JOB_MESSAGES.closed);
      },
      onError: (error) => {
        // Closed meanwhile (another device) or gone: nothing to retry, the list tells the truth.
        if (error instanceof ApiError && (error.status === 409 || error.status === 404)) {
          setPending(null);
          toast.info(closeErrorMessage(error));
          void offers.refetch();
        }
      },
    });
  };

  return (
    <>
      <OfferList
        offers={offers}
        label={JOBS_PAGE_MESSAGES.mineTab}
        skeletonCount={2}
        empty={
          <EmptyOffers title={JOBS_PAGE_MESSAGES.mineEmpty} hint={JOBS_PAGE_MESSAGES.mineEmptyHint}>
            <button
              type="button"
              onClick={onPublish}
              className="mt-4 inline-flex min-h-tap items-center font-semibold text-campo-800 underline"
            >
              {JOBS_PAGE_MESSAGES.publish}
            </button>
          </EmptyOffers>
        }
        renderOffer={(offer) => <MyJobOfferCard offer={offer} onClose={() => ask(offer)} />}
      />
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title="¿Cerrar esta oferta?"
        description={
          pending
            ? `«${pending.title}» dejará de aparecer en la bolsa de empleo. No podrás abrirla de nuevo.`
            : undefined
        }
        confirmLabel="Sí, cerrar oferta"
        pendingLabel="Cerrando…"
        pending={closing.isPending}
        error={closing.isError ? closeErrorMessage(closing.error) : null}
        onConfirm={confirmClose}
      />
    </>
  );
}
