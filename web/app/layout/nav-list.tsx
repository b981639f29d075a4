import { Link } from '../../lib/router';
import { useUnreadCount } from '../../features/notifications/api/get-notifications';
import { getStoredUser } from '../../lib/session';
import { navItemsFor } from './nav-items';
import type { SectionId } from './nav-items';

type NavListProps = {
  active: SectionId | null;
  collapsed?: boolean;
  onNavigate?: () => void;
};

/** `.nav-entry` (web/styles.css) is an entry's look; the current one is marked in green. */
const entryClass = (active: boolean, collapsed: boolean) =>
  [
    'nav-entry group',
    collapsed ? 'justify-center px-0' : 'px-3',
    active && 'bg-campo-100 text-campo-900',
  ]
    .filter(Boolean)
    .join(' ');

export function NavList({ active, collapsed = false, onNavigate }: NavListProps) {
  // Read on every render: the layout renders again on each navigation, so a role refreshed by
  // a profile fetch shows up at the next page change.
  const items = navItemsFor(getStoredUser()?.role);
  const unread = useUnreadCount();
  return (
    <ul className="flex flex-col gap-1">
      {items.map((item) => {
        const isActive = item.id === active;
        const Icon = item.icon;
        const content = (
          <>
            {isActive && (
              <span
                aria-hidden="true"
                className="absolute inset-y-2 left-0 w-1 rounded-full bg-campo-600"
              />
            )}
            <Icon
              aria-hidden="true"
              className={`size-5 shrink-0 ${isActive ? 'text-campo-700' : 'text-campo-600'}`}
            />
            <span className={collapsed ? 'sr-only' : 'flex-1'}>{item.label}</span>
            {item.id === 'notifications' && unread > 0 && (
              <UnreadBadge count={unread} collapsed={collapsed} />
            )}
          </>
        );

        return (
          <li key={item.id}>
            <Link
              to={item.to}
              className={entryClass(isActive, collapsed)}
              aria-current={isActive ? 'page' : undefined}
              title={collapsed ? item.label : undefined}
              onClick={onNavigate}
            >
              {content}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/** The unread count on 'Notificaciones' (read as part of the link's name). */
function UnreadBadge({ count, collapsed }: { count: number; collapsed: boolean }) {
  const shown = count > 99 ? '99+' : String(count);
  const label = count === 1 ? '1 sin leer' : `${count} sin leer`;
  return (
    <>
      <span
        aria-hidden="true"
        className={
          'min-w-6 rounded-full bg-maiz-500 px-1.5 py-0.5 text-center text-xs font-bold text-campo-950 ' +
          (collapsed ? 'absolute right-1 top-1' : '')
        }
      >
        {shown}
      </span>
      <span className="sr-only">, {label}</span>
    </>
  );
}
