import { LoaderCircle } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { FormEvent, ReactNode } from 'react';
import { buttonClass } from '../../../components/button-styles';
import {
  dialogContentClass,
  dialogDescriptionClass,
  dialogOverlayClass,
} from '../../../components/dialog-styles';
import { DialogTitleBar } from '../../../components/dialog-title-bar';
import { formAlertClass } from '../../../components/field-styles';

type FormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  /** The form's fields. */
  children: ReactNode;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  /** Why the last try failed, kept in the dialog so the person can try again. */
  error: string | null;
  onSubmit: () => void;
};

/** A short form in a dialog (the reason of a cancellation, the price to publish at). */
export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  submitLabel,
  pendingLabel,
  pending,
  error,
  onSubmit,
}: FormDialogProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!pending) onSubmit();
  };
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogOverlayClass} />
        <Dialog.Content
          className={`${dialogContentClass} max-h-[calc(100dvh-2rem)] overflow-y-auto`}
          aria-busy={pending}
        >
          <DialogTitleBar title={title} />
          <Dialog.Description asChild>
            <div className={dialogDescriptionClass}>{description}</div>
          </Dialog.Description>
          <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-4">
            {children}
            {error && (
              <p role="alert" className={formAlertClass}>
                {error}
              </p>
            )}
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Dialog.Close className={buttonClass('secondary')} disabled={pending}>
                Volver
              </Dialog.Close>
              <button type="submit" className={buttonClass('primary')} disabled={pending}>
                {pending && <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />}
                {pending ? pendingLabel : submitLabel}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
