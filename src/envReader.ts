/**
 * The public settings (PUBLIC_* variables, baked into the build), read in one
 * place with one set of local defaults. The browser code reads `publicEnv`
 * (src/env.ts: this reader over the build's variables); the scripts and
 * servers call `readPublicEnv(process.env)`, so a value left unset means the
 * same thing everywhere (README "Configuration").
 */
import { type Platform, platformOf, toShopId } from "./domain/host";

export interface PublicEnv {
  /** The platform's own origin (canonical URLs, images, the login page shops send to), no trailing slash. */
  siteUrl: string;
  /** Where the platform lives: shops are subdomains of `platform.domain`. */
  platform: Platform;
  /** The API the front end calls, no trailing slash. */
  apiUrl: string;
  /** The seller admin site (merchants, kiosk operators and franchise owners sign in there). */
  adminSiteUrl: string;
  /** The state single-sign-on sign-in page for kiosk operators. */
  ssoUrl: string;
  /** The Firebase web app's settings (public, not secrets); "demo-" projects exist only in the emulators. */
  firebase: { apiKey: string; authDomain: string; projectId: string; storageBucket: string };
  /** The local Firebase Auth emulator; "" in production. */
  authEmulatorUrl: string;
  /** The one shop whose header links its own Android app (SPEC §1, §9). */
  androidApp: { shopId: string; url: string };
  /** The platform's shopper app, offered on every shop. */
  appDownloadUrl: string;
}

type Vars = Readonly<Record<string, unknown>>;

function text(vars: Vars, name: string): string | undefined {
  const value = vars[name];
  return typeof value === "string" ? value.trim() : undefined;
}

/** A set, non-empty value, else the fallback. */
function setting(vars: Vars, name: string, fallback: string): string {
  return text(vars, name) || fallback;
}

const noSlash = (url: string) => url.replace(/\/+$/, "");

/** Reads the PUBLIC_* settings (and the local ports their defaults use) from a set of variables. */
export function readPublicEnv(vars: Vars): PublicEnv {
  const webPort = setting(vars, "WEB_PORT", "4321");
  const apiPort = setting(vars, "API_PORT", "8787");
  const authPort = setting(vars, "AUTH_EMULATOR_PORT", "9099");
  // platform.localhost, not localhost: Chromium shares a Domain=platform.localhost cookie with
  // demo.platform.localhost (never a Domain=localhost one with demo.localhost), which the
  // cross-domain login needs. localhost and demo.localhost are served too.
  const siteUrl = noSlash(setting(vars, "PUBLIC_SITE_URL", `http://platform.localhost:${webPort}`));
  const projectId = setting(vars, "PUBLIC_FIREBASE_PROJECT_ID", "demo-platform");
  // A "demo-" project exists only in the emulators, so it implies the local Auth emulator; a
  // real project gets none unless PUBLIC_AUTH_EMULATOR_URL says so (set but empty: none).
  const emulatorDefault = projectId.startsWith("demo-") ? `http://127.0.0.1:${authPort}` : "";
  return {
    siteUrl,
    platform: platformOf(siteUrl, text(vars, "PUBLIC_PLATFORM_DOMAIN")),
    apiUrl: noSlash(setting(vars, "PUBLIC_API_URL", `http://localhost:${apiPort}`)),
    adminSiteUrl: noSlash(setting(vars, "PUBLIC_ADMIN_SITE_URL", "https://admin.platform.in")),
    ssoUrl: noSlash(setting(vars, "PUBLIC_SSO_URL", "https://sso.rajasthan.gov.in/signin")),
    firebase: {
      apiKey: setting(vars, "PUBLIC_FIREBASE_API_KEY", "demo-api-key"),
      authDomain: setting(vars, "PUBLIC_FIREBASE_AUTH_DOMAIN", `${projectId}.firebaseapp.com`),
      projectId,
      // Blog covers may come from this bucket's blogs/ folder when the API stores them in Firebase ("" = none).
      storageBucket: text(vars, "PUBLIC_FIREBASE_STORAGE_BUCKET") ?? "",
    },
    authEmulatorUrl: noSlash(text(vars, "PUBLIC_AUTH_EMULATOR_URL") ?? emulatorDefault),
    androidApp: {
      shopId: toShopId(setting(vars, "PUBLIC_ANDROID_APP_SHOP", "demo")) ?? "demo",
      url: setting(
        vars,
        "PUBLIC_ANDROID_APP_URL",
        "https://play.google.com/store/apps/details?id=in.platform.demo",
      ),
    },
    appDownloadUrl: setting(
      vars,
      "PUBLIC_APP_DOWNLOAD_URL",
      "https://play.google.com/store/apps/details?id=in.platform.app",
    ),
  };
}

/** The API as the web server reaches it (API_INTERNAL_URL), else the public one: the shell's shop data, blogs published after the build. */
export function internalApiUrl(vars: Vars): string {
  return noSlash(text(vars, "API_INTERNAL_URL") || readPublicEnv(vars).apiUrl);
}
