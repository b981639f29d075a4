import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { useCallback, useContext, useState } from 'react';
import { Outlet, useLocation, useNavigate, useNavigation } from '../../lib/router';
import { LogoutDialog } from '../../components/logout-dialog';
import { queryClient } from '../../lib/query-client';
import { clearSession } from '../../lib/session';
import { forgetPageSession } from '../page-session';
import { paths } from '../../lib/paths';
import { HydrationSlice } from '../../lib/hydration-slice';
import { DesktopSidebar } from './desktop-sidebar';
import { MobileMenu } from './mobile-menu';
import { activeSection } from './nav-items';
import { DESKTOP_QUERY, MOBILE_QUERY, useOnDesktop } from '../../lib/media-queries';
import { useSidebarCollapsed } from './use-sidebar-collapsed';
import { useTextZoom } from './use-text-zoom';

/** The shared layout of every signed-in screen (the session guard runs in the router). */
export function AppLayout() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const active = activeSection(pathname);
  const sidebar = useSidebarCollapsed();
  const zoom = useTextZoom();
  // A server render and the hydration that follows it provide their own client (the request's,
  // then the one its answers were handed to); otherwise the app's one.
  const client = useContext(QueryClientContext) ?? queryClient;

  const [drawerOpen, setDrawerOpen] = useState(false);
  const [logoutOpen, setLogoutOpen] = useState(false);

  useOnDesktop(useCallback(() => setDrawerOpen(false), []));

  const openLogout = () => setLogoutOpen(true);

  const logout = () => {
    clearSession();
    forgetPageSession();
    client.clear();
    setDrawerOpen(false);
    navigate(paths.login, { replace: true });
  };

  return (
    <QueryClientProvider client={client}>
      <a
        href="#contenido"
        className="sr-only z-[70] rounded-xl bg-white font-semibold text-campo-900 shadow-sm focus:not-sr-only focus:fixed focus:left-3 focus:top-3 focus:px-4 focus:py-3"
      >
        Saltar al contenido
      </a>

      {navigation.state !== 'idle' && (
        <div
          aria-hidden="true"
          className="fixed inset-x-0 top-0 z-[60] h-1 overflow-hidden bg-campo-100"
        >
          <div className="h-full w-2/5 animate-[splash-slide_1.1s_ease-in-out_infinite] bg-maiz-500" />
        </div>
      )}

      <div className="min-h-dvh md:flex">
        <HydrationSlice shownOn={MOBILE_QUERY}>
          <MobileMenu
            open={drawerOpen}
            onOpenChange={setDrawerOpen}
            active={active}
            zoom={zoom}
            onLogout={openLogout}
          />
        </HydrationSlice>
        <HydrationSlice shownOn={DESKTOP_QUERY}>
          <DesktopSidebar
            active={active}
            collapsed={sidebar.collapsed}
            onToggleCollapsed={sidebar.toggle}
            zoom={zoom}
            onLogout={openLogout}
          />
        </HydrationSlice>
        <main id="contenido" tabIndex={-1} className="min-w-0 flex-1 focus:outline-none">
          <Outlet />
        </main>
      </div>

      <LogoutDialog open={logoutOpen} onOpenChange={setLogoutOpen} onConfirm={logout} />
    </QueryClientProvider>
  );
}
