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

/** A screen's <h1> beside its icon tile, with one line under it. */
export function PageTitle({
  icon,
  iconClass = 'bg-campo-100 text-campo-700',
  title,
  subtitle,
  titleRef,
  className = '',
}: PageTitleProps) {
  return (
    <div className={`${className} flex items-center gap-3`.trim()}>
      <span
        className={`flex size-12 shrink-0 items-center justify-center rounded-2xl ${iconClass}`}
      >
        {icon}
      </span>
      <div className="min-w-0">
        <h1
          ref={titleRef}
          tabIndex={titleRef ? -1 : undefined}
          className="text-2xl font-bold tracking-tight text-campo-900 focus:outline-none sm:text-3xl"
        >
          {title}
        </h1>
        <p className="min-h-6 text-tierra-700">{subtitle}</p>
      </div>
    </div>
  );
}
