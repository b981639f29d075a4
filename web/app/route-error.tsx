import { useEffect } from 'react';
import { Link } from '../lib/router';
import { buttonClass } from '../components/button-styles';
import { useOnline } from '../components/offline-banner';
import { paths } from '../lib/paths';

export const OFFLINE_SCREEN_HINT =
  'Sin conexión. La pantalla se abrirá sola cuando vuelva la señal.';

/**
 * Shown when a screen fails to load or render. Kept out of lazy chunks on purpose: it must
 * work when the network that failed to deliver a chunk is still down.
 *
 * When the signal comes back it does what 'Reintentar' does, by itself. With the service worker
 * a screen's code comes from its copy; without it (blocked, not installed yet) the code of a
 * screen never opened cannot come offline, and the browser keeps that failed import, so only
 * loading the page again brings the screen. (An unknown address is not an error: the route
 * table's `*` draws 'Página no encontrada'.)
 */
export function RouteErrorScreen() {
  const online = useOnline();

  useEffect(() => {
    const retry = () => window.location.reload();
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, []);

  return (
    <div className="mx-auto flex min-h-[60dvh] max-w-md flex-col items-center justify-center gap-4 px-6 py-10 text-center">
      <h1 className="text-2xl font-bold text-campo-900">Algo salió mal</h1>
      <p className="text-tierra-700">
        {online
          ? 'No pudimos mostrar esta pantalla. Revisa tu conexión a internet e inténtalo de nuevo.'
          : OFFLINE_SCREEN_HINT}
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <button
          type="button"
          className={buttonClass('primary')}
          onClick={() => window.location.reload()}
        >
          Reintentar
        </button>
        <Link to={paths.landing} className={buttonClass('secondary')}>
          Volver al inicio
        </Link>
      </div>
    </div>
  );
}
