import type { ComponentProps } from 'react';
import { digitsOnly } from '../../domain/phone';
import { inputClass } from './field-styles';
import { FormField } from './form-field';

type WholeNumberInputProps = Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'type'> & {
  /** Digits only ('40'). */
  value: string;
  onChange: (digits: string) => void;
  /** The most digits kept (a typo with one zero too many is refused by the schema anyway). */
  maxDigits: number;
};

/**
 * A whole number typed on a phone's number pad, shown as typed: only digits are kept, at most
 * `maxDigits` of them, for the shared zod schema (a quantity, a reservation, a stock, a store price).
 */
export function WholeNumberInput({
  value,
  onChange,
  maxDigits,
  className = '',
  ...props
}: WholeNumberInputProps) {
  return (
    <input
      {...props}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      value={value}
      className={`${inputClass} ${className}`.trim()}
      onChange={(event) => onChange(digitsOnly(event.target.value).slice(0, maxDigits))}
    />
  );
}

type QuantityFieldProps = Omit<WholeNumberInputProps, 'id' | 'name'> & {
  id: string;
  label: string;
  hint?: string;
  error?: string;
};

/** How many (bultos, kilos…): a form's `quantity`, labelled, with its hint and message. */
export function QuantityField({ id, label, hint, error, ...input }: QuantityFieldProps) {
  return (
    <FormField id={id} label={label} hint={hint} error={error} className="min-w-0">
      {(control) => <WholeNumberInput {...control} name="quantity" {...input} />}
    </FormField>
  );
}
