import { Plus } from 'lucide-react';
import { useState } from 'react';
import { toast } from '../../../lib/toast';
import type { StoreDetail, StoreProduct } from '../../../../domain/api/stores';
import { formatCop } from '../../../../domain/money';
import { STORE_LIMITS } from '../../../../domain/stores/store';
import { buttonClass } from '../../../components/button-styles';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { failureMessage } from '../admin-errors';
import { EditDeleteButtons, RowThumb } from '../admin-row-parts';
import { AdminSection } from '../admin-section';
import { EmptyState } from '../admin-states';
import { useRemoveStoreProduct } from '../api/remove-store-product';
import { useSaveStoreProduct } from '../api/save-store-product';
import { StoreProductForm } from './store-product-form';

type Editor = { product?: StoreProduct } | null;

/** The store's products: the list, one add/edit form at a time, and deletion. */
export function StoreProductsSection({
  store,
  className,
}: {
  store: StoreDetail;
  className?: string;
}) {
  const save = useSaveStoreProduct(store.id);
  const removal = useRemoveStoreProduct(store.id);
  const [editor, setEditor] = useState<Editor>(null);
  const [toDelete, setToDelete] = useState<StoreProduct | null>(null);
  const full = store.products.length >= STORE_LIMITS.productsPerStore;

  const open = (next: Editor) => {
    save.reset();
    setEditor(next);
  };

  const confirmDelete = () => {
    if (!toDelete) return;
    removal.mutate(toDelete.id, {
      onSuccess: (answer) => {
        if (editor?.product?.id === toDelete.id) setEditor(null);
        setToDelete(null);
        toast.success(answer.message);
      },
    });
  };

  return (
    <AdminSection
      title="Productos"
      description={`${store.products.length} de ${STORE_LIMITS.productsPerStore} productos.`}
      className={className}
      aside={
        <button
          type="button"
          className={buttonClass('primary')}
          disabled={full || (editor !== null && !editor.product)}
          onClick={() => open({})}
        >
          <Plus aria-hidden="true" className="size-5" />
          Agregar producto
        </button>
      }
    >
      {editor && (
        <div className="mb-5">
          <StoreProductForm
            key={editor.product?.id ?? 'new'}
            store={store}
            product={editor.product}
            pending={save.isPending}
            onCancel={() => setEditor(null)}
            onSave={async (request) => {
              const answer = await save.mutateAsync(request);
              toast.success(answer.message);
              setEditor(null);
            }}
          />
        </div>
      )}

      {store.products.length === 0 ? (
        <EmptyState>
          <p>Todavía no hay productos en esta tienda.</p>
        </EmptyState>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2" aria-label="Productos de la tienda">
          {store.products.map((product) => (
            <li
              key={product.id}
              className="flex gap-3 rounded-2xl border border-tierra-200 p-3"
              aria-label={product.name}
            >
              <RowThumb src={product.url} srcSet={product.srcset} />
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <p className="font-bold text-campo-900">{product.name}</p>
                <p className="font-semibold text-tierra-900">
                  {formatCop(product.price)}
                  {product.size && (
                    <span className="font-normal text-tierra-700"> / {product.size}</span>
                  )}
                </p>
                {product.tag && (
                  <span className="self-start rounded-full bg-campo-100 px-2.5 py-0.5 text-sm font-semibold text-campo-800">
                    {product.tag}
                  </span>
                )}
                {product.description && (
                  <p className="line-clamp-2 text-sm text-tierra-700">{product.description}</p>
                )}
                <EditDeleteButtons
                  name={product.name}
                  onEdit={() => open({ product })}
                  onDelete={() => {
                    removal.reset();
                    setToDelete(product);
                  }}
                />
              </div>
            </li>
          ))}
        </ul>
      )}

      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(next) => !next && setToDelete(null)}
        title="¿Eliminar este producto?"
        description={`Se quitará «${toDelete?.name ?? ''}» de la tienda. Esta acción no se puede deshacer.`}
        confirmLabel="Sí, eliminar"
        pendingLabel="Eliminando…"
        pending={removal.isPending}
        error={
          removal.isError ? failureMessage(removal.error, 'No se pudo eliminar el producto.') : null
        }
        onConfirm={confirmDelete}
      />
    </AdminSection>
  );
}
