/**
 * Route facts shared by pages, robots.txt and the sitemap (astro.config.mjs):
 * kept free of imports so the Astro config can load it.
 */

/** Staff and operator areas: not for search engines (robots.txt Disallow, noindex, left out of the sitemap). */
export const PRIVATE_PATHS = [
  "/Admin",
  "/addBlog",
  "/masteradmin",
  "/emitra/dashboard",
  "/storefront",
] as const;

/** Routes that serve the /rajeevika page itself (SPEC §2); their canonical URL is /rajeevika/. */
export const RAJEEVIKA_ALIASES = ["jkk", "handloom", "rajkhadi"] as const;

/** Whether a path lies in one of the given areas (the area itself or below it). */
function within(pathname: string, area: string): boolean {
  return pathname === area || pathname.startsWith(`${area}/`);
}

/** Whether a page belongs in the sitemap: not private, and not an alias of another page. */
export function inSitemap(pathname: string): boolean {
  if (PRIVATE_PATHS.some((area) => within(pathname, area))) return false;
  return !RAJEEVIKA_ALIASES.some((alias) => within(pathname, `/${alias}`));
}
