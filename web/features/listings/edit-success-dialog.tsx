import { CircleCheck } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { Link } from 'react-router';
import { LISTING_MESSAGES } from '../../../domain/listings/listing';
import { paths } from '../../app/paths';
import { buttonClass } from '../../components/button-styles';
import {
  dialogContentClass,
  dialogDescriptionClass,
  dialogOverlayClass,
  dialogTitleClass,
} from '../../components/dialog-styles';

type EditSuccessDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** After saving: back to My products, or keep editing (SPEC §2 "Edit product"). */
export function EditSuccessDialog({ open, onOpenChange }: EditSuccessDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogOverlayClass} />
        <Dialog.Content className={`${dialogContentClass} text-center`}>
          <span className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-campo-100 text-campo-700">
            <CircleCheck aria-hidden="true" className="size-8" />
          </span>
          <Dialog.Title className={`${dialogTitleClass} mt-4`}>Producto actualizado</Dialog.Title>
          <Dialog.Description className={dialogDescriptionClass}>
            {LISTING_MESSAGES.updated}
          </Dialog.Description>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row-reverse sm:justify-center">
            <Link to={paths.myProducts} className={buttonClass('primary', 'whitespace-nowrap')}>
              Ir a Mis productos
            </Link>
            <Dialog.Close className={buttonClass('secondary', 'whitespace-nowrap')}>
              Seguir editando
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
