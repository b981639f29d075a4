import type { ComponentProps } from 'react';
import { formatCop } from '../../domain/money';
import { digitsOnly } from '../../domain/phone';
import { inputClass } from './field-styles';

type PesosInputProps = Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'type'> & {
  /** Digits only ('60000'); shown as '$ 60.000'. */
  value: string;
  onChange: (digits: string) => void;
  /** The most digits kept (a typo with one zero too many is refused by the schema anyway). */
  maxDigits: number;
};

/**
 * An amount in pesos as people read it while typing: '$ 60.000'. What the form keeps is the
 * digits alone, for the shared zod schema (the price of a listing, a job's pay, a maximum price).
 */
export function PesosInput({
  value,
  onChange,
  maxDigits,
  className = '',
  ...props
}: PesosInputProps) {
  return (
    <input
      {...props}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      placeholder="$ 0"
      value={value === '' ? '' : formatCop(Number(value))}
      className={`${inputClass} ${className}`.trim()}
      onChange={(event) => onChange(digitsOnly(event.target.value).slice(0, maxDigits))}
    />
  );
}
