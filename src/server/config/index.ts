/**
 * The API's settings, read once from the environment. Everything else takes
 * a `Config` so tests can pass their own.
 */
import path from "node:path";
import { readPublicEnv } from "../../envReader";
import { processVars, readSettings, type Vars } from "../../settings";
import { type AuthSettings, loadAuthSettings } from "./auth";
import { type ContentSettings, loadContentSettings } from "./content";
import { type KioskSettings, loadKioskSettings } from "./kiosk";
import { loadRequestLimits, type RequestLimits } from "./limits";
import { loadMessageSettings, type MessageSettings } from "./messages";
import { loadPaymentSettings, type PaymentSettings } from "./payments";
import { requireProductionSettings } from "./production";
import { repoRoot } from "./root";

export type Config = {
  /** Origin of the platform web server (images, CORS), e.g. http://platform.localhost:4321. */
  siteUrl: string;
  /** The platform's own domain (src/domain/host.ts platformOf): PUBLIC_PLATFORM_DOMAIN, else the site's host. */
  platformDomain?: string;
  /** Development allows http://localhost:* and http://*.localhost:* as CORS origins. */
  dev: boolean;
  port: number;
  /** PGlite data folder (used when databaseUrl is absent). */
  dataDir: string;
  /** PostgreSQL connection string; switches the driver from PGlite to postgres-js. */
  databaseUrl?: string;
  /** PostgreSQL's queries sent unprepared (DATABASE_UNPREPARED; db/prepared.ts): for a pooler that cannot keep them. */
  databaseUnprepared?: boolean;
  /** Blogs, uploads and downloads (content.ts); absent in tests that do not need them. */
  content?: ContentSettings;
  /** Customer sign-in: Firebase project, Auth emulator, session secret (auth.ts). */
  auth: AuthSettings;
  /** How fast a customer, a client or a phone may place orders, sign in, write, upload (limits.ts); the defaults when absent. */
  limits?: RequestLimits;
  /** The platform's UPI id for kiosk fees (kiosk.ts); the local defaults when absent. */
  kiosk?: KioskSettings;
  /** The message channels and whether this process sends (messages.ts); every channel off when absent. */
  messages?: MessageSettings;
  /** The payment gateway (payments.ts); online payments off when absent. */
  payments?: PaymentSettings;
  /** METRICS_TOKEN: what GET /metrics's Bearer token must be; /metrics is off (404) when absent. */
  metricsToken?: string;
};

/**
 * Reads the API settings from environment variables (this process's unless
 * given) through the settings table (src/settings.ts: the local defaults);
 * in production first refuses an environment that lacks a secret
 * (config/production.ts). `warn` gets the warnings about development
 * defaults (console.warn unless given).
 */
export function loadConfig(env: Vars = processVars(), warn?: (message: string) => void): Config {
  requireProductionSettings(env);
  const settings = readSettings(env);
  const publicEnv = readPublicEnv(env);
  return {
    siteUrl: new URL(publicEnv.siteUrl).origin,
    platformDomain: publicEnv.platform.domain,
    dev: settings.NODE_ENV !== "production",
    port: settings.API_PORT,
    dataDir: path.resolve(repoRoot, settings.DATA_DIR),
    ...(settings.DATABASE_URL ? { databaseUrl: settings.DATABASE_URL } : {}),
    ...(settings.DATABASE_UNPREPARED ? { databaseUnprepared: true } : {}),
    content: loadContentSettings(env),
    auth: loadAuthSettings(env, warn),
    limits: loadRequestLimits(env),
    kiosk: loadKioskSettings(env),
    messages: loadMessageSettings(env),
    payments: { ...loadPaymentSettings(env), apiUrl: publicEnv.apiUrl },
    ...(settings.METRICS_TOKEN ? { metricsToken: settings.METRICS_TOKEN } : {}),
  };
}
