import { LayoutGrid, RotateCw, TriangleAlert } from 'lucide-react';
import { Link } from '../../lib/router';
import { HOME } from '../../../domain/limits';
import { paths } from '../../lib/paths';
import { buttonClass } from '../../components/button-styles';
import { CategoryIcon } from '../../components/category-icon';
import { ItemHydratedLater } from '../../components/item-hydrated-later';
import { useHomeCategories } from './api/get-home-categories';
import { CATEGORY_MESSAGES } from '../../../domain/catalogue/catalogue-messages';
import { NoticeBox, SectionHeader } from './home-section';

// docs/product.md §2 "Category grid": 2 columns, 5 from lg. The five columns also need room in rem (the
// section is an @container: 42 rem, @2xl), so at 120 % text, or beside the sidebar on a 1024 px
// laptop, the grid stays at two columns instead of cutting 'Implementos' across two lines.
const gridClass = 'grid grid-cols-2 gap-2 sm:gap-3 lg:@2xl:grid-cols-5';
// On phones the icon sits above the name: beside it, a 320 px screen or 120 % text left too
// little room and names broke mid-word ('Despens/a'). From sm the row has room again. In five
// columns the icon is above again, with slim side padding and the phone's text size. Under
// 360 px the side padding is slimmer and the name a little smaller, or 'Implementos' broke at
// 120 % text. Where the tile has room for the icon beside the longest name ('Implementos'), it is
// one slim row, so the featured products start on a 390 × 844 phone's first screen (decision
// 022). The room is measured in rem, so 120 % text counts: 21.5 rem is a 390 px phone at 100 %
// (at 360 px, 'Implementos' broke). The tile's classes are `.category-tile` in web/styles.css.
export function HomeCategories() {
  const categories = useHomeCategories();

  let body;
  if (categories.data && categories.data.length > 0) {
    body = (
      <ul className={gridClass}>
        {/* Links only: they work as the server drew them until the code makes them live. */}
        {categories.data.slice(0, HOME.categories).map((category) => (
          <ItemHydratedLater key={category.id} later>
            <Link to={paths.categoryProducts(category.id, category.name)} className="category-tile">
              <span className="category-tile__icon">
                <CategoryIcon categoryId={category.id} className="size-6 lg:@2xl:size-7" />
              </span>
              <span className="category-tile__name">{category.name}</span>
            </Link>
          </ItemHydratedLater>
        ))}
      </ul>
    );
  } else if (categories.isPending) {
    body = (
      <div role="status">
        <span className="sr-only">Cargando categorías…</span>
        <ul aria-hidden="true" className={gridClass}>
          {Array.from({ length: HOME.loadingPlaceholders }, (_, index) => (
            <li key={index} className="category-tile">
              <span className="size-9 shrink-0 animate-pulse rounded-xl bg-tierra-100 lg:@2xl:size-12" />
              <span className="h-4 w-2/3 animate-pulse rounded bg-tierra-100" />
            </li>
          ))}
        </ul>
      </div>
    );
  } else if (categories.isError) {
    body = (
      <NoticeBox
        tone="error"
        compact
        icon={<TriangleAlert className="size-6" />}
        title={CATEGORY_MESSAGES.loadFailed}
      >
        <button
          type="button"
          className={buttonClass('secondary', 'mt-3')}
          onClick={() => void categories.refetch()}
          disabled={categories.isFetching}
        >
          <RotateCw aria-hidden="true" className="size-5" />
          Reintentar
        </button>
      </NoticeBox>
    );
  } else {
    body = (
      <NoticeBox compact icon={<LayoutGrid className="size-6" />} title={CATEGORY_MESSAGES.empty} />
    );
  }

  return (
    <section
      aria-labelledby="home-categories-title"
      data-tour="home-categories"
      className="@container"
    >
      <SectionHeader
        id="home-categories-title"
        title="Categorías"
        seeAll={{ to: paths.allProducts(), hidden: 'los productos' }}
      />
      {body}
    </section>
  );
}
