/**
 * What production needs before the API (or `migrate.ts`) may start, in one
 * place: loadConfig throws one error naming every problem, so a deployment
 * missing three secrets learns all three at once, not one per restart.
 * Checks that hold in every mode (a short SESSION_SECRET, a malformed
 * BLOG_PASSCODE_HASH) stay with the settings that read them.
 */

/** Everything wrong with `env` for NODE_ENV=production; [] outside production or when all is set. */
export function productionProblems(env: NodeJS.ProcessEnv): string[] {
  if (env.NODE_ENV !== "production") return [];
  const problems: string[] = [];
  if (!env.DATABASE_URL)
    problems.push("DATABASE_URL is not set: production runs on PostgreSQL, never PGlite");
  if (!env.SESSION_SECRET)
    problems.push("SESSION_SECRET is not set: it signs the shop sessions (32+ characters)");
  if (!env.BLOG_PASSCODE_HASH) {
    problems.push("BLOG_PASSCODE_HASH is not set: make one with `npm run -s hash-passcode`");
  }
  if (env.FIREBASE_AUTH_EMULATOR_HOST) {
    problems.push("FIREBASE_AUTH_EMULATOR_HOST is set: it makes the API accept unsigned tokens");
  }
  return problems;
}

/** Throws one error listing every production problem of `env`, if any. */
export function requireProductionSettings(env: NodeJS.ProcessEnv): void {
  const problems = productionProblems(env);
  if (problems.length) {
    throw new Error(`Refusing to start with NODE_ENV=production:\n- ${problems.join("\n- ")}`);
  }
}
