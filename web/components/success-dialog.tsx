import { CircleCheck } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import {
  dialogContentClass,
  dialogDescriptionClass,
  dialogOverlayClass,
  dialogTitleClass,
} from './dialog-styles';
import { useReturnFocus } from './return-focus';

export type SuccessDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** The explanation under the title. */
  children: ReactNode;
  /** The buttons; wrap the one that only closes in `SuccessDialogClose`. */
  actions: ReactNode;
  actionsClassName?: string;
};

/** A confirmation after something went well: check mark, title, text and the next steps. */
export function SuccessDialog({
  open,
  onOpenChange,
  title,
  children,
  actions,
  actionsClassName = 'mt-6 flex flex-col gap-3',
}: SuccessDialogProps) {
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogOverlayClass} />
        {/* Scrolls inside itself when taller than the screen (320 × 640 with the text at 120 %). */}
        <Dialog.Content
          {...returnFocus}
          className={`${dialogContentClass} max-h-[calc(100dvh-2rem)] overflow-y-auto text-center`}
        >
          <span className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-campo-100 text-campo-700">
            <CircleCheck aria-hidden="true" className="size-8" />
          </span>
          <Dialog.Title className={`${dialogTitleClass} mt-4`}>{title}</Dialog.Title>
          <Dialog.Description asChild>
            <div className={dialogDescriptionClass}>{children}</div>
          </Dialog.Description>
          <div className={actionsClassName}>{actions}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export const SuccessDialogClose = Dialog.Close;
