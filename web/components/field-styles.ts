// Looks shared by form fields: large text and a 48 px height for thumbs on small phones, a
// visible focus ring, and a red border when the field has an error (aria-invalid).

export const labelClass = 'block font-semibold text-tierra-900';

export const hintClass = 'text-sm text-tierra-600';

export const inputClass =
  'mt-1.5 block min-h-12 w-full rounded-xl border-2 border-tierra-200 bg-white px-3.5 py-2.5 ' +
  'text-base text-tierra-900 placeholder:text-tierra-500 ' +
  'focus:border-campo-600 focus:outline-none focus:ring-2 focus:ring-campo-200 ' +
  'aria-invalid:border-red-600 aria-invalid:focus:ring-red-200 ' +
  'disabled:cursor-not-allowed disabled:bg-tierra-50 disabled:text-tierra-500';

/**
 * A label and its input, as tall from the start as drawn: the label's line (1.5 rem), the
 * input's gap and height (above). For a form that aligns its fields' bottoms (so a label that
 * wraps keeps the inputs in line): a field drawn before its input arrives on a slow connection
 * would otherwise show its label low, then raise it (decision 027).
 */
export const fieldBoxClass = 'min-h-[calc(1.5rem+0.375rem+3rem)]';

/** For <NativeSelect>: room on the right for its chevron. */
export const selectClass = `${inputClass} appearance-none pr-11`;

export const fieldErrorClass = 'mt-1.5 text-sm font-semibold text-red-700';

/** A message about the whole form (failed request, missing fields). */
export const formAlertClass =
  'rounded-xl border border-red-200 bg-red-50 px-4 py-3 font-semibold text-red-800';
