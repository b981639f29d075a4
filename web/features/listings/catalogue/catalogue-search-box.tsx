import { Search, X } from 'lucide-react';
import { useId, useState } from 'react';
import type { FormEvent, KeyboardEvent } from 'react';
import { useNavigate } from '../../../lib/router';
import type { CatalogueSearchItem } from '../../../../domain/api/catalogue';
import { SEARCH } from '../../../../domain/limits';
import { CATALOGUE_PARAMS } from '../../../../domain/listings/catalogue-address';
import { LISTING_SEARCH_MESSAGES } from '../../../../domain/listings/listing';
import { paths } from '../../../lib/paths';
import { buttonClass } from '../../../components/button-styles';
import { useQuickSearch } from '../../../components/quick-search/quick-search-results';
import { errorIdOf, fieldAria } from '../../../components/form-field';

/** Suggestions shown under the box while typing (the quick search can answer up to 50). */
const SUGGESTIONS = 8;

type CatalogueSearchBoxProps = {
  /** The words the list shows now (from the address), so the box says what was searched. */
  words: string | null;
  /** Called with the words to search, or null to search nothing (an emptied box). */
  onSearch: (words: string | null) => void;
  /**
   * The catalogue address the words go to before the app's code has arrived (a server-rendered
   * page, decision 027): the form is a GET form to its path, with its query as hidden fields
   * and the words as `q`. Once the code runs, `onSearch` takes the submit.
   */
  action: string;
  className?: string;
};

/**
 * The catalogue's search box (docs/product.md §16): big, at the top of the home and of every
 * catalogue page. While typing it suggests products of the catalogue (the quick-search index, from
 * 2 letters); a suggestion, Enter or 'Buscar' shows the catalogue page of those words.
 */
export function CatalogueSearchBox({
  words,
  onSearch,
  action,
  className = '',
}: CatalogueSearchBoxProps) {
  const id = useId();
  const listId = `${id}-suggestions`;
  const [text, setText] = useState(words ?? '');
  const [open, setOpen] = useState(false);
  // -1: nothing highlighted, so Enter searches the typed words.
  const [active, setActive] = useState(-1);
  const [problem, setProblem] = useState<string | null>(null);
  // The address can change under the box (back button, a shared link): follow it.
  const [shown, setShown] = useState(words);
  if (shown !== words) {
    setShown(words);
    setText(words ?? '');
    setProblem(null);
  }

  // The catalogue for suggestions is fetched once the person starts typing, not with the page.
  const [typed, setTyped] = useState(false);
  const suggestions = useQuickSearch(text, typed);
  const items = suggestions.status === 'done' ? suggestions.items.slice(0, SUGGESTIONS) : [];
  const showList = open && items.length > 0;
  const optionId = (index: number) => `${id}-option-${index}`;

  const search = (typed: string) => {
    const trimmed = typed.trim();
    setOpen(false);
    setActive(-1);
    if (trimmed !== '' && trimmed.length < SEARCH.minLength) {
      setProblem(LISTING_SEARCH_MESSAGES.wordsTooShort);
      return;
    }
    setProblem(null);
    onSearch(trimmed === '' ? null : trimmed);
  };

  const pick = (item: CatalogueSearchItem) => {
    setText(item.product);
    search(item.product);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const highlighted = showList && active >= 0 ? items[active] : undefined;
    if (highlighted) pick(highlighted);
    else search(text);
  };

  const [actionPath = '', actionQuery = ''] = action.split('?', 2);
  const kept = [...new URLSearchParams(actionQuery)].filter(
    ([name]) => name !== CATALOGUE_PARAMS.q,
  );

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && items.length > 0) {
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // Through the suggestions and back to the typed words (-1).
      const states = items.length + 1;
      setActive((current) => ((current + 1 + step + states) % states) - 1);
    } else if (event.key === 'Escape' && showList) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <form
      role="search"
      aria-label="Buscar en el catálogo"
      method="get"
      action={actionPath}
      onSubmit={submit}
      className={className}
    >
      {kept.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor={id} className="sr-only">
        ¿Qué buscas?
      </label>
      <div className="relative flex gap-2">
        {/* As tall as the field from the start: the icon is centred on it, and drawn before
            the field arrives it would sit at the top, then move down. */}
        <div className="relative min-h-14 min-w-0 flex-1">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute left-4 top-1/2 size-6 -translate-y-1/2 text-campo-700"
          />
          <input
            {...fieldAria(id, { error: problem })}
            type="search"
            name={CATALOGUE_PARAMS.q}
            role="combobox"
            autoComplete="off"
            autoCorrect="off"
            spellCheck={false}
            enterKeyHint="search"
            maxLength={SEARCH.maxLength}
            placeholder="Ej.: papa"
            aria-autocomplete="list"
            aria-expanded={showList}
            aria-controls={listId}
            aria-activedescendant={showList && active >= 0 ? optionId(active) : undefined}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setTyped(true);
              setActive(-1);
              setOpen(true);
              setProblem(null);
            }}
            onFocus={() => setOpen(true)}
            onBlur={() => setOpen(false)}
            onKeyDown={onKeyDown}
            className="block min-h-14 w-full rounded-2xl border-2 border-campo-300 bg-white py-3 pl-12 pr-12 text-lg text-tierra-900 shadow-sm placeholder:text-tierra-500 focus:border-campo-600 focus:outline-none focus:ring-2 focus:ring-campo-200 [&::-webkit-search-cancel-button]:hidden"
          />
          {text !== '' && (
            <button
              type="button"
              aria-label="Borrar búsqueda"
              className="absolute right-1 top-1/2 flex size-12 -translate-y-1/2 items-center justify-center rounded-xl text-tierra-700 hover:bg-tierra-100"
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => {
                setText('');
                setProblem(null);
                document.getElementById(id)?.focus();
              }}
            >
              <X aria-hidden="true" className="size-5" />
            </button>
          )}
        </div>
        {/* As wide from the start as with its icon (a phone) or its label: drawn before they
            arrive on a slow connection, it would widen and push the field. */}
        <button
          type="submit"
          className={buttonClass('primary', 'min-h-14 min-w-15 shrink-0 px-5 text-lg sm:min-w-32')}
        >
          <Search aria-hidden="true" className="size-5 sm:hidden" />
          <span className="sr-only sm:not-sr-only">Buscar</span>
        </button>

        {/* Kept in the page while hidden so aria-controls always points at something. */}
        <ul
          id={listId}
          role="listbox"
          aria-label="Sugerencias del catálogo"
          className={
            showList
              ? 'absolute inset-x-0 top-full z-30 mt-1.5 max-h-80 overflow-y-auto overscroll-contain rounded-2xl border border-tierra-200 bg-white shadow-lg'
              : 'hidden'
          }
        >
          {showList &&
            items.map((item, index) => (
              <li
                key={item.product_id}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                className={`flex min-h-12 cursor-pointer flex-col justify-center border-b border-tierra-100 px-4 py-2 last:border-b-0 ${
                  index === active ? 'bg-campo-50' : 'hover:bg-tierra-50'
                }`}
                // Keeps the focus in the input, so the tap is not lost to its blur.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => pick(item)}
              >
                <span className="font-semibold text-campo-900">{item.product}</span>
                <span className="text-sm text-tierra-700">
                  {item.category} › {item.subcategory}
                </span>
              </li>
            ))}
        </ul>
      </div>
      {problem && (
        <p id={errorIdOf(id)} role="alert" className="mt-1.5 font-semibold text-red-800">
          {problem}
        </p>
      )}
    </form>
  );
}

/**
 * The box of the home: it opens the whole catalogue's page of those words
 * (/productos/0?name=Todos&q=…, docs/product.md's own route; decision 015).
 */
export function HomeCatalogueSearch({ className }: { className?: string }) {
  const navigate = useNavigate();
  return (
    <CatalogueSearchBox
      words={null}
      action={paths.allProducts()}
      className={className}
      onSearch={(words) => {
        const all = paths.allProducts();
        const query = new URLSearchParams({ [CATALOGUE_PARAMS.q]: words ?? '' });
        void navigate(words === null ? all : `${all}&${query}`);
      }}
    />
  );
}
