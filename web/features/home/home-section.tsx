import { ArrowRight } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import { Link } from '../../lib/router';

type SectionHeaderProps = {
  id: string;
  title: string;
  /** 'Ver todos' link; `hidden` completes its name for screen readers ('… los favoritos'). */
  seeAll?: { to: string; label?: string; hidden: string };
  headingRef?: Ref<HTMLHeadingElement>;
  /** data-tour name, for a tour step that points at the section's title row. */
  tour?: string;
};

export function SectionHeader({ id, title, seeAll, headingRef, tour }: SectionHeaderProps) {
  return (
    // Wraps only when the title's longest word and the link do not fit side by side (the title
    // grows from a zero basis): at 320 px with 120 % text 'Tiendas de suministros' and 'Ver
    // todas' were wider than the screen. On a phone the titles are a step smaller, so 'Productos
    // destacados' and 'Ver todos' share one line and the products start on the first screen.
    <div data-tour={tour} className="mb-2 flex flex-wrap items-end justify-between gap-x-3 sm:mb-4">
      <h2
        id={id}
        ref={headingRef}
        tabIndex={headingRef ? -1 : undefined}
        className="flex-1 scroll-mt-20 text-lg font-bold tracking-tight text-campo-900 focus:outline-none sm:text-2xl"
      >
        {title}
      </h2>
      {seeAll && (
        <Link
          to={seeAll.to}
          className="-mr-2 inline-flex min-h-tap shrink-0 items-center gap-1 rounded-xl px-2 font-semibold text-campo-700 hover:bg-campo-50 hover:text-campo-900"
        >
          {seeAll.label ?? 'Ver todos'}
          <span className="sr-only"> {seeAll.hidden}</span>
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      )}
    </div>
  );
}

type NoticeBoxProps = {
  icon: ReactNode;
  title: string;
  hint?: string;
  tone?: 'empty' | 'error';
  children?: ReactNode;
  compact?: boolean;
};

/** The empty and failure boxes of the home sections: an icon, docs/product.md text and a hint. */
export function NoticeBox({
  icon,
  title,
  hint,
  tone = 'empty',
  children,
  compact = false,
}: NoticeBoxProps) {
  const error = tone === 'error';
  return (
    <div
      role={error ? 'alert' : undefined}
      className={
        'flex items-center gap-4 rounded-3xl text-left ' +
        (compact ? 'px-4 py-4 ' : 'px-5 py-6 sm:flex-col sm:py-8 sm:text-center ') +
        (error
          ? 'border border-red-200 bg-red-50'
          : 'border-2 border-dashed border-tierra-200 bg-white/70')
      }
    >
      <span
        aria-hidden="true"
        className={
          'flex size-12 shrink-0 items-center justify-center rounded-2xl ' +
          (error ? 'bg-red-100 text-red-700' : 'bg-campo-50 text-campo-700')
        }
      >
        {icon}
      </span>
      <div className="min-w-0">
        <p className={`font-bold ${error ? 'text-red-800' : 'text-lg text-campo-900'}`}>{title}</p>
        {hint && <p className="mt-0.5 text-tierra-700">{hint}</p>}
        {children}
      </div>
    </div>
  );
}
