import { Star } from 'lucide-react';
import { useId } from 'react';
import { RATING } from '../../../domain/limits';

const starWord = (n: number) => `${n} ${n === 1 ? 'estrella' : 'estrellas'}`;

type StarRatingInputProps = {
  value: number;
  onChange: (value: number) => void;
  legend?: string;
};

/**
 * 1 to 5 stars (docs/product.md §5). Native radio buttons under the stars: arrow keys move between them,
 * screen readers say '4 estrellas, 4 de 5', and each star is a 44 px target. Disabled with the
 * fieldset around it.
 */
export function StarRatingInput({
  value,
  onChange,
  legend = 'Tu calificación',
}: StarRatingInputProps) {
  const name = useId();
  const stars = Array.from(
    { length: RATING.starsMax - RATING.starsMin + 1 },
    (_, i) => RATING.starsMin + i,
  );
  return (
    <fieldset className="min-w-0">
      <legend className="font-semibold text-tierra-900">{legend}</legend>
      <div className="mt-1 flex flex-wrap items-center gap-x-1">
        <div className="-ml-1.5 flex">
          {stars.map((n) => (
            <label
              key={n}
              className="flex size-11 cursor-pointer items-center justify-center rounded-xl has-[:disabled]:cursor-not-allowed has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-maiz-600"
            >
              <input
                type="radio"
                name={name}
                value={n}
                checked={value === n}
                onChange={() => onChange(n)}
                className="sr-only"
              />
              <Star
                aria-hidden="true"
                className={`size-8 transition-colors ${n <= value ? 'fill-maiz-400 text-maiz-500' : 'fill-transparent text-tierra-300'}`}
              />
              <span className="sr-only">{starWord(n)}</span>
            </label>
          ))}
        </div>
        <span aria-hidden="true" className="text-sm font-semibold text-tierra-700">
          {value} de {RATING.starsMax}
        </span>
      </div>
    </fieldset>
  );
}
