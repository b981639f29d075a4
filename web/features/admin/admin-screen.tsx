import { ArrowLeft } from 'lucide-react';
import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { Link } from '../../lib/router';
import { documentTitle } from '../../lib/route-title';
import { buttonClass } from '../../components/button-styles';
import { adminPaths } from './admin-paths';

type AdminScreenProps = {
  title: string;
  description?: ReactNode;
  /** Where the back link goes; the dashboard has none. */
  back?: { to: string; label: string } | null;
  /** Buttons beside the title (e.g. 'Nueva tienda'). */
  actions?: ReactNode;
  children: ReactNode;
};

const ADMIN_TITLE = 'Administración';

/** The frame of every admin screen: back link, title, and the browser tab's title. */
export function AdminScreen({
  title,
  description,
  back = { to: adminPaths.home, label: ADMIN_TITLE },
  actions,
  children,
}: AdminScreenProps) {
  // The root shell writes the route's title ('Administración') after child effects on the
  // first load, so this waits a tick to name the sub-screen.
  useEffect(() => {
    const tabTitle = title === ADMIN_TITLE ? title : `${title} · ${ADMIN_TITLE}`;
    const timer = window.setTimeout(() => {
      document.title = documentTitle(tabTitle);
    });
    return () => window.clearTimeout(timer);
  }, [title]);

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-8">
      {back && (
        <Link to={back.to} className={buttonClass('ghost', '-ml-3 px-3')}>
          <ArrowLeft aria-hidden="true" className="size-5" />
          {back.label}
        </Link>
      )}
      <div className="mt-2 flex flex-wrap items-end justify-between gap-x-4 gap-y-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight text-campo-900 sm:text-3xl">{title}</h1>
          {description && <div className="mt-1 text-tierra-700">{description}</div>}
        </div>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </div>
      <div className="mt-6">{children}</div>
    </div>
  );
}
