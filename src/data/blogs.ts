/**
 * The blogs as the platform's pages get them (server side only: the build
 * and the on-demand blog route, never the browser).
 *
 * At build time every blog is read once, in a few paged calls (GET
 * /api/blogs, 500 a call) plus the list call (GET /api/blog/titlesandimages),
 * from BUILD_API_URL, else the configured API (PUBLIC_API_URL). When
 * BUILD_API_URL is set the build fails if that API does not answer; without
 * it an unreachable local API only means no blog is prerendered (each is then
 * served on demand) and the build says so.
 *
 * At run time the on-demand route asks API_INTERNAL_URL (the API as the web
 * server reaches it), else PUBLIC_API_URL.
 */

import { allBlogs, blogBySlug, blogReader, blogSummaries, lastBlogEvent } from "../api/blogs";
import type { HttpClient } from "../api/client";
import { API_URL } from "../api/http";
import type { Blog, BlogSummary } from "../contract/blog";
import { internalApiUrl } from "../envReader";
import { processVars, readSettings } from "../settings";

interface BuildBlogs {
  /** Every blog in full, newest first. */
  blogs: Blog[];
  /** The list call's entries, newest first. */
  summaries: BlogSummary[];
  /**
   * The newest blog change (GET /api/blogs/events) before the blogs were
   * read, null when the API did not answer: the web server's blog rebuild
   * goes on from there (src/web/blogRebuild.ts).
   */
  last: number | null;
}

let loading: Promise<BuildBlogs> | undefined;

/** This process's variables, the API the build was made for standing in for an unset PUBLIC_API_URL. */
const vars = () => ({ PUBLIC_API_URL: API_URL, ...processVars() });

/** Every blog, read once per build (the list page, the detail pages and the feed share it). */
export function buildBlogs(): Promise<BuildBlogs> {
  loading ??= loadBuildBlogs();
  return loading;
}

async function loadBuildBlogs(): Promise<BuildBlogs> {
  const settings = readSettings(vars());
  const strict = settings.BUILD_API_URL;
  const apiUrl = strict ?? settings.PUBLIC_API_URL;
  const client = blogReader(apiUrl, 60_000);
  try {
    // Read first: a change made while the blogs are read is then applied again by the rebuild, never missed.
    const last = await lastBlogEvent(client);
    const [summaries, blogs] = await Promise.all([blogSummaries(client), allBlogs(client)]);
    const order = new Map(summaries.map((s, i) => [s.slug, i]));
    blogs.sort((a, b) => (order.get(a.slug) ?? 0) - (order.get(b.slug) ?? 0));
    console.log(`[blogs] ${blogs.length} blogs from ${apiUrl} to prerender`);
    return { blogs, summaries, last };
  } catch (error) {
    if (strict) throw new Error(`The blogs could not be read from BUILD_API_URL=${strict}: ${error}`);
    console.warn(
      `[blogs] The API at ${apiUrl} did not answer (${(error as Error).message}): no blog is prerendered; ` +
        "each is served on demand. Start the API, or set BUILD_API_URL, and build again.",
    );
    return { blogs: [], summaries: [], last: null };
  }
}

let runtimeClient: HttpClient | undefined;

/** One blog for the on-demand route: the blog, null when there is none, or an error when the API fails. */
export function blogOnDemand(slug: string): Promise<Blog | null> {
  // The web server's own settings first, else the API the build was made for.
  runtimeClient ??= blogReader(internalApiUrl(vars()), 10_000);
  return blogBySlug(slug, runtimeClient);
}
