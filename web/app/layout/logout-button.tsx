import { LogOut } from 'lucide-react';

type LogoutButtonProps = { collapsed?: boolean; onClick: () => void };

export function LogoutButton({ collapsed = false, onClick }: LogoutButtonProps) {
  return (
    <button
      type="button"
      onClick={onClick}
      title={collapsed ? 'Cerrar sesión' : undefined}
      className={
        'flex min-h-tap w-full items-center gap-3 rounded-xl font-semibold text-red-800 ' +
        'hover:bg-red-50 active:bg-red-100 ' +
        (collapsed ? 'justify-center' : 'px-3')
      }
    >
      <LogOut aria-hidden="true" className="size-5 shrink-0" />
      <span className={collapsed ? 'sr-only' : ''}>Cerrar sesión</span>
    </button>
  );
}
