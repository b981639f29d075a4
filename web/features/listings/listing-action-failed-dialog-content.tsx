import { CircleAlert } from 'lucide-react';
import { AlertDialog } from 'radix-ui';
import { LISTING_MESSAGES } from '../../../domain/listings/listing';
import { buttonClass } from '../../components/button-styles';
import {
  dialogContentClass,
  dialogDescriptionClass,
  dialogOverlayClass,
  dialogTitleClass,
} from '../../components/dialog-styles';
import { useReturnFocus } from '../../components/return-focus';

export type ListingActionFailedDialogProps = {
  /** The dialog is open while there is a message. */
  message: string | null;
  onClose: () => void;
};

/**
 * 'No se pudo procesar la acción' with the reason, after activate, deactivate or sold fails
 * (loaded when it first opens: listing-action-failed-dialog.tsx).
 */
export default function ListingActionFailedDialogContent({
  message,
  onClose,
}: ListingActionFailedDialogProps) {
  const returnFocus = useReturnFocus();
  return (
    <AlertDialog.Root open={message !== null} onOpenChange={(open) => !open && onClose()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={dialogOverlayClass} />
        <AlertDialog.Content {...returnFocus} className={dialogContentClass}>
          <span className="flex size-12 items-center justify-center rounded-2xl bg-red-50 text-red-700">
            <CircleAlert aria-hidden="true" className="size-7" />
          </span>
          <AlertDialog.Title className={`${dialogTitleClass} mt-4`}>
            {LISTING_MESSAGES.actionFailed}
          </AlertDialog.Title>
          <AlertDialog.Description className={dialogDescriptionClass}>
            {message}
          </AlertDialog.Description>
          <AlertDialog.Action className={buttonClass('primary', 'mt-6 w-full')}>
            Entendido
          </AlertDialog.Action>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
