import { readPublicEnv } from "../../src/envReader";

/** Ports, URLs and folders every script agrees on; each can be overridden by an environment variable. */
export interface LocalConfig {
  webPort: number;
  apiPort: number;
  authPort: number;
  siteUrl: string;
  /** The platform's own domain (PUBLIC_PLATFORM_DOMAIN): shops are its subdomains. */
  platformDomain: string;
  apiUrl: string;
  authEmulatorUrl: string;
  projectId: string;
  dataDir: string;
}

/** Reads the local configuration from the environment with safe local defaults (src/env.ts for PUBLIC_*). */
export function localConfig(env: NodeJS.ProcessEnv = process.env): LocalConfig {
  const pub = readPublicEnv(env);
  return {
    webPort: Number(env.WEB_PORT ?? 4321),
    apiPort: Number(env.API_PORT ?? 8787),
    authPort: Number(env.AUTH_EMULATOR_PORT ?? 9099),
    platformDomain: pub.platform.domain,
    siteUrl: pub.siteUrl,
    apiUrl: pub.apiUrl,
    authEmulatorUrl: pub.authEmulatorUrl,
    projectId: pub.firebase.projectId,
    dataDir: env.DATA_DIR ?? ".data/pglite",
  };
}

/** The environment the build and the servers share, defaults filled in. */
export function sharedEnv(cfg: LocalConfig, env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  return {
    ...env,
    ASTRO_TELEMETRY_DISABLED: "1",
    WEB_PORT: String(cfg.webPort),
    API_PORT: String(cfg.apiPort),
    AUTH_EMULATOR_PORT: String(cfg.authPort),
    PUBLIC_SITE_URL: cfg.siteUrl,
    PUBLIC_PLATFORM_DOMAIN: cfg.platformDomain,
    PUBLIC_API_URL: cfg.apiUrl,
    PUBLIC_AUTH_EMULATOR_URL: cfg.authEmulatorUrl,
    PUBLIC_FIREBASE_PROJECT_ID: cfg.projectId,
    FIREBASE_AUTH_EMULATOR_HOST:
      env.FIREBASE_AUTH_EMULATOR_HOST ??
      (cfg.authEmulatorUrl ? new URL(cfg.authEmulatorUrl).host : undefined),
    DATA_DIR: cfg.dataDir,
  };
}
