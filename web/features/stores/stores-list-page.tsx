import { LogIn, MapPin, RotateCw, Store } from 'lucide-react';
import { Link } from '../../lib/router';
import { STORE_KINDS, STORE_MESSAGES } from '../../../domain/stores/store';
import type { StoreKind } from '../../../domain/stores/store';
import { paths } from '../../lib/paths';
import { BackButton } from '../../components/back-button';
import { buttonClass } from '../../components/button-styles';
import { CardPhoto } from '../../components/card-photo';
import { ListEmpty } from '../../components/list-states';
import { placeLabel } from '../../components/listing-card';
import { listingGridClass } from '../../components/listing-grid';
import { isSignInError, useStoreList } from '../../lib/stores-api';
import type { StoreSummary } from '../../lib/stores-api';

// Width a store photo takes in the grid (same columns as the product grid).
const STORE_IMAGE_SIZES =
  '(min-width: 1024px) 22vw, (min-width: 640px) 30vw, (min-width: 380px) 48vw, 100vw';

/** How many cards are usually seen without scrolling: their photos load at once. */
const EAGER_CARDS = 4;

function StoreCard({
  store,
  priority,
  showKind,
}: {
  store: StoreSummary;
  priority: boolean;
  showKind: boolean;
}) {
  const place = placeLabel(store.municipality, store.department);
  const kind = showKind ? STORE_KINDS.find((item) => item.value === store.kind)?.label : null;
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-tierra-200 bg-white shadow-sm transition-shadow hover:shadow-md has-[a:focus-visible]:ring-[3px] has-[a:focus-visible]:ring-maiz-600">
      <CardPhoto
        src={store.imagen}
        srcSet={store.imagen_srcset}
        sizes={STORE_IMAGE_SIZES}
        priority={priority}
        imgClassName="transition-transform duration-300 group-hover:scale-[1.03]"
        frameClassName="bg-campo-50"
        fallback={
          <div className="flex size-full items-center justify-center text-campo-600">
            <Store aria-hidden="true" className="size-12" />
          </div>
        }
      />
      <div className="flex flex-1 flex-col gap-1 p-3 sm:p-4">
        <h2 className="line-clamp-2 break-words text-base font-bold leading-snug text-campo-900 sm:text-lg">
          <Link
            to={paths.store(store.id)}
            state={{ store }}
            className="rounded-sm after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
          >
            {store.name}
          </Link>
        </h2>
        {kind && <p className="text-sm font-semibold text-campo-700">{kind}</p>}
        {place && (
          <p className="mt-auto flex items-start gap-1 pt-1 text-sm text-tierra-700">
            <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-campo-600" />
            <span className="min-w-0 break-words">{place}</span>
          </p>
        )}
      </div>
    </article>
  );
}

function Placeholders() {
  return (
    <div role="status">
      <span className="sr-only">Cargando tiendas…</span>
      <ul aria-hidden="true" className={listingGridClass}>
        {Array.from({ length: 8 }, (_, index) => (
          <li key={index} className="overflow-hidden rounded-2xl border border-tierra-200 bg-white">
            <div className="aspect-[4/3] animate-pulse bg-tierra-100" />
            <div className="flex flex-col gap-2 p-3 sm:p-4">
              <div className="h-5 w-3/4 animate-pulse rounded bg-tierra-100" />
              <div className="h-4 w-1/2 animate-pulse rounded bg-tierra-100" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

type StoresListProps = {
  title: string;
  intro: string;
  /** Only one kind of store (the supply stores), or all of them. */
  kind?: StoreKind;
};

/** The store lists of docs/product.md §2 "Stores": GET /stores, cards that open /tiendas/{id}. */
function StoresList({ title, intro, kind }: StoresListProps) {
  const stores = useStoreList(kind);

  let body;
  if (stores.isPending) {
    body = <Placeholders />;
  } else if (stores.isError && isSignInError(stores.error)) {
    body = (
      <div role="alert" className="rounded-3xl border border-red-200 bg-red-50 px-5 py-6">
        <p className="text-lg font-bold text-red-800">{STORE_MESSAGES.loginRequired}</p>
        <Link to={paths.login} className={buttonClass('primary', 'mt-4')}>
          <LogIn aria-hidden="true" className="size-5" />
          Iniciar sesión
        </Link>
      </div>
    );
  } else if (stores.isError || stores.data.length === 0) {
    // docs/product.md §2: a failure reads like an empty list; after a failure the person may try again.
    body = (
      <ListEmpty
        icon={Store}
        title={STORE_MESSAGES.empty}
        hint={STORE_MESSAGES.emptyHint}
        className="px-5 py-10"
      >
        {stores.isError && (
          <button
            type="button"
            className={buttonClass('secondary', 'mt-5')}
            onClick={() => void stores.refetch()}
          >
            <RotateCw aria-hidden="true" className="size-5" />
            Reintentar
          </button>
        )}
      </ListEmpty>
    );
  } else {
    body = (
      <ul aria-label={title} className={listingGridClass}>
        {stores.data.map((store, index) => (
          <li key={store.id}>
            <StoreCard store={store} priority={index < EAGER_CARDS} showKind={!kind} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-4 sm:px-6 sm:py-6">
      <BackButton fallback={paths.home} />
      <h1 className="mt-2 text-2xl font-bold tracking-tight text-campo-900 sm:text-3xl">{title}</h1>
      <p className="mt-1 mb-5 text-tierra-700">{intro}</p>
      {body}
    </div>
  );
}

/** /suministros: the agro-supply shops only. */
export function SuppliesPage() {
  return (
    <StoresList
      kind="suministros"
      title="Suministros"
      intro="Semillas, abonos, herramientas y todo lo que tu finca necesita, cerca de ti."
    />
  );
}

/** /tiendas: every store. */
export function StoresPage() {
  return <StoresList title="Tiendas" intro="Todas las tiendas de la comunidad." />;
}
