import { MapPin, MessageCircle, Phone, Plus } from 'lucide-react';
import { useState } from 'react';
import { toast } from '../../../lib/toast';
import type { Organization } from '../../../../domain/api/organizations';
import { ORGANIZATION_KINDS } from '../../../../domain/organizations/organization';
import { buttonClass } from '../../../components/button-styles';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { AdminRefusal } from '../admin-access';
import { failureMessage, isForbidden } from '../admin-errors';
import { EditDeleteButtons } from '../admin-row-parts';
import { AdminScreen } from '../admin-screen';
import { EmptyState, LoadFailure, LoadingState } from '../admin-states';
import { useDeleteOrganization } from '../api/delete-organization';
import { useAdminOrganizations } from '../api/get-admin-organizations';
import { useSaveOrganization } from '../api/save-organization';
import { OrganizationForm } from './organization-form';

type Editor = { organization?: Organization } | null;

const kindLabel = (kind: string) =>
  ORGANIZATION_KINDS.find((option) => option.value === kind)?.label ?? kind;

/** /admin/organizaciones: the producer organizations directory, managed by admins. */
export function OrganizationsScreen() {
  const organizations = useAdminOrganizations();
  const save = useSaveOrganization();
  const removal = useDeleteOrganization();
  const [editor, setEditor] = useState<Editor>(null);
  const [toDelete, setToDelete] = useState<Organization | null>(null);

  if ([organizations.error, save.error, removal.error].some(isForbidden)) return <AdminRefusal />;

  const open = (next: Editor) => {
    save.reset();
    setEditor(next);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  const confirmDelete = () => {
    if (!toDelete) return;
    removal.mutate(toDelete.id, {
      onSuccess: (answer) => {
        if (editor?.organization?.id === toDelete.id) setEditor(null);
        setToDelete(null);
        toast.success(answer.message);
      },
    });
  };

  return (
    <AdminScreen
      title="Organizaciones"
      description="Asociaciones y cooperativas del directorio que ven las personas."
      actions={
        <button
          type="button"
          className={buttonClass('primary')}
          disabled={editor !== null && !editor.organization}
          onClick={() => open({})}
        >
          <Plus aria-hidden="true" className="size-5" />
          Nueva organización
        </button>
      }
    >
      {editor && (
        <div className="mb-6">
          <OrganizationForm
            key={editor.organization?.id ?? 'new'}
            organization={editor.organization}
            pending={save.isPending}
            onCancel={() => setEditor(null)}
            onSave={async (values) => {
              const answer = await save.mutateAsync({ id: editor.organization?.id, values });
              toast.success(answer.message);
              setEditor(null);
            }}
          />
        </div>
      )}

      {organizations.isPending ? (
        <LoadingState label="Cargando organizaciones…" />
      ) : organizations.isError ? (
        <LoadFailure
          error={organizations.error}
          fallback="No se pudieron cargar las organizaciones."
          onRetry={() => void organizations.refetch()}
        />
      ) : organizations.data.length === 0 ? (
        <EmptyState>
          <p className="font-semibold">Todavía no hay organizaciones.</p>
          <p className="mt-1">Crea la primera con «Nueva organización».</p>
        </EmptyState>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2" aria-label="Organizaciones">
          {organizations.data.map((organization) => (
            <li
              key={organization.id}
              aria-label={organization.name}
              className="flex flex-col gap-2 rounded-3xl border border-tierra-200 bg-white p-4"
            >
              <div className="flex flex-wrap items-center gap-2">
                <p className="text-lg font-bold text-campo-900">{organization.name}</p>
                <span className="rounded-full bg-campo-100 px-2.5 py-0.5 text-sm font-semibold text-campo-800">
                  {kindLabel(organization.kind)}
                </span>
              </div>
              <p className="flex items-center gap-1 text-sm text-tierra-700">
                <MapPin aria-hidden="true" className="size-4 shrink-0" />
                {organization.municipality}, {organization.department}
              </p>
              {organization.description && (
                <p className="line-clamp-3 text-tierra-800">{organization.description}</p>
              )}
              {organization.products && (
                <p className="text-sm text-tierra-800">
                  <span className="font-semibold">Productos: </span>
                  {organization.products}
                </p>
              )}
              <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-tierra-800">
                {organization.phone && (
                  <span className="flex items-center gap-1">
                    <Phone aria-hidden="true" className="size-4" />
                    <span className="sr-only">Teléfono: </span>
                    {organization.phone}
                  </span>
                )}
                {organization.whatsapp && (
                  <span className="flex items-center gap-1">
                    <MessageCircle aria-hidden="true" className="size-4" />
                    <span className="sr-only">WhatsApp: </span>
                    {organization.whatsapp}
                  </span>
                )}
              </div>
              <EditDeleteButtons
                name={organization.name}
                onEdit={() => open({ organization })}
                onDelete={() => {
                  removal.reset();
                  setToDelete(organization);
                }}
              />
            </li>
          ))}
        </ul>
      )}

      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(next) => !next && setToDelete(null)}
        title="¿Eliminar esta organización?"
        description={`«${toDelete?.name ?? ''}» dejará de aparecer en el directorio. Esta acción no se puede deshacer.`}
        confirmLabel="Sí, eliminar"
        pendingLabel="Eliminando…"
        pending={removal.isPending}
        error={
          removal.isError
            ? failureMessage(removal.error, 'No se pudo eliminar la organización.')
            : null
        }
        onConfirm={confirmDelete}
      />
    </AdminScreen>
  );
}
