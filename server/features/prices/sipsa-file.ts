import { parse } from 'csv-parse/sync';
import { foldText } from '../../../domain/text';
import { PRICE_MESSAGES } from '../../../domain/prices/price-messages';
import { sipsaGroups } from '../../db/reference/sipsa.generated';

// Reads a DANE SIPSA price file as an operator exports it to CSV: the weekly "Anexo" (product,
// market, minimum, maximum and mean price per kilogram, and the week) or the daily one (product,
// market, price per kilogram, and the date). Columns are found by their names, in any order and
// with or without accents; a group, trend or variation column is ignored. The market is written
// "Ciudad, Mercado" as SIPSA does ("Bogotá, D.C., Corabastos"). Example: server/features/prices/
// fixtures/sipsa-semanal.csv.

export const SIPSA_FILE_MAX_BYTES = 5 * 1024 * 1024;

export class SipsaFileError extends Error {}

export interface SipsaRow {
  line: number;
  productId: number;
  city: string;
  market: string;
  period: 'semana' | 'dia';
  day: string;
  min: number;
  max: number;
  mean: number;
}

export interface SipsaFile {
  rows: SipsaRow[];
  /** Rows whose product is not one of SIPSA's products in our catalogue. */
  unmapped: { line: number; product: string }[];
  /** Rows without a usable price or date ("n.d.", empty), left out. */
  skipped: { line: number; reason: string }[];
}

const HEADERS = {
  product: ['producto'],
  market: ['mercado', 'mercado mayorista', 'ciudad mercado', 'central mayorista'],
  min: ['precio minimo', 'minimo'],
  max: ['precio maximo', 'maximo'],
  mean: ['precio medio', 'medio', 'precio promedio', 'promedio'],
  price: ['precio', 'precio kg', 'precio por kilogramo', 'precio kilogramo'],
  week: ['semana', 'fecha inicial', 'semana del'],
  date: ['fecha', 'dia'],
} as const;

const normalizeHeader = (text: string) =>
  foldText(text)
    .replace(/\(.*?\)|\$|\/\s*kg/g, ' ')
    .replace(/[^a-z ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const productIds = new Map<string, number>(
  sipsaGroups.flatMap((group) =>
    group.products.map((product) => [foldText(product.name).replace(/\s+/g, ' '), product.id]),
  ),
);

/** '2.350', '$ 2.350', '2350', '2350,5', '2.350,50' → pesos; null when not a price. */
export function parsePeso(text: string): number | null {
  const bare = text.replace(/[$\s]/g, '');
  let value: string;
  if (/^\d{1,3}(\.\d{3})+(,\d+)?$/.test(bare)) value = bare.replace(/\./g, '').replace(',', '.');
  else if (/^\d+(,\d+)?$/.test(bare)) value = bare.replace(',', '.');
  else if (/^\d+\.\d{1,2}$/.test(bare)) value = bare;
  else return null;
  const price = Number(value);
  return Number.isFinite(price) && price > 0 && price < 10_000_000 ? price : null;
}

/** '2026-11-16', '16/11/2026' or a week '16/11/2026 - 20/11/2026' → '2026-11-16'. */
export function parseDay(text: string): string | null {
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(text.trim());
  const local = /^(\d{1,2})\/(\d{1,2})\/(\d{4})/.exec(text.trim());
  const [year, month, day] = iso
    ? [iso[1], iso[2], iso[3]]
    : local
      ? [local[3], local[2]!.padStart(2, '0'), local[1]!.padStart(2, '0')]
      : [];
  if (!year || !month || !day) return null;
  const date = new Date(`${year}-${month}-${day}T12:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.getUTCDate() !== Number(day)) return null;
  return `${year}-${month}-${day}`;
}

function splitMarket(text: string): { city: string; market: string } | null {
  const cut = text.lastIndexOf(',');
  if (cut <= 0) return null;
  const city = text.slice(0, cut).trim();
  const market = text.slice(cut + 1).trim();
  return city && market ? { city, market } : null;
}

export function parseSipsaFile(content: string): SipsaFile {
  if (content.trim() === '') throw new SipsaFileError(PRICE_MESSAGES.sipsaEmpty);
  let records: string[][];
  try {
    records = parse(content, {
      bom: true,
      // Spanish-locale spreadsheets export with ';' (and keep ',' inside the market's name).
      delimiter: (content.split('\n', 1)[0] ?? '').includes(';') ? ';' : ',',
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
    });
  } catch {
    throw new SipsaFileError(PRICE_MESSAGES.sipsaLayout);
  }
  const [header, ...body] = records;
  const names = (header ?? []).map(normalizeHeader);
  const column = (options: readonly string[]) => names.findIndex((name) => options.includes(name));
  const at = {
    product: column(HEADERS.product),
    market: column(HEADERS.market),
    min: column(HEADERS.min),
    max: column(HEADERS.max),
    mean: column(HEADERS.mean),
    price: column(HEADERS.price),
    week: column(HEADERS.week),
    date: column(HEADERS.date),
  };
  const weekly = at.min >= 0 && at.max >= 0 && at.mean >= 0;
  const daily = !weekly && at.price >= 0;
  const dayColumn = weekly ? (at.week >= 0 ? at.week : at.date) : at.date;
  if (at.product < 0 || at.market < 0 || (!weekly && !daily) || dayColumn < 0) {
    throw new SipsaFileError(PRICE_MESSAGES.sipsaLayout);
  }

  const file: SipsaFile = { rows: [], unmapped: [], skipped: [] };
  body.forEach((record, index) => {
    const line = index + 2;
    const cell = (position: number) => record[position] ?? '';
    const product = cell(at.product);
    if (product === '') return;
    const productId = productIds.get(foldText(product).replace(/\s+/g, ' '));
    if (productId === undefined) {
      file.unmapped.push({ line, product });
      return;
    }
    const place = splitMarket(cell(at.market));
    const day = parseDay(cell(dayColumn));
    const single = weekly ? null : parsePeso(cell(at.price));
    const min = weekly ? parsePeso(cell(at.min)) : single;
    const max = weekly ? parsePeso(cell(at.max)) : single;
    const mean = weekly ? parsePeso(cell(at.mean)) : single;
    if (!place) file.skipped.push({ line, reason: 'mercado sin ciudad' });
    else if (!day) file.skipped.push({ line, reason: 'fecha no válida' });
    else if (min === null || max === null || mean === null || min > max)
      file.skipped.push({ line, reason: 'precio no disponible' });
    else
      file.rows.push({
        line,
        productId,
        ...place,
        period: weekly ? 'semana' : 'dia',
        day,
        min,
        max,
        mean,
      });
  });
  if (file.rows.length === 0 && file.unmapped.length === 0 && file.skipped.length === 0) {
    throw new SipsaFileError(PRICE_MESSAGES.sipsaEmpty);
  }
  return file;
}
