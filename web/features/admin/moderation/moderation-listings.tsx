import { Eye, EyeOff, LoaderCircle, Search } from 'lucide-react';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from '../../../lib/router';
import { toast } from '../../../lib/toast';
import type { AdminListing } from '../../../../domain/api/admin';
import { formatCop } from '../../../../domain/money';
import { paths } from '../../../lib/paths';
import { buttonClass } from '../../../components/button-styles';
import { formAlertClass, inputClass, labelClass } from '../../../components/field-styles';
import { NativeSelect } from '../../../components/native-select';
import { itemsOfPages } from '../../../lib/paged-lists';
import { failureMessage, isForbidden } from '../admin-errors';
import { AdminRefusal } from '../admin-access';
import { RowThumb } from '../admin-row-parts';
import { EmptyState, LoadFailure, LoadingState } from '../admin-states';
import { MoreButton } from '../../../components/more-button';
import { useAdminListings } from '../api/get-admin-listings';
import type { ListingFilter } from '../api/get-admin-listings';
import { useHideListing } from '../api/hide-listing';
import { useUnhideListing } from '../api/unhide-listing';
import { ReasonDialog } from './reason-dialog';

const STATUS_LABELS: Record<AdminListing['status'], { label: string; className: string }> = {
  active: { label: 'Activa', className: 'bg-campo-100 text-campo-800' },
  inactive: { label: 'Inactiva', className: 'bg-tierra-100 text-tierra-800' },
  sold: { label: 'Vendida', className: 'bg-maiz-100 text-maiz-900' },
  hidden: { label: 'Oculta', className: 'bg-red-100 text-red-800' },
};

/** Find any listing (by words or its number) and hide it with a reason, or show it again. */
export function ModerationListings() {
  const searchId = useId();
  const filterId = useId();
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState('');
  const [filter, setFilter] = useState<ListingFilter>('all');
  const listings = useAdminListings(query, filter);
  const hide = useHideListing();
  const unhide = useUnhideListing();
  const [toHide, setToHide] = useState<AdminListing | null>(null);
  const [unhidingId, setUnhidingId] = useState<number | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);

  if ([listings.error, hide.error, unhide.error].some(isForbidden)) return <AdminRefusal inline />;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setQuery(typed.trim());
    setActionError(null);
  };

  const showAgain = (listing: AdminListing) => {
    setUnhidingId(listing.id);
    setActionError(null);
    unhide.mutate(listing.id, {
      onSuccess: (answer) => toast.success(answer.message),
      onError: (error) =>
        setActionError(failureMessage(error, 'No se pudo mostrar la publicación.')),
      onSettled: () => setUnhidingId(null),
    });
  };

  const items = itemsOfPages(listings.data);

  return (
    <div>
      <form
        role="search"
        onSubmit={submit}
        className="mb-5 flex flex-col gap-3 sm:flex-row sm:items-end"
      >
        <div className="flex-1">
          <label htmlFor={searchId} className={labelClass}>
            Buscar publicaciones
          </label>
          <input
            id={searchId}
            type="search"
            value={typed}
            maxLength={100}
            placeholder="Nombre, descripción o número de la publicación"
            className={inputClass}
            onChange={(event) => setTyped(event.target.value)}
          />
        </div>
        <div className="sm:w-48">
          <label htmlFor={filterId} className={labelClass}>
            Mostrar
          </label>
          <NativeSelect
            id={filterId}
            value={filter}
            onChange={(event) => setFilter(event.target.value as ListingFilter)}
          >
            <option value="all">Todas</option>
            <option value="hidden">Solo ocultas</option>
          </NativeSelect>
        </div>
        <button type="submit" className={buttonClass('primary', 'min-h-12')}>
          <Search aria-hidden="true" className="size-5" />
          Buscar
        </button>
      </form>

      {actionError && (
        <p role="alert" className={`${formAlertClass} mb-4`}>
          {actionError}
        </p>
      )}

      {listings.isPending ? (
        <LoadingState label="Buscando publicaciones…" />
      ) : listings.isError && items.length === 0 ? (
        <LoadFailure
          error={listings.error}
          fallback="No se pudieron cargar las publicaciones."
          onRetry={() => void listings.refetch()}
        />
      ) : items.length === 0 ? (
        <EmptyState>
          <p className="font-semibold">
            {query
              ? 'No encontramos publicaciones con esa búsqueda.'
              : filter === 'hidden'
                ? 'No hay publicaciones ocultas.'
                : 'Todavía no hay publicaciones.'}
          </p>
        </EmptyState>
      ) : (
        <>
          <ul className="grid gap-3 lg:grid-cols-2" aria-label="Publicaciones">
            {items.map((listing) => {
              const status = STATUS_LABELS[listing.status];
              const hidden = listing.status === 'hidden';
              return (
                <li
                  key={listing.id}
                  aria-label={listing.name}
                  className="flex gap-3 rounded-3xl border border-tierra-200 bg-white p-3 sm:p-4"
                >
                  <RowThumb src={listing.image} />
                  <div className="flex min-w-0 flex-1 flex-col gap-1">
                    <div className="flex flex-wrap items-center gap-2">
                      <Link
                        to={paths.product(listing.id)}
                        className="flex min-h-tap items-center font-bold text-campo-900 underline-offset-2 hover:underline"
                      >
                        {listing.name}
                      </Link>
                      <span
                        className={`rounded-full px-2.5 py-0.5 text-sm font-semibold ${status.className}`}
                      >
                        {status.label}
                      </span>
                    </div>
                    <p className="text-sm text-tierra-700">
                      N.º {listing.id} · {formatCop(listing.price)} · {listing.municipality},{' '}
                      {listing.department}
                    </p>
                    <p className="text-sm text-tierra-800">
                      Vende: <span className="font-semibold">{listing.seller.name}</span> (
                      {listing.seller.phone})
                    </p>
                    {hidden && listing.hidden_reason && (
                      <p className="rounded-xl bg-red-50 px-3 py-2 text-sm text-red-900">
                        <span className="font-semibold">Motivo: </span>
                        {listing.hidden_reason}
                      </p>
                    )}
                    <div className="mt-1">
                      {hidden ? (
                        <button
                          type="button"
                          className={buttonClass('secondary', 'px-3')}
                          disabled={unhidingId === listing.id}
                          aria-label={`Mostrar de nuevo ${listing.name}`}
                          onClick={() => showAgain(listing)}
                        >
                          {unhidingId === listing.id ? (
                            <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
                          ) : (
                            <Eye aria-hidden="true" className="size-4" />
                          )}
                          Mostrar de nuevo
                        </button>
                      ) : (
                        <button
                          type="button"
                          className={buttonClass(
                            'ghost',
                            '-ml-3 px-3 text-red-700 hover:bg-red-50',
                          )}
                          aria-label={`Ocultar ${listing.name}`}
                          onClick={() => {
                            hide.reset();
                            setToHide(listing);
                          }}
                        >
                          <EyeOff aria-hidden="true" className="size-4" />
                          Ocultar
                        </button>
                      )}
                    </div>
                  </div>
                </li>
              );
            })}
          </ul>
          <MoreButton
            hasMore={listings.hasNextPage}
            loading={listings.isFetchingNextPage}
            onMore={() => void listings.fetchNextPage()}
          />
        </>
      )}

      <ReasonDialog
        open={toHide !== null}
        onOpenChange={(next) => !next && setToHide(null)}
        title="Ocultar publicación"
        description={`«${toHide?.name ?? ''}» dejará de verse en el catálogo.`}
        hint="El vendedor verá este motivo en Mis productos."
        confirmLabel="Ocultar publicación"
        pending={hide.isPending}
        failedMessage="No se pudo ocultar la publicación."
        onConfirm={async (reason) => {
          if (!toHide) return;
          const answer = await hide.mutateAsync({ id: toHide.id, reason });
          toast.success(answer.message);
          setToHide(null);
        }}
      />
    </div>
  );
}
