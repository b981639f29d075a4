import { Search, Tag, X } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { formatCop } from '../../../domain/money';
import { filterStoreProducts, storeFilterTags } from '../../../domain/stores/store-filter';
import { buttonClass } from '../../components/button-styles';
import { CardPhoto } from '../../components/card-photo';
import { inputClass } from '../../components/field-styles';
import { CARD_IMAGE_SIZES } from '../../components/listing-card';
import { listingGridClass } from '../../components/listing-grid';
import { StoreProductDialog } from './store-product-dialog';
import type { StoreProductView, StoreView } from './store-view';

export const STORE_PRODUCTS_MESSAGES = {
  title: 'Productos',
  search: 'Buscar productos…',
  all: 'Todas',
  noMatch: 'No hay productos para mostrar con los filtros actuales.',
  noProducts: 'Esta tienda aún no tiene productos publicados.',
  clear: 'Quitar filtros',
} as const;

const m = STORE_PRODUCTS_MESSAGES;

// The shared field look, without its top margin: the search icon sits centred on the box.
const searchClass = `${inputClass.replace('mt-1.5 ', '')} pl-10`;

const countLabel = (count: number) => `${count} ${count === 1 ? 'producto' : 'productos'}`;

type StoreProductCardProps = { product: StoreProductView; onOpen: () => void };

/**
 * The whole card opens the product (StoreProductDialog), where the name and the description
 * cut here to two lines are read in full. The button is the name, stretched over the card.
 */
function StoreProductCard({ product, onOpen }: StoreProductCardProps) {
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-2xl border border-tierra-200 bg-white shadow-sm transition-colors hover:border-campo-300 has-[button:focus-visible]:ring-4 has-[button:focus-visible]:ring-campo-500">
      <CardPhoto src={product.url} srcSet={product.srcset} sizes={CARD_IMAGE_SIZES}>
        {product.tag && (
          <span className="absolute left-2 top-2 inline-flex max-w-[calc(100%-1rem)] items-center gap-1 rounded-full bg-white/95 px-2.5 py-1 text-xs font-bold text-campo-800 shadow-sm">
            <Tag aria-hidden="true" className="size-3.5 shrink-0" />
            <span className="truncate">
              <span className="sr-only">Categoría: </span>
              {product.tag}
            </span>
          </span>
        )}
      </CardPhoto>
      <div className="flex flex-1 flex-col gap-1 p-3 sm:p-4">
        <h3 className="text-base font-bold leading-snug text-campo-900">
          {/* A 44 px target of its own; its ::after covers the card, so a tap anywhere opens. */}
          <button
            type="button"
            onClick={onOpen}
            aria-haspopup="dialog"
            className="flex min-h-tap w-full items-start text-left after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
          >
            <span className="line-clamp-2 min-w-0 break-words">{product.name}</span>
          </button>
        </h3>
        {product.price !== null && (
          <p className="text-lg font-extrabold text-campo-800">
            <span className="whitespace-nowrap">{formatCop(product.price)}</span>
            {product.size && (
              <>
                {' '}
                <span className="whitespace-nowrap text-sm font-semibold text-tierra-600">
                  / {product.size}
                </span>
              </>
            )}
          </p>
        )}
        {product.price === null && product.size && (
          <p className="text-sm font-semibold text-tierra-600">{product.size}</p>
        )}
        {product.description && (
          <p className="line-clamp-2 break-words text-sm text-tierra-700">{product.description}</p>
        )}
      </div>
    </article>
  );
}

const chipClass = (active: boolean) =>
  'inline-flex min-h-tap items-center rounded-full border-2 px-4 text-sm font-semibold transition-colors ' +
  (active
    ? 'border-campo-700 bg-campo-700 text-white'
    : 'border-tierra-200 bg-white text-campo-900 hover:border-campo-300 hover:bg-campo-50');

/** 'Productos': search box, the 'Todas' + tag chips and the grid (docs/product.md §2, §5). */
export function StoreProducts({ store }: { store: StoreView }) {
  const [search, setSearch] = useState('');
  const [tag, setTag] = useState<string | null>(null);
  const [opened, setOpened] = useState<StoreProductView | null>(null);
  const searchId = useId();
  const tags = useMemo(() => storeFilterTags(store.tags, store.products), [store]);
  const shown = useMemo(
    () => filterStoreProducts(store.products, { tag, search }),
    [store.products, tag, search],
  );
  const filtered = tag !== null || search.trim() !== '';

  return (
    <section aria-labelledby="store-products-title" className="scroll-mt-20">
      <h2 id="store-products-title" className="text-xl font-bold text-campo-900 sm:text-2xl">
        {m.title}
      </h2>

      {store.products.length === 0 ? (
        <p className="mt-3 rounded-3xl border-2 border-dashed border-tierra-200 bg-white/70 px-5 py-6 text-tierra-700">
          {m.noProducts}
        </p>
      ) : (
        <>
          <div className="relative mt-3 max-w-xl">
            <label htmlFor={searchId} className="sr-only">
              Buscar productos
            </label>
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-tierra-600"
            />
            <input
              id={searchId}
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              placeholder={m.search}
              autoComplete="off"
              enterKeyHint="search"
              className={searchClass}
            />
          </div>

          {tags.length > 0 && (
            <div
              role="group"
              aria-label="Filtrar por categoría"
              className="mt-3 flex flex-wrap gap-2"
            >
              <button
                type="button"
                aria-pressed={tag === null}
                onClick={() => setTag(null)}
                className={chipClass(tag === null)}
              >
                {m.all}
              </button>
              {tags.map((name) => (
                <button
                  key={name}
                  type="button"
                  aria-pressed={tag === name}
                  onClick={() => setTag(name)}
                  className={chipClass(tag === name)}
                >
                  {name}
                </button>
              ))}
            </div>
          )}

          <p role="status" className="mt-3 text-sm text-tierra-700">
            {filtered
              ? `${countLabel(shown.length)} de ${store.products.length}`
              : countLabel(shown.length)}
          </p>

          {shown.length === 0 ? (
            <div className="mt-2 rounded-3xl border-2 border-dashed border-tierra-200 bg-white/70 px-5 py-6 text-center">
              <p className="font-semibold text-campo-900">{m.noMatch}</p>
              <button
                type="button"
                className={buttonClass('secondary', 'mt-4')}
                onClick={() => {
                  setSearch('');
                  setTag(null);
                }}
              >
                <X aria-hidden="true" className="size-5" />
                {m.clear}
              </button>
            </div>
          ) : (
            <ul aria-label={`Productos de ${store.name}`} className={`mt-2 ${listingGridClass}`}>
              {shown.map((product) => (
                <li key={product.id}>
                  <StoreProductCard product={product} onOpen={() => setOpened(product)} />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      <StoreProductDialog store={store} product={opened} onClose={() => setOpened(null)} />
    </section>
  );
}
