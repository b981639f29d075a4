import { formatLongDate } from '../../../domain/dates';

// Colombia keeps UTC-5 all year (see domain/dates.ts), so the clock time is exact by hand too.
const BOGOTA_OFFSET_MS = -5 * 60 * 60 * 1000;

/** '21 de noviembre de 2026, 3:05 p. m.' in Bogotá time; '' for a missing or bad date. */
export function formatDateTime(value: string | null | undefined): string {
  const day = formatLongDate(value);
  if (!day || !value) return day;
  const instant = new Date(value).getTime();
  if (!Number.isFinite(instant)) return day;
  const bogota = new Date(instant + BOGOTA_OFFSET_MS);
  const hours = bogota.getUTCHours();
  const minutes = String(bogota.getUTCMinutes()).padStart(2, '0');
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${day}, ${hour12}:${minutes} ${hours < 12 ? 'a. m.' : 'p. m.'}`;
}
