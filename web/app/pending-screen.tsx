import { Link } from 'react-router';
import { BrandLogo } from '../components/brand';
import { buttonClass } from '../components/button-styles';
import { paths } from '../lib/paths';
import { useRouteTitle } from '../lib/route-title';

// Stand-in for the screens of later issues: it shows the screen's Spanish title (from the
// route's handle) and nothing invented. Each feature issue replaces its route's `lazy`.

function PendingBody() {
  const title = useRouteTitle() ?? '';
  return (
    <>
      <h1 className="text-2xl font-bold tracking-tight text-campo-900 sm:text-3xl">{title}</h1>
      <p className="mt-4 rounded-2xl border-2 border-dashed border-campo-200 bg-white/70 px-5 py-6 text-tierra-700">
        Estamos preparando esta sección. Muy pronto podrás usarla desde aquí.
      </p>
    </>
  );
}

/** Inside the shared layout (protected screens). */
export function PendingScreen() {
  return (
    <section className="mx-auto w-full max-w-5xl px-4 py-6 sm:px-6 sm:py-8">
      <PendingBody />
    </section>
  );
}

/** Public screens outside the layout (login, registration). */
export function PublicPendingScreen() {
  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-md flex-col px-5 py-6">
      <Link to={paths.landing} className="self-start rounded-lg">
        <BrandLogo />
      </Link>
      <div className="mt-10">
        <PendingBody />
      </div>
      <Link to={paths.landing} className={buttonClass('secondary', 'mt-6 self-start')}>
        Volver al inicio
      </Link>
    </main>
  );
}
