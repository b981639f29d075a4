import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { selectClass } from './field-styles';

/**
 * A native <select>: on a phone it opens the system's own picker, which is lighter, faster and
 * more familiar than a custom list, and works with screen readers as is.
 */
export function NativeSelect({ className = '', children, ...props }: ComponentProps<'select'>) {
  return (
    <div className="relative">
      <select {...props} className={`${selectClass} ${className}`.trim()}>
        {children}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute right-3.5 top-1/2 mt-[0.1875rem] size-5 -translate-y-1/2 text-tierra-700"
      />
    </div>
  );
}
