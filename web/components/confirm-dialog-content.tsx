import { AlertDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { buttonClass } from './button-styles';
import type { ButtonVariant } from './button-styles';
import {
  dialogContentClass,
  dialogDescriptionClass,
  dialogOverlayClass,
  dialogTitleClass,
} from './dialog-styles';
import { useReturnFocus } from './return-focus';

export type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  /** The button that only closes ('Cancelar' unless the question asks for other words). */
  cancelLabel?: string;
  /** Label of the confirm button while the action runs. */
  pendingLabel?: string;
  /** While true the dialog stays open and both buttons are disabled. */
  pending?: boolean;
  /** Shown inside the dialog when the action failed, so the person can try again. */
  error?: string | null;
  confirmVariant?: ButtonVariant;
  onConfirm: () => void;
};

/**
 * A question before an action that cannot be undone (loaded when it first opens: confirm-dialog.tsx). The confirm button is a plain button
 * rather than AlertDialog.Action, so the dialog stays open while the request runs and can show
 * its failure.
 */
export default function ConfirmDialogContent({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel = 'Cancelar',
  pendingLabel,
  pending = false,
  error,
  confirmVariant = 'danger',
  onConfirm,
}: ConfirmDialogProps) {
  const returnFocus = useReturnFocus();
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={dialogOverlayClass} />
        <AlertDialog.Content {...returnFocus} className={dialogContentClass} aria-busy={pending}>
          <AlertDialog.Title className={dialogTitleClass}>{title}</AlertDialog.Title>
          <AlertDialog.Description asChild>
            <div className={dialogDescriptionClass}>{description}</div>
          </AlertDialog.Description>
          {error && (
            <p
              role="alert"
              className="mt-4 rounded-xl border border-red-200 bg-red-50 px-4 py-3 font-semibold text-red-800"
            >
              {error}
            </p>
          )}
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonClass('secondary')} disabled={pending}>
              {cancelLabel}
            </AlertDialog.Cancel>
            <button
              type="button"
              className={buttonClass(confirmVariant)}
              disabled={pending}
              onClick={onConfirm}
            >
              {pending && pendingLabel ? pendingLabel : confirmLabel}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
