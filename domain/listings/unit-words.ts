// Units as they are said: "1 bulto", "30 bultos", "la arroba de 12,5 kg". The names in the
// reference data are plurals ('Bultos') and some abbreviations are symbols ('@', 'qq'), so the
// singular of each permanent unit id (server/db/reference/sizes.ts) is written out here.

const SINGULAR: Readonly<Record<number, string>> = {
  1: 'kilo',
  2: 'libra',
  3: 'tonelada',
  4: 'unidad',
  5: 'arroba',
  6: 'bulto',
  7: 'carga',
  8: 'canastilla',
  9: 'caja',
  10: 'docena',
  11: 'manojo',
  12: 'racimo',
  13: 'cabeza',
  14: 'litro',
  15: 'galón',
  16: 'botella',
  17: 'metro',
  18: 'metro cúbico',
  19: 'hectárea',
  20: 'fanegada',
  21: 'noche',
  22: 'persona',
  23: 'día',
  24: 'hora',
  25: 'mes',
  26: 'quintal',
  27: 'saco',
};

/** 'bulto'; a unit added later without its singular reads as its listed name in lower case. */
export function unitSingular(sizeId: number, unitName: string): string {
  return SINGULAR[sizeId] ?? unitName.toLocaleLowerCase('es');
}

/** 'bultos' ('Kilogramos' → 'kilos', as said at the market). */
export function unitPlural(sizeId: number, unitName: string): string {
  return sizeId === 1 ? 'kilos' : unitName.toLocaleLowerCase('es');
}

/** A weight in kilos as written in Colombia: 50 → '50', 12.5 → '12,5'. */
export const kilosText = (kg: number) => String(Math.round(kg * 100) / 100).replace('.', ',');
