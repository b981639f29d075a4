// Looks shared by every centred Radix dialog (coming soon, logout, confirmations).

export const dialogOverlayClass =
  'fixed inset-0 z-50 bg-campo-950/50 data-[state=open]:animate-fade-in';

export const dialogContentClass =
  'fixed left-1/2 top-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 ' +
  'rounded-3xl bg-white p-6 shadow-xl focus:outline-none data-[state=open]:animate-dialog-in';

export const dialogTitleClass = 'text-xl font-bold text-campo-900';
export const dialogDescriptionClass = 'mt-2 text-tierra-700';
