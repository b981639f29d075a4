import { ExternalLink, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from '../../../lib/router';
import { toast } from '../../../lib/toast';
import type { StoreDetail } from '../../../../domain/api/stores';
import { STORE_FORM_MESSAGES } from '../../../../domain/stores/store';
import { paths } from '../../../lib/paths';
import { buttonClass } from '../../../components/button-styles';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ApiError } from '../../../lib/api-client';
import { AdminRefusal } from '../admin-access';
import { failureMessage, isForbidden } from '../admin-errors';
import { adminPaths } from '../admin-paths';
import { AdminScreen } from '../admin-screen';
import { AdminSection } from '../admin-section';
import { EmptyState, LoadFailure, LoadingState } from '../admin-states';
import { useDeleteStore } from '../api/delete-store';
import { useAdminStore } from '../api/get-admin-store';
import { useUpdateStore } from '../api/update-store';
import { StoreForm } from './store-form';
import { StoreImagesSection } from './store-images-section';
import { StoreProductsSection } from './store-products-section';
import { StoreTagsSection } from './store-tags-section';
import { storeFormValues } from './store-values';

const NOT_FOUND = 'No encontramos esta tienda (puede que el ID no exista).';
const backToStores = { to: adminPaths.stores, label: 'Tiendas' };

/** /admin/tiendas/:id: everything about one store, each part saved on its own. */
export function StoreEditScreen() {
  const { id: rawId } = useParams();
  const id = Number(rawId);
  const valid = Number.isSafeInteger(id) && id > 0;
  const store = useAdminStore(valid ? id : 0);

  if (!valid || (store.error instanceof ApiError && store.error.status === 404)) {
    return (
      <AdminScreen title="Tienda" back={backToStores}>
        <EmptyState>
          <p className="font-semibold">{NOT_FOUND}</p>
        </EmptyState>
      </AdminScreen>
    );
  }
  if (isForbidden(store.error)) return <AdminRefusal />;
  if (store.isPending || store.isError) {
    return (
      <AdminScreen title="Tienda" back={backToStores}>
        {store.isPending ? (
          <LoadingState label="Cargando la tienda…" />
        ) : (
          <LoadFailure
            error={store.error}
            fallback="No se pudo cargar la tienda."
            onRetry={() => void store.refetch()}
          />
        )}
      </AdminScreen>
    );
  }
  return <StoreEditor store={store.data} />;
}

function StoreEditor({ store }: { store: StoreDetail }) {
  const navigate = useNavigate();
  const update = useUpdateStore(store.id);
  const removal = useDeleteStore(store.id);
  const [confirmDelete, setConfirmDelete] = useState(false);

  if (isForbidden(update.error) || isForbidden(removal.error)) return <AdminRefusal />;

  const deleteStore = () =>
    removal.mutate(undefined, {
      onSuccess: (answer) => {
        setConfirmDelete(false);
        toast.success(answer.message || STORE_FORM_MESSAGES.deleted);
        void navigate(adminPaths.stores, { replace: true });
      },
    });

  return (
    <AdminScreen
      title={store.name}
      back={backToStores}
      actions={
        <Link to={paths.store(store.id)} className={buttonClass('secondary')}>
          <ExternalLink aria-hidden="true" className="size-5" />
          Ver como cliente
        </Link>
      }
    >
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <AdminSection title="Datos de la tienda" className="lg:row-span-3">
          <StoreForm
            initial={storeFormValues(store)}
            submitLabel="Guardar cambios"
            pendingLabel="Guardando…"
            pending={update.isPending}
            failedMessage="No se pudieron guardar los cambios."
            onSave={async (values) => {
              const answer = await update.mutateAsync(values);
              toast.success(answer.message || STORE_FORM_MESSAGES.saved);
              return storeFormValues(answer.data);
            }}
          />
        </AdminSection>

        <StoreImagesSection store={store} kind="slider" />
        <StoreImagesSection store={store} kind="brochure" />
        <StoreTagsSection store={store} />

        <StoreProductsSection store={store} className="lg:col-span-2" />

        <AdminSection
          title="Eliminar tienda"
          description="Se borran sus fotos, categorías y productos. Las personas dejarán de verla."
          className="border-red-200 lg:col-span-2"
        >
          <button
            type="button"
            className={buttonClass('danger', 'w-full sm:w-auto')}
            onClick={() => {
              removal.reset();
              setConfirmDelete(true);
            }}
          >
            <Trash2 aria-hidden="true" className="size-5" />
            Eliminar tienda
          </button>
        </AdminSection>
      </div>

      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title="¿Eliminar esta tienda?"
        description={
          <>
            Se eliminará <strong>{store.name}</strong> con sus fotos, categorías y productos. Esta
            acción no se puede deshacer.
          </>
        }
        confirmLabel="Sí, eliminar"
        pendingLabel="Eliminando…"
        pending={removal.isPending}
        error={
          removal.isError ? failureMessage(removal.error, 'No se pudo eliminar la tienda.') : null
        }
        onConfirm={deleteStore}
      />
    </AdminScreen>
  );
}
