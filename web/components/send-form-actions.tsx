import { LoaderCircle, Send } from 'lucide-react';
import { buttonClass } from './button-styles';

interface SendFormActionsProps {
  /** The form is being sent: both buttons wait and the spinner replaces the icon. */
  busy: boolean;
  /** What the submit button says, and what it says while sending ('Publicando…'). */
  label: string;
  busyLabel: string;
  onCancel: () => void;
}

/**
 * 'Cancelar' and the big send button at the foot of a page-sized form (a job offer, a buy
 * request, a harvest): the send button first on a phone, where the thumb is.
 */
export function SendFormActions({ busy, label, busyLabel, onCancel }: SendFormActionsProps) {
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
      <button
        type="button"
        className={buttonClass('secondary', 'min-h-13')}
        disabled={busy}
        onClick={onCancel}
      >
        Cancelar
      </button>
      <button
        type="submit"
        className={buttonClass('primary', 'min-h-13 text-lg sm:min-w-60')}
        disabled={busy}
      >
        {busy ? (
          <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
        ) : (
          <Send aria-hidden="true" className="size-5" />
        )}
        {busy ? busyLabel : label}
      </button>
    </div>
  );
}
