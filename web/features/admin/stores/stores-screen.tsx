import { ChevronRight, MapPin, Plus } from 'lucide-react';
import { useId } from 'react';
import { Link, useSearchParams } from '../../../lib/router';
import { STORE_KINDS } from '../../../../domain/stores/store';
import type { StoreKind } from '../../../../domain/stores/store';
import { buttonClass } from '../../../components/button-styles';
import { labelClass } from '../../../components/field-styles';
import { NativeSelect } from '../../../components/native-select';
import { AdminRefusal } from '../admin-access';
import { isForbidden } from '../admin-errors';
import { adminPaths } from '../admin-paths';
import { RowThumb } from '../admin-row-parts';
import { AdminScreen } from '../admin-screen';
import { EmptyState, LoadFailure, LoadingState } from '../admin-states';
import { useAdminStores } from '../api/get-admin-stores';
import { storeKindLabel } from './store-values';

const readKind = (value: string | null): StoreKind | null =>
  STORE_KINDS.some((kind) => kind.value === value) ? (value as StoreKind) : null;

/** /admin/tiendas: every store, with the way to add one. */
export function StoresScreen() {
  const [search, setSearch] = useSearchParams();
  const kind = readKind(search.get('tipo'));
  const stores = useAdminStores(kind);
  const filterId = useId();

  if (isForbidden(stores.error)) return <AdminRefusal />;

  return (
    <AdminScreen
      title="Tiendas"
      description="Las tiendas que ven las personas en Suministros y Tiendas."
      actions={
        <Link to={adminPaths.newStore} className={buttonClass('primary')}>
          <Plus aria-hidden="true" className="size-5" />
          Nueva tienda
        </Link>
      }
    >
      <div className="mb-4 max-w-xs">
        <label htmlFor={filterId} className={labelClass}>
          Tipo de tienda
        </label>
        <NativeSelect
          id={filterId}
          value={kind ?? ''}
          onChange={(event) => {
            const next = new URLSearchParams(search);
            if (event.target.value) next.set('tipo', event.target.value);
            else next.delete('tipo');
            setSearch(next, { replace: true });
          }}
        >
          <option value="">Todas</option>
          {STORE_KINDS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      </div>

      {stores.isPending ? (
        <LoadingState label="Cargando tiendas…" />
      ) : stores.isError ? (
        <LoadFailure
          error={stores.error}
          fallback="No se pudieron cargar las tiendas."
          onRetry={() => void stores.refetch()}
        />
      ) : stores.data.length === 0 ? (
        <EmptyState>
          <p className="font-semibold">
            {kind ? 'Todavía no hay tiendas de este tipo.' : 'Todavía no hay tiendas.'}
          </p>
          <p className="mt-1">Crea la primera con «Nueva tienda».</p>
        </EmptyState>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2" aria-label="Tiendas">
          {stores.data.map((store) => (
            <li key={store.id}>
              <Link
                to={adminPaths.store(store.id)}
                className="flex min-h-tap items-center gap-4 rounded-3xl border border-tierra-200 bg-white p-3 transition-colors hover:border-campo-300 hover:bg-campo-50"
              >
                <RowThumb src={store.imagen} srcSet={store.imagen_srcset} />
                <span className="min-w-0 flex-1">
                  <span className="block truncate text-lg font-bold text-campo-900">
                    {store.name}
                  </span>
                  <span className="mt-0.5 inline-block rounded-full bg-campo-100 px-2.5 py-0.5 text-sm font-semibold text-campo-800">
                    {storeKindLabel(store.kind)}
                  </span>
                  {store.municipality && (
                    <span className="mt-1 flex items-center gap-1 text-sm text-tierra-700">
                      <MapPin aria-hidden="true" className="size-4 shrink-0" />
                      {[store.municipality, store.department].filter(Boolean).join(', ')}
                    </span>
                  )}
                </span>
                <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-campo-600" />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </AdminScreen>
  );
}
