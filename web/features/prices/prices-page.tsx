import { ChartNoAxesCombined } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useSearchParams } from '../../lib/router';
import { paths } from '../../lib/paths';
import { BackButton } from '../../components/back-button';
import { labelClass } from '../../components/field-styles';
import { CardListSkeleton, ListEmpty, ListFailure } from '../../components/list-states';
import { MoreButton } from '../../components/more-button';
import { NativeSelect } from '../../components/native-select';
import { PageTitle } from '../../components/page-title';
import { SearchWordsField } from '../../components/search-words-field';
import { DepartmentSelect } from '../../components/place-selects';
import { useDepartments } from '../../lib/locations';
import { usePriceSummary, type PriceFilter } from './api/get-price-summary';
import { PRICE_CARD_BARS, PRICE_PAGE_MESSAGES as m } from './price-format';
import { FollowedPrices } from './followed-prices';
import { PriceSummaryCard } from './price-summary-card';

// The filters live in the address (?q=&categoria=&departamento=): shareable, and the back
// button brings the same list back.
const PARAM = { q: 'q', category: 'categoria', department: 'departamento' } as const;
const SEARCH_MAX = 100;

const positiveId = (value: string | null) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
};

export function readPriceFilter(search: URLSearchParams): PriceFilter {
  return {
    q: (search.get(PARAM.q) ?? '').trim().slice(0, SEARCH_MAX),
    categoryId: positiveId(search.get(PARAM.category)),
    departmentId: positiveId(search.get(PARAM.department)),
  };
}

function filterParams({ q, categoryId, departmentId }: PriceFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (q) params.set(PARAM.q, q);
  if (categoryId) params.set(PARAM.category, String(categoryId));
  if (departmentId) params.set(PARAM.department, String(departmentId));
  return params;
}

export const readDetailDepartment = (search: URLSearchParams) =>
  positiveId(search.get(PARAM.department));

const gridClass = 'grid gap-4 md:grid-cols-2 2xl:grid-cols-3';

type Category = { id: number; name: string };

/** /precios: the Bolsa de precios, by words, category and department. */
export function PricesPage({ categories }: { categories: Category[] }) {
  const id = useId();
  const [search, setSearch] = useSearchParams();
  const filter = readPriceFilter(search);
  const summary = usePriceSummary(filter);
  const departments = useDepartments();

  const [text, setText] = useState(filter.q);
  const [applied, setApplied] = useState(filter.q);
  if (applied !== filter.q) {
    setApplied(filter.q);
    setText(filter.q);
  }
  const apply = (changes: Partial<PriceFilter>) =>
    setSearch(filterParams({ ...filter, q: text.trim(), ...changes }));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply({});
  };

  const items = summary.data?.pages.flatMap((page) => page.data) ?? [];
  let body;
  if (summary.isPending) {
    body = <CardListSkeleton label={m.loading} gridClass={gridClass} bars={PRICE_CARD_BARS} />;
  } else if (summary.isError) {
    body = (
      <ListFailure
        message={m.loadFailed}
        error={summary.error}
        onRetry={() => void summary.refetch()}
      />
    );
  } else if (items.length === 0) {
    body = <ListEmpty icon={ChartNoAxesCombined} title={m.empty} hint={m.emptyHint} />;
  } else {
    body = (
      <>
        <ul aria-label={m.title} className={gridClass}>
          {items.map((item) => (
            <li key={`${item.product.id}-${item.unit.id}`}>
              <PriceSummaryCard
                item={item}
                to={paths.priceProduct(item.product.id, filter.departmentId)}
              />
            </li>
          ))}
        </ul>
        <MoreButton
          hasMore={summary.hasNextPage}
          loading={summary.isFetchingNextPage}
          failed={summary.isFetchNextPageError}
          failedMessage={m.loadFailed}
          onMore={() => void summary.fetchNextPage()}
        />
        <p className="mt-6 text-sm text-tierra-700">{m.source}</p>
      </>
    );
  }

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 sm:py-8">
      <BackButton fallback={paths.home} />
      <PageTitle
        className="mt-2"
        icon={<ChartNoAxesCombined aria-hidden="true" className="size-7" />}
        title={m.title}
        subtitle={m.intro}
      />
      <FollowedPrices />
      <form
        role="search"
        aria-label="Buscar precios"
        onSubmit={submit}
        className="mt-6 grid items-end gap-3 rounded-3xl border border-tierra-200 bg-white p-3 sm:grid-cols-2 sm:gap-4 sm:p-5"
      >
        <SearchWordsField
          className="sm:col-span-2"
          label={m.searchLabel}
          placeholder={m.searchPlaceholder}
          value={text}
          onChange={setText}
          submitLabel="Buscar precios"
          maxLength={SEARCH_MAX}
        />
        <div className="min-w-0">
          <label htmlFor={`${id}-category`} className={labelClass}>
            {m.category}
          </label>
          <NativeSelect
            id={`${id}-category`}
            value={filter.categoryId ?? ''}
            onChange={(event) => apply({ categoryId: positiveId(event.target.value) })}
          >
            <option value="">{m.allCategories}</option>
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="min-w-0">
          <label htmlFor={`${id}-department`} className={labelClass}>
            {m.department}
          </label>
          <DepartmentSelect
            id={`${id}-department`}
            departments={departments}
            value={filter.departmentId ?? ''}
            emptyLabel={m.wholeCountry}
            onChange={(event) => apply({ departmentId: positiveId(event.target.value) })}
          />
        </div>
      </form>
      <div className="mt-6" aria-busy={summary.isPending}>
        {body}
      </div>
    </div>
  );
}
