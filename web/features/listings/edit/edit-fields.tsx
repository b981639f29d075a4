import { Lock } from 'lucide-react';
import { useId } from 'react';
import type { ReactNode } from 'react';
import { LISTINGS } from '../../../../domain/limits';
import { formatCop } from '../../../../domain/money';
import {
  fieldErrorClass,
  hintClass,
  inputClass,
  labelClass,
} from '../../../components/field-styles';
import { errorIdOf, fieldAria, hintIdOf } from '../../../components/form-field';
import {
  descriptionFieldValue,
  descriptionNearLimit,
  MAX_DIGITS,
  numberFieldValue,
  stepStock,
} from './edit-values';

type FieldFrameProps = {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string;
  tag?: ReactNode;
  children: ReactNode;
  /** Below the field and its error, still part of it (e.g. the price hint). */
  after?: ReactNode;
};

function FieldFrame({ id, label, hint, error, tag, children, after }: FieldFrameProps) {
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <label htmlFor={id} className={labelClass}>
          {label}
        </label>
        {tag}
      </div>
      {hint && (
        <p id={hintIdOf(id)} className={hintClass}>
          {hint}
        </p>
      )}
      {children}
      {error && (
        <p id={errorIdOf(id)} className={fieldErrorClass}>
          {error}
        </p>
      )}
      {after}
    </div>
  );
}

type NumberFieldProps = {
  /** The control's id: the form moves the focus to it when it has a message. */
  id: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  disabled?: boolean;
  /** Unit abbreviation, e.g. 'kg'. */
  unit: string;
  /** Unit name, e.g. 'Kilogramos'. */
  unitName: string;
};

/** Precio: digits only, shown as pesos ('$ 12.000'), placeholder $0; `hint` goes under it. */
export function PriceField({
  id,
  value,
  onChange,
  error,
  disabled,
  unit,
  hint,
}: NumberFieldProps & { hint?: ReactNode }) {
  return (
    <FieldFrame id={id} label="Precio" hint={`En pesos, por ${unit}.`} error={error} after={hint}>
      <input
        {...fieldAria(id, { hint: true, error })}
        name="price"
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder="$0"
        value={value === '' ? '' : formatCop(Number(value))}
        onChange={(event) => onChange(numberFieldValue(event.target.value))}
        disabled={disabled}
        className={`${inputClass} text-lg font-semibold tabular-figures`}
      />
    </FieldFrame>
  );
}

const stepLabel = (step: number) => (step > 0 ? `+${step}` : String(step));
const stepButtonClass =
  'flex min-h-12 min-w-tap shrink-0 items-center justify-center rounded-xl border-2 border-campo-200 ' +
  'bg-white px-2 font-bold tabular-figures text-campo-800 hover:bg-campo-50 active:bg-campo-100 ' +
  'disabled:cursor-not-allowed disabled:opacity-40';

/** Cantidad: digits plus the quick steps -10, -1, +1, +10; never below 0. */
export function StockField({ id, value, onChange, error, disabled, unitName }: NumberFieldProps) {
  const current = value === '' ? 0 : Number(value);
  const [minusTen, minusOne, plusOne, plusTen] = LISTINGS.stockQuickSteps;
  const stepButton = (step: number) => (
    <button
      type="button"
      className={stepButtonClass}
      disabled={disabled || (step < 0 && current <= LISTINGS.stockMinimum)}
      onClick={() => onChange(stepStock(value, step))}
    >
      {stepLabel(step)}
    </button>
  );

  return (
    <FieldFrame
      id={id}
      label="Cantidad"
      hint={`Lo que tienes para vender, en ${unitName.toLocaleLowerCase('es')}.`}
      error={error}
    >
      {/* On phones the number gets a row of its own above the four steps: in one row, at 320 px
          or with 120 % text, the box between them shrank to a sliver and cut the quantity. */}
      <div className="mt-1.5 grid grid-cols-4 gap-1.5 sm:flex sm:items-stretch sm:gap-2">
        {stepButton(minusTen)}
        {stepButton(minusOne)}
        <input
          {...fieldAria(id, { hint: true, error })}
          name="stock"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder="0"
          maxLength={MAX_DIGITS}
          value={value}
          onChange={(event) => onChange(numberFieldValue(event.target.value))}
          disabled={disabled}
          className={`${inputClass} col-span-4 row-start-1 mt-0! min-w-0 text-center text-lg font-semibold tabular-figures sm:flex-1`}
        />
        {stepButton(plusOne)}
        {stepButton(plusTen)}
      </div>
    </FieldFrame>
  );
}

/** Unidad and Dirección: shown, never editable after publishing (docs/product.md §6). */
export function LockedField({
  label,
  value,
  multiline = false,
}: {
  label: string;
  value: string;
  multiline?: boolean;
}) {
  const id = useId();
  const tag = (
    <span className="inline-flex items-center gap-1 rounded-full bg-tierra-100 px-2.5 py-0.5 text-sm font-semibold text-tierra-700">
      <Lock aria-hidden="true" className="size-3.5" />
      Bloqueado
    </span>
  );
  const common = {
    ...fieldAria(id, { hint: true }),
    readOnly: true,
    value,
    className: `${inputClass} cursor-default border-dashed bg-tierra-50 text-tierra-800 focus:border-tierra-300 focus:ring-tierra-100`,
  };
  return (
    <FieldFrame id={id} label={label} hint="No se puede cambiar después de publicar." tag={tag}>
      {multiline ? (
        <textarea
          {...common}
          rows={2}
          className={`${common.className} field-sizing-content resize-none`}
        />
      ) : (
        <input {...common} type="text" />
      )}
    </FieldFrame>
  );
}

/** Descripción: cut at 500, counter n/500 that turns amber above 90 %. */
export function DescriptionField({
  id,
  value,
  onChange,
  error,
  disabled,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  disabled?: boolean;
}) {
  const counterId = `${id}-counter`;
  const near = descriptionNearLimit(value.length);
  return (
    <FieldFrame id={id} label="Descripción" error={error}>
      <textarea
        {...fieldAria(id, { error, also: [counterId] })}
        name="description"
        rows={5}
        maxLength={LISTINGS.descriptionMaxLength}
        value={value}
        onChange={(event) => onChange(descriptionFieldValue(event.target.value))}
        placeholder="Cuenta cómo es tu producto: variedad, calidad, cómo lo entregas…"
        disabled={disabled}
        className={`${inputClass} resize-y`}
      />
      <p
        id={counterId}
        data-near-limit={near || undefined}
        className={`mt-1 text-right text-sm tabular-figures ${near ? 'font-bold text-amber-700' : 'text-tierra-600'}`}
      >
        <span className="sr-only">Caracteres: </span>
        {value.length}/{LISTINGS.descriptionMaxLength}
      </p>
    </FieldFrame>
  );
}
