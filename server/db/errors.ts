/** PostgreSQL error codes the app reacts to (https://www.postgresql.org/docs/current/errcodes-appendix.html). */
export const PG_ERROR = {
  uniqueViolation: '23505',
  foreignKeyViolation: '23503',
  /** A row still referenced through ON DELETE RESTRICT. */
  restrictViolation: '23001',
} as const;

/** The SQLSTATE of a database error, whether Drizzle wrapped it (as `cause`) or not. */
export function pgErrorCode(error: unknown): string | undefined {
  for (
    let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 3;
    depth++
  ) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
    e = e.cause as typeof e;
  }
  return undefined;
}
