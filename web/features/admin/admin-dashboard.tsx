import {
  ChartNoAxesCombined,
  ChevronRight,
  Flag,
  Handshake,
  IdCard,
  ScrollText,
  ShieldAlert,
  Store,
} from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { Link } from '../../lib/router';
import { adminPaths } from './admin-paths';
import { AdminScreen } from './admin-screen';

type Entry = { to: string; title: string; text: string; icon: LucideIcon };

const ENTRIES: readonly Entry[] = [
  {
    to: adminPaths.stores,
    title: 'Tiendas',
    text: 'Crea y edita tiendas y suministros: fotos, catálogo, categorías y productos.',
    icon: Store,
  },
  {
    to: adminPaths.organizations,
    title: 'Organizaciones',
    text: 'El directorio de asociaciones y cooperativas.',
    icon: Handshake,
  },
  {
    to: adminPaths.reports,
    title: 'Reportes',
    text: 'Los problemas que reportan las personas. Márcalos como atendidos.',
    icon: Flag,
  },
  {
    to: adminPaths.sharedDocuments,
    title: 'Cédulas repetidas',
    text: 'Documentos que dieron varias cuentas, para saber de quién es cada uno.',
    icon: IdCard,
  },
  {
    to: adminPaths.moderation,
    title: 'Moderación',
    text: 'Oculta publicaciones y elimina opiniones que no cumplen las normas.',
    icon: ShieldAlert,
  },
  {
    to: adminPaths.prices,
    title: 'Precios mayoristas SIPSA',
    text: 'Carga el anexo de precios de SIPSA-DANE para la Bolsa de precios.',
    icon: ChartNoAxesCombined,
  },
  {
    to: adminPaths.actions,
    title: 'Registro de acciones',
    text: 'Quién hizo cada cambio de administración, y cuándo.',
    icon: ScrollText,
  },
];

/** /admin: where each admin task starts. */
export function AdminDashboard() {
  return (
    <AdminScreen
      title="Administración"
      back={null}
      description="Cada cambio que hagas aquí queda en el registro de acciones con tu nombre."
    >
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {ENTRIES.map(({ to, title, text, icon: Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className="group flex h-full min-h-tap items-start gap-4 rounded-3xl border border-tierra-200 bg-white p-5 transition-colors hover:border-campo-300 hover:bg-campo-50 active:bg-campo-100"
            >
              <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-campo-100 text-campo-700">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="flex items-center gap-1 text-lg font-bold text-campo-900">
                  {title}
                  <ChevronRight
                    aria-hidden="true"
                    className="size-5 text-campo-600 transition-transform group-hover:translate-x-0.5"
                  />
                </span>
                <span className="mt-1 block text-tierra-700">{text}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </AdminScreen>
  );
}
