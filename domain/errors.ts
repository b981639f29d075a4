export const GENERIC_ERROR_MESSAGE = 'Ocurrió un error';

// docs/product.md §5 "Server messages" lists the first fragments; the rest are other ways internals leak
// (stack traces, exception names, SQL, file paths, PHP namespaces, HTML error pages). Each is
// chosen so that none matches an ordinary Spanish sentence.
const TECHNICAL_FRAGMENTS: readonly RegExp[] = [
  /[{}[\]]/,
  /errorinfo|sqlstate|password_resets|pgsql|relation/i,
  /column(?!as?\b|ista)/i, // but not the Spanish 'columna', 'columnas', 'columnista'
  /\bsql\b|\bselect\b.*\bfrom\b|\binsert into\b|\bconstraint\b|\bduplicate key\b/i,
  // 'Error: …' as String(error) writes it, and TypeError, QueryException…; a lower-case
  // 'error:' inside a Spanish sentence ('Hubo un error: …') is left alone.
  /\bError:|\b[A-Z]\w*Error\b|[Ee]xception/,
  /^\s*at\s|\bat\s+[\w$.<>]+\s*\(|\bat [\w$]+\.|\w\.\w+:\d+:\d+|\bstack\b/im,
  /\b(?:undefined|null|NaN)\b/,
  /\bE(?:CONN\w+|TIMEDOUT|NOTFOUND|ADDRINUSE|ACCES|PERM|PIPE|AI_AGAIN)\b/,
  /\\/, // PHP namespaces and Windows paths
  /\.(?:php|[cm]?[jt]sx?|py)\b|node_modules|\/var\/www/i,
  /<\/?[a-z!][^>]*>/i, // an HTML error page
];

export function isTechnicalMessage(text: string): boolean {
  return TECHNICAL_FRAGMENTS.some((fragment) => fragment.test(text));
}

/** The text to show a person: the server's message when it is plain Spanish, else the fallback. */
export function safeMessage(text: unknown, fallback: string = GENERIC_ERROR_MESSAGE): string {
  if (typeof text !== 'string') return fallback;
  const trimmed = text.trim();
  return trimmed === '' || isTechnicalMessage(trimmed) ? fallback : trimmed;
}
