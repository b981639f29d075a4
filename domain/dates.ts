// Dates are shown as Colombians read them, in Bogotá time, and computed by hand rather than
// with Intl: the same review must show the same day on the server, in every browser and in
// tests, whatever the device's time zone or ICU data.

const MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
] as const;

// Colombia has kept UTC-5 all year since 1993, so a fixed offset is exact.
const BOGOTA_OFFSET_MS = -5 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

const ISO_DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?)?$/i;

interface CalendarDay {
  year: number;
  month: number; // 1-12
  day: number;
}

/**
 * '21 de noviembre de 2026' for the Bogotá calendar day of a moment. A date without a time
 * ('2026-11-21') is that day as written; a date-time without an offset is read as UTC, the way
 * servers store it. Missing or unreadable dates give ''.
 */
export function formatLongDate(value: Date | string | null | undefined): string {
  const day = bogotaDay(value);
  if (!day) return '';
  return `${day.day} de ${MONTHS[day.month - 1]} de ${day.year}`;
}

/**
 * '21 de noviembre de 2026, 3:05 p. m.': the long date and the Bogotá clock time of a moment,
 * read like formatLongDate. A date without a time shows the day alone; missing or unreadable
 * dates give ''.
 */
export function formatDateTime(value: Date | string | null | undefined): string {
  const day = formatLongDate(value);
  const moment = parseMoment(value);
  if (!day || !moment || !('instant' in moment)) return day;
  const bogota = new Date(moment.instant + BOGOTA_OFFSET_MS);
  const hours = bogota.getUTCHours();
  const minutes = String(bogota.getUTCMinutes()).padStart(2, '0');
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${day}, ${hour12}:${minutes} ${hours < 12 ? 'a. m.' : 'p. m.'}`;
}

/**
 * The Bogotá calendar day of a moment as 'YYYY-MM-DD' (the format of a date input): "today"
 * for a rule such as "a job cannot start before today", the same on the server and the phone.
 */
export function bogotaIsoDate(moment: Date | number = Date.now()): string {
  const day = dayOfInstant(typeof moment === 'number' ? moment : moment.getTime());
  if (!day) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.year}-${pad(day.month)}-${pad(day.day)}`;
}

/** True when 'YYYY-MM-DD' names a day that exists (not 30 February). */
export function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  return match !== null && validDate(Number(match[1]), Number(match[2]), Number(match[3])) !== null;
}

function bogotaDay(value: Date | string | null | undefined): CalendarDay | null {
  const moment = parseMoment(value);
  if (!moment) return null;
  return 'instant' in moment ? dayOfInstant(moment.instant) : moment.date;
}

/** A date-time as an instant (UTC ms); a date without a time stays a calendar day. */
function parseMoment(
  value: Date | string | null | undefined,
): { instant: number } | { date: CalendarDay } | null {
  if (value == null) return null;
  if (value instanceof Date) return { instant: value.getTime() };

  const match = ISO_DATE_TIME.exec(value.trim());
  if (!match) return null;
  // Fractions of a second are matched but ignored: they can never change the day or the minute.
  const [, year, month, day, hours, minutes, seconds = '0', , offset] = match;
  const date = validDate(Number(year), Number(month), Number(day));
  if (!date) return null;
  if (hours === undefined || minutes === undefined) return { date };

  if (Number(hours) > 23 || Number(minutes) > 59 || Number(seconds) > 59) return null;
  const utc =
    Date.UTC(date.year, date.month - 1, date.day, Number(hours), Number(minutes), Number(seconds)) -
    offsetMinutes(offset) * MINUTE_MS;
  return { instant: utc };
}

function dayOfInstant(utcMs: number): CalendarDay | null {
  if (!Number.isFinite(utcMs)) return null;
  const bogota = new Date(utcMs + BOGOTA_OFFSET_MS);
  return {
    year: bogota.getUTCFullYear(),
    month: bogota.getUTCMonth() + 1,
    day: bogota.getUTCDate(),
  };
}

// Date.UTC quietly turns 30 February into 2 March; a wrong date must not show a plausible one.
function validDate(year: number, month: number, day: number): CalendarDay | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  const exists =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return exists ? { year, month, day } : null;
}

function offsetMinutes(offset: string | undefined): number {
  if (offset === undefined || offset.toUpperCase() === 'Z') return 0;
  const sign = offset.startsWith('-') ? -1 : 1;
  const digits = offset.slice(1).replace(':', '');
  return sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2) || '0'));
}
