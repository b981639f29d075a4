import { AtSign, Handshake, IdCard, MapPin } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { Link } from '../../lib/router';
import { paths } from '../../lib/paths';
import { BackButton } from '../../components/back-button';
import { displayName, getStoredUser } from '../../lib/session';
import type { StoredUser } from '../../lib/session';
import { useKeptWord } from '../../lib/kept-word';
import { useProfile } from '../../lib/profile';
import { documentTypeLabel, formatPhone } from './profile-values';

const NOT_AVAILABLE = 'No disponible';

type Row = { label: string; value: string | null | undefined };

function ProfileSection({
  title,
  icon: Icon,
  rows,
}: {
  title: string;
  icon: LucideIcon;
  rows: Row[];
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-3xl border border-tierra-200 bg-white p-5 sm:p-6"
    >
      <h2 id={headingId} className="flex items-center gap-3 text-lg font-bold text-campo-900">
        <span className="flex size-10 items-center justify-center rounded-2xl bg-campo-50 text-campo-700">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        {title}
      </h2>
      <dl className="mt-4 divide-y divide-tierra-100">
        {rows.map(({ label, value }) => {
          const text = value?.trim();
          return (
            <div key={label} className="flex flex-col gap-0.5 py-3 sm:flex-row sm:gap-4">
              <dt className="text-sm font-semibold text-tierra-600 sm:w-40 sm:shrink-0 sm:text-base">
                {label}
              </dt>
              <dd
                className={
                  'min-w-0 break-words ' +
                  (text ? 'font-semibold text-tierra-900' : 'italic text-tierra-500')
                }
              >
                {text || NOT_AVAILABLE}
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}

function documentText(user: StoredUser): string {
  const number = user.document?.trim();
  if (!number) return '';
  const type = documentTypeLabel(user.type_doc);
  return type ? `${type} ${number}` : number;
}

/** /cuenta/perfil: read-only. The stored user shows at once; GET /users/auth refreshes it. */
export function ProfilePage() {
  const profile = useProfile();
  const user: StoredUser | null = profile.data ?? getStoredUser();
  const keptWord = useKeptWord(user?.id);

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5 px-4 py-6 sm:px-6 sm:py-8">
      <div>
        <BackButton fallback={paths.account} />
        <h1 className="mt-2 text-2xl font-bold tracking-tight text-campo-900 sm:text-3xl">
          Mi Perfil
        </h1>
        {user && (
          <p className="mt-1 text-tierra-700">Estos son los datos con los que te registraste.</p>
        )}
      </div>

      {!user && profile.isPending && (
        <p role="status" className="rounded-3xl bg-white px-5 py-6 text-tierra-700">
          Cargando tu perfil…
        </p>
      )}

      {!user && !profile.isPending && (
        <p className="rounded-3xl border-2 border-dashed border-tierra-200 bg-white/70 px-5 py-6 text-center font-semibold text-tierra-700">
          No hay datos de usuario.
        </p>
      )}

      {user && (
        <>
          <ProfileSection
            title="Datos de la cuenta"
            icon={AtSign}
            rows={[{ label: 'Correo electrónico', value: user.email }]}
          />
          <ProfileSection
            title="Datos personales"
            icon={IdCard}
            rows={[
              { label: 'Nombre', value: displayName({ ...user, phone: '' }) },
              { label: 'Documento', value: documentText(user) },
              { label: 'Teléfono', value: formatPhone(user.phone) },
            ]}
          />
          <ProfileSection
            title="Ubicación"
            icon={MapPin}
            rows={[
              { label: 'Dirección', value: user.address },
              { label: 'Vereda', value: user.vereda },
              { label: 'Departamento', value: user.department?.name },
              { label: 'Municipio', value: user.municipality?.name },
            ]}
          />
          {keptWord.data && (
            // Próxima cosecha (decision 026): reservations kept, as both sides confirmed them.
            <ProfileSection
              title="Palabra cumplida"
              icon={Handshake}
              rows={[
                {
                  label: 'Reservas',
                  value: keptWord.data.text ?? 'Aún no tienes reservas terminadas.',
                },
              ]}
            />
          )}
          <p className="px-1 text-tierra-700">
            ¿Algún dato está mal?{' '}
            <Link
              to={paths.report}
              className="font-semibold text-campo-800 underline underline-offset-2"
            >
              Cuéntanos en «Reportar un problema»
            </Link>
            .
          </p>
        </>
      )}
    </div>
  );
}
