/**
 * The public settings (PUBLIC_* variables, baked into the build), shaped for
 * the pages from the one settings table and reader (src/settings.ts: their
 * local defaults, the empty-value rule). The browser code reads
 * `__PUBLIC_ENV__` (src/env.d.ts: this object, put in by the build); the
 * scripts and servers call `readPublicEnv(vars)`, so a value left unset means
 * the same thing everywhere.
 */
import { type Platform, platformOf, toShopId } from "./domain/host";
import { readSettings, SETTINGS, type Vars } from "./settings";

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

const noSlash = (url: string) => url.replace(/\/+$/, "");

/** Reads the PUBLIC_* settings (and the local ports their defaults use) from a set of variables. */
export function readPublicEnv(vars: Vars): PublicEnv {
  const s = readSettings(vars);
  const siteUrl = noSlash(s.PUBLIC_SITE_URL);
  return {
    siteUrl,
    platform: platformOf(siteUrl, s.PUBLIC_PLATFORM_DOMAIN),
    apiUrl: noSlash(s.PUBLIC_API_URL),
    adminSiteUrl: noSlash(s.PUBLIC_ADMIN_SITE_URL),
    ssoUrl: noSlash(s.PUBLIC_SSO_URL),
    firebase: {
      apiKey: s.PUBLIC_FIREBASE_API_KEY,
      authDomain: s.PUBLIC_FIREBASE_AUTH_DOMAIN,
      projectId: s.PUBLIC_FIREBASE_PROJECT_ID,
      storageBucket: s.PUBLIC_FIREBASE_STORAGE_BUCKET,
    },
    authEmulatorUrl: noSlash(s.PUBLIC_AUTH_EMULATOR_URL),
    androidApp: {
      shopId: toShopId(s.PUBLIC_ANDROID_APP_SHOP) ?? SETTINGS.PUBLIC_ANDROID_APP_SHOP.default,
      url: s.PUBLIC_ANDROID_APP_URL,
    },
    appDownloadUrl: s.PUBLIC_APP_DOWNLOAD_URL,
  };
}

/** The API as the web server reaches it (API_INTERNAL_URL), else the public one: the shell's shop data, blogs published after the build. */
export function internalApiUrl(vars: Vars): string {
  return noSlash(readSettings(vars).API_INTERNAL_URL);
}
