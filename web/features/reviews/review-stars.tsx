import { Star } from 'lucide-react';
import { RATING } from '../../../domain/limits';
import { formatOneDecimal } from '../../../domain/money';

const sizes = { sm: 'size-4', md: 'size-5', lg: 'size-6' } as const;

/** '4,5 de 5 estrellas': what a screen reader says for a row of stars. */
export const starsLabel = (value: number) =>
  `${formatOneDecimal(value)} de ${RATING.starsMax} estrellas`;

/**
 * Five stars filled to `value` (halves included, as votes go in steps of 0.5). Read as one
 * picture with its value, never as five separate icons.
 */
export function ReviewStars({ value, size = 'md' }: { value: number; size?: keyof typeof sizes }) {
  return (
    <span role="img" aria-label={starsLabel(value)} className="inline-flex items-center gap-0.5">
      {Array.from({ length: RATING.starsMax }, (_, index) => {
        const fill = Math.max(0, Math.min(1, value - index));
        return (
          <span key={index} className={`relative inline-block ${sizes[size]}`}>
            <Star
              aria-hidden="true"
              className={`absolute inset-0 ${sizes[size]} text-tierra-300`}
            />
            {fill > 0 && (
              <span
                className="absolute inset-y-0 left-0 overflow-hidden"
                style={{ width: `${fill * 100}%` }}
              >
                <Star
                  aria-hidden="true"
                  className={`${sizes[size]} max-w-none fill-maiz-400 text-maiz-500`}
                />
              </span>
            )}
          </span>
        );
      })}
    </span>
  );
}
