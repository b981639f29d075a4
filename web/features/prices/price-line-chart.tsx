import { formatLongDate } from '../../../domain/dates';
import { formatCop } from '../../../domain/money';
import { perUnit } from './price-format';

// A light line of daily medians (SVG, no chart library: a few hundred bytes), with the same
// figures in a table for screen readers. Days without a figure ('Pocos datos') break the line;
// a first day alone is a dot.

type Point = { day: string; median: number | null };

const WIDTH = 320;
const HEIGHT = 120;
const PAD = 8;

export function PriceLineChart({
  points,
  unit,
  caption,
}: {
  points: Point[];
  unit: { abbreviation: string; per_kg: boolean };
  caption: string;
}) {
  const values = points.flatMap((point) => (point.median === null ? [] : [point.median]));
  if (values.length === 0) return null;
  const low = Math.min(...values);
  const high = Math.max(...values);
  const first = Date.parse(points[0]!.day);
  const span = Math.max(1, Date.parse(points[points.length - 1]!.day) - first);
  const x = (day: string) => PAD + ((Date.parse(day) - first) / span) * (WIDTH - 2 * PAD);
  const y = (value: number) =>
    high === low ? HEIGHT / 2 : HEIGHT - PAD - ((value - low) / (high - low)) * (HEIGHT - 2 * PAD);

  // One path, lifting the pen over days without a figure.
  let path = '';
  let penDown = false;
  for (const point of points) {
    if (point.median === null) {
      penDown = false;
      continue;
    }
    // 'l0 0' after a move: a day standing alone still shows, as a dot (round caps).
    const at = `${x(point.day).toFixed(1)} ${y(point.median).toFixed(1)}`;
    path += penDown ? `L${at}` : `M${at}l0 0`;
    penDown = true;
  }
  const unitLabel = perUnit(unit);

  return (
    <figure className="mt-3">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-32 w-full rounded-xl bg-campo-50"
        aria-hidden="true"
        preserveAspectRatio="none"
      >
        <path
          d={path}
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
          className="text-campo-700"
          vectorEffect="non-scaling-stroke"
        />
      </svg>
      <figcaption className="mt-1 flex justify-between gap-2 text-sm text-tierra-700">
        <span>
          {caption}: {formatCop(low)} – {formatCop(high)} {unitLabel}
        </span>
      </figcaption>
      {/* sr-only on a wrapper: a table grows to its content whatever its own width says. */}
      <div className="sr-only">
        <table>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">Día</th>
              <th scope="col">Precio típico {unitLabel}</th>
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
              <tr key={point.day}>
                <td>{formatLongDate(point.day)}</td>
                <td>{point.median === null ? 'Pocos datos' : formatCop(point.median)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
