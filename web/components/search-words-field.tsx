import { Search } from 'lucide-react';
import { useId } from 'react';
import { buttonClass } from './button-styles';
import { inputClass, labelClass } from './field-styles';

type SearchWordsFieldProps = {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  /** The submit button's name for screen readers: 'Buscar organizaciones'. */
  submitLabel: string;
  maxLength: number;
  className?: string;
};

/**
 * The words of a filter form (role="search"): the field and its 'Buscar' button, which submits
 * the form around it. Used by the directory screens (organizations, prices).
 */
export function SearchWordsField({
  label,
  placeholder,
  value,
  onChange,
  submitLabel,
  maxLength,
  className = '',
}: SearchWordsFieldProps) {
  const id = useId();
  return (
    <div className={`min-w-0 ${className}`.trim()}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          maxLength={maxLength}
          placeholder={placeholder}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={inputClass}
        />
        <button
          type="submit"
          aria-label={submitLabel}
          className={buttonClass('primary', 'mt-1.5 min-h-12 shrink-0 px-4')}
        >
          <Search aria-hidden="true" className="size-5" />
          <span className="max-sm:sr-only">Buscar</span>
        </button>
      </div>
    </div>
  );
}
