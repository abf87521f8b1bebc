/** The platform's origin (PUBLIC_SITE_URL), without a trailing slash: cross-domain login lives there. */
export const SITE_URL: string = envString(import.meta.env.PUBLIC_SITE_URL, "http://localhost:4321").replace(
  /\/+$/,
  "",
);

/** The platform's own domain when the two-label rule does not fit (PUBLIC_PLATFORM_DOMAIN). */
export const PLATFORM_DOMAIN: string | undefined =
  envString(import.meta.env.PUBLIC_PLATFORM_DOMAIN, "") || undefined;

function envString(value: unknown, fallback: string): string {
  return typeof value === "string" && value.trim() !== "" ? value.trim() : fallback;
}
