import type { ComponentProps } from 'react';
import { formatCop } from '../../domain/money';
import { digitsOnly } from '../../domain/phone';
import { inputClass } from './field-styles';

type PesosInputProps = Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'type'> & {
  /** Digits only ('' while empty); shown as '$ 60.000'. */
  value: string;
  onChange: (digits: string) => void;
  /** The most digits kept: the price's limit, written out. */
  maxDigits: number;
};

/** An amount in pesos as sellers write it: digits only, shown with the thousands dots. */
export function PesosInput({ value, onChange, maxDigits, className, ...props }: PesosInputProps) {
  return (
    <input
      {...props}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      placeholder="$ 0"
      value={value === '' ? '' : formatCop(Number(value))}
      className={className ?? inputClass}
      onChange={(event) => onChange(digitsOnly(event.target.value).slice(0, maxDigits))}
    />
  );
}
