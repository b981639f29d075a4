import { Sprout } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { BRAND_NAME } from '../../components/brand';
import { buttonClass } from '../../components/button-styles';

/** Rolling hills with a sun, drawn inline: no image to download before the first paint. */
function Hills() {
  return (
    <svg
      viewBox="0 0 400 160"
      preserveAspectRatio="xMaxYMax slice"
      aria-hidden="true"
      focusable="false"
      className="pointer-events-none absolute inset-x-0 bottom-0 h-3/5 w-full"
    >
      <circle cx="330" cy="52" r="22" fill="#eeb03e" opacity="0.9" />
      <path d="M0 120C70 85 130 80 200 104s120 28 200-10v66H0z" fill="#38702a" />
      <path d="M0 140c90-30 170-34 250-12s110 14 150 0v32H0z" fill="#4a8a38" />
      <path
        d="M214 132c10-6 22-6 32 0M250 126c10-6 22-6 32 0M286 122c10-6 22-6 32 0"
        stroke="#95c383"
        strokeWidth="3"
        strokeLinecap="round"
        fill="none"
      />
    </svg>
  );
}

export function HomeHero({ greeting }: { greeting: string }) {
  return (
    <section
      aria-labelledby="home-title"
      data-tour="home-hero"
      className="on-dark relative isolate overflow-hidden rounded-3xl bg-campo-800 px-5 pb-20 pt-5 text-white shadow-sm sm:px-8 sm:pb-24 sm:pt-8 lg:pb-10"
    >
      <Hills />
      <div className="relative max-w-xl">
        {greeting && (
          <p className="flex items-center gap-1.5 font-semibold text-campo-100">
            <Sprout aria-hidden="true" className="size-5 text-maiz-300" />
            {greeting}
          </p>
        )}
        <h1
          id="home-title"
          className="mt-1 text-[1.75rem] font-extrabold leading-tight tracking-tight sm:text-4xl lg:text-5xl"
        >
          {BRAND_NAME}
        </h1>
        <p className="mt-2 text-campo-50 sm:text-lg">
          Vende tu cosecha y compra directo a quien la produce, sin intermediarios.
        </p>
        <Link
          to={paths.createProduct}
          data-tour="home-sell"
          className={buttonClass('accent', 'mt-4 min-h-12 text-lg sm:mt-6 sm:px-8')}
        >
          Quiero vender
        </Link>
      </div>
    </section>
  );
}
