/** The storefront's build-time settings (PUBLIC_* variables, local defaults in scripts/lib/config.ts). */

function env(value: unknown, fallback = ""): string {
  return typeof value === "string" && value.trim() !== "" ? value.trim() : fallback;
}

/** The platform's origin (PUBLIC_SITE_URL), without a trailing slash: cross-domain login lives there. */
export const SITE_URL = env(import.meta.env.PUBLIC_SITE_URL, "http://localhost:4321").replace(/\/+$/, "");

/** The platform's own domain when the two-label rule does not fit (PUBLIC_PLATFORM_DOMAIN). */
export const PLATFORM_DOMAIN: string | undefined = env(import.meta.env.PUBLIC_PLATFORM_DOMAIN) || undefined;

/** The one shop whose header links its own Android app (SPEC §1, §9): PUBLIC_ANDROID_APP_SHOP and _URL. */
export const ANDROID_APP = {
  shopId: env(import.meta.env.PUBLIC_ANDROID_APP_SHOP, "demo").toLowerCase(),
  url: env(
    import.meta.env.PUBLIC_ANDROID_APP_URL,
    "https://play.google.com/store/apps/details?id=in.platform.demo",
  ),
};

/** The platform's shopper app, offered on every shop (PUBLIC_APP_DOWNLOAD_URL). */
export const APP_DOWNLOAD_URL = env(
  import.meta.env.PUBLIC_APP_DOWNLOAD_URL,
  "https://play.google.com/store/apps/details?id=in.platform.app",
);
