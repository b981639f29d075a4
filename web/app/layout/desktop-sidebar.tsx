import { PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from '../../lib/router';
import { BRAND_NAME, BrandLogo, BrandMark } from '../../components/brand';
import { nextTask } from '../../lib/hydration-slice';
import { paths } from '../../lib/paths';
import { useLeftOutOfPhonePage } from '../../lib/phone-page';
import { LogoutButton } from './logout-button';
import { NavList } from './nav-list';
import type { SectionId } from './nav-items';
import { TextZoomControl } from './text-zoom-control';
import type { TextZoom } from './use-text-zoom';

type DesktopSidebarProps = {
  active: SectionId | null;
  collapsed: boolean;
  onToggleCollapsed: () => void;
  zoom: TextZoom;
  onLogout: () => void;
};

/**
 * A phone's page carries the menu empty: hidden under 768 px, and its ≈ 1 KB compressed would
 * take the page past TCP's first round trip (decision 027). If the screen ever grows that wide,
 * its HydrationSlice (app-layout.tsx) hydrates the empty menu and the code then draws what is
 * in it, as an update in a task of its own.
 */
export function DesktopSidebar(props: DesktopSidebarProps) {
  const { collapsed } = props;
  const sentEmpty = useLeftOutOfPhonePage();
  const [drawn, setDrawn] = useState(!sentEmpty);
  // Hydrated as the server drew it, then drawn in a task of its own.
  useEffect(() => {
    if (drawn) return;
    let live = true;
    void nextTask().then(() => live && setDrawn(true));
    return () => {
      live = false;
    };
  }, [drawn]);

  return (
    <aside
      id="menu-lateral"
      data-collapsed={collapsed}
      className={
        'sticky top-0 hidden h-dvh shrink-0 flex-col border-r border-tierra-200 bg-white ' +
        'md:flex ' +
        (collapsed ? 'w-20' : 'w-72')
      }
    >
      {drawn && <SidebarContent {...props} />}
    </aside>
  );
}

function SidebarContent({
  active,
  collapsed,
  onToggleCollapsed,
  zoom,
  onLogout,
}: DesktopSidebarProps) {
  const ToggleIcon = collapsed ? PanelLeftOpen : PanelLeftClose;
  return (
    <>
      <div className={`flex items-center py-4 ${collapsed ? 'justify-center px-2' : 'px-4'}`}>
        <Link to={paths.home} className="rounded-xl">
          {collapsed ? (
            <>
              <BrandMark className="size-10" />
              <span className="sr-only">{BRAND_NAME}</span>
            </>
          ) : (
            <BrandLogo textClassName="text-base font-extrabold leading-tight text-campo-800" />
          )}
        </Link>
      </div>

      <nav aria-label="Menú principal" className="flex-1 overflow-y-auto px-3 py-2">
        <NavList active={active} collapsed={collapsed} />
      </nav>

      {/* Held at its full height from the start (padding, border, the gaps, the zoom control's
          label and output, one tap per button): it sits at the menu's foot, so a block drawn
          before its last buttons arrive would otherwise rise as they come (decision 027). */}
      <div
        className={
          'flex flex-col gap-3 border-t border-tierra-100 px-3 py-4 ' +
          (collapsed
            ? 'min-h-[calc(5rem+4*var(--spacing-tap)+1px)]'
            : 'min-h-[calc(5.125rem+3*var(--spacing-tap)+1px)]')
        }
      >
        <div className={collapsed ? '' : 'px-1'}>
          <TextZoomControl zoom={zoom} compact={collapsed} />
        </div>
        <LogoutButton collapsed={collapsed} onClick={onLogout} />
        <button
          type="button"
          onClick={onToggleCollapsed}
          aria-controls="menu-lateral"
          aria-expanded={!collapsed}
          title={collapsed ? 'Expandir menú' : undefined}
          className={
            'flex min-h-tap w-full items-center gap-3 rounded-xl font-semibold text-tierra-700 ' +
            'hover:bg-tierra-100 ' +
            (collapsed ? 'justify-center' : 'px-3')
          }
        >
          <ToggleIcon aria-hidden="true" className="size-5 shrink-0" />
          <span className={collapsed ? 'sr-only' : ''}>
            {collapsed ? 'Expandir menú' : 'Contraer menú'}
          </span>
        </button>
      </div>
    </>
  );
}
