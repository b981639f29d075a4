import type { MouseEvent, ReactNode } from 'react';
import { paths } from '../../lib/paths';
import { BRAND_NAME, BrandLogo } from '../../components/brand';
import { buttonClass } from '../../components/button-styles';
import { CountrysideIllustration } from './countryside-illustration';

// The landing page is painted before the router is downloaded (see web/main.tsx), so it
// uses plain links and hands plain left-clicks to `onNavigate` for a client-side navigation.

type LandingPageProps = {
  onNavigate: (to: string) => void;
  /** Set right after the person deleted their account: the landing says it was done. */
  accountDeleted?: boolean;
};

// Links inside a sentence: underlined, and with a taller hit area that leaves the lines as they are.
const legalLinkClass =
  'font-semibold text-tierra-800 underline underline-offset-2 hover:text-campo-800 py-2.5';

function BenefitIcon({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className="size-6"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

const benefits = [
  {
    icon: (
      <BenefitIcon>
        <path d="M12 21v-9M7 21h10" />
        <path d="M12 13c0-3.3-2.7-6-6-6 0 3.3 2.7 6 6 6zM12 11c0-3 2.5-5.5 6-5.5 0 3-2.5 5.5-6 5.5z" />
      </BenefitIcon>
    ),
    title: 'Si cultivas',
    text: 'Publica tu cosecha con fotos, precio y cantidad en pocos minutos.',
  },
  {
    icon: (
      <BenefitIcon>
        <path d="M3 10h18l-2 10H5z" />
        <path d="M8 10l3-6M16 10l-3-6M9 14v3M12 14v3M15 14v3" />
      </BenefitIcon>
    ),
    title: 'Si compras',
    text: 'Encuentra alimentos, animales, insumos y maquinaria por categoría.',
  },
  {
    icon: (
      <BenefitIcon>
        <path d="M4 19.5 5.3 16A8 8 0 1 1 8 18.7z" />
        <path d="M9 11h.01M12 11h.01M15 11h.01" />
      </BenefitIcon>
    ),
    title: 'Trato directo',
    text: 'Habla por WhatsApp o llamada con quien vende. Entras solo con tu celular, sin contraseñas.',
  },
] as const;

export function LandingPage({ onNavigate, accountDeleted = false }: LandingPageProps) {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    const opensElsewhere =
      event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
    if (event.defaultPrevented || opensElsewhere) return;
    event.preventDefault();
    onNavigate(event.currentTarget.getAttribute('href') ?? paths.landing);
  };

  return (
    <div className="min-h-dvh bg-gradient-to-b from-campo-50 via-crema to-crema">
      <header className="mx-auto flex w-full max-w-6xl items-center px-5 pt-4 sm:px-8 sm:pt-6">
        <BrandLogo />
      </header>

      <main className="mx-auto grid w-full max-w-6xl gap-8 px-5 pb-10 pt-5 sm:px-8 md:grid-cols-2 md:items-center md:gap-12 md:pt-12">
        <section aria-labelledby="landing-title" className="flex flex-col">
          {accountDeleted && (
            <p
              role="status"
              className="mb-5 rounded-2xl border border-campo-200 bg-white px-4 py-3 font-semibold text-campo-900"
            >
              Tu cuenta y tus datos fueron eliminados. Puedes crear una cuenta nueva cuando quieras.
            </p>
          )}
          <div className="overflow-hidden rounded-3xl shadow-sm ring-1 ring-campo-100 md:hidden">
            <CountrysideIllustration className="block h-auto w-full" />
          </div>

          <p className="mt-6 self-start rounded-full bg-maiz-100 px-3 py-1 text-sm font-semibold text-maiz-800 md:mt-0">
            Hecho para el campo colombiano
          </p>
          <h1
            id="landing-title"
            className="mt-3 text-[2rem] font-extrabold leading-[1.1] tracking-tight text-campo-900 sm:text-5xl"
          >
            {BRAND_NAME}
          </h1>
          <p className="mt-3 text-lg text-tierra-800 sm:text-xl">
            El mercado del campo colombiano: vende lo que produces y compra directo a quien lo
            cultiva.
          </p>

          <div className="mt-6 flex flex-col gap-3 sm:flex-row">
            <a
              href={paths.register}
              onClick={follow}
              className={buttonClass('primary', 'min-h-13 text-lg sm:px-7')}
            >
              Registrarme ahora
            </a>
            <a
              href={paths.login}
              onClick={follow}
              className={buttonClass('secondary', 'min-h-13 text-lg sm:px-7')}
            >
              Ya tengo cuenta
            </a>
          </div>

          <p className="mt-4 text-sm leading-relaxed text-tierra-600">
            Al continuar declaras que eres mayor de edad y aceptas los{' '}
            <a href={paths.terms} onClick={follow} className={legalLinkClass}>
              Términos y condiciones
            </a>{' '}
            y la{' '}
            <a href={paths.privacy} onClick={follow} className={legalLinkClass}>
              Política de tratamiento de datos personales
            </a>
            .
          </p>
        </section>

        <section aria-label="Qué puedes hacer" className="flex flex-col gap-5">
          <div className="hidden overflow-hidden rounded-3xl shadow-sm ring-1 ring-campo-100 md:block">
            <CountrysideIllustration className="block h-auto w-full" />
          </div>
          <ul className="grid gap-3">
            {benefits.map(({ icon, title, text }) => (
              <li
                key={title}
                className="flex gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-tierra-100"
              >
                <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-campo-100 text-campo-700">
                  {icon}
                </span>
                <span>
                  <span className="block font-bold text-campo-900">{title}</span>
                  <span className="block text-tierra-700">{text}</span>
                </span>
              </li>
            ))}
          </ul>
        </section>
      </main>
    </div>
  );
}
