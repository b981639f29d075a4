import { Clock, Store } from 'lucide-react';
import { Link } from '../../lib/router';
import { HOME } from '../../../domain/limits';
import { STORE_MESSAGES } from '../../../domain/stores/store';
import { paths } from '../../lib/paths';
import { useStoreList } from '../../lib/stores-api';
import type { StoreSummary } from '../../lib/stores-api';
import { NoticeBox, SectionHeader } from './home-section';

type StorePhotoProps = { store: StoreSummary; className: string; sizes: string };

function StorePhoto({ store, className, sizes }: StorePhotoProps) {
  return store.imagen ? (
    <img
      src={store.imagen}
      srcSet={store.imagen_srcset ?? undefined}
      sizes={store.imagen_srcset ? sizes : undefined}
      alt=""
      loading="lazy"
      decoding="async"
      className={`${className} object-cover`}
    />
  ) : (
    <span className={`${className} flex items-center justify-center text-campo-600`}>
      <Store aria-hidden="true" className="size-8" />
    </span>
  );
}

const NoStores = ({ compact = false }: { compact?: boolean }) => (
  <NoticeBox
    compact={compact}
    icon={<Store className="size-6" />}
    title={STORE_MESSAGES.empty}
    hint={STORE_MESSAGES.emptyHint}
  />
);

function Loading({ count, className }: { count: number; className: string }) {
  return (
    <div role="status">
      <span className="sr-only">Cargando tiendas…</span>
      <ul aria-hidden="true" className={className}>
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className="h-24 animate-pulse rounded-2xl bg-tierra-100" />
        ))}
      </ul>
    </div>
  );
}

/** The last tile of the 'Tiendas' strip: docs/product.md §2's coming-soon card. */
function ComingSoonTile() {
  return (
    <li className="w-36 shrink-0 snap-start">
      <span className="flex h-full flex-col items-center gap-2 rounded-2xl p-1 text-center text-sm font-semibold leading-tight text-tierra-700">
        <span className="flex size-20 items-center justify-center rounded-full border-2 border-dashed border-tierra-300 text-tierra-500">
          <Clock aria-hidden="true" className="size-8" />
        </span>
        <span className="w-full break-words">Pronto, más tiendas</span>
      </span>
    </li>
  );
}

/**
 * docs/product.md §2: three supply stores (GET /stores?kind=suministros), then the other stores
 * and a coming-soon card: a store already among the three is not shown again (decision 022). A
 * failure and an empty answer read the same (docs/product.md §2 "Stores": 'No hay suministros
 * disponibles').
 */
export function HomeStores() {
  const supplyStores = useStoreList('suministros');
  const allStores = useStoreList();
  const shownAbove = new Set(
    supplyStores.data?.slice(0, HOME.supplyStores).map((store) => store.id) ?? [],
  );
  const others = allStores.data?.filter((store) => !shownAbove.has(store.id)) ?? [];

  let supplies;
  if (supplyStores.isPending) {
    supplies = <Loading count={HOME.supplyStores} className="grid gap-3 sm:grid-cols-3" />;
  } else if (!supplyStores.data?.length) {
    supplies = <NoStores />;
  } else {
    supplies = (
      // Under 360 px a smaller photo leaves a long one-word name ('Agroveterinaria') its line at
      // 120 % text; the one column is as wide as the screen, not as the longest name.
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        {supplyStores.data.slice(0, HOME.supplyStores).map((store) => (
          <li key={store.id}>
            <Link
              to={paths.store(store.id)}
              state={{ store }}
              className="flex items-center gap-2 overflow-hidden rounded-2xl border border-tierra-200 bg-white p-2 pr-3 font-bold min-[360px]:gap-3 min-[360px]:pr-4 text-campo-900 shadow-sm hover:border-campo-300 sm:flex-col sm:items-stretch sm:p-0 sm:pr-0"
            >
              <StorePhoto
                store={store}
                sizes="(min-width: 640px) 30vw, 80px"
                className="size-14 shrink-0 rounded-xl bg-campo-50 min-[360px]:size-20 sm:aspect-[16/9] sm:h-auto sm:w-full sm:rounded-none"
              />
              <span className="min-w-0 break-words sm:px-4 sm:pb-4">{store.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    );
  }

  let all;
  if (allStores.isPending || supplyStores.isPending) {
    all = <Loading count={1} className="grid" />;
  } else if (!allStores.data?.length) {
    all = <NoStores compact />;
  } else {
    all = (
      <ul className="-mx-4 flex snap-x gap-3 overflow-x-auto px-4 pb-2 sm:mx-0 sm:px-0">
        {others.map((store) => (
          // The tile is sized in rem, so it grows with the text zoom, and is wide enough for a
          // long one-word name ('Agroveterinaria'). The name takes the tile's width (w-full):
          // centred at its own width it used to spill over its neighbours.
          <li key={store.id} className="w-36 shrink-0 snap-start">
            <Link
              to={paths.store(store.id)}
              state={{ store }}
              className="flex h-full flex-col items-center gap-2 rounded-2xl p-1 text-center text-sm font-semibold leading-tight text-campo-900 hover:bg-campo-50"
            >
              <StorePhoto
                store={store}
                sizes="80px"
                className="size-20 rounded-full bg-white shadow-sm ring-1 ring-tierra-200"
              />
              <span data-store-name className="line-clamp-3 w-full break-words">
                {store.name}
              </span>
            </Link>
          </li>
        ))}
        <ComingSoonTile />
      </ul>
    );
  }

  return (
    <>
      <section aria-labelledby="home-supplies-title" data-tour="home-supplies">
        <SectionHeader
          id="home-supplies-title"
          title="Tiendas de suministros"
          seeAll={{ to: paths.supplies, label: 'Ver todas', hidden: 'las tiendas de suministros' }}
        />
        {supplies}
      </section>
      <section aria-labelledby="home-stores-title" data-tour="home-stores">
        <SectionHeader
          id="home-stores-title"
          title="Tiendas"
          seeAll={{ to: paths.stores, label: 'Ver todas', hidden: 'las tiendas' }}
        />
        {all}
      </section>
    </>
  );
}
