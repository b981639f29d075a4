import type { ComponentProps } from 'react';
import { inputClass } from './field-styles';
import { FormField } from './form-field';

type TextAreaProps = Omit<ComponentProps<'textarea'>, 'value' | 'onChange'> & {
  value: string;
  onChange: (text: string) => void;
  /** Shows '120/500' under the box: how much of `maxLength` is used. */
  counter?: boolean;
};

/** A few lines of free text (a note, a description, a reason), taller as the person drags it. */
export function TextArea({
  value,
  onChange,
  counter,
  rows = 3,
  className = '',
  ...props
}: TextAreaProps) {
  const box = (
    <textarea
      {...props}
      rows={rows}
      value={value}
      className={`${inputClass} resize-y ${className}`.trim()}
      onChange={(event) => onChange(event.target.value)}
    />
  );
  if (!counter) return box;
  return (
    <>
      {box}
      {/* A visual aid only: maxLength itself stops the typing. */}
      <p className="mt-1 text-right text-sm text-tierra-600" aria-hidden="true">
        {value.length}/{props.maxLength}
      </p>
    </>
  );
}

type NoteFieldProps = Omit<TextAreaProps, 'id' | 'name'> & {
  id: string;
  hint: string;
  error?: string;
};

/** 'Nota (opcional)': a form's free-text `note`, with what to write in it as the hint. */
export function NoteField({ id, hint, error, ...text }: NoteFieldProps) {
  return (
    <FormField id={id} label="Nota (opcional)" hint={hint} error={error} className="min-w-0">
      {(control) => <TextArea {...control} name="note" {...text} />}
    </FormField>
  );
}
