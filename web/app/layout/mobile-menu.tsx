import { Menu } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from '../../lib/router';
import { BrandLogo } from '../../components/brand';
import { onDemandDialog } from '../../components/on-demand-dialog';
import { useUnreadCount } from '../../features/notifications/api/get-notifications';
import { whenIdleAfterFirstUse } from '../../lib/when-idle';
import { MOBILE_QUERY } from '../../lib/media-queries';
import { paths } from '../../lib/paths';
import type { SectionId } from './nav-items';
import type { TextZoom } from './use-text-zoom';

export type MobileMenuProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  active: SectionId | null;
  zoom: TextZoom;
  onLogout: () => void;
};

// The drawer is the phone's most used dialog: fetched in an idle moment after the person first
// touches or scrolls the page (or 5 s after it is live), and at the tap on 'Abrir menú' if that
// is the first touch. Not while the page is still loading: its link elements, the import and
// Radix's evaluation were ≈ 13 ms of main thread right after hydration (decision 027, session
// 20). A server-rendered page carries its rules, so it does not wait for the whole stylesheet.
const MobileMenuDrawer = onDemandDialog<MobileMenuProps>(() => import('./mobile-menu-drawer'), {
  isOpen: (props) => props.open,
  close: (props) => props.onOpenChange(false),
  styledByPage: true,
});

/** Top bar with the logo and the button of the menu drawer (phones only). */
export function MobileMenu(props: MobileMenuProps) {
  const { open, onOpenChange } = props;
  const unread = useUnreadCount();

  useEffect(() => {
    if (window.matchMedia?.(MOBILE_QUERY).matches) whenIdleAfterFirstUse(MobileMenuDrawer.preload);
  }, []);

  return (
    <>
      <header className="on-dark sticky top-0 z-30 flex h-14 items-center gap-1 bg-campo-700 px-1.5 text-white shadow-sm md:hidden">
        <button
          type="button"
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={() => onOpenChange(true)}
          className="relative flex size-tap items-center justify-center rounded-xl hover:bg-campo-600 active:bg-campo-800"
          aria-label="Abrir menú"
        >
          <Menu aria-hidden="true" className="size-6" />
          {/* Unread notifications; the drawer's entry says how many. */}
          {unread > 0 && (
            <span
              aria-hidden="true"
              className="absolute right-2 top-2 size-2.5 rounded-full bg-maiz-400 ring-2 ring-campo-700"
            />
          )}
        </button>
        <Link to={paths.home} className="flex min-h-tap items-center rounded-xl px-1">
          <BrandLogo
            markClassName="size-8"
            textClassName="text-base font-extrabold leading-tight text-white"
          />
        </Link>
      </header>
      <MobileMenuDrawer {...props} />
    </>
  );
}
