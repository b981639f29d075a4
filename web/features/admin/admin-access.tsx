import { useQuery } from '@tanstack/react-query';
import { ShieldAlert } from 'lucide-react';
import { Link } from '../../lib/router';
import { ADMIN_MESSAGES } from '../../../domain/admin/admin';
import { paths } from '../../lib/paths';
import { buttonClass } from '../../components/button-styles';
import { profileQueryOptions } from '../../lib/profile';
import { getStoredUser } from '../../lib/session';

export type AdminAccess = 'checking' | 'admin' | 'refused';

/**
 * Whether to open the admin screens. The stored user decides at once; when it does not say
 * 'admin' the profile is asked for once, because the role may have been granted from the
 * command line after this person signed in. The server checks the role on every call anyway.
 */
export function useAdminAccess(): AdminAccess {
  const storedAdmin = getStoredUser()?.role === 'admin';
  // Asked afresh (staleTime 0): the role may have changed since the profile was last read.
  const profile = useQuery({ ...profileQueryOptions(), enabled: !storedAdmin, staleTime: 0 });
  if (storedAdmin) return 'admin';
  if (profile.isFetching) return 'checking';
  return profile.data?.role === 'admin' ? 'admin' : 'refused';
}

/**
 * What a non-admin sees, also when the server answers an admin call with 403. `inline` is for
 * a part of a screen that already has its title.
 */
export function AdminRefusal({ inline = false }: { inline?: boolean }) {
  return (
    <section className="mx-auto flex w-full max-w-xl flex-col items-center gap-4 px-4 py-12 text-center sm:px-6">
      <span className="flex size-16 items-center justify-center rounded-3xl bg-maiz-100 text-maiz-800">
        <ShieldAlert aria-hidden="true" className="size-9" />
      </span>
      {!inline && (
        <h1 className="text-2xl font-bold tracking-tight text-campo-900 sm:text-3xl">
          Administración
        </h1>
      )}
      <p role="alert" className="text-lg text-tierra-800">
        {ADMIN_MESSAGES.forbidden}
      </p>
      <Link to={paths.home} className={buttonClass('primary', 'mt-2')}>
        Volver al inicio
      </Link>
    </section>
  );
}
