/** robots.txt: everything but the staff and operator areas; points to the sitemap. */
import type { APIRoute } from "astro";
import { PRIVATE_PATHS } from "../domain/routes";

export const GET: APIRoute = ({ site }) => {
  const lines = ["User-agent: *", ...PRIVATE_PATHS.map((p) => `Disallow: ${p}`), "Allow: /", ""];
  if (site) lines.push(`Sitemap: ${new URL("/sitemap-index.xml", site).href}`);
  return new Response(`${lines.join("\n")}\n`, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
};
