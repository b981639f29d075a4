import { formatLongDate } from '../../../domain/dates';
import { formatCop } from '../../../domain/money';
import { amount, perUnit } from './price-format';

// A light line of daily medians (SVG, no chart library: a few hundred bytes), with the same
// figures in a table for screen readers. Days without a figure ('Pocos datos') break the line;
// a first day alone is a dot. The scale starts at $ 0, so a 5 % move looks like 5 %, not like
// the whole height; the first and last days and the highest and lowest prices are written out.

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
  // From $ 0 to a little above the highest, so the line never touches the top edge.
  const top = high * 1.1;
  const y = (value: number) => HEIGHT - PAD - (value / top) * (HEIGHT - 2 * PAD);

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
      <p aria-hidden="true" className="mt-1 flex justify-between gap-2 text-sm text-tierra-700">
        <span>{formatLongDate(points[0]!.day)}</span>
        <span className="text-right">{formatLongDate(points[points.length - 1]!.day)}</span>
      </p>
      <figcaption className="mt-1 text-sm text-tierra-700">
        {caption}: el más bajo {amount(low)}, el más alto {amount(high)}
        {'\u00a0'}
        {unitLabel.replace(' ', '\u00a0')}. La escala empieza en $&nbsp;0.
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
