import { readPublicEnv } from "../../src/envReader";
import { childEnv, processVars, readSettings, type Vars } from "../../src/settings";
import { devVapidKeys } from "./vapid";

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

/** Reads the local configuration from the environment (this process's unless given), with the table's local defaults (src/settings.ts). */
export function localConfig(env: Vars = processVars()): LocalConfig {
  const settings = readSettings(env);
  const pub = readPublicEnv(env);
  return {
    webPort: settings.WEB_PORT,
    apiPort: settings.API_PORT,
    authPort: settings.AUTH_EMULATOR_PORT,
    platformDomain: pub.platform.domain,
    siteUrl: pub.siteUrl,
    apiUrl: pub.apiUrl,
    authEmulatorUrl: pub.authEmulatorUrl,
    projectId: pub.firebase.projectId,
    dataDir: settings.DATA_DIR,
  };
}

/** The environment the build and the servers share: `env` (this process's unless given), defaults filled in. */
export function sharedEnv(cfg: LocalConfig, env: Vars = processVars()): Record<string, string> {
  const emulatorHost = readSettings(env).FIREBASE_AUTH_EMULATOR_HOST;
  return childEnv(
    {
      ASTRO_TELEMETRY_DISABLED: "1",
      WEB_PORT: String(cfg.webPort),
      API_PORT: String(cfg.apiPort),
      AUTH_EMULATOR_PORT: String(cfg.authPort),
      PUBLIC_SITE_URL: cfg.siteUrl,
      PUBLIC_PLATFORM_DOMAIN: cfg.platformDomain,
      PUBLIC_API_URL: cfg.apiUrl,
      PUBLIC_AUTH_EMULATOR_URL: cfg.authEmulatorUrl,
      PUBLIC_FIREBASE_PROJECT_ID: cfg.projectId,
      // Set but empty: none, as PUBLIC_AUTH_EMULATOR_URL (the table's `empty: "off"`).
      FIREBASE_AUTH_EMULATOR_HOST:
        emulatorHost ?? (cfg.authEmulatorUrl ? new URL(cfg.authEmulatorUrl).host : undefined),
      DATA_DIR: cfg.dataDir,
    },
    env,
  );
}

/**
 * The message channels as `command` (npm start, start:prod) configures them: its defaults point
 * every provider at the local stub (scripts/stubs/messages.ts), unless the environment says otherwise.
 */
export function messageEnv(
  command: "start" | "start:prod",
  env: Vars = processVars(),
): Record<string, string> {
  const s = readSettings(env, command);
  const pairs: [string, string | undefined][] = [
    ["WHATSAPP_API_URL", s.WHATSAPP_API_URL],
    ["WHATSAPP_TOKEN", s.WHATSAPP_TOKEN],
    ["WHATSAPP_PHONE_NUMBER_ID", s.WHATSAPP_PHONE_NUMBER_ID],
    ["SMS_API_URL", s.SMS_API_URL],
    ["SMS_AUTH_KEY", s.SMS_AUTH_KEY],
    ["SMS_TEMPLATE_IDS", s.SMS_TEMPLATE_IDS],
    ["SMTP_URL", s.SMTP_URL],
    ["WHATSAPP_APP_SECRET", s.WHATSAPP_APP_SECRET],
    ["WHATSAPP_VERIFY_TOKEN", s.WHATSAPP_VERIFY_TOKEN],
    ["SMS_WEBHOOK_TOKEN", s.SMS_WEBHOOK_TOKEN],
    ["EMAIL_WEBHOOK_TOKEN", s.EMAIL_WEBHOOK_TOKEN],
    ["SHORT_LINK_URL", s.SHORT_LINK_URL],
    ["PUSH_HTTP_ORIGINS", s.PUSH_HTTP_ORIGINS],
    ["RAZORPAY_API_URL", s.RAZORPAY_API_URL],
    ["RAZORPAY_CHECKOUT_URL", s.RAZORPAY_CHECKOUT_URL],
    ["RAZORPAY_KEY_ID", s.RAZORPAY_KEY_ID],
    ["RAZORPAY_KEY_SECRET", s.RAZORPAY_KEY_SECRET],
    ["RAZORPAY_WEBHOOK_SECRET", s.RAZORPAY_WEBHOOK_SECRET],
    // Not a provider's, but read the same way: the metrics scraper's token (npm start prints it).
    ["METRICS_TOKEN", s.METRICS_TOKEN],
  ];
  // Web push: the environment's VAPID keys, else a development pair kept in .data/ (scripts/lib/vapid.ts).
  const vapid =
    s.VAPID_PUBLIC_KEY && s.VAPID_PRIVATE_KEY
      ? { publicKey: s.VAPID_PUBLIC_KEY, privateKey: s.VAPID_PRIVATE_KEY }
      : devVapidKeys();
  pairs.push(["VAPID_PUBLIC_KEY", vapid.publicKey], ["VAPID_PRIVATE_KEY", vapid.privateKey]);
  return Object.fromEntries(pairs.filter((p): p is [string, string] => Boolean(p[1])));
}
