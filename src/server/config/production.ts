/**
 * What production needs before the API (or `migrate.ts`) may start, in one
 * place: loadConfig throws one error naming every problem, so a deployment
 * missing three secrets learns all three at once, not one per restart.
 * Checks that hold in every mode (a short SESSION_SECRET, a malformed
 * BLOG_PASSCODE_HASH) stay with the settings that read them.
 */

import { productionProblems, type Vars } from "../../settings";

/**
 * Everything wrong with `env` for NODE_ENV=production, from the settings
 * table's `production` rules (src/settings.ts: DATABASE_URL, SESSION_SECRET
 * and BLOG_PASSCODE_HASH required, FIREBASE_AUTH_EMULATOR_HOST refused); []
 * outside production or when all is set.
 */
export { productionProblems };

/** Throws one error listing every production problem of `env`, if any. */
export function requireProductionSettings(env: Vars): void {
  const problems = productionProblems(env);
  if (problems.length) {
    throw new Error(`Refusing to start with NODE_ENV=production:\n- ${problems.join("\n- ")}`);
  }
}
