import { CircleCheck } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { buttonClass } from '../../components/button-styles';
import {
  dialogContentClass,
  dialogDescriptionClass,
  dialogOverlayClass,
  dialogTitleClass,
} from '../../components/dialog-styles';

type SuccessDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** After publishing (SPEC §4): the listing starts inactive; it is activated in Mis productos. */
export function CreateListingSuccessDialog({ open, onOpenChange }: SuccessDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogOverlayClass} />
        <Dialog.Content className={`${dialogContentClass} text-center`}>
          <span className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-campo-100 text-campo-700">
            <CircleCheck aria-hidden="true" className="size-8" />
          </span>
          <Dialog.Title className={`${dialogTitleClass} mt-4`}>¡Producto publicado!</Dialog.Title>
          <Dialog.Description asChild>
            <div className={dialogDescriptionClass}>
              <p>
                Por ahora está <strong className="text-tierra-900">inactivo</strong>: los
                compradores todavía no lo ven.
              </p>
              <p className="mt-2">
                Actívalo en <strong className="text-tierra-900">Mis productos</strong> cuando
                quieras empezar a vender.
              </p>
            </div>
          </Dialog.Description>
          <div className="mt-6 flex flex-col gap-3">
            <Link to={paths.myProducts} className={buttonClass('primary', 'w-full')}>
              Ir a Mis productos
            </Link>
            <Dialog.Close className={buttonClass('secondary', 'w-full')}>
              Publicar otro producto
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
