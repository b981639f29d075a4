import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { BrandLogo } from '../../components/brand';
import { useReturnFocus } from '../../components/return-focus';
import { LogoutButton } from './logout-button';
import { NavList } from './nav-list';
import type { MobileMenuProps } from './mobile-menu';
import { TextZoomControl } from './text-zoom-control';

/**
 * The phone's menu drawer, loaded when it first opens or when the phone is idle (mobile-menu.tsx).
 * Radix Dialog traps focus, closes on Escape, locks the page scroll while it is open, and gives
 * the focus back to 'Abrir menú'.
 */
export default function MobileMenuDrawer({
  open,
  onOpenChange,
  active,
  zoom,
  onLogout,
}: MobileMenuProps) {
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-campo-950/50 data-[state=open]:animate-fade-in md:hidden" />
        <Dialog.Content
          {...returnFocus}
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
            <NavList active={active} onNavigate={() => onOpenChange(false)} />
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
