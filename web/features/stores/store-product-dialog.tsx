import { Tag, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { formatCop } from '../../../domain/money';
import { CardPhoto } from '../../components/card-photo';
import { dialogOverlayClass } from '../../components/dialog-styles';
import { useReturnFocus } from '../../components/return-focus';
import { StoreContactActions } from './store-contact-actions';
import type { StoreProductView, StoreView } from './store-view';

// A store product opened from the grid: the photo, the whole name and description (the card
// cuts them to two lines), the price with its unit, and the store's contact. Store products
// have no page of their own, so this is where they are read in full.

type StoreProductDialogProps = {
  store: StoreView;
  product: StoreProductView | null;
  onClose: () => void;
};

// Taller than the shared dialog look: the photo and a long description scroll inside it.
const contentClass =
  'fixed left-1/2 top-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg ' +
  '-translate-x-1/2 -translate-y-1/2 flex-col overflow-hidden rounded-3xl bg-white shadow-xl ' +
  'focus:outline-none data-[state=open]:animate-dialog-in';

export function StoreProductDialog({ store, product, onClose }: StoreProductDialogProps) {
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root open={product !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogOverlayClass} />
        {product && (
          <Dialog.Content {...returnFocus} className={contentClass}>
            <div className="overflow-y-auto overscroll-contain">
              <CardPhoto
                src={product.url}
                srcSet={product.srcset}
                sizes="(min-width: 560px) 512px, 100vw"
                priority
              />
              <div className="flex flex-col gap-3 p-5 sm:p-6">
                {product.tag && (
                  <p className="inline-flex items-center gap-1 self-start rounded-full bg-campo-50 px-3 py-1 text-sm font-bold text-campo-800">
                    <Tag aria-hidden="true" className="size-4 shrink-0" />
                    <span className="sr-only">Categoría: </span>
                    {product.tag}
                  </p>
                )}
                <Dialog.Title className="break-words text-xl font-bold leading-snug text-campo-900 sm:text-2xl">
                  {product.name}
                </Dialog.Title>
                {(product.price !== null || product.size) && (
                  <p className="text-2xl font-extrabold text-campo-800">
                    {product.price !== null && formatCop(product.price)}
                    {product.size && (
                      <span className="text-base font-semibold text-tierra-600">
                        {product.price !== null ? ' / ' : ''}
                        {product.size}
                      </span>
                    )}
                  </p>
                )}
                <Dialog.Description className="whitespace-pre-line break-words text-tierra-800">
                  {product.description || 'Sin descripción.'}
                </Dialog.Description>
                <p className="mt-2 text-sm font-semibold text-tierra-700">
                  Pregunta por este producto a {store.name}:
                </p>
                <StoreContactActions store={store} product={product} />
              </div>
            </div>
            <Dialog.Close
              aria-label="Cerrar"
              className="absolute right-3 top-3 flex size-11 items-center justify-center rounded-full bg-white/95 text-campo-900 shadow-md hover:bg-campo-50"
            >
              <X aria-hidden="true" className="size-6" />
            </Dialog.Close>
          </Dialog.Content>
        )}
      </Dialog.Portal>
    </Dialog.Root>
  );
}
