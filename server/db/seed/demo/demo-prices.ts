import { and, eq, lt } from 'drizzle-orm';
import { bogotaIsoDate } from '../../../../domain/dates';
import { refreshPrices } from '../../../features/prices/price-refresh';
import { PricesService } from '../../../features/prices/prices.service';
import type { Database } from '../../client';
import { loadReferenceData } from '../../reference-data';
import { NATIONAL, priceStats } from '../../schema';

// The demo's Bolsa de precios (docs/decisions/012): the planned marketplace gives a handful of
// staples enough recent sales for real figures (planDemo's "recent sales"); here the day's
// figures are computed by the same refresh the server runs, an invented 90-day line is drawn
// behind them (a slow swing with some noise, so the chart has something to show on a fresh demo),
// and a week of SIPSA wholesale prices is loaded through the same import as an operator's file.

const DAY_MS = 24 * 60 * 60 * 1000;

/** Staples with recent sales in the demo, and SIPSA's wholesale price per kg around them. */
export const DEMO_STAPLES: { id: number; wholesale?: [string, number] }[] = [
  { id: 1002002, wholesale: ['Aguacate Hass', 7400] },
  { id: 1001065, wholesale: ['Tomate chonto', 2500] },
  { id: 1003016, wholesale: ['Papa parda pastusa', 1250] },
  { id: 1003032 },
  { id: 1002019, wholesale: ['Granadilla', 5200] },
  { id: 1002036, wholesale: ['Lulo', 4100] },
  { id: 106502 },
  { id: 1003009, wholesale: ['Papa criolla limpia', 2900] },
];

/** Kilograms in one unit of demo products sold by the bulto (the seller stated it). */
export const DEMO_UNIT_WEIGHTS: Readonly<Record<number, number>> = { 1003016: 50 };

const MARKETS = [
  ['Bogotá, D.C., Corabastos', 1],
  ['Medellín, Central Mayorista de Antioquia', 0.97],
  ['Cali, Cavasa', 1.04],
] as const;

/** The Monday of the week of `day` ('YYYY-MM-DD'). */
function weekStart(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  const back = (date.getUTCDay() + 6) % 7;
  return new Date(date.getTime() - back * DAY_MS).toISOString().slice(0, 10);
}

function sipsaWeek(now: number): string {
  const week = weekStart(bogotaIsoDate(now - 7 * DAY_MS));
  const rows = DEMO_STAPLES.flatMap(({ wholesale }) =>
    wholesale
      ? MARKETS.map(([market, factor]) => {
          const mean = Math.round((wholesale[1] * factor) / 10) * 10;
          return [week, wholesale[0], `"${market}"`, mean * 0.88, mean * 1.12, mean]
            .map((cell) => (typeof cell === 'number' ? String(Math.round(cell)) : cell))
            .join(',');
        })
      : [],
  );
  return ['Semana,Producto,Mercado,Precio mínimo,Precio máximo,Precio medio', ...rows].join('\n');
}

export async function loadDemoPrices(db: Database, now: number): Promise<void> {
  await refreshPrices(db, now);
  const today = bogotaIsoDate(now);
  const todays = await db
    .select()
    .from(priceStats)
    .where(and(eq(priceStats.day, today), eq(priceStats.departmentId, NATIONAL)));
  const history = todays.flatMap((row) =>
    Array.from({ length: 89 }, (_, index) => {
      const daysBack = index + 1;
      // A slow swing of ±8 % with a little day-to-day noise, equal to today's figure at day 0.
      const phase = row.productId % 7;
      const noise = 0.015 * Math.sin(daysBack * 2.3 + row.productId);
      const swing =
        1 + 0.08 * (Math.sin((daysBack / 45) * Math.PI + phase) - Math.sin(phase)) + noise;
      const scale = (value: number | null) => (value === null ? null : value * swing);
      return {
        ...row,
        day: bogotaIsoDate(now - daysBack * DAY_MS),
        median: scale(row.median),
        p25: scale(row.p25),
        p75: scale(row.p75),
        min: scale(row.min),
        max: scale(row.max),
      };
    }),
  );
  await db.delete(priceStats).where(lt(priceStats.day, today));
  for (let start = 0; start < history.length; start += 500) {
    await db.insert(priceStats).values(history.slice(start, start + 500));
  }
  const prices = new PricesService(db, await loadReferenceData(db), () => now);
  await prices.importSipsa(sipsaWeek(now), null);
}
