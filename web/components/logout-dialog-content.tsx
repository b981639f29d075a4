import { AlertDialog } from 'radix-ui';
import { buttonClass } from './button-styles';
import {
  dialogContentClass,
  dialogDescriptionClass,
  dialogOverlayClass,
  dialogTitleClass,
} from './dialog-styles';
import { useReturnFocus } from './return-focus';

export type LogoutDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
};

/** '¿Cerrar sesión?' (loaded when it first opens: logout-dialog.tsx). */
export default function LogoutDialogContent({ open, onOpenChange, onConfirm }: LogoutDialogProps) {
  const returnFocus = useReturnFocus();
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={dialogOverlayClass} />
        <AlertDialog.Content {...returnFocus} className={dialogContentClass}>
          <AlertDialog.Title className={dialogTitleClass}>¿Cerrar sesión?</AlertDialog.Title>
          <AlertDialog.Description className={dialogDescriptionClass}>
            Para volver a entrar te pediremos tu número de celular y un código nuevo.
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonClass('secondary')}>Cancelar</AlertDialog.Cancel>
            <AlertDialog.Action className={buttonClass('danger')} onClick={onConfirm}>
              Cerrar sesión
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
