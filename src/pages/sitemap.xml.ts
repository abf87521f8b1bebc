/**
 * /sitemap.xml: a sitemap index pointing at the sitemap @astrojs/sitemap
 * writes (sitemap-0.xml; the site has far fewer than its 45,000-URL chunk).
 */
import type { APIRoute } from "astro";

export const GET: APIRoute = ({ site }) => {
  const loc = site ? new URL("/sitemap-0.xml", site).href : "/sitemap-0.xml";
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><sitemap><loc>${loc}</loc></sitemap></sitemapindex>
`;
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
};
