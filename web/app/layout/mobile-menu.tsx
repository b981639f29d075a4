import { Menu, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { Link } from 'react-router';
import { BrandLogo } from '../../components/brand';
import { useUnreadCount } from '../../features/notifications/api/get-notifications';
import { paths } from '../../lib/paths';
import { LogoutButton } from './logout-button';
import { NavList } from './nav-list';
import type { SectionId } from './nav-items';
import { TextZoomControl } from './text-zoom-control';
import type { TextZoom } from './use-text-zoom';

type MobileMenuProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  active: SectionId | null;
  zoom: TextZoom;
  onLogout: () => void;
};

/** Top bar with the logo and a drawer. Radix Dialog traps focus, closes on Escape and locks
 *  the page scroll while the drawer is open. */
export function MobileMenu({ open, onOpenChange, active, zoom, onLogout }: MobileMenuProps) {
  const unread = useUnreadCount();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <header className="on-dark sticky top-0 z-30 flex h-14 items-center gap-1 bg-campo-700 px-1.5 text-white shadow-sm md:hidden">
        <Dialog.Trigger
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
        </Dialog.Trigger>
        <Link to={paths.home} className="flex min-h-tap items-center rounded-xl px-1">
          <BrandLogo
            markClassName="size-8"
            textClassName="text-base font-extrabold leading-tight text-white"
          />
        </Link>
      </header>

      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-campo-950/50 data-[state=open]:animate-fade-in md:hidden" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 flex w-[min(22rem,88vw)] flex-col bg-white shadow-2xl focus:outline-none data-[state=open]:animate-drawer-in md:hidden"
        >
          <div className="flex items-center justify-between gap-2 border-b border-tierra-100 py-3 pl-4 pr-2">
            <BrandLogo textClassName="text-base font-extrabold leading-tight text-campo-800" />
            <Dialog.Close
              className="flex size-tap shrink-0 items-center justify-center rounded-xl text-tierra-700 hover:bg-tierra-100"
              aria-label="Cerrar menú"
            >
              <X aria-hidden="true" className="size-6" />
            </Dialog.Close>
          </div>
          <Dialog.Title className="sr-only">Menú principal</Dialog.Title>

          <nav aria-label="Menú principal" className="flex-1 overflow-y-auto px-2 py-3">
            <NavList
              active={active}

              onNavigate={() => onOpenChange(false)}
            />
          </nav>

          <div className="flex flex-col gap-3 border-t border-tierra-100 px-4 py-4 pb-[max(1rem,env(safe-area-inset-bottom))]">
            <TextZoomControl zoom={zoom} />
            <LogoutButton onClick={onLogout} />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
