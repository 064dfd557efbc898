/** The SQLSTATE of a database error anywhere in the cause chain (drizzle wraps pg / PGlite errors). */
export function databaseErrorCode(error: unknown): string | undefined {
  let current = error as { code?: unknown; cause?: unknown; name?: unknown } | undefined;
  for (let depth = 0; current && depth < 5; depth++) {
    if (typeof current.code === 'string' && /^[0-9A-Z]{5}$/.test(current.code)) return current.code;
    current = current.cause as typeof current;
  }
  return undefined;
}

/** Whether a database error is a unique index refusing a duplicate (SQLSTATE 23505). */
export const isUniqueViolation = (error: unknown): boolean => databaseErrorCode(error) === '23505';
