/**
 * /_site/blog-build.json: where the build left off in the API's blog changes
 * (src/web/blogState.ts). The web server's blog rebuild starts from here, so
 * a fresh server does not render again what the build just did. A route with
 * a parameter, because Astro serves no file or folder named with a leading "_".
 */
import type { APIRoute, GetStaticPaths } from "astro";
import { buildBlogs } from "../../data/blogs";
import { type BlogBuildState, SITE_STATE_DIR } from "../../web/blogState";

export const getStaticPaths = (() => [{ params: { site: SITE_STATE_DIR } }]) satisfies GetStaticPaths;

export const GET: APIRoute = async () => {
  const { last } = await buildBlogs();
  const state: BlogBuildState = { last, build: new Date().toISOString() };
  return new Response(JSON.stringify(state), { headers: { "Content-Type": "application/json" } });
};
