/**
 * Test databases and apps. Each test file gets a fresh database: an in-memory
 * PGlite, or, when TEST_DATABASE_URL is set, a new PostgreSQL database created
 * beside the one the URL names (dropped on close), so files can run in parallel.
 */
import { randomBytes } from "node:crypto";
import postgres from "postgres";
import { inject } from "vitest";
import { type AppOptions, createApp } from "../../../src/server/app";
import type { Config } from "../../../src/server/config";
import type { RequestLimits } from "../../../src/server/config/limits";
import { type DbHandle, openDb } from "../../../src/server/db/connection";
import { createLogger } from "../../../src/server/http/log";
import { seed } from "../../../src/server/seed";
import { readSettings } from "../../../src/settings";
import { type DbTemplate, pgliteTemplate } from "./templates";

/** The Firebase project test tokens are minted for (tokens.ts). */
export const TEST_PROJECT_ID = "demo-platform";
/** The demo keys the seeded test databases get: seller key of shop X is `${TEST_SELLER_KEY}-X`. */
/** The master admin the tests' configuration names (MASTER_ADMIN_EMAILS). */
export const TEST_MASTER_EMAIL = "master@example.com";
export const TEST_SELLER_KEY = "test-seller-key";
export const TEST_RIDER_KEY = "test-rider-key";

export const TEST_DATABASE_URL = readSettings().TEST_DATABASE_URL;
/** The Auth emulator global-setup.ts starts for the API tests. */
export const TEST_EMULATOR_HOST = `127.0.0.1:${readSettings().TEST_AUTH_EMULATOR_PORT}`;

/** Which driver this run tests, for test names. */
export const driverName = TEST_DATABASE_URL ? "postgres" : "pglite";

const roomy = { max: 100_000, windowSeconds: 3600 };
/**
 * Limits no ordinary test reaches: every in-process request shares one client
 * address (none), and some files place hundreds of orders. The limits
 * themselves are tried in tests/api/http/limits.test.ts.
 */
export const ROOMY_LIMITS: RequestLimits = {
  ordersPerCustomer: roomy,
  ordersPerClient: roomy,
  upiIntentsPerCustomer: roomy,
  pendingCod: 100_000,
  codConfirmHours: 48,
  signInPerClient: roomy,
  otpPerPhone: roomy,
  otpPerClient: roomy,
  profileWrites: roomy,
  uploadsPerClient: roomy,
  uploadsPerPerson: roomy,
  uploadsPerShop: roomy,
  notifyPerClient: roomy,
};

/** A development-like config that touches no real folder or port. */
export const testConfig: Config = {
  limits: ROOMY_LIMITS,
  siteUrl: "http://localhost:4321",
  dev: true,
  port: 0,
  dataDir: "/nonexistent/pglite",
  // As under `npm start`: the Auth emulator's unsigned ID tokens count (the tests' own emulator,
  // global-setup.ts); a fixed session secret.
  auth: {
    projectId: TEST_PROJECT_ID,
    emulatorHost: TEST_EMULATOR_HOST,
    sessionSecret: new TextEncoder().encode("test-session-secret-that-is-long-enough"),
    masterAdmins: [TEST_MASTER_EMAIL],
  },
};

/**
 * A new PostgreSQL database beside TEST_DATABASE_URL's: empty (not migrated),
 * or a copy of `template`; its URL, and `drop` to remove it.
 */
export async function createTestDatabase(
  base: string,
  template?: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `api_test_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
  const admin = postgres(base, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"${template ? ` template "${template}"` : ""}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    drop: async () => {
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}

/**
 * A fresh, migrated, empty database for one test file: a copy of the run's
 * migrated template (templates.ts), migrated again (nothing to do unless a
 * migration came since the template was made).
 */
export async function openTestDb(): Promise<DbHandle> {
  const template = inject("dbTemplate");
  if (!TEST_DATABASE_URL) {
    const handle = await openDb({ kind: "memory", loadDataDir: pgliteTemplate(fileOf(template)) });
    await handle.migrate();
    return handle;
  }
  const { url, drop } = await createTestDatabase(TEST_DATABASE_URL, nameOf(template));
  const handle = await openDb({ kind: "postgres", url });
  await handle.migrate();
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await drop();
    },
  };
}

function fileOf(template: DbTemplate): string {
  if (template.kind !== "pglite") throw new Error("the API run's template is not PGlite's");
  return template.file;
}

function nameOf(template: DbTemplate): string {
  if (template.kind !== "postgres") throw new Error("the API run's template is not PostgreSQL's");
  return template.name;
}

/** A fresh seeded database and an app on it (with any other app options). */
export async function openSeededApp(
  config: Config = testConfig,
  options: Omit<AppOptions, "db" | "config"> = {},
) {
  const handle = await openTestDb();
  await seed(handle.db, { sellerKey: TEST_SELLER_KEY, riderKey: TEST_RIDER_KEY });
  return { handle, app: createApp({ db: handle.db, config, ...options }) };
}

/** A JSON logger that keeps its error lines in `errors`, for tests that nothing failed unexpectedly. */
export function errorCollector() {
  const errors: string[] = [];
  const log = createLogger("json", (line, level) => {
    if (level === "error") errors.push(line);
  });
  return { errors, log };
}

/** A JSON POST as the storefront's HTTP client (src/api/client.ts) sends it. */
export function postJson(body: unknown, headers: Record<string, string> = {}): RequestInit {
  return {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  };
}
