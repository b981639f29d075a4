import { ChevronLeft, ChevronRight, PackageOpen, Plus } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from '../../../lib/router';
import { toast } from '../../../lib/toast';
import type { ListingSummary } from '../../../../domain/api/listings';
import { LISTING_MESSAGES } from '../../../../domain/listings/listing';
import { LISTINGS } from '../../../../domain/limits';
import { paths } from '../../../lib/paths';
import { BackButton } from '../../../components/back-button';
import { buttonClass } from '../../../components/button-styles';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useMyListings } from '../api/get-my-listings';
import type { MyListingsFilter } from '../api/get-my-listings';
import { useMarkListingSold } from '../api/mark-listing-sold';
import { MyProductCard } from './my-products-card';
import { failureMessage } from '../edit/edit-values';
import {
  ListingActionFailedDialog,
  listingActionErrorMessage,
} from '../listing-action-failed-dialog';

// Filter and page live in the address (?estado=activos&pagina=2), so coming back from a
// product's detail or edit screen shows the same list.
const FILTERS: readonly { value: MyListingsFilter; param: string; label: string }[] = [
  { value: 'all', param: 'todos', label: 'Todos' },
  { value: 'active', param: 'activos', label: 'Activos' },
  { value: 'inactive', param: 'inactivos', label: 'Inactivos' },
  // Sold is final: apart, so it neither swells 'Inactivos' nor hides what can be switched on.
  { value: 'sold', param: 'vendidos', label: 'Vendidos' },
];

const EMPTY: Record<MyListingsFilter, { title: string; hint: string }> = {
  all: {
    title: 'Aún no has publicado productos.',
    hint: 'Publica lo que cosechas y actívalo aquí para que los compradores lo vean.',
  },
  active: {
    title: 'No tienes productos activos.',
    hint: 'Activa un producto para que aparezca en el catálogo.',
  },
  inactive: {
    title: 'No tienes productos inactivos.',
    hint: 'Los productos que desactives, o que el equipo oculte, aparecerán aquí.',
  },
  sold: {
    title: 'Aún no has vendido productos.',
    hint: 'Los productos que marques como vendidos aparecerán aquí.',
  },
};

function filterFrom(param: string | null): MyListingsFilter {
  return FILTERS.find((filter) => filter.param === param)?.value ?? 'all';
}

function pageFrom(param: string | null): number {
  const page = Number(param);
  return Number.isSafeInteger(page) && page > 0 ? page : 1;
}

const boxClass = 'rounded-3xl border px-5 py-8 text-center';

/** /productos: the person's listings with filters, the active counter and the actions. */
type MyProductsSlots = {
  /** More actions on each card, such as 'Compartir' (the sharing feature). */
  renderCardActions?: (listing: ListingSummary) => ReactNode;
};

export function MyProductsPage({ renderCardActions }: MyProductsSlots = {}) {
  const [search, setSearch] = useSearchParams();
  const filter = filterFrom(search.get('estado'));
  const page = pageFrom(search.get('pagina'));
  const listings = useMyListings(filter, page);
  const markSold = useMarkListingSold();

  const [failure, setFailure] = useState<string | null>(null);
  const [toSell, setToSell] = useState<ListingSummary | null>(null);

  const meta = listings.data?.meta;
  const maxActive = meta?.max_active ?? LISTINGS.maxActivePerUser;
  const lastPage = meta?.last_page ?? 1;

  const go = (next: { filter?: MyListingsFilter; page?: number }, replace = false) => {
    const params = new URLSearchParams();
    const nextFilter = next.filter ?? filter;
    const nextPage = next.page ?? (next.filter ? 1 : page);
    if (nextFilter !== 'all') {
      params.set('estado', FILTERS.find((item) => item.value === nextFilter)!.param);
    }
    if (nextPage > 1) params.set('pagina', String(nextPage));
    setSearch(params, { replace });
  };

  // After an action empties the last page (or with an old link), show the last page there is.
  const pastTheEnd = !listings.isPlaceholderData && meta !== undefined && page > meta.last_page;
  useEffect(() => {
    if (pastTheEnd && meta) go({ page: meta.last_page }, true);
  });

  const confirmSold = () => {
    if (!toSell) return;
    markSold.mutate(toSell.id, {
      onSuccess: () => {
        setToSell(null);
        toast.success(LISTING_MESSAGES.markedSold);
      },
      onError: (error) => {
        setToSell(null);
        setFailure(listingActionErrorMessage(error));
      },
    });
  };

  const items = listings.data?.data ?? [];
  const atLimit = meta !== undefined && meta.counts.active >= maxActive;

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-8">
      <BackButton fallback={paths.home} />
      <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight text-campo-900 sm:text-3xl">
          Mis Productos
        </h1>
        <Link to={paths.createProduct} className={buttonClass('accent')}>
          <Plus aria-hidden="true" className="size-5" />
          Publicar producto
        </Link>
      </div>

      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div
          role="group"
          aria-label="Filtrar mis productos"
          className="flex flex-wrap gap-1 rounded-2xl bg-tierra-100 p-1 sm:self-start"
        >
          {FILTERS.map(({ value, label }) => {
            const selected = value === filter;
            return (
              <button
                key={value}
                type="button"
                aria-pressed={selected}
                onClick={() => go({ filter: value })}
                className={
                  'inline-flex min-h-tap flex-1 items-center justify-center gap-1.5 rounded-xl px-2 font-semibold transition-colors sm:flex-none sm:px-4 ' +
                  (selected
                    ? 'bg-white text-campo-900 shadow-sm'
                    : 'text-tierra-700 hover:bg-white/60')
                }
              >
                {label}{' '}
                {meta && (
                  <span
                    className={
                      'min-w-6 rounded-full px-1.5 text-center text-sm tabular-figures ' +
                      (selected ? 'bg-campo-100 text-campo-800' : 'bg-white/70 text-tierra-700')
                    }
                  >
                    {meta.counts[value]}
                  </span>
                )}
              </button>
            );
          })}
        </div>

        {meta && (
          <div aria-live="polite" className="flex items-center gap-3">
            <span aria-hidden="true" className="flex gap-1">
              {Array.from({ length: maxActive }, (_, index) => (
                <span
                  key={index}
                  className={`size-2.5 rounded-full ${
                    index < meta.counts.active
                      ? atLimit
                        ? 'bg-maiz-500'
                        : 'bg-campo-600'
                      : 'bg-tierra-200'
                  }`}
                />
              ))}
            </span>
            <p className="font-semibold text-tierra-800">
              {meta.counts.active} de {maxActive} activos
            </p>
          </div>
        )}
      </div>

      {atLimit && (
        <p className="mt-3 rounded-xl bg-maiz-50 px-4 py-2.5 text-sm text-maiz-800">
          Llegaste al máximo de {maxActive} productos activos. Desactiva uno para activar otro.
        </p>
      )}

      <div className="mt-5">
        {listings.isPending ? (
          <p role="status" className={`${boxClass} border-tierra-200 bg-white text-tierra-700`}>
            Cargando tus productos…
          </p>
        ) : listings.isError && !listings.data ? (
          <div role="alert" className={`${boxClass} border-red-200 bg-red-50`}>
            <p className="font-semibold text-red-800">
              {failureMessage(listings.error, LISTING_MESSAGES.myListFailed)}
            </p>
            <button
              type="button"
              className={buttonClass('secondary', 'mt-4')}
              onClick={() => void listings.refetch()}
            >
              Reintentar
            </button>
          </div>
        ) : items.length === 0 ? (
          pastTheEnd ? null : (
            <div className={`${boxClass} border-2 border-dashed border-tierra-200 bg-white/70`}>
              <span className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-campo-50 text-campo-700">
                <PackageOpen aria-hidden="true" className="size-7" />
              </span>
              <p className="mt-3 font-bold text-campo-900">{EMPTY[filter].title}</p>
              <p className="mt-1 text-tierra-700">{EMPTY[filter].hint}</p>
              {filter === 'all' && (
                <Link to={paths.createProduct} className={buttonClass('primary', 'mt-4')}>
                  <Plus aria-hidden="true" className="size-5" />
                  Publicar producto
                </Link>
              )}
            </div>
          )
        ) : (
          <ul
            aria-label="Tus productos"
            aria-busy={listings.isPlaceholderData}
            className={`grid gap-4 md:grid-cols-2 ${
              listings.isPlaceholderData ? 'opacity-60' : ''
            }`}
          >
            {items.map((listing) => (
              <MyProductCard
                key={listing.id}
                listing={listing}
                extraActions={renderCardActions?.(listing)}
                onFailure={setFailure}
                onMarkSold={(item) => {
                  markSold.reset();
                  setToSell(item);
                }}
              />
            ))}
          </ul>
        )}
      </div>

      {lastPage > 1 && (
        <nav
          aria-label="Páginas"
          className="mt-6 flex items-center justify-between gap-3 sm:justify-center"
        >
          <button
            type="button"
            className={buttonClass('secondary', 'px-3')}
            disabled={page <= 1}
            onClick={() => go({ page: page - 1 })}
          >
            <ChevronLeft aria-hidden="true" className="size-5" />
            Anterior
          </button>
          <p className="font-semibold tabular-figures text-tierra-800" aria-live="polite">
            Página {Math.min(page, lastPage)} de {lastPage}
          </p>
          <button
            type="button"
            className={buttonClass('secondary', 'px-3')}
            disabled={page >= lastPage}
            onClick={() => go({ page: page + 1 })}
          >
            Siguiente
            <ChevronRight aria-hidden="true" className="size-5" />
          </button>
        </nav>
      )}

      <ConfirmDialog
        open={toSell !== null}
        onOpenChange={(open) => !open && setToSell(null)}
        title="¿Marcar como vendido?"
        description={
          <>
            <p>
              <strong className="text-tierra-900">{toSell?.name}</strong> saldrá del catálogo y
              quedará como vendido.
            </p>
            <p className="mt-2 font-semibold text-red-800">
              Esta acción no se puede deshacer: no podrás volver a activarlo ni editarlo.
            </p>
          </>
        }
        confirmLabel="Sí, marcar como vendido"
        pendingLabel="Marcando…"
        confirmVariant="primary"
        pending={markSold.isPending}
        onConfirm={confirmSold}
      />
      <ListingActionFailedDialog message={failure} onClose={() => setFailure(null)} />
    </div>
  );
}
