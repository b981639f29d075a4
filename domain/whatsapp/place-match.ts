import { foldText } from '../text';

// Departments and municipalities picked by typing their name: a WhatsApp list holds 10 rows,
// Colombia has 33 departments and up to 125 municipalities in one, so the chat asks for the
// name and lists what fits (decision 025).

export interface NamedPlace {
  id: number;
  name: string;
}

/** Strips what people add before a place's name: "el", "la", "dpto. del"… */
const cleaned = (text: string) =>
  foldText(text)
    .replace(/[^a-z0-9 ]+/g, ' ')
    .replace(/\b(departamento|depto|dpto|municipio|mpio|de|del|el|la|los|las)\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The places a typed name fits, best first, at most `max`: the same name (accents, case and
 * "de"/"del" aside) alone; else names starting with it; else names holding every typed word.
 */
export function matchPlaces<T extends NamedPlace>(
  text: string,
  places: readonly T[],
  max = 10,
): T[] {
  const typed = cleaned(text);
  if (typed.length < 2) return [];
  const named = places.map((place) => ({ place, name: cleaned(place.name) }));
  const same = named.filter((p) => p.name === typed);
  if (same.length > 0) return same.slice(0, max).map((p) => p.place);
  const words = typed.split(' ');
  const byName = (a: { place: T }, b: { place: T }) =>
    a.place.name.localeCompare(b.place.name, 'es');
  const starting = named.filter((p) => p.name.startsWith(typed)).sort(byName);
  const holding = named
    .filter((p) => !p.name.startsWith(typed) && words.every((w) => p.name.includes(w)))
    .sort(byName);
  return [...starting, ...holding].slice(0, max).map((p) => p.place);
}
