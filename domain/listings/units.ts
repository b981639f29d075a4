// Unit names (server/db/reference/sizes.ts) are plurals: 'Kilogramos', 'Bultos', 'Meses'. A price
// reads per one unit: 'Precio por bulto', 'Peso de cada saco'.

/** Plurals whose singular takes back an accent the plural dropped. */
const ACCENTED: Record<string, string> = { galones: 'galón' };

function singularWord(word: string): string {
  const accented = ACCENTED[word];
  if (accented) return accented;
  // A consonant plural adds -es ('unidades', 'meses', 'quintales'); a vowel one adds -s
  // ('noches', 'bultos').
  if (/[dlnrsjz]es$/.test(word)) return word.slice(0, -2);
  return word.replace(/s$/, '');
}

/** 'Bultos' → 'bulto', 'Metros cúbicos' → 'metro cúbico', 'Meses' → 'mes', in lower case. */
export function unitSingular(name: string): string {
  return name.trim().toLocaleLowerCase('es').split(/\s+/).map(singularWord).join(' ');
}
