import { Handshake, X } from 'lucide-react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useSearchParams } from '../../lib/router';
import { ORGANIZATION_MESSAGES } from '../../../domain/organizations/organization';
import { paths } from '../../lib/paths';
import { BackButton } from '../../components/back-button';
import { buttonClass } from '../../components/button-styles';
import { CardListSkeleton, ListEmpty, ListFailure } from '../../components/list-states';
import { PageTitle } from '../../components/page-title';
import { SearchWordsField } from '../../components/search-words-field';
import { PlaceFilters, readPlaceFilter, withPlaceFilter } from '../../components/place-filters';
import type { PlaceFilter } from '../../components/place-filters';
import { useOrganizations } from './api/get-organizations';
import { OrganizationCard } from './organization-card';

export const ORGANIZATIONS_PAGE_MESSAGES = {
  title: 'Organizaciones',
  intro:
    'Asociaciones y cooperativas de productores: contáctalas para vender tu cosecha en grupo o unirte a ellas.',
  searchLabel: 'Nombre o producto',
  searchPlaceholder: 'Ej.: cacao',
  loading: 'Cargando organizaciones…',
  loadFailed: 'No pudimos cargar las organizaciones.',
  clear: 'Quitar filtros',
} as const;

const m = ORGANIZATIONS_PAGE_MESSAGES;

// The search word lives in the address beside the place (?q=), like the place filters.
const SEARCH_PARAM = 'q';
const SEARCH_MAX = 100;

const countLabel = (count: number) => `${count} ${count === 1 ? 'organización' : 'organizaciones'}`;

const gridClass = 'grid gap-4 md:grid-cols-2 2xl:grid-cols-3';

const CARD_BARS = [
  'h-5 w-2/3 rounded',
  'h-4 w-1/2 rounded',
  'h-10 w-full rounded-xl',
  'h-4 w-full rounded',
  'mt-2 h-12 w-full rounded-xl',
] as const;

/** /organizaciones: producer associations and cooperatives, by place and by search word. */
export function OrganizationsPage() {
  const [search, setSearch] = useSearchParams();
  const place = readPlaceFilter(search);
  const q = (search.get(SEARCH_PARAM) ?? '').trim().slice(0, SEARCH_MAX);
  const organizations = useOrganizations({ ...place, q });

  const [text, setText] = useState(q);
  // The address can change under the form (back button, a shared link): follow it.
  const [applied, setApplied] = useState(q);
  if (applied !== q) {
    setApplied(q);
    setText(q);
  }

  const withSearch = (params: URLSearchParams, word: string) => {
    const next = new URLSearchParams(params);
    if (word) next.set(SEARCH_PARAM, word);
    else next.delete(SEARCH_PARAM);
    return next;
  };

  // The word typed so far goes along with a place change, as if 'Buscar' had been pressed.
  const changePlace = (next: PlaceFilter) =>
    setSearch(withSearch(withPlaceFilter(search, next), text.trim()));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSearch(withSearch(search, text.trim()));
  };

  const filtered = place.departmentId !== null || q !== '';
  const clear = () => setSearch(new URLSearchParams());

  let body;
  if (organizations.isPending) {
    body = <CardListSkeleton label={m.loading} gridClass={gridClass} bars={CARD_BARS} />;
  } else if (organizations.isError) {
    body = (
      <ListFailure
        message={m.loadFailed}
        error={organizations.error}
        onRetry={() => void organizations.refetch()}
      />
    );
  } else if (organizations.data.length === 0) {
    body = (
      <ListEmpty
        icon={Handshake}
        title={ORGANIZATION_MESSAGES.empty}
        hint={ORGANIZATION_MESSAGES.emptyHint}
      >
        {filtered && (
          <button type="button" className={buttonClass('secondary', 'mt-4')} onClick={clear}>
            <X aria-hidden="true" className="size-5" />
            {m.clear}
          </button>
        )}
      </ListEmpty>
    );
  } else {
    body = (
      <>
        <p role="status" className="mb-3 font-semibold text-tierra-700">
          {countLabel(organizations.data.length)}
        </p>
        <ul aria-label={m.title} className={gridClass}>
          {organizations.data.map((organization) => (
            <li key={organization.id}>
              <OrganizationCard organization={organization} />
            </li>
          ))}
        </ul>
      </>
    );
  }

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 sm:py-8">
      <BackButton fallback={paths.home} />
      <PageTitle
        className="mt-2"
        icon={<Handshake aria-hidden="true" className="size-7" />}
        title={m.title}
        subtitle={m.intro}
      />

      <form
        role="search"
        aria-label="Filtrar organizaciones"
        onSubmit={submit}
        className="mt-6 grid items-end gap-3 rounded-3xl border border-tierra-200 bg-white p-3 sm:grid-cols-2 sm:gap-4 sm:p-5"
      >
        <PlaceFilters {...place} onChange={changePlace} />
        <SearchWordsField
          className="sm:col-span-2"
          label={m.searchLabel}
          placeholder={m.searchPlaceholder}
          value={text}
          onChange={setText}
          submitLabel="Buscar organizaciones"
          maxLength={SEARCH_MAX}
        />
      </form>

      <div className="mt-6" aria-busy={organizations.isPending}>
        {body}
      </div>
    </div>
  );
}
