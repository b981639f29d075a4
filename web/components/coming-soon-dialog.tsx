import { Sprout } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { buttonClass } from './button-styles';
import {
  dialogContentClass,
  dialogDescriptionClass,
  dialogOverlayClass,
  dialogTitleClass,
} from './dialog-styles';
import { useReturnFocus } from './return-focus';

type ComingSoonDialogProps = {
  /** Name of the section that is not ready yet; the dialog is open while it is set. */
  section: string | null;
  onClose: () => void;
};

export function ComingSoonDialog({ section, onClose }: ComingSoonDialogProps) {
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root open={section !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogOverlayClass} />
        <Dialog.Content {...returnFocus} className={`${dialogContentClass} text-center`}>
          <span className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-maiz-100 text-maiz-700">
            <Sprout className="size-8" aria-hidden="true" />
          </span>
          <Dialog.Title className={`${dialogTitleClass} mt-4`}>Sección en preparación</Dialog.Title>
          <Dialog.Description className={dialogDescriptionClass}>
            {section ? `«${section}» ` : 'Esta sección '}
            estará disponible muy pronto. Mientras tanto, puedes seguir comprando y vendiendo
            productos del campo.
          </Dialog.Description>
          <Dialog.Close className={buttonClass('primary', 'mt-6 w-full')}>Entendido</Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
