import { ImageOff, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import type { StoreDetail, StoreProduct } from '../../../../domain/api/stores';
import { formatCop } from '../../../../domain/money';
import { STORE_LIMITS } from '../../../../domain/stores/store';
import { buttonClass } from '../../../components/button-styles';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { failureMessage } from '../admin-errors';
import { AdminSection } from '../admin-section';
import { useRemoveStoreProduct, useSaveStoreProduct } from '../api/stores';
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
        <p className="rounded-2xl border-2 border-dashed border-tierra-200 px-4 py-6 text-center text-tierra-700">
          Todavía no hay productos en esta tienda.
        </p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2" aria-label="Productos de la tienda">
          {store.products.map((product) => (
            <li
              key={product.id}
              className="flex gap-3 rounded-2xl border border-tierra-200 p-3"
              aria-label={product.name}
            >
              <span className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-xl bg-tierra-100 text-tierra-500">
                {product.url ? (
                  <img
                    src={product.url}
                    srcSet={product.srcset ?? undefined}
                    sizes="5rem"
                    alt=""
                    loading="lazy"
                    decoding="async"
                    className="size-full object-cover"
                  />
                ) : (
                  <ImageOff aria-hidden="true" className="size-6" />
                )}
              </span>
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
                <div className="mt-1 flex flex-wrap gap-2">
                  <button
                    type="button"
                    className={buttonClass('secondary', 'px-3')}
                    aria-label={`Editar ${product.name}`}
                    onClick={() => open({ product })}
                  >
                    <Pencil aria-hidden="true" className="size-4" />
                    Editar
                  </button>
                  <button
                    type="button"
                    className={buttonClass('ghost', 'px-3 text-red-700 hover:bg-red-50')}
                    aria-label={`Eliminar ${product.name}`}
                    onClick={() => {
                      removal.reset();
                      setToDelete(product);
                    }}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                    Eliminar
                  </button>
                </div>
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
