import { useNavigate } from '../../../lib/router';
import { toast } from '../../../lib/toast';
import { STORE_FORM_MESSAGES } from '../../../../domain/stores/store';
import { AdminRefusal } from '../admin-access';
import { isForbidden } from '../admin-errors';
import { adminPaths } from '../admin-paths';
import { AdminScreen } from '../admin-screen';
import { useCreateStore } from '../api/create-store';
import { StoreForm } from './store-form';
import { EMPTY_STORE } from './store-values';

/** /admin/tiendas/nueva: the store's data first; photos, categories and products come next. */
export function StoreCreateScreen() {
  const navigate = useNavigate();
  const creation = useCreateStore();

  if (isForbidden(creation.error)) return <AdminRefusal />;

  return (
    <AdminScreen
      title="Nueva tienda"
      back={{ to: adminPaths.stores, label: 'Tiendas' }}
      description="Después de crearla podrás agregar fotos, el catálogo, categorías y productos."
    >
      <section className="max-w-3xl rounded-3xl border border-tierra-200 bg-white p-5 sm:p-6">
        <StoreForm
          initial={EMPTY_STORE}
          submitLabel="Crear tienda"
          pendingLabel="Creando…"
          pending={creation.isPending}
          failedMessage="No se pudo crear la tienda."
          onSave={async (values) => {
            const answer = await creation.mutateAsync(values);
            toast.success(answer.message || STORE_FORM_MESSAGES.created);
            void navigate(adminPaths.store(answer.data.id), { replace: true });
          }}
        />
      </section>
    </AdminScreen>
  );
}
