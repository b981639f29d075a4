import { groupThousands } from '../money';

// Units as they are said: "1 bulto", "30 bultos", "Precio por bulto", "la arroba de 12,5 kg".
// The one way to write a unit in words. It works from the unit's name in the reference data
// (server/db/reference/sizes.ts), which is always a plural ('Bultos', 'Metros cúbicos'): the
// abbreviations are symbols ('@', 'qq', 'm³') and only fit after a price ('$ 2.500 / kg').

/** The kilogram is said as at the market: 'kilo', 'kilos'. */
const SPOKEN: Readonly<Record<string, { one: string; many: string }>> = {
  kilogramos: { one: 'kilo', many: 'kilos' },
};

/** Plurals whose singular takes back an accent the plural dropped. */
const ACCENTED: Readonly<Record<string, string>> = { galones: 'galón' };

function singularWord(word: string): string {
  const accented = ACCENTED[word];
  if (accented) return accented;
  // A consonant plural adds -es ('unidades', 'meses', 'quintales'); a vowel one adds -s
  // ('noches', 'bultos').
  if (/[dlnrsjz]es$/.test(word)) return word.slice(0, -2);
  return word.replace(/s$/, '');
}

const lowerName = (name: string) => name.trim().toLocaleLowerCase('es');

/** 'Bultos' → 'bulto', 'Metros cúbicos' → 'metro cúbico', 'Kilogramos' → 'kilo'. */
export function unitSingular(unitName: string): string {
  const name = lowerName(unitName);
  return SPOKEN[name]?.one ?? name.split(/\s+/).map(singularWord).join(' ');
}

/** 'Bultos' → 'bultos', 'Kilogramos' → 'kilos'. */
export function unitPlural(unitName: string): string {
  const name = lowerName(unitName);
  return SPOKEN[name]?.many ?? name;
}

/** '40 bultos', '1 bulto', '1.200 kilos': a whole amount, in the singular only for one. */
export function quantityText(amount: number, unitName: string): string {
  const unit = amount === 1 ? unitSingular(unitName) : unitPlural(unitName);
  return `${amount < 0 ? '-' : ''}${groupThousands(Math.abs(amount))} ${unit}`.trim();
}

/** A weight in kilos as written in Colombia: 50 → '50', 12.5 → '12,5'. */
export const kilosText = (kg: number) => String(Math.round(kg * 100) / 100).replace('.', ',');
