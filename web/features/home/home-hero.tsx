import { Sprout } from 'lucide-react';
import { Link } from '../../lib/router';
import { paths } from '../../lib/paths';
import { BRAND_NAME } from '../../components/brand';
import { buttonClass } from '../../components/button-styles';

// Drawn inline, so the hero paints with the page: no image to download on a costly connection.

/**
 * Hills along the bottom edge, under the button; the sun sets behind them on the right. After
 * the text in the page and beneath it (-z-10 within the hero's `isolate`): on a slow connection
 * the browser draws the hero before its text has arrived, and hills drawn then, at the bottom of
 * a hero still short, would jump down when the text came.
 */
function Hills() {
  return (
    <>
      <span
        aria-hidden="true"
        className="absolute bottom-6 right-6 -z-10 size-10 rounded-full bg-maiz-400 md:bottom-10 md:right-[12%] md:size-24 md:shadow-[0_0_0_18px_rgb(238_176_62/0.18)]"
      />
      <svg
        viewBox="0 0 400 48"
        preserveAspectRatio="none"
        aria-hidden="true"
        focusable="false"
        className="pointer-events-none absolute inset-x-0 bottom-0 -z-10 h-11 w-full md:h-20"
      >
        <path d="M0 22C70 6 140 4 210 18s130 18 190-2v32H0z" fill="#38702a" />
        <path d="M0 36c90-16 170-18 250-6s110 8 150 0v18H0z" fill="#4a8a38" />
      </svg>
    </>
  );
}

export function HomeHero({ greeting }: { greeting: string }) {
  return (
    <section
      aria-labelledby="home-title"
      data-tour="home-hero"
      className="on-dark relative isolate overflow-hidden rounded-3xl bg-campo-800 text-white shadow-sm"
    >
      <div className="relative px-5 pb-11 pt-4 sm:px-8 sm:pb-14 sm:pt-5 md:pb-24 md:pr-[38%] md:pt-9">
        {greeting && (
          <p className="flex items-center gap-1.5 font-semibold text-campo-100">
            <Sprout aria-hidden="true" className="size-5 text-maiz-300" />
            {greeting}
          </p>
        )}
        <h1
          id="home-title"
          className="mt-1 text-2xl font-extrabold leading-tight tracking-tight sm:text-4xl lg:text-[2.75rem]"
        >
          {BRAND_NAME}
        </h1>
        <p className="mt-2 text-campo-50 sm:text-lg">
          Vende tu cosecha y compra directo a quien la produce, sin intermediarios.
        </p>
        <Link
          to={paths.createProduct}
          data-tour="home-sell"
          className={buttonClass('accent', 'mt-3 min-h-12 text-lg sm:mt-6 sm:px-8')}
        >
          Quiero vender
        </Link>
      </div>
      <Hills />
    </section>
  );
}
