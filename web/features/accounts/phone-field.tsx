import type { Ref } from 'react';
import { PHONE } from '../../../domain/limits';
import { phoneFieldValue } from '../../../domain/phone';
import { fieldAria } from '../../components/form-field';
import { bareInputClass, Field } from './register-field';

type PhoneFieldProps = {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
  label?: string;
  inputRef?: Ref<HTMLInputElement>;
  disabled?: boolean;
};

/**
 * A Colombian mobile number: digits only, at most 10, and a pasted '+57 300 123 4567' keeps
 * its national part. No maxLength, so a pasted international number is not cut first.
 */
export function PhoneField({
  id,
  value,
  onChange,
  error,
  hint,
  label = 'Número de celular',
  inputRef,
  disabled,
}: PhoneFieldProps) {
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      <div className="relative mt-1.5">
        <span
          aria-hidden="true"
          className="pointer-events-none absolute inset-y-0 left-0 flex items-center border-r-2 border-tierra-100 pl-3.5 pr-2.5 text-base font-semibold text-tierra-600"
        >
          +{PHONE.countryCode}
        </span>
        <input
          {...fieldAria(id, { hint, error })}
          ref={inputRef}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          name="phone"
          placeholder="300 123 4567"
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(phoneFieldValue(event.target.value))}
          className={`${bareInputClass} min-h-12 py-2.5 pl-[4.25rem] pr-3.5 text-base tracking-wide`}
        />
      </div>
    </Field>
  );
}
