import { SlidersHorizontal } from 'lucide-react';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import type { CatalogueSort } from '../../../../domain/limits';
import { MAX_PRICE } from '../../../../domain/listings/listing';
import { formatCop, parsePriceDigits } from '../../../../domain/money';
import { digitsOnly } from '../../../../domain/phone';
import { buttonClass } from '../../../components/button-styles';
import { fieldBoxClass, inputClass, labelClass } from '../../../components/field-styles';
import { fieldAria, hintIdOf } from '../../../components/form-field';
import { NativeSelect } from '../../../components/native-select';
import { SORT_LABELS } from './catalogue-search-params';
import type { CatalogueFilters as Filters } from '../../../../domain/listings/catalogue-address';

const MAX_PRICE_DIGITS = String(MAX_PRICE).length;

/** What the max-price box shows for a value: '$ 50.000', or nothing for no limit. */
const shownPrice = (value: number | null) => (value === null ? '' : formatCop(value));

/** Digits only (docs/product.md §5), at most as many as the highest price the server takes. */
const typedPrice = (text: string) => parsePriceDigits(digitsOnly(text).slice(0, MAX_PRICE_DIGITS));

type CatalogueFiltersProps = {
  maxPrice: number | null;
  sort: CatalogueSort;
  /** docs/product.md's three, plus relevance with words and distance with 'Cerca de mí'. */
  sortOptions: CatalogueSort[];
  onChange: (changes: Partial<Filters>) => void;
  /**
   * The catalogue address the filters go to before the app's code has arrived (a
   * server-rendered page, decision 027): the form is a GET form to its path, with its query as
   * hidden fields and the fields as `max_price` and `sort`. Once the code runs, `onChange` takes
   * the submit.
   */
  action: string;
};

/** The address's names of the two fields (domain/listings/catalogue-address.ts reads them). */
const FIELD_NAMES = { maxPrice: 'max_price', sort: 'sort' } as const;

/**
 * Max price (applied with 'Aplicar' or Enter, so a slow connection is not asked for a list on
 * every digit) and sort order (applied as soon as it is picked).
 */
export function CatalogueFilters({
  maxPrice,
  sort,
  sortOptions,
  onChange,
  action,
}: CatalogueFiltersProps) {
  const id = useId();
  const [text, setText] = useState(() => shownPrice(maxPrice));
  // The address can change under the form (back button, a shared link): follow it.
  const [applied, setApplied] = useState(maxPrice);
  if (applied !== maxPrice) {
    setApplied(maxPrice);
    setText(shownPrice(maxPrice));
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onChange({ maxPrice: typedPrice(text) });
  };

  const [actionPath = '', actionQuery = ''] = action.split('?', 2);
  const fields: string[] = Object.values(FIELD_NAMES);
  const kept = [...new URLSearchParams(actionQuery)].filter(([name]) => !fields.includes(name));

  // From 640 px 'Aplicar' has a column of its own width: sized by its content, it would take
  // room from the two fields when its label arrives after its icon on a slow connection.
  return (
    <form
      aria-label="Filtros"
      method="get"
      action={actionPath}
      onSubmit={submit}
      className="grid grid-cols-[minmax(0,1fr)_minmax(0,1.15fr)] items-end gap-3 rounded-3xl border border-tierra-200 bg-white p-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_10rem] sm:gap-4 sm:p-5"
    >
      {kept.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className={fieldBoxClass}>
        <label htmlFor={`${id}-max`} className={labelClass}>
          Precio máximo
        </label>
        <input
          {...fieldAria(`${id}-max`, { hint: true })}
          name={FIELD_NAMES.maxPrice}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          enterKeyHint="search"
          placeholder="Sin límite"
          value={text}
          onChange={(event) => setText(shownPrice(typedPrice(event.target.value)))}
          className={inputClass}
        />
        <p id={hintIdOf(`${id}-max`)} className="sr-only">
          Solo números. Déjalo vacío para ver todos los precios.
        </p>
      </div>

      <div className={fieldBoxClass}>
        <label htmlFor={`${id}-sort`} className={labelClass}>
          Ordenar por
        </label>
        <NativeSelect
          id={`${id}-sort`}
          name={FIELD_NAMES.sort}
          value={sort}
          onChange={(event) =>
            onChange({ sort: event.target.value as CatalogueSort, maxPrice: typedPrice(text) })
          }
        >
          {sortOptions.map((option) => (
            <option key={option} value={option}>
              {SORT_LABELS[option]}
            </option>
          ))}
        </NativeSelect>
      </div>

      <button type="submit" className={buttonClass('primary', 'col-span-2 min-h-12 sm:col-span-1')}>
        <SlidersHorizontal aria-hidden="true" className="size-5" />
        Aplicar
      </button>
    </form>
  );
}
