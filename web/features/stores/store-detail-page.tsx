import { FileText, ImageOff, LogIn, MapPin, RotateCw, Tag } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import type { ReactNode } from 'react';
import { Link, useLocation, useParams } from '../../lib/router';
import { PHOTO_MESSAGES } from '../../../domain/listings/photos';
import { STORE_KINDS, STORE_MESSAGES } from '../../../domain/stores/store';
import { paths } from '../../lib/paths';
import { documentTitle } from '../../lib/route-title';
import { BackButton } from '../../components/back-button';
import { buttonClass } from '../../components/button-styles';
import { placeLabel } from '../../components/listing-card';
import { ApiError } from '../../lib/api-client';
import { isSignInError } from '../../lib/stores-api';
import { useStore } from './api/get-store';
import { Carousel } from './carousel';
import { StoreContactActions, StoreContactBar } from './store-contact-actions';
import { StoreDetailSkeleton } from './store-detail-skeleton';
import { StoreProducts } from './store-products';
import { isEmptyStore, storeView } from './store-view';
import type { StoreView } from './store-view';

export const STORE_DETAIL_MESSAGES = {
  noDescription: 'Sin descripción disponible.',
  noAddress: 'Sin dirección disponible.',
} as const;

// Our store ids are whole numbers: anything else cannot be a store, so it is not asked for.
const isStoreIdParam = (value: string) => /^\d+$/.test(value) && Number(value) > 0;

/** The store a list or the home passed along (docs/product.md §2), when it is this one and not empty. */
function usePassedStore(id: string): StoreView | null {
  const state: unknown = useLocation().state;
  return useMemo(() => {
    const passed =
      state && typeof state === 'object' && 'store' in state ? storeView(state.store) : null;
    return passed && String(passed.id) === id && !isEmptyStore(passed) ? passed : null;
  }, [state, id]);
}

function Problem({ message, children }: { message: string; children: ReactNode }) {
  return (
    <div role="alert" className="mt-4 rounded-3xl border border-red-200 bg-red-50 px-5 py-6">
      <p className="text-lg font-bold text-red-800">{message}</p>
      <div className="mt-5 flex flex-wrap gap-3">{children}</div>
    </div>
  );
}

/** /tiendas/{id} (docs/product.md §2 "Store detail", §4 "Store loading"). */
export function StoreDetailPage() {
  const id = useParams().id ?? '';
  const validId = isStoreIdParam(id);
  const passed = usePassedStore(id);
  const query = useStore(id, validId && passed === null);
  const store = passed ?? query.data ?? null;

  let body: ReactNode;
  if (
    !validId ||
    (query.isError && query.error instanceof ApiError && query.error.status === 404)
  ) {
    body = (
      <Problem message={STORE_MESSAGES.notFound}>
        <BackButton fallback={paths.stores} />
        <Link to={paths.stores} className={buttonClass('secondary')}>
          Ver todas las tiendas
        </Link>
      </Problem>
    );
  } else if (store) {
    return <StoreDetailView store={store} />;
  } else if (query.isError && isSignInError(query.error)) {
    body = (
      <Problem message={STORE_MESSAGES.detailLoginRequired}>
        <Link to={paths.login} className={buttonClass('primary')}>
          <LogIn aria-hidden="true" className="size-5" />
          Iniciar sesión
        </Link>
      </Problem>
    );
  } else if (query.isError) {
    body = (
      <Problem message={STORE_MESSAGES.loadFailed}>
        <button
          type="button"
          className={buttonClass('primary')}
          onClick={() => void query.refetch()}
        >
          <RotateCw aria-hidden="true" className="size-5" />
          Reintentar
        </button>
        <BackButton fallback={paths.stores} />
      </Problem>
    );
  } else {
    body = <StoreDetailSkeleton />;
  }

  return <div className="mx-auto w-full max-w-6xl px-4 py-4 sm:px-6 sm:py-6">{body}</div>;
}

function InfoCard({
  id,
  title,
  icon,
  children,
}: {
  id: string;
  title: string;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-3xl border border-tierra-200 bg-white p-4 sm:p-5"
    >
      <h2 id={id} className="flex items-center gap-2 text-lg font-bold text-campo-900">
        {icon}
        {title}
      </h2>
      <div className="mt-2 break-words text-tierra-800">{children}</div>
    </section>
  );
}

const SLIDER_SIZES = '(min-width: 1152px) 640px, (min-width: 768px) 58vw, 100vw';
const BROCHURE_SIZES = '(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw';

function StoreDetailView({ store }: { store: StoreView }) {
  const place = placeLabel(store.municipality, store.department);
  const kind = STORE_KINDS.find((item) => item.value === store.kind)?.label;

  // The browser tab shows the store. The root shell writes the route's title ('Tienda') in the
  // same commit, after this effect, so this one waits a tick.
  useEffect(() => {
    const timer = window.setTimeout(() => {
      document.title = documentTitle(store.name);
    });
    return () => window.clearTimeout(timer);
  }, [store.name]);

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-4 sm:px-6 sm:py-6 md:pb-10">
      <BackButton fallback={paths.stores} />

      <header className="mt-2 flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <div className="min-w-0">
          {kind && (
            <p className="mb-1 inline-flex rounded-full bg-campo-50 px-3 py-1 text-sm font-semibold text-campo-800">
              {kind}
            </p>
          )}
          <h1 className="break-words text-2xl font-bold tracking-tight text-campo-900 sm:text-3xl">
            {store.name}
          </h1>
          {place && (
            <p className="mt-1 flex items-center gap-1 text-tierra-700">
              <MapPin aria-hidden="true" className="size-4 shrink-0 text-campo-600" />
              {place}
            </p>
          )}
        </div>
        <div className="md:max-w-sm md:shrink-0">
          <StoreContactActions store={store} />
        </div>
      </header>

      <div className="mt-5 grid gap-5 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] md:items-start">
        {store.slider.length > 0 ? (
          <Carousel
            label={`Fotos de ${store.name}`}
            images={store.slider}
            altFor={(index, total) => `Foto ${index + 1} de ${total} de ${store.name}`}
            aspectClass="aspect-[16/9]"
            sizes={SLIDER_SIZES}
            eagerFirst
          />
        ) : (
          <div className="flex aspect-[16/9] flex-col items-center justify-center gap-2 rounded-3xl border-2 border-dashed border-tierra-200 bg-tierra-50 text-tierra-600">
            <ImageOff aria-hidden="true" className="size-10" />
            <p className="font-semibold">{PHOTO_MESSAGES.noImage}</p>
          </div>
        )}

        <div className="flex min-w-0 flex-col gap-4">
          <InfoCard
            id="store-description"
            title="Descripción"
            icon={<FileText aria-hidden="true" className="size-5 text-campo-700" />}
          >
            <p className="whitespace-pre-line">
              {store.description || STORE_DETAIL_MESSAGES.noDescription}
            </p>
          </InfoCard>
          <InfoCard
            id="store-location"
            title="Ubicación"
            icon={<MapPin aria-hidden="true" className="size-5 text-campo-700" />}
          >
            <p>{store.address || STORE_DETAIL_MESSAGES.noAddress}</p>
            {place && <p className="mt-1 text-sm text-tierra-700">{place}</p>}
          </InfoCard>
          {store.tags.length > 0 && (
            <section aria-labelledby="store-tags">
              <h2 id="store-tags" className="text-lg font-bold text-campo-900">
                Categorías
              </h2>
              <ul className="mt-2 flex flex-wrap gap-2">
                {store.tags.map((name) => (
                  <li
                    key={name}
                    className="inline-flex items-center gap-1.5 rounded-full border border-campo-200 bg-campo-50 px-3 py-1.5 text-sm font-semibold text-campo-800"
                  >
                    <Tag aria-hidden="true" className="size-4" />
                    {name}
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
      </div>

      {store.brochures.length > 0 && (
        <section aria-labelledby="store-brochures" className="mt-8">
          <h2 id="store-brochures" className="mb-3 text-xl font-bold text-campo-900 sm:text-2xl">
            Catálogo
          </h2>
          <Carousel
            label={`Catálogo de ${store.name}`}
            images={store.brochures}
            altFor={(index, total) => `Página ${index + 1} de ${total} del catálogo`}
            aspectClass="aspect-[3/4]"
            slideClass="basis-full min-[480px]:basis-1/2 lg:basis-1/3"
            sizes={BROCHURE_SIZES}
            fit="contain"
            openLabel={(index, total) =>
              `Abrir en grande la página ${index + 1} de ${total} del catálogo`
            }
          />
        </section>
      )}

      <div className="mt-8">
        <StoreProducts store={store} />
      </div>

      <StoreContactBar store={store} />
    </div>
  );
}
