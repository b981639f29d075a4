import { ChevronLeft, ChevronRight, PackageSearch, RotateCw, TriangleAlert } from 'lucide-react';
import { useRef } from 'react';
import { HOME } from '../../../domain/limits';
import { LISTING_MESSAGES } from '../../../domain/listings/listing';
import { paths } from '../../lib/paths';
import { buttonClass } from '../../components/button-styles';
import { useHydrated } from '../../lib/device-value';
import { ListingGridPlaceholder } from '../../components/listing-grid';
import { pagerButtonClass, pagerCounterClass, pagerNavClass } from '../../components/pager-styles';
import { FEATURED_IN_RENDERED_PAGE, useFeaturedListings } from './api/get-featured-listings';
import type { HomeListing, RenderFavourite } from './home-listing';
import { HomeListingList } from './home-listing-list';
import { NoticeBox, SectionHeader } from './home-section';
import { useClientPages } from './use-client-pages';

const TITLE = 'Productos destacados';

type FeaturedGridProps = {
  listings: readonly HomeListing[];
  renderFavourite?: RenderFavourite;
  onPageChange: () => void;
};

/** docs/product.md §4 "Featured grid": pages of 12 cut on the phone, previous/next disabled at the ends. */
export function FeaturedGrid({ listings, renderFavourite, onPageChange }: FeaturedGridProps) {
  const pages = useClientPages(listings, HOME.featuredPageSize);
  const turn = (go: () => void) => () => {
    go();
    onPageChange();
  };

  return (
    <>
      <HomeListingList
        listings={pages.items}
        label={TITLE}
        renderFavourite={renderFavourite}
        // The cards a server-rendered home draws, at the bottom of a phone's first screen.
        eagerPhotos={FEATURED_IN_RENDERED_PAGE}
      />
      {pages.pageCount > 1 && (
        <nav aria-label="Páginas de productos destacados" className={`mt-5 ${pagerNavClass}`}>
          <button
            type="button"
            className={pagerButtonClass}
            disabled={!pages.hasPrevious}
            onClick={turn(pages.previous)}
          >
            <ChevronLeft aria-hidden="true" className="size-5" />
            Anterior
          </button>
          <p className={pagerCounterClass}>
            Página {pages.page + 1} de {pages.pageCount}
          </p>
          <button
            type="button"
            className={pagerButtonClass}
            disabled={!pages.hasNext}
            onClick={turn(pages.next)}
          >
            Siguiente
            <ChevronRight aria-hidden="true" className="size-5" />
          </button>
        </nav>
      )}
    </>
  );
}

export function HomeFeatured({ renderFavourite }: { renderFavourite?: RenderFavourite }) {
  const featured = useFeaturedListings(useHydrated());
  const heading = useRef<HTMLHeadingElement>(null);

  let body;
  if (!featured.data && !featured.isError) {
    body = <ListingGridPlaceholder />;
  } else if (!featured.data) {
    body = (
      <NoticeBox
        tone="error"
        icon={<TriangleAlert className="size-6" />}
        title={LISTING_MESSAGES.listFailed}
      >
        <button
          type="button"
          className={buttonClass('secondary', 'mt-3')}
          onClick={() => void featured.refetch()}
          disabled={featured.isFetching}
        >
          <RotateCw aria-hidden="true" className="size-5" />
          Reintentar
        </button>
      </NoticeBox>
    );
  } else if (featured.data.length === 0) {
    body = (
      <NoticeBox
        icon={<PackageSearch className="size-6" />}
        title={LISTING_MESSAGES.empty}
        hint={LISTING_MESSAGES.emptyHint}
      />
    );
  } else {
    body = (
      <FeaturedGrid
        listings={featured.data}
        renderFavourite={renderFavourite}
        // The new page starts at the top of the grid; focus goes there for screen readers.
        onPageChange={() => heading.current?.focus()}
      />
    );
  }

  return (
    <section aria-labelledby="home-featured-title" data-tour="home-featured">
      <SectionHeader
        id="home-featured-title"
        title={TITLE}
        headingRef={heading}
        tour="home-featured-header"
        seeAll={{ to: paths.allProducts(), hidden: 'los productos' }}
      />
      {body}
    </section>
  );
}
