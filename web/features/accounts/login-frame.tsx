import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from '../../lib/router';
import { paths, routes } from '../../lib/paths';
import { BrandLogo } from '../../components/brand';

// The frame of the public account screens (login and registration): the brand, a way back and
// one white card on the landing page's cream-and-green background.

export const backLinkClass =
  'inline-flex min-h-tap items-center gap-1.5 rounded-xl px-2 -ml-2 font-semibold text-campo-800 ' +
  'hover:bg-campo-50 active:bg-campo-100';

type AccountFrameProps = {
  /** 'Atrás' link at the top left, the logo on the right; with none, the logo alone on the left. */
  back: ReactNode;
  width?: 'narrow' | 'wide';
  children: ReactNode;
};

export function AccountFrame({ back, width = 'narrow', children }: AccountFrameProps) {
  const max = width === 'wide' ? 'max-w-2xl' : 'max-w-md';
  return (
    <div className="min-h-dvh bg-gradient-to-b from-campo-50 via-crema to-crema">
      <header
        className={`mx-auto flex w-full ${max} items-center justify-between gap-3 px-4 pt-3 sm:px-5 sm:pt-6`}
      >
        {/* 'Atrás' keeps its width; the brand's name wraps onto two lines when the row is
            short (320 px, or 360 px at 120 % text), instead of sliding over 'Atrás'. */}
        {back && <div className="shrink-0">{back}</div>}
        <Link to={paths.landing} className="flex min-h-tap min-w-0 items-center rounded-xl">
          <BrandLogo
            className="flex min-w-0 items-center gap-2.5"
            markClassName="size-8 shrink-0"
            textClassName="text-base font-extrabold leading-tight tracking-tight text-campo-800"
          />
        </Link>
      </header>
      <main className={`mx-auto w-full ${max} px-3 pb-10 pt-3 sm:px-5 sm:pt-6`}>
        <div className="rounded-3xl bg-white px-4 py-6 shadow-sm ring-1 ring-tierra-100 sm:px-8 sm:py-8">
          {children}
        </div>
      </main>
    </div>
  );
}

/** The top-left 'Atrás' link to the landing page (docs/product.md §2). */
export function BackToLanding() {
  return (
    <Link to={routes.landingAlias} className={backLinkClass}>
      <ArrowLeft aria-hidden="true" className="size-5" />
      Atrás
    </Link>
  );
}
