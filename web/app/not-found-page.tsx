import { Link } from '../lib/router';
import { BrandLogo } from '../components/brand';
import { buttonClass } from '../components/button-styles';
import { paths } from '../lib/paths';

/** A signpost in an empty field. */
function LostSignpost() {
  return (
    <svg viewBox="0 0 220 150" className="w-60 max-w-full" aria-hidden="true" focusable="false">
      <ellipse cx="110" cy="134" rx="98" ry="12" fill="#dfeed8" />
      <rect x="105" y="28" width="10" height="106" rx="3" fill="#75644d" />
      <path d="M56 36h86l14 13-14 13H56a4 4 0 0 1-4-4V40a4 4 0 0 1 4-4z" fill="#eeb03e" />
      <path d="M164 72H78L64 85l14 13h86a4 4 0 0 0 4-4V76a4 4 0 0 0-4-4z" fill="#95c383" />
      <text x="100" y="55" fontSize="17" fontWeight="800" textAnchor="middle" fill="#2e271e">
        ?
      </text>
      <text x="120" y="91" fontSize="17" fontWeight="800" textAnchor="middle" fill="#1f3a1b">
        404
      </text>
      <g fill="none" stroke="#4a8a38" strokeWidth="3" strokeLinecap="round">
        <path d="M42 134q-1-10-8-15M42 134q1-12 7-18M42 134q0-7-1-13" />
        <path d="M176 134q-1-9-7-13M176 134q2-11 8-15M176 134q0-6 0-11" />
        <path d="M140 136q-1-6-5-9M140 136q1-7 5-10" />
      </g>
    </svg>
  );
}

export function NotFoundPage() {
  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-md flex-col px-5 py-6">
      <BrandLogo />
      <div className="flex flex-1 flex-col items-center justify-center gap-5 py-10 text-center">
        <LostSignpost />
        <h1 className="text-2xl font-bold tracking-tight text-campo-900 sm:text-3xl">
          Página no encontrada
        </h1>
        <p className="text-tierra-700">
          La dirección que abriste no existe o ya no está disponible.
        </p>
        <Link to={paths.landing} className={buttonClass('primary', 'w-full max-w-xs')}>
          Volver al inicio
        </Link>
      </div>
    </main>
  );
}
