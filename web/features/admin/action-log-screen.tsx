import type { AdminActionEntry } from '../../../domain/api/admin';
import { formatDateTime } from '../../../domain/dates';
import { itemsOfPages } from '../../lib/paged-lists';
import { AdminRefusal } from './admin-access';
import { isForbidden } from './admin-errors';
import { AdminScreen } from './admin-screen';
import { EmptyState, LoadFailure, LoadingState } from './admin-states';
import { MoreButton } from '../../components/more-button';
import { useAdminActions } from './api/get-admin-actions';

const TARGETS: Record<string, string> = {
  store: 'Tienda',
  store_image: 'Foto de tienda',
  store_tag: 'Categoría de tienda',
  store_product: 'Producto de tienda',
  organization: 'Organización',
  listing: 'Publicación',
  review: 'Opinión',
  report: 'Reporte',
  user: 'Usuario',
};

/** 'Tienda N.º 3'; an unknown kind of target reads 'Elemento N.º 3'. */
export function targetLabel(entry: Pick<AdminActionEntry, 'target_type' | 'target_id'>): string {
  const kind = TARGETS[entry.target_type] ?? 'Elemento';
  return entry.target_id === null ? kind : `${kind} N.º ${entry.target_id}`;
}

/** The details people can read: a name, a phone and the reason, when the entry has them. */
function detailLines(details: Record<string, unknown>): { label: string; value: string }[] {
  const lines: { label: string; value: string }[] = [];
  const text = (key: string) => {
    const value = details[key];
    return typeof value === 'string' && value.trim() ? value.trim() : null;
  };
  const name = text('name');
  if (name) lines.push({ label: 'Nombre', value: name });
  const phone = text('phone');
  if (phone) lines.push({ label: 'Teléfono', value: phone });
  const reason = text('reason');
  if (reason) lines.push({ label: 'Motivo', value: reason });
  return lines;
}

/** /admin/registro: who did what and when, newest first. */
export function ActionLogScreen() {
  const actions = useAdminActions();
  if (isForbidden(actions.error)) return <AdminRefusal />;
  const items = itemsOfPages(actions.data);

  return (
    <AdminScreen
      title="Registro de acciones"
      description="Cada cambio hecho por un administrador, del más reciente al más antiguo."
    >
      {actions.isPending ? (
        <LoadingState label="Cargando el registro…" />
      ) : actions.isError && items.length === 0 ? (
        <LoadFailure
          error={actions.error}
          fallback="No se pudo cargar el registro de acciones."
          onRetry={() => void actions.refetch()}
        />
      ) : items.length === 0 ? (
        <EmptyState>
          <p className="font-semibold">Todavía no hay acciones registradas.</p>
        </EmptyState>
      ) : (
        <>
          <ol className="flex flex-col gap-2" aria-label="Acciones">
            {items.map((entry) => (
              <li
                key={entry.id}
                className="grid gap-1 rounded-2xl border border-tierra-200 bg-white px-4 py-3 md:grid-cols-[minmax(0,1fr)_auto] md:gap-x-6"
              >
                <div className="min-w-0">
                  <p className="font-bold text-campo-900">
                    {entry.label}{' '}
                    <span className="font-normal text-tierra-700">· {targetLabel(entry)}</span>
                  </p>
                  <p className="text-sm text-tierra-800">
                    Por <span className="font-semibold">{entry.admin.name}</span>
                  </p>
                  {detailLines(entry.details).map((line) => (
                    <p key={line.label} className="break-words text-sm text-tierra-800">
                      <span className="font-semibold">{line.label}: </span>
                      {line.value}
                    </p>
                  ))}
                </div>
                <p className="text-sm text-tierra-600 md:whitespace-nowrap md:text-right">
                  <time dateTime={entry.created_at}>{formatDateTime(entry.created_at)}</time>
                </p>
              </li>
            ))}
          </ol>
          <MoreButton
            hasMore={actions.hasNextPage}
            loading={actions.isFetchingNextPage}
            onMore={() => void actions.fetchNextPage()}
          />
        </>
      )}
    </AdminScreen>
  );
}
