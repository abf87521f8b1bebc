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

/** Reads the local configuration from the environment with safe local defaults. */
export function localConfig(env: NodeJS.ProcessEnv = process.env): LocalConfig {
  const webPort = Number(env.WEB_PORT ?? 4321);
  const apiPort = Number(env.API_PORT ?? 8787);
  const authPort = Number(env.AUTH_EMULATOR_PORT ?? 9099);
  const projectId = env.PUBLIC_FIREBASE_PROJECT_ID ?? "demo-platform";
  return {
    webPort,
    apiPort,
    authPort,
    // platform.localhost, not localhost: Chromium shares a Domain=platform.localhost cookie with
    // demo.platform.localhost (never a Domain=localhost one with demo.localhost), which the
    // cross-domain login needs. localhost and demo.localhost are served too.
    platformDomain: env.PUBLIC_PLATFORM_DOMAIN ?? "platform.localhost",
    siteUrl: env.PUBLIC_SITE_URL ?? `http://platform.localhost:${webPort}`,
    apiUrl: env.PUBLIC_API_URL ?? `http://localhost:${apiPort}`,
    // A "demo-" Firebase project exists only in the emulators, so it implies the local Auth
    // emulator; a build for a real project gets none unless PUBLIC_AUTH_EMULATOR_URL says so.
    authEmulatorUrl:
      env.PUBLIC_AUTH_EMULATOR_URL ?? (projectId.startsWith("demo-") ? `http://127.0.0.1:${authPort}` : ""),
    projectId,
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
