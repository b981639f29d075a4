/**
 * Text folded for comparison, as the server's immutable_unaccent(lower(…)): lower case and
 * without accents, so "platano" finds "Plátano" and "ñame" finds "Ñame".
 */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

/** True when every word typed appears in the text, ignoring case and accents. */
export function matchesSearch(text: string, query: string): boolean {
  const haystack = foldText(text);
  return foldText(query)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}
