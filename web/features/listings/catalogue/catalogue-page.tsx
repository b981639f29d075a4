import type { ReactNode } from 'react';
import { PackageSearch, RotateCw, SlidersHorizontal } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation, useParams, useSearchParams } from '../../../lib/router';
import { LISTINGS } from '../../../../domain/limits';
import { LISTING_MESSAGES } from '../../../../domain/listings/listing';
import { ALL_CATEGORIES } from '../../../../domain/listings/catalogue-address';
import type { CatalogueFilters as Filters } from '../../../../domain/listings/catalogue-address';
import { useHydrated } from '../../../lib/device-value';
import { paths } from '../../../lib/paths';
import { BackButton } from '../../../components/back-button';
import { buttonClass } from '../../../components/button-styles';
import { CategoryIcon } from '../../../components/category-icon';
import { ListingGrid, ListingGridPlaceholder } from '../../../components/listing-grid';
import { useOnline } from '../../../components/offline-banner';
import { CatalogueFormatError, useCatalogue } from '../api/get-catalogue';
import type { CatalogueCard } from '../api/get-catalogue';
import type { CatalogueAnswer } from '../../../../domain/api/listings';
import { CatalogueFilters } from './catalogue-filters';
import { appliedCount, CatalogueFilterChips } from './catalogue-filter-chips';
import { CataloguePager } from './catalogue-pager';
import { catalogueTitle } from './catalogue-title';
import { CataloguePlaceFilters } from './catalogue-place-filters';
import { CatalogueSearchBox } from './catalogue-search-box';
import {
  readCatalogueLocation,
  sortOptions,
  withCatalogueFilters,
} from './catalogue-search-params';
import type { CatalogueLocation } from './catalogue-search-params';
import { HydrationSlice } from '../../../lib/hydration-slice';

const boxClass = 'rounded-3xl px-5 py-8 text-center';

/** Stands for the words a search box will send: the filters then take the order of a search. */
const NEW_WORDS = 'palabras';

/** Under the failure message while offline: the page loads again by itself (query-client.ts). */
export const CATALOGUE_OFFLINE_HINT =
  'Sin conexión. Los productos aparecerán solos cuando vuelva la señal.';

type Meta = CatalogueAnswer['meta'];

/**
 * A big result is counted only a few pages ahead (total_is_exact false): its total and last
 * page are then "at least". Servers without the flag count exactly.
 */
const isExact = (meta: Meta) => (meta as { total_is_exact?: boolean }).total_is_exact !== false;

/** "¿Quisiste decir aguacate?": the server's spelling of words it matched by a near miss. */
const suggestionOf = (meta: Meta) => (meta as { suggestion?: string }).suggestion;

function countLabel(meta: Meta): string {
  const noun = meta.total === 1 ? 'producto' : 'productos';
  return isExact(meta) ? `${meta.total} ${noun}` : `Más de ${meta.total} productos`;
}

/**
 * /productos/{category}?name=…: one category, or the whole catalogue (docs/product.md §2); with ?q=
 * and the place filters it is also the page of search results (docs/product.md §16, decision 015).
 */
export interface CataloguePageProps {
  /** Something to show on each card, e.g. the favourite heart (composed in web/app). */
  renderCardAction?: (listing: CatalogueCard) => ReactNode;
  /**
   * Actions on the list the address describes (words, category, place, price), shown under the
   * title: e.g. saving the search to be told of new listings (composed in web/app).
   */
  renderSearchActions?: (search: CatalogueLocation) => ReactNode;
  /** Where 'Cerca de mí' starts (a municipality's DANE code), or null to ask the buyer. */
  findDefaultNear?: () => Promise<number | null>;
}

/**
 * 'Filtros' on a phone. Before the code has arrived it is a <details>, whose opening shows the
 * panel (the panel's `group-has-[details[open]]/catalogue:grid`); once hydrated, the app's
 * button takes over, open if the <details> was. A component of its own: only it draws again
 * when the page is hydrated, not the whole catalogue with its cards (decision 027).
 */
function FiltersToggle({
  open,
  onOpenChange,
  controls,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The panel's id. */
  controls: string;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  const beforeCode = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    if (beforeCode.current?.open) onOpenChange(true);
  }, [onOpenChange]);
  if (hydrated) {
    return (
      <button
        type="button"
        aria-expanded={open}
        aria-controls={controls}
        className={buttonClass('secondary', 'min-h-11 px-4 sm:hidden')}
        onClick={() => onOpenChange(!open)}
      >
        {children}
      </button>
    );
  }
  return (
    <details ref={beforeCode} className="sm:hidden">
      <summary
        className={buttonClass(
          'secondary',
          'min-h-11 cursor-pointer list-none px-4 [&::-webkit-details-marker]:hidden',
        )}
      >
        {children}
      </summary>
    </details>
  );
}

export function CataloguePage({
  renderCardAction,
  renderSearchActions,
  findDefaultNear = () => Promise.resolve(null),
}: CataloguePageProps = {}) {
  const params = useParams();
  const { pathname } = useLocation();
  const [search, setSearch] = useSearchParams();
  const online = useOnline();
  const location = readCatalogueLocation(params.category, search);
  const catalogue = useCatalogue({
    category: location.category,
    maxPrice: location.maxPrice,
    sort: location.sort,
    page: location.page,
    q: location.q,
    departmentId: location.departmentId,
    municipalityId: location.municipalityId,
    near: location.near,
    radiusKm: location.radiusKm,
    pageSize: LISTINGS.categoryPageSize,
  });

  // After 'Siguiente' or 'Anterior' the page starts again from the top: so does the focus.
  const titleRef = useRef<HTMLHeadingElement>(null);
  const shownPage = useRef(location.page);
  useEffect(() => {
    if (shownPage.current === location.page) return;
    shownPage.current = location.page;
    titleRef.current?.focus({ preventScroll: true });
  }, [location.page]);

  const page = catalogue.data;
  const title = catalogueTitle(location, page?.data[0]?.category.name);
  const filtered = location.maxPrice !== null;
  const placed =
    location.departmentId !== null || location.municipalityId !== null || location.near !== null;
  const changeFilters = (changes: Partial<Filters>) =>
    setSearch(withCatalogueFilters(search, changes));
  // Where the search box sends its words before the code arrives: this category with the place
  // and price kept, the first page, and the order new words get (the box adds `q`).
  const searchAction = `${pathname}?${withCatalogueFilters(search, { q: NEW_WORDS })}`;
  // Where the filters send the price and the order before the code arrives: this page's address
  // with the other filters kept, the first page (the form adds `max_price` and `sort`).
  const filtersAction = `${pathname}?${withCatalogueFilters(search, {})}`;
  // On a phone the filters open from one button, so the results start on the first screen.
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersId = useId();
  const applied = appliedCount(location);
  const filtersLabel = (
    <>
      <SlidersHorizontal aria-hidden="true" className="size-5" />
      {applied > 0 ? `Filtros (${applied})` : 'Filtros'}
    </>
  );
  const suggestion = page && !catalogue.isPlaceholderData ? suggestionOf(page.meta) : undefined;

  let results;
  if (catalogue.isPending) {
    results = <ListingGridPlaceholder />;
  } else if (catalogue.isError) {
    results = (
      <div role="alert" className={`${boxClass} border border-red-200 bg-red-50`}>
        <p className="font-semibold text-red-800">
          {catalogue.error instanceof CatalogueFormatError
            ? LISTING_MESSAGES.unexpectedFormat
            : LISTING_MESSAGES.listFailed}
        </p>
        {!online && <p className="mt-1 text-tierra-800">{CATALOGUE_OFFLINE_HINT}</p>}
        <button
          type="button"
          className={buttonClass('secondary', 'mt-4')}
          onClick={() => void catalogue.refetch()}
        >
          <RotateCw aria-hidden="true" className="size-5" />
          Reintentar
        </button>
      </div>
    );
  } else if (catalogue.data.data.length === 0) {
    const pastTheEnd = catalogue.data.meta.total > 0;
    results = (
      <div className={`${boxClass} border-2 border-dashed border-tierra-200 bg-white/70`}>
        <span className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-campo-50 text-campo-700">
          <PackageSearch aria-hidden="true" className="size-7" />
        </span>
        <p className="mt-3 text-lg font-bold text-campo-900">{LISTING_MESSAGES.empty}</p>
        <p className="mt-1 text-tierra-700">
          {location.q !== null && !pastTheEnd
            ? `No encontramos «${location.q}» con estos filtros. Prueba con otra palabra o busca más lejos.`
            : LISTING_MESSAGES.emptyHint}
        </p>
        {!pastTheEnd && (location.q !== null || placed) && (
          <div className="mt-5 flex flex-wrap justify-center gap-3">
            {location.q !== null && (
              <button
                type="button"
                className={buttonClass('secondary')}
                onClick={() => changeFilters({ q: null })}
              >
                Quitar la búsqueda
              </button>
            )}
            {placed && (
              <button
                type="button"
                className={buttonClass('secondary')}
                onClick={() =>
                  changeFilters({ departmentId: null, municipalityId: null, near: null })
                }
              >
                Quitar el lugar y la distancia
              </button>
            )}
          </div>
        )}
        {pastTheEnd ? (
          <button
            type="button"
            className={buttonClass('secondary', 'mt-5')}
            onClick={() => changeFilters({ page: 1 })}
          >
            Ir a la primera página
          </button>
        ) : (
          filtered && (
            <button
              type="button"
              className={buttonClass('secondary', 'mt-5')}
              onClick={() => changeFilters({ maxPrice: null })}
            >
              Quitar el precio máximo
            </button>
          )
        )}
      </div>
    );
  } else {
    const { data, meta } = catalogue.data;
    results = (
      <>
        <ListingGrid
          listings={data}
          label={title}
          headingLevel={2}
          busy={catalogue.isPlaceholderData}
          action={renderCardAction}
        />
        {meta.last_page > 1 && (
          <HydrationSlice>
            <CataloguePager
              page={meta.page}
              lastPage={meta.last_page}
              lastPageKnown={isExact(meta)}
              disabled={catalogue.isPlaceholderData}
            />
          </HydrationSlice>
        )}
      </>
    );
  }

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-4 sm:px-6 sm:py-8">
      <HydrationSlice>
        <CatalogueSearchBox
          words={location.q}
          onSearch={(words) => changeFilters({ q: words })}
          action={searchAction}
          className="mb-3"
        />
      </HydrationSlice>
      <BackButton fallback={paths.home} />
      {/* The anchor of the panel's `:has`, around the title row and the panel only: Chromium
          then checks it again for what changes inside, not for each card drawn below (with the
          page's root as anchor, every card going live restyled the whole page, ≈ 570 elements). */}
      <div className="group/catalogue">
        {/* The count and the first card fit the first screen of a 360 × 740 phone: 'Filtros' and
            'Avísame' share one line, beside the title when there is room (docs/product.md §2).
            Below 640 px their line is their own from the start (a phone, 360–430 px, never has
            room for both beside the title): on a slow connection the browser draws the page
            while 'Avísame' is still on its way, and 'Filtros' alone would sit beside the title,
            then jump below it. From 640 px the line follows the title rather than the far edge:
            a button drawn before its label arrives then grows away from the title, and nothing
            drawn moves. */}
        <div className="mt-2 flex flex-wrap items-end gap-x-6 gap-y-3">
          <div className="flex min-w-0 items-center gap-3">
            {location.category !== ALL_CATEGORIES.id && (
              <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-campo-100 text-campo-800">
                <CategoryIcon categoryId={location.category} className="size-7" />
              </span>
            )}
            <div className="min-w-0">
              <h1
                ref={titleRef}
                tabIndex={-1}
                className="break-words text-2xl font-bold tracking-tight text-campo-900 focus:outline-none sm:text-3xl"
              >
                {title}
              </h1>
              <p className="min-h-6 text-tierra-700" aria-live="polite">
                {page &&
                !catalogue.isPlaceholderData &&
                (page.data.length > 0 || page.meta.total === 0)
                  ? countLabel(page.meta)
                  : ''}
              </p>
            </div>
          </div>

          <div className="flex basis-full flex-wrap items-center gap-2 sm:basis-auto">
            <FiltersToggle open={filtersOpen} onOpenChange={setFiltersOpen} controls={filtersId}>
              {filtersLabel}
            </FiltersToggle>
            {renderSearchActions?.(location)}
            <HydrationSlice>
              <div className="contents sm:hidden">
                <CatalogueFilterChips filters={location} onChange={changeFilters} />
              </div>
            </HydrationSlice>
          </div>
        </div>

        <div
          id={filtersId}
          className={`mt-3 gap-3 group-has-[details[open]]/catalogue:grid sm:mt-5 sm:grid ${filtersOpen ? 'grid' : 'hidden'}`}
        >
          <HydrationSlice>
            <CatalogueFilters
              maxPrice={location.maxPrice}
              sort={location.sort}
              sortOptions={sortOptions(location)}
              onChange={changeFilters}
              action={filtersAction}
            />
          </HydrationSlice>
          <HydrationSlice>
            <CataloguePlaceFilters
              departmentId={location.departmentId}
              municipalityId={location.municipalityId}
              near={location.near}
              radiusKm={location.radiusKm}
              findDefaultNear={findDefaultNear}
              onChange={changeFilters}
            />
          </HydrationSlice>
        </div>
      </div>

      {suggestion && (
        <p className="mt-4 text-lg text-tierra-800">
          ¿Quisiste decir{' '}
          <Link
            to={{ search: `?${withCatalogueFilters(search, { q: suggestion })}` }}
            className="inline-flex min-h-11 items-center font-bold text-campo-800 underline underline-offset-4"
          >
            {suggestion}
          </Link>
          ?
        </p>
      )}

      <div className="mt-4 sm:mt-6">{results}</div>
    </div>
  );
}
