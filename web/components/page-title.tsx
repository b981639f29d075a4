import type { ReactNode, Ref } from 'react';

type PageTitleProps = {
  /** The icon element, sized by the caller (size-7). */
  icon: ReactNode;
  /** The tile's colours behind the icon. */
  iconClass?: string;
  title: string;
  /** The line under the title: an introduction or a count. */
  subtitle: ReactNode;
  /** For screens that move the focus to their title (after an action, on a new page). */
  titleRef?: Ref<HTMLHeadingElement>;
  className?: string;
};

/**
 * A screen's <h1> beside its icon tile, with one line under it. On phones that line takes the
 * screen's whole width under both, and under 360 px the title is a size smaller: beside the tile,
 * at 120 % text, 'Organizaciones' ran off a 320 px screen and the line under it was a column of
 * two or three words.
 */
export function PageTitle({
  icon,
  iconClass = 'bg-campo-100 text-campo-700',
  title,
  subtitle,
  titleRef,
  className = '',
}: PageTitleProps) {
  return (
    <div
      className={`${className} grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-3 gap-y-1 sm:gap-y-0`.trim()}
    >
      <span
        className={`flex size-12 shrink-0 items-center justify-center rounded-2xl sm:row-span-2 ${iconClass}`}
      >
        {icon}
      </span>
      <h1
        ref={titleRef}
        tabIndex={titleRef ? -1 : undefined}
        className="text-xl font-bold tracking-tight text-campo-900 focus:outline-none min-[360px]:text-2xl sm:self-end sm:text-3xl"
      >
        {title}
      </h1>
      <p className="col-span-2 min-h-6 text-tierra-700 sm:col-span-1 sm:col-start-2 sm:self-start">
        {subtitle}
      </p>
    </div>
  );
}
