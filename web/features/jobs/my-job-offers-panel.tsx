import { useState } from 'react';
import { toast } from 'sonner';
import type { JobOffer } from '../../../domain/api/jobs';
import { JOB_MESSAGES } from '../../../domain/jobs/job-offer';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ListFailure } from '../../components/list-states';
import { ApiError, OFFLINE_MESSAGE } from '../../lib/api-client';
import { offersOf, useCloseJobOffer, useMyJobOffers } from './api/job-offers';
import { MyJobOfferCard } from './job-offer-card';
import {
  EmptyOffers,
  JOBS_PAGE_MESSAGES,
  MoreOffers,
  OffersSkeleton,
  offerGridClass,
} from './job-list-parts';

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
  const list = offersOf(offers.data);

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

  let body;
  if (offers.isPending) {
    body = <OffersSkeleton count={2} />;
  } else if (offers.isError) {
    body = (
      <ListFailure
        message={JOBS_PAGE_MESSAGES.loadFailed}
        error={offers.error}
        onRetry={() => void offers.refetch()}
      />
    );
  } else if (list.length === 0) {
    body = (
      <EmptyOffers title={JOBS_PAGE_MESSAGES.mineEmpty} hint={JOBS_PAGE_MESSAGES.mineEmptyHint}>
        <button
          type="button"
          onClick={onPublish}
          className="mt-4 inline-flex min-h-tap items-center font-semibold text-campo-800 underline"
        >
          {JOBS_PAGE_MESSAGES.publish}
        </button>
      </EmptyOffers>
    );
  } else {
    body = (
      <>
        <ul aria-label={JOBS_PAGE_MESSAGES.mineTab} className={offerGridClass}>
          {list.map((offer) => (
            <li key={offer.id}>
              <MyJobOfferCard offer={offer} onClose={() => ask(offer)} />
            </li>
          ))}
        </ul>
        <MoreOffers
          hasMore={offers.hasNextPage}
          loading={offers.isFetchingNextPage}
          failed={offers.isFetchNextPageError}
          onMore={() => void offers.fetchNextPage()}
        />
      </>
    );
  }

  return (
    <>
      <div aria-busy={offers.isPending}>{body}</div>
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
