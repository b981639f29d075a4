import type { ComponentProps } from 'react';
import { inputClass } from './field-styles';

type DateInputProps = Omit<ComponentProps<'input'>, 'type' | 'value' | 'onChange'> & {
  /** 'YYYY-MM-DD', as the API takes it; '' while none is picked. */
  value: string;
  onChange: (isoDate: string) => void;
};

/** A calendar day, picked with the phone's own date picker (`min` keeps past days out). */
export function DateInput({ value, onChange, className = '', ...props }: DateInputProps) {
  return (
    <input
      {...props}
      type="date"
      value={value}
      className={`${inputClass} ${className}`.trim()}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
