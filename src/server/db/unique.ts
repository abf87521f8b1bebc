/**
 * A unique index refusing a write: where two requests race past a check
 * (a read, then a write), the index settles it, and the caller answers the
 * loser as the check would have.
 */

type DriverError = { code?: unknown; constraint?: unknown; constraint_name?: unknown; cause?: unknown };

/**
 * The index or constraint a PostgreSQL unique violation (23505) names, as the
 * driver reports it under drizzle's wrapper (PGlite's `constraint`,
 * postgres.js's `constraint_name`; "" when neither), or null for any other error.
 */
export function uniqueViolation(error: unknown): string | null {
  for (let e = error as DriverError | undefined; e; e = e.cause as DriverError | undefined) {
    if (e.code !== "23505") continue;
    const name = e.constraint ?? e.constraint_name;
    return typeof name === "string" ? name : "";
  }
  return null;
}
