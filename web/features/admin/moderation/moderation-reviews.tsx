import { MessageSquareX, Star } from 'lucide-react';
import { useState } from 'react';
import { Link } from '../../../lib/router';
import { toast } from '../../../lib/toast';
import type { AdminReview } from '../../../../domain/api/admin';
import { formatLongDate } from '../../../../domain/dates';
import { formatOneDecimal } from '../../../../domain/money';
import { paths } from '../../../lib/paths';
import { buttonClass } from '../../../components/button-styles';
import { itemsOfPages } from '../../../lib/paged-lists';
import { AdminRefusal } from '../admin-access';
import { isForbidden } from '../admin-errors';
import { EmptyState, LoadFailure, LoadingState } from '../admin-states';
import { MoreButton } from '../../../components/more-button';
import { useAdminReviews } from '../api/get-admin-reviews';
import { useRemoveReview } from '../api/remove-review';
import { ReasonDialog } from './reason-dialog';

/** Whole and half stars (votes come in halves), read as '4,5 de 5 estrellas'. */
function Stars({ value }: { value: number }) {
  const halves = Math.round(value * 2);
  return (
    <span
      className="inline-flex items-center gap-0.5"
      role="img"
      aria-label={`${formatOneDecimal(halves / 2).replace(/,0$/, '')} de 5 estrellas`}
    >
      {[1, 2, 3, 4, 5].map((position) => {
        const fill =
          halves >= position * 2 ? 'full' : halves === position * 2 - 1 ? 'half' : 'none';
        return (
          <span key={position} aria-hidden="true" className="relative size-4">
            <Star className="absolute inset-0 size-4 text-tierra-300" />
            {fill !== 'none' && (
              <span
                className={`absolute inset-y-0 left-0 overflow-hidden ${fill === 'half' ? 'w-1/2' : 'w-full'}`}
              >
                <Star className="size-4 fill-maiz-400 text-maiz-500" />
              </span>
            )}
          </span>
        );
      })}
    </span>
  );
}

/** The newest reviews, removed ones marked; removing one asks for the reason. */
export function ModerationReviews() {
  const reviews = useAdminReviews();
  const removal = useRemoveReview();
  const [toRemove, setToRemove] = useState<AdminReview | null>(null);

  if ([reviews.error, removal.error].some(isForbidden)) return <AdminRefusal inline />;

  const items = itemsOfPages(reviews.data);

  return (
    <div>
      {reviews.isPending ? (
        <LoadingState label="Cargando opiniones…" />
      ) : reviews.isError && items.length === 0 ? (
        <LoadFailure
          error={reviews.error}
          fallback="No se pudieron cargar las opiniones."
          onRetry={() => void reviews.refetch()}
        />
      ) : items.length === 0 ? (
        <EmptyState>
          <p className="font-semibold">Todavía no hay opiniones.</p>
        </EmptyState>
      ) : (
        <>
          <ul className="grid gap-3 lg:grid-cols-2" aria-label="Opiniones">
            {items.map((review) => {
              const removed = review.removed_at !== null;
              return (
                <li
                  key={review.id}
                  aria-label={`Opinión de ${review.user.name} sobre ${review.listing.name}`}
                  className={`flex flex-col gap-2 rounded-3xl border p-4 ${
                    removed ? 'border-red-200 bg-red-50/40' : 'border-tierra-200 bg-white'
                  }`}
                >
                  <div className="flex flex-wrap items-center gap-2">
                    <Stars value={review.voto} />
                    {removed && (
                      <span className="rounded-full bg-red-100 px-2.5 py-0.5 text-sm font-semibold text-red-800">
                        Eliminada el {formatLongDate(review.removed_at)}
                      </span>
                    )}
                    <span className="ml-auto text-sm text-tierra-600">
                      {formatLongDate(review.created_at)}
                    </span>
                  </div>
                  {review.body ? (
                    <p
                      className={`whitespace-pre-line break-words ${removed ? 'text-tierra-600 line-through' : 'text-tierra-900'}`}
                    >
                      {review.body}
                    </p>
                  ) : (
                    <p className="italic text-tierra-600">Sin comentario.</p>
                  )}
                  <p className="text-sm text-tierra-700">
                    <span className="font-semibold">{review.user.name}</span> sobre{' '}
                    <Link
                      to={paths.product(review.listing.id)}
                      className="font-semibold text-campo-800 underline underline-offset-2"
                    >
                      {review.listing.name}
                    </Link>
                  </p>
                  {!removed && (
                    <button
                      type="button"
                      className={buttonClass(
                        'ghost',
                        'self-start px-3 text-red-700 hover:bg-red-50',
                      )}
                      aria-label={`Eliminar opinión de ${review.user.name}`}
                      onClick={() => {
                        removal.reset();
                        setToRemove(review);
                      }}
                    >
                      <MessageSquareX aria-hidden="true" className="size-4" />
                      Eliminar opinión
                    </button>
                  )}
                </li>
              );
            })}
          </ul>
          <MoreButton
            hasMore={reviews.hasNextPage}
            loading={reviews.isFetchingNextPage}
            onMore={() => void reviews.fetchNextPage()}
          />
        </>
      )}

      <ReasonDialog
        open={toRemove !== null}
        onOpenChange={(next) => !next && setToRemove(null)}
        title="Eliminar opinión"
        description={`La opinión de ${toRemove?.user.name ?? ''} dejará de verse en el producto.`}
        hint="El motivo queda en el registro de acciones."
        confirmLabel="Eliminar opinión"
        pending={removal.isPending}
        failedMessage="No se pudo eliminar la opinión."
        onConfirm={async (reason) => {
          if (!toRemove) return;
          const answer = await removal.mutateAsync({ id: toRemove.id, reason });
          toast.success(answer.message);
          setToRemove(null);
        }}
      />
    </div>
  );
}
