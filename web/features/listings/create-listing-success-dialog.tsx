import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { buttonClass } from '../../components/button-styles';
import { SuccessDialog, SuccessDialogClose } from '../../components/success-dialog';

type CreateListingSuccessDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** After publishing (SPEC §4): the listing starts inactive; it is activated in Mis productos. */
export function CreateListingSuccessDialog({
  open,
  onOpenChange,
}: CreateListingSuccessDialogProps) {
  return (
    <SuccessDialog
      open={open}
      onOpenChange={onOpenChange}
      title="¡Producto publicado!"
      actions={
        <>
          <Link to={paths.myProducts} className={buttonClass('primary', 'w-full')}>
            Ir a Mis productos
          </Link>
          <SuccessDialogClose className={buttonClass('secondary', 'w-full')}>
            Publicar otro producto
          </SuccessDialogClose>
        </>
      }
    >
      <p>
        Por ahora está <strong className="text-tierra-900">inactivo</strong>: los compradores
        todavía no lo ven.
      </p>
      <p className="mt-2">
        Actívalo en <strong className="text-tierra-900">Mis productos</strong> cuando quieras
        empezar a vender.
      </p>
    </SuccessDialog>
  );
}
