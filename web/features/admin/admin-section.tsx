import { useId } from 'react';
import type { ReactNode } from 'react';

type AdminSectionProps = {
  title: string;
  description?: ReactNode;
  /** Beside the title (a counter, a button). */
  aside?: ReactNode;
  className?: string;
  children: ReactNode;
};

/** A titled card of an admin screen. */
export function AdminSection({
  title,
  description,
  aside,
  className = '',
  children,
}: AdminSectionProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={`min-w-0 rounded-3xl border border-tierra-200 bg-white p-5 sm:p-6 ${className}`.trim()}
    >
      <div className="mb-4 flex flex-wrap items-start justify-between gap-x-3 gap-y-2">
        <div className="min-w-[12rem] flex-1">
          <h2 id={headingId} className="text-lg font-bold text-campo-900">
            {title}
          </h2>
          {description && <div className="mt-0.5 text-sm text-tierra-600">{description}</div>}
        </div>
        {aside}
      </div>
      {children}
    </section>
  );
}
