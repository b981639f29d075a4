import { Link } from '../../../lib/router';
import { LISTING_MESSAGES } from '../../../../domain/listings/listing';
import { paths } from '../../../lib/paths';
import { buttonClass } from '../../../components/button-styles';
import { SuccessDialog, SuccessDialogClose } from '../../../components/success-dialog';

type EditSuccessDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** After saving: back to My products, or keep editing (docs/product.md §2 "Edit product"). */
export function EditSuccessDialog({ open, onOpenChange }: EditSuccessDialogProps) {
  return (
    <SuccessDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Producto actualizado"
      actionsClassName="mt-6 flex flex-col gap-3 sm:flex-row-reverse sm:justify-center"
      actions={
        <>
          <Link to={paths.myProducts} className={buttonClass('primary', 'whitespace-nowrap')}>
            Ir a Mis productos
          </Link>
          <SuccessDialogClose className={buttonClass('secondary', 'whitespace-nowrap')}>
            Seguir editando
          </SuccessDialogClose>
        </>
      }
    >
      <p>{LISTING_MESSAGES.updated}</p>
    </SuccessDialog>
  );
}
