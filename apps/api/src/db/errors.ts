/**
 * Postgres error codes, whichever driver raised them: node-postgres and PGlite put `code` on their error, and
 * Drizzle wraps that error in `cause`.
 */
export function pgErrorCode(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 4; depth += 1) {
    if ('code' in current && typeof current.code === 'string' && /^[0-9A-Z]{5}$/.test(current.code)) return current.code;
    current = 'cause' in current ? current.cause : undefined;
  }
  return undefined;
}

/** The name of the violated constraint or index, when the driver reports it. */
export function pgConstraint(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 4; depth += 1) {
    if ('constraint' in current && typeof current.constraint === 'string') return current.constraint;
    current = 'cause' in current ? current.cause : undefined;
  }
  return undefined;
}

export const isUniqueViolation = (error: unknown) => pgErrorCode(error) === '23505';
export const isForeignKeyViolation = (error: unknown) => pgErrorCode(error) === '23503';
