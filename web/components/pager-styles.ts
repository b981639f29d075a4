// One look for the list pagers: 'Anterior', 'Página n de m', 'Siguiente'.
//
// On phones the counter has its own row above the two buttons, which share the row below half
// and half. Side by side in one row, a 320 px screen or 120 % text pushed 'Siguiente' off the
// screen or ran 'n de m' under it (docs/product.md §9: text size up to 120 %). From sm up there is
// room for one row. The counter stays second in the page order (read between the buttons);
// `order-first` only moves it on screen.

export const pagerNavClass =
  'grid grid-cols-2 items-center gap-2 sm:flex sm:justify-center sm:gap-4';

export const pagerCounterClass =
  'order-first col-span-2 text-center text-sm font-semibold text-tierra-700 ' +
  'sm:order-none sm:min-w-28 sm:whitespace-nowrap sm:text-base';

/** For <button>s and <Link>s alike; a disabled link is a <span aria-disabled="true">. */
export const pagerButtonClass =
  'inline-flex min-h-tap w-full min-w-0 items-center justify-center gap-1.5 rounded-xl border-2 ' +
  'border-campo-700 bg-white px-2 font-semibold text-campo-800 transition-colors select-none ' +
  'hover:bg-campo-50 active:bg-campo-100 disabled:cursor-not-allowed disabled:opacity-40 ' +
  'aria-disabled:pointer-events-none aria-disabled:opacity-40 sm:w-auto sm:px-5';
