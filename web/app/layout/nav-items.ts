import {
  Bell,
  Flag,
  Heart,
  House,
  Megaphone,
  Package,
  ShieldCheck,
  Store,
  UserRound,
} from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { paths } from '../../lib/paths';

export type SectionId =
  | 'home'
  | 'notifications'
  | 'my-products'
  | 'requests'
  | 'favourites'
  | 'my-store'
  | 'account'
  | 'report'
  | 'admin';

export type NavItem = {
  id: SectionId;
  label: string;
  to: string;
  icon: LucideIcon;
};

export const navItems: readonly NavItem[] = [
  { id: 'home', label: 'Inicio', to: paths.home, icon: House },
  { id: 'notifications', label: 'Notificaciones', to: paths.notifications, icon: Bell },
  { id: 'my-products', label: 'Mis productos', to: paths.myProducts, icon: Package },
  // Pedidos (decision 026): what buyers nearby look for, and one's own requests.
  { id: 'requests', label: 'Pedidos', to: paths.requests, icon: Megaphone },
  { id: 'favourites', label: 'Favoritos', to: paths.favourites, icon: Heart },
  { id: 'my-store', label: 'Mi tienda', to: paths.myStore, icon: Store },
  { id: 'account', label: 'Mi cuenta', to: paths.account, icon: UserRound },
  { id: 'report', label: 'Reportar', to: paths.report, icon: Flag },
];

export const adminNavItem: NavItem = {
  id: 'admin',
  label: 'Administración',
  to: paths.admin,
  icon: ShieldCheck,
};

/**
 * The entries a person sees. Only admins get 'Administración': everyone else would only meet
 * a refusal there (and the server refuses their calls anyway).
 */
export function navItemsFor(role: string | undefined): readonly NavItem[] {
  return role === 'admin' ? [...navItems, adminNavItem] : navItems;
}

/**
 * The menu entry a path belongs to. Selling screens (create, edit, my products) belong to
 * 'Mis productos'; browsing screens (catalogue, product detail, stores, jobs) to 'Inicio'.
 */
export function activeSection(pathname: string): SectionId | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  const is = (base: string) => path === base || path.startsWith(`${base}/`);

  if (path === paths.myProducts || path === paths.createProduct) return 'my-products';
  if (/^\/producto\/[^/]+\/editar$/.test(path)) return 'my-products';
  if (is(paths.favourites)) return 'favourites';
  if (is(paths.account)) return 'account';
  if (is(paths.report)) return 'report';
  if (is(paths.admin)) return 'admin';
  if (is(paths.notifications)) return 'notifications';
  if (is(paths.requests)) return 'requests';
  if (path === paths.myStore) return 'my-store';
  // Próxima cosecha: a seller's own harvests are managed from Mi tienda; the rest is browsing.
  if (
    path === paths.myHarvests ||
    path === paths.newHarvest ||
    /^\/cosechas\/[^/]+\/editar$/.test(path)
  ) {
    return 'my-store';
  }
  if (is(paths.harvests)) return 'home';
  if (
    is(paths.home) ||
    is(paths.myProducts) ||
    is('/producto') ||
    is(paths.supplies) ||
    is(paths.stores) ||
    is(paths.jobs)
  ) {
    return 'home';
  }
  return null;
}
