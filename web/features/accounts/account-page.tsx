import { useQueryClient } from '@tanstack/react-query';
import {
  ChevronRight,
  LogOut,
  MapPin,
  MonitorSmartphone,
  Package,
  Sprout,
  UserRound,
} from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from '../../lib/router';
import { toast } from '../../lib/toast';
import { safeMessage } from '../../../domain/errors';
import { paths } from '../../lib/paths';
import { buttonClass } from '../../components/button-styles';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { LogoutDialog } from '../../components/logout-dialog';
import { clearSession, displayName, getStoredUser } from '../../lib/session';
import { AccountDeleteSection } from './account-delete-section';
import { useProfile } from '../../lib/profile';
import { useLogoutEverywhere } from './api/logout-everywhere';
import { formatPhone, initials } from './profile-values';

const links: readonly { to: string; label: string; hint: string; icon: LucideIcon }[] = [
  {
    to: paths.myProducts,
    label: 'Mis publicaciones',
    hint: 'Activa, edita o marca como vendidos tus productos',
    icon: Package,
  },
  {
    to: paths.addresses,
    label: 'Mis direcciones',
    hint: 'Los lugares desde donde vendes',
    icon: MapPin,
  },
  { to: paths.profile, label: 'Mi perfil', hint: 'Tus datos personales', icon: UserRound },
];

const rowClass =
  'flex min-h-16 w-full items-center gap-4 px-4 py-3 text-left transition-colors ' +
  'hover:bg-campo-50 active:bg-campo-100';

const iconBoxClass = 'flex size-11 shrink-0 items-center justify-center rounded-2xl';

/** /cuenta: greeting, shortcuts, session controls and account deletion (docs/product.md §2). */
export function AccountPage() {
  const profile = useProfile();
  const user = profile.data ?? getStoredUser();
  const name = displayName(user);
  const hasName = Boolean(user && name !== user.phone);

  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [logoutOpen, setLogoutOpen] = useState(false);
  const [everywhereOpen, setEverywhereOpen] = useState(false);
  const everywhere = useLogoutEverywhere();

  const leave = () => {
    clearSession();
    queryClient.clear();
    void navigate(paths.login, { replace: true });
  };

  const logoutEverywhere = () => {
    everywhere.mutate(undefined, {
      onSuccess: (answer) => {
        toast.success(safeMessage(answer?.message, 'Cerraste sesión en todos tus dispositivos.'));
        leave();
      },
    });
  };

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-8">
      <section className="flex flex-col gap-5 rounded-3xl bg-campo-700 p-5 text-white shadow-sm sm:flex-row sm:items-center sm:p-6 on-dark">
        <div className="flex min-w-0 flex-1 items-center gap-4">
          <span
            aria-hidden="true"
            className="flex size-16 shrink-0 items-center justify-center rounded-full bg-campo-100 text-2xl font-extrabold text-campo-800"
          >
            {initials(hasName ? name : '') || <UserRound className="size-8" />}
          </span>
          <div className="min-w-0">
            <p className="text-sm font-semibold text-campo-100">Mi cuenta</p>
            <h1 className="break-words text-2xl font-extrabold leading-tight sm:text-3xl">
              {name ? (
                <>
                  Hola,{' '}
                  {hasName ? name : <span className="whitespace-nowrap">{formatPhone(name)}</span>}
                </>
              ) : (
                'Hola'
              )}
            </h1>
            {hasName && user?.phone && (
              <p className="mt-0.5 text-campo-100">{formatPhone(user.phone)}</p>
            )}
          </div>
        </div>
        <Link
          to={paths.createProduct}
          className={buttonClass('accent', 'min-h-13 w-full text-lg sm:w-auto')}
        >
          <Sprout aria-hidden="true" className="size-5" />
          Quiero vender
        </Link>
      </section>

      <nav aria-label="Opciones de mi cuenta">
        <ul className="divide-y divide-tierra-100 overflow-hidden rounded-3xl border border-tierra-200 bg-white">
          {links.map(({ to, label, hint, icon: Icon }) => (
            <li key={to}>
              <Link to={to} className={rowClass}>
                <span className={`${iconBoxClass} bg-campo-50 text-campo-700`}>
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block font-bold text-campo-900">{label}</span>
                  <span className="block text-sm text-tierra-600">{hint}</span>
                </span>
                <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-tierra-500" />
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <section aria-labelledby="sesion">
        <h2 id="sesion" className="mb-2 px-1 text-lg font-bold text-campo-900">
          Sesión
        </h2>
        <div className="divide-y divide-tierra-100 overflow-hidden rounded-3xl border border-tierra-200 bg-white">
          <button type="button" className={rowClass} onClick={() => setLogoutOpen(true)}>
            <span className={`${iconBoxClass} bg-red-50 text-red-700`}>
              <LogOut aria-hidden="true" className="size-6" />
            </span>
            <span className="flex-1 font-bold text-red-800">Cerrar sesión</span>
          </button>
          <button
            type="button"
            className={rowClass}
            onClick={() => {
              everywhere.reset();
              setEverywhereOpen(true);
            }}
          >
            <span className={`${iconBoxClass} bg-tierra-100 text-tierra-700`}>
              <MonitorSmartphone aria-hidden="true" className="size-6" />
            </span>
            <span className="min-w-0 flex-1">
              <span className="block font-bold text-tierra-900">
                Cerrar sesión en todos los dispositivos
              </span>
              <span className="block text-sm text-tierra-600">
                Útil si perdiste tu celular o entraste desde un equipo prestado
              </span>
            </span>
          </button>
        </div>
      </section>

      <AccountDeleteSection />

      <LogoutDialog open={logoutOpen} onOpenChange={setLogoutOpen} onConfirm={leave} />
      <ConfirmDialog
        open={everywhereOpen}
        onOpenChange={setEverywhereOpen}
        title="¿Cerrar sesión en todos los dispositivos?"
        description="Se cerrará tu sesión en este y en cualquier otro celular o computador donde hayas entrado. Para volver a entrar te pediremos un código nuevo."
        confirmLabel="Sí, cerrar todas"
        pendingLabel="Cerrando sesiones…"
        pending={everywhere.isPending}
        error={everywhere.error ? safeMessage(everywhere.error.message) : null}
        onConfirm={logoutEverywhere}
      />
    </div>
  );
}
