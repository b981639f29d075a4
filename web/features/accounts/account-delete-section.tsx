import { useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from '../../lib/router';
import { toast } from '../../lib/toast';
import { safeMessage } from '../../../domain/errors';
import { routes } from '../../lib/paths';
import { buttonClass } from '../../components/button-styles';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { clearSession } from '../../lib/session';
import { useDeleteAccount } from './api/delete-account';

// docs/product.md §8 "Account".
const DELETE_FAILED = 'No se pudo eliminar la cuenta.';

const whatIsDeleted = [
  'Tu perfil y tus datos personales',
  'Tus productos publicados',
  'Tus direcciones guardadas',
  'Tus favoritos',
] as const;

export function AccountDeleteSection() {
  const [open, setOpen] = useState(false);
  const deletion = useDeleteAccount();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const confirm = () => {
    deletion.mutate(undefined, {
      onSuccess: (answer) => {
        clearSession();
        queryClient.clear();
        toast.success(safeMessage(answer?.message, 'Tu cuenta fue eliminada.'));
        void navigate(routes.landingAlias, { replace: true, state: { accountDeleted: true } });
      },
    });
  };

  const changeOpen = (next: boolean) => {
    setOpen(next);
    if (!next) deletion.reset();
  };

  return (
    <section
      aria-labelledby="eliminar-cuenta"
      className="rounded-3xl border-2 border-red-200 bg-white p-5 sm:p-6"
    >
      <h2 id="eliminar-cuenta" className="text-lg font-bold text-red-800">
        Eliminar cuenta
      </h2>
      <p className="mt-2 text-tierra-800">
        Si eliminas tu cuenta se borrará para siempre de El campo en tus manos:
      </p>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-tierra-800 marker:text-red-700">
        {whatIsDeleted.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <p className="mt-3 font-semibold text-tierra-900">Esta acción no se puede deshacer.</p>
      <button
        type="button"
        className={buttonClass('danger', 'mt-5 w-full sm:w-auto')}
        onClick={() => changeOpen(true)}
      >
        <Trash2 aria-hidden="true" className="size-5" />
        Eliminar mi cuenta
      </button>

      <ConfirmDialog
        open={open}
        onOpenChange={changeOpen}
        title="¿Eliminar tu cuenta?"
        description="Se borrarán tu perfil, tus productos, tus direcciones y tus favoritos. Esta acción no se puede deshacer."
        confirmLabel="Sí, eliminar mi cuenta"
        pendingLabel="Eliminando…"
        pending={deletion.isPending}
        error={deletion.isError ? DELETE_FAILED : null}
        onConfirm={confirm}
      />
    </section>
  );
}
