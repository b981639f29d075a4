import { Dialog } from 'radix-ui';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { ADMIN, moderationReasonSchema } from '../../../../domain/admin/admin';
import { buttonClass } from '../../../components/button-styles';
import {
  fieldErrorClass,
  hintClass,
  inputClass,
  labelClass,
} from '../../../components/field-styles';
import {
  dialogContentClass,
  dialogDescriptionClass,
  dialogOverlayClass,
  dialogTitleClass,
} from '../../../components/dialog-styles';
import { useReturnFocus } from '../../../components/return-focus';
import { errorIdOf, fieldAria, hintIdOf } from '../../../components/form-field';
import { serverFieldErrors } from '../../../lib/form-errors';
import { failureMessage } from '../admin-errors';

type ReasonDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  /** Who will read the reason, under the field. */
  hint: string;
  confirmLabel: string;
  pending: boolean;
  failedMessage: string;
  /** Resolves when done; a rejection keeps the dialog (and the typed reason) open. */
  onConfirm: (reason: string) => Promise<void>;
};

/** Asks for the reason of a moderation action (required, at most 300 characters). */
export function ReasonDialog(props: ReasonDialogProps) {
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root
      open={props.open}
      onOpenChange={(next) => !props.pending && props.onOpenChange(next)}
    >
      <Dialog.Portal>
        <Dialog.Overlay className={dialogOverlayClass} />
        <Dialog.Content {...returnFocus} className={dialogContentClass} aria-busy={props.pending}>
          {/* Mounted only while open: each opening starts with an empty reason. */}
          {props.open && <ReasonForm {...props} />}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function ReasonForm({
  onOpenChange,
  title,
  description,
  hint,
  confirmLabel,
  pending,
  failedMessage,
  onConfirm,
}: ReasonDialogProps) {
  const fieldId = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const parsed = moderationReasonSchema.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      document.getElementById(fieldId)?.focus();
      return;
    }
    setError(undefined);
    onConfirm(parsed.data.reason).catch((failure: unknown) => {
      setError(
        serverFieldErrors(failure, ['reason'] as const).reason ??
          failureMessage(failure, failedMessage),
      );
    });
  };

  return (
    <form noValidate onSubmit={submit}>
      <Dialog.Title className={dialogTitleClass}>{title}</Dialog.Title>
      <Dialog.Description className={dialogDescriptionClass}>{description}</Dialog.Description>
      <div className="mt-4">
        <label htmlFor={fieldId} className={labelClass}>
          Motivo
        </label>
        <textarea
          {...fieldAria(fieldId, { hint: true, error })}
          rows={3}
          value={reason}
          maxLength={ADMIN.reasonMax}
          disabled={pending}
          className={inputClass}
          onChange={(event) => {
            setReason(event.target.value);
            setError(undefined);
          }}
        />
        <p id={hintIdOf(fieldId)} className={`${hintClass} mt-1.5`}>
          {hint} ({reason.length}/{ADMIN.reasonMax})
        </p>
        {error && (
          <p id={errorIdOf(fieldId)} role="alert" className={fieldErrorClass}>
            {error}
          </p>
        )}
      </div>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button
          type="button"
          className={buttonClass('secondary')}
          disabled={pending}
          onClick={() => onOpenChange(false)}
        >
          Cancelar
        </button>
        <button type="submit" className={buttonClass('danger')} disabled={pending}>
          {pending ? 'Guardando…' : confirmLabel}
        </button>
      </div>
    </form>
  );
}
