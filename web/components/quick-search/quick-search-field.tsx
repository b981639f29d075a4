import { Check, LoaderCircle, Search, X } from 'lucide-react';
import { useId, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { QUICK_SEARCH_HINT } from '../../../domain/catalogue/catalogue-messages';
import type { CatalogueSearchItem } from '../../../domain/api/catalogue';
import { inputClass } from '../field-styles';
import { fieldAria } from '../form-field';
import { useQuickSearch } from './quick-search-results';

export const QUICK_SEARCH_FAILED = 'No se pudo buscar. Revisa tu conexión e inténtalo de nuevo.';
export const quickSearchEmpty = (text: string) =>
  `No encontramos «${text.trim()}». Prueba con otra palabra, por ejemplo «papa» o «café».`;

type QuickSearchFieldProps = {
  id: string;
  text: string;
  picked: CatalogueSearchItem | null;
  /** Typing changes the text and forgets the picked product (it must be picked again). */
  onTextChange: (text: string) => void;
  onPick: (item: CatalogueSearchItem) => void;
  /** The field has a hint, shown by its form as `<id>-hint`. */
  hint?: boolean;
  /** The field's message, shown by its form as `<id>-error`. */
  error?: string;
  disabled?: boolean;
};

const categoryPath = (item: CatalogueSearchItem) => `${item.category} › ${item.subcategory}`;

/**
 * The product search of the create screen, as an ARIA combobox: type at least 2 letters, then
 * pick a product with a tap, or with the arrows and Enter.
 */
export function QuickSearchField({
  id,
  text,
  picked,
  onTextChange,
  onPick,
  hint,
  error,
  disabled,
}: QuickSearchFieldProps) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const search = useQuickSearch(picked ? '' : text);
  const items = search.status === 'done' ? search.items : [];
  const showPanel = open && !picked && text.trim() !== '';
  const activeIndex = Math.min(active, items.length - 1);
  const optionId = (index: number) => `${listId}-${index}`;

  const pick = (item: CatalogueSearchItem) => {
    onPick(item);
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (items.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((activeIndex + step + items.length) % items.length);
    } else if (event.key === 'Enter' && showPanel) {
      // Enter picks the highlighted product instead of sending the form.
      event.preventDefault();
      const item = items[activeIndex];
      if (item) pick(item);
    } else if (event.key === 'Escape' && showPanel) {
      event.preventDefault();
      setOpen(false);
    }
  };

  const clear = () => {
    onTextChange('');
    setOpen(false);
    document.getElementById(id)?.focus();
  };

  return (
    <div className="relative">
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute left-3.5 top-1/2 mt-[0.1875rem] size-5 -translate-y-1/2 text-tierra-600"
        />
        <input
          {...fieldAria(id, { hint, error })}
          type="text"
          role="combobox"
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="search"
          maxLength={100}
          placeholder="Ej.: plátano"
          aria-autocomplete="list"
          aria-expanded={showPanel}
          aria-controls={listId}
          aria-activedescendant={showPanel && items.length > 0 ? optionId(activeIndex) : undefined}
          disabled={disabled}
          value={text}
          className={`${inputClass} pl-11 pr-12 ${picked ? 'border-campo-600 bg-campo-50/60 font-semibold' : ''}`}
          onChange={(event) => {
            onTextChange(event.target.value);
            setActive(0);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
        {picked ? (
          <Check
            aria-hidden="true"
            className="pointer-events-none absolute right-3.5 top-1/2 mt-[0.1875rem] size-6 -translate-y-1/2 text-campo-700"
          />
        ) : (
          text !== '' && (
            <button
              type="button"
              aria-label="Borrar búsqueda"
              className="absolute right-0.5 top-1/2 mt-[0.1875rem] flex size-tap -translate-y-1/2 items-center justify-center rounded-xl text-tierra-700 hover:bg-tierra-100"
              onMouseDown={(event) => event.preventDefault()}
              onClick={clear}
              disabled={disabled}
            >
              <X aria-hidden="true" className="size-5" />
            </button>
          )
        )}
      </div>

      {/* Kept in the page while hidden so aria-controls always points at something. */}
      <div
        className={
          showPanel
            ? 'absolute inset-x-0 top-full z-20 mt-1.5 overflow-hidden rounded-2xl border border-tierra-200 bg-white shadow-lg'
            : 'hidden'
        }
      >
        {search.status === 'short' && (
          <p role="status" className="px-4 py-3 text-tierra-700">
            {QUICK_SEARCH_HINT}
          </p>
        )}
        {search.status === 'loading' && (
          <p role="status" className="flex items-center gap-2 px-4 py-3 text-tierra-700">
            <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-campo-600" />
            Buscando…
          </p>
        )}
        {search.status === 'error' && (
          <p role="alert" className="px-4 py-3 font-semibold text-red-800">
            {QUICK_SEARCH_FAILED}
          </p>
        )}
        {search.status === 'done' && items.length === 0 && (
          <p role="status" className="px-4 py-3 text-tierra-700">
            {quickSearchEmpty(text)}
          </p>
        )}
        <ul
          id={listId}
          role="listbox"
          aria-label="Productos del catálogo"
          className="max-h-72 overflow-y-auto overscroll-contain empty:hidden"
        >
          {showPanel &&
            items.map((item, index) => (
              <li
                key={item.product_id}
                id={optionId(index)}
                role="option"
                aria-selected={index === activeIndex}
                className={`cursor-pointer border-b border-tierra-100 px-4 py-2.5 last:border-b-0 ${
                  index === activeIndex ? 'bg-campo-50' : 'hover:bg-tierra-50'
                }`}
                // Keeps the focus in the input, so the tap is not lost to its blur.
                onMouseDown={(event) => event.preventDefault()}
                onMouseMove={() => index !== activeIndex && setActive(index)}
                onClick={() => pick(item)}
              >
                <span className="block font-semibold text-campo-900">{item.product}</span>
                <span className="block text-sm text-tierra-700">{categoryPath(item)}</span>
              </li>
            ))}
        </ul>
        {search.status === 'done' && items.length > 0 && (
          <p className="sr-only" role="status">
            {items.length === 1 ? '1 resultado' : `${items.length} resultados`}
          </p>
        )}
      </div>
    </div>
  );
}
