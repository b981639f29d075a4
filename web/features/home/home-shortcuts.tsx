import {
  ChartNoAxesCombined,
  ChevronRight,
  Handshake,
  Megaphone,
  PackagePlus,
  Sprout,
  Store,
  Tractor,
} from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { Link } from '../../lib/router';
import { paths } from '../../lib/paths';

type QuickAction = {
  title: string;
  text: string;
  to: string;
  icon: LucideIcon;
  tone: string;
};

// docs/product.md §2 "Three quick-action cards: publish product, supplies, farm life". The route
// table has no farm-life screen; the job board (/jobs) is the real screen about work and life on
// farms.
const quickActions: QuickAction[] = [
  {
    title: 'Publica tu producto',
    text: 'Vende tu cosecha, animales o insumos en pocos pasos.',
    to: paths.createProduct,
    icon: PackagePlus,
    tone: 'bg-campo-100 text-campo-800',
  },
  {
    title: 'Suministros',
    text: 'Semillas, abonos y herramientas en tiendas del campo.',
    to: paths.supplies,
    icon: Store,
    tone: 'bg-maiz-100 text-maiz-800',
  },
  {
    title: 'Vida en el campo',
    // The job board of the shortcut icons (docs/product.md §2), by its name.
    text: 'Bolsa de empleo: trabajo y jornales en fincas de tu región.',
    to: paths.jobs,
    icon: Tractor,
    tone: 'bg-tierra-100 text-tierra-800',
  },
];

type Shortcut = { label: string; icon: LucideIcon; to: string };

// docs/product.md §2 "Shortcut icons": price exchange (delivered at /precios by decision 012 and
// §10, where docs/product.md showed a coming-soon dialog), job board, store supplies, and the
// organisations tile of §2's "Other named targets" (/organizaciones). The job board and the supply
// stores are the cards 'Vida en el campo' and 'Suministros' above them: one entry per place
// (decision 022).
// Pedidos (decision 026) beside them: what buyers nearby are looking for, and 'Busco'.
const shortcuts: Shortcut[] = [
  { label: 'Pedidos de compradores', icon: Megaphone, to: paths.requests },
  { label: 'Bolsa de precios', icon: ChartNoAxesCombined, to: paths.prices },
  { label: 'Organizaciones', icon: Handshake, to: paths.organizations },
  // Próxima cosecha (decision 026): harvests announced before they are picked, to reserve.
  { label: 'Próximas cosechas', icon: Sprout, to: paths.harvests },
];

// Rows like the cards above on phones: two columns left 'Organizaciones', one long word, less
// room than it needs beside its icon.
const shortcutClass =
  'flex h-full min-h-tap w-full items-center gap-3 rounded-2xl border border-tierra-200 bg-white ' +
  'p-3 font-bold text-campo-900 shadow-sm transition-colors hover:border-campo-300 ' +
  'hover:bg-campo-50 active:bg-campo-100 sm:p-4';

/**
 * 'Accesos rápidos': the three quick-action cards, then the shortcut tiles to the places the
 * cards do not already open. Below the featured products: on a phone these came before them
 * and pushed the products two screens down.
 */
export function HomeQuickAccess() {
  return (
    <section aria-labelledby="home-shortcuts-title">
      <h2
        id="home-shortcuts-title"
        className="mb-3 text-xl font-bold tracking-tight text-campo-900 sm:mb-4 sm:text-2xl"
      >
        Accesos rápidos
      </h2>
      <ul
        aria-label="¿Qué quieres hacer?"
        data-tour="home-quick-actions"
        className="grid grid-cols-1 gap-2 sm:grid-cols-3 sm:gap-4"
      >
        {quickActions.map(({ title, text, to, icon: Icon, tone }) => (
          <li key={title}>
            <Link
              to={to}
              className="flex h-full items-center gap-3 rounded-2xl border border-tierra-200 bg-white p-3 shadow-sm transition-colors hover:border-campo-300 hover:bg-campo-50 sm:flex-col sm:items-start sm:p-5"
            >
              <span
                className={`flex size-12 shrink-0 items-center justify-center rounded-2xl ${tone}`}
              >
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block font-bold text-campo-900 sm:text-lg">{title}</span>
                <span className="block text-sm text-tierra-700 sm:text-base">{text}</span>
              </span>
              <ChevronRight
                aria-hidden="true"
                className="size-5 shrink-0 text-tierra-500 sm:hidden"
              />
            </Link>
          </li>
        ))}
      </ul>
      <ul
        aria-label="Más accesos"
        data-tour="home-shortcuts"
        className="mt-2 grid grid-cols-1 gap-2 sm:mt-4 sm:grid-cols-3 sm:gap-4"
      >
        {shortcuts.map(({ label, icon: Icon, to }) => (
          <li key={label}>
            <Link to={to} className={shortcutClass}>
              <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-campo-50 text-campo-700">
                <Icon aria-hidden="true" className="size-7" />
              </span>
              <span className="min-w-0">{label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
