/**
 * The API's settings, read once from the environment. Everything else takes
 * a `Config` so tests can pass their own.
 */
import path from "node:path";
import { readPublicEnv } from "../../envReader";
import { type AuthSettings, loadAuthSettings } from "./auth";
import { type ContentSettings, loadContentSettings } from "./content";
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
  /** Blogs, uploads and downloads (content.ts); absent in tests that do not need them. */
  content?: ContentSettings;
  /** Customer sign-in: Firebase project, Auth emulator, session secret (auth.ts). */
  auth: AuthSettings;
};

/**
 * Reads the API settings from environment variables, with local-development
 * defaults; in production first refuses an environment that lacks a secret
 * (config/production.ts). `warn` gets the warnings about development
 * defaults (console.warn unless given).
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, warn?: (message: string) => void): Config {
  requireProductionSettings(env);
  const publicEnv = readPublicEnv(env);
  const port = Number(env.API_PORT || 8787);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`Bad API_PORT: ${env.API_PORT}`);
  return {
    siteUrl: new URL(publicEnv.siteUrl).origin,
    platformDomain: publicEnv.platform.domain,
    dev: env.NODE_ENV !== "production",
    port,
    dataDir: path.resolve(repoRoot, env.DATA_DIR || ".data/pglite"),
    ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {}),
    content: loadContentSettings(env),
    auth: loadAuthSettings(env, warn),
  };
}
