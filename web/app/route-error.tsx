import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { buttonClass } from '../components/button-styles';
import { paths } from '../lib/paths';

/**
 * Shown when a screen fails to load or render. Kept out of lazy chunks on purpose: it must
 * work when the network that failed to deliver a chunk is still down.
 */
export function RouteErrorScreen() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;

  return (
    <div className="mx-auto flex min-h-[60dvh] max-w-md flex-col items-center justify-center gap-4 px-6 py-10 text-center">
      <h1 className="text-2xl font-bold text-campo-900">
        {notFound ? 'Página no encontrada' : 'Algo salió mal'}
      </h1>
      <p className="text-tierra-700">
        {notFound
          ? 'La página que buscas no existe o fue movida.'
          : 'No pudimos mostrar esta pantalla. Revisa tu conexión a internet e inténtalo de nuevo.'}
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        {!notFound && (
          <button
            type="button"
            className={buttonClass('primary')}
            onClick={() => window.location.reload()}
          >
            Reintentar
          </button>
        )}
        <Link to={paths.landing} className={buttonClass(notFound ? 'primary' : 'secondary')}>
          Volver al inicio
        </Link>
      </div>
    </div>
  );
}
