/**
 * Which built files the platform's blogs make, and which a batch of blog
 * changes touches (pure: the build's pages and the blog rebuild worker,
 * src/web/blogRebuild.ts, both call it, so the paging is the same in both).
 */
import type { BlogSummary } from "../contract/blog";

/** Cards on one page of /blogs. */
export const BLOGS_PAGE_SIZE = 30;

/** One page of the blog list, the shape src/components/blog/BlogList.astro draws. */
export interface BlogListPage {
  data: BlogSummary[];
  currentPage: number;
  lastPage: number;
  url: { prev?: string | undefined; next?: string | undefined };
}

/** The public path of list page `n`: /blogs, /blogs/2, /blogs/3… */
export function blogListPath(n: number): string {
  return n === 1 ? "/blogs" : `/blogs/${n}`;
}

/** Every page of /blogs for these entries (newest first); one empty page when there are none. */
export function blogListPages(summaries: BlogSummary[], size = BLOGS_PAGE_SIZE): BlogListPage[] {
  const lastPage = Math.max(1, Math.ceil(summaries.length / size));
  return Array.from({ length: lastPage }, (_, i) => {
    const n = i + 1;
    return {
      data: summaries.slice(i * size, n * size),
      currentPage: n,
      lastPage,
      url: {
        prev: n > 1 ? blogListPath(n - 1) : undefined,
        next: n < lastPage ? blogListPath(n + 1) : undefined,
      },
    };
  });
}

/** A blog change as GET /api/blogs/events answers it. */
export interface BlogChange {
  id: number;
  slug: string;
  kind: "publish" | "update" | "remove";
}

/** What a batch of changes asks to rebuild: the articles named, and whether the list, feed and sitemap are. */
export interface BlogRebuildPlan {
  /** The changed articles, each once: rendered again when the API still has it, else its file removed. */
  slugs: string[];
  /** The /blogs pages (all of them: a new or removed blog shifts the paging), the RSS feed and the sitemap. */
  lists: boolean;
  /** The newest change in the batch (0 for none): applied once the files are written. */
  upTo: number;
}

/**
 * The pages a batch of changes touches. Every kind touches the list, the
 * feed and the sitemap (a publish adds a card, an update may change its title
 * or cover, a remove drops it). Whether an article is written or removed is
 * decided by what the API holds when the batch is rebuilt, not by the kind,
 * so a publish followed by a remove in one batch ends with no file.
 */
export function planRebuild(changes: readonly BlogChange[]): BlogRebuildPlan {
  const slugs = [...new Set(changes.map((c) => c.slug))];
  const upTo = changes.reduce((most, c) => Math.max(most, c.id), 0);
  return { slugs, lists: changes.length > 0, upTo };
}

/** The file a page path is built to (directory format: /blogs/2 → blogs/2/index.html). */
export function pageFile(pathname: string): string {
  const rel = pathname.replace(/^\/+|\/+$/g, "");
  return rel ? `${rel}/index.html` : "index.html";
}

const BLOG_LOC = /^\/blog\/[^/]+$/;
const LIST_LOC = /^\/blogs\/(\d+\/)?$/;

/**
 * The sitemap @astrojs/sitemap wrote (sitemap-0.xml), with its blog entries
 * replaced: every article (/blog/{slug}, without the slash, as the build
 * writes it) and every list page (/blogs/, /blogs/2/…), the other pages kept,
 * all in the build's order (by address).
 */
export function sitemapWithBlogs(xml: string, slugs: readonly string[], listPages: number): string {
  const entries = [...xml.matchAll(/<url>[\s\S]*?<\/url>/g)].map((m) => m[0]);
  const locOf = (entry: string) => /<loc>([^<]*)<\/loc>/.exec(entry)?.[1] ?? "";
  const origin = originOf(entries.map(locOf));
  if (!origin) return xml;
  const kept = entries.filter((e) => {
    const path = pathOf(locOf(e));
    return !(BLOG_LOC.test(path) || LIST_LOC.test(path));
  });
  const loc = (path: string) => `<url><loc>${escapeXml(`${origin}${path}`)}</loc></url>`;
  const added = [
    ...slugs.map((slug) => loc(`/blog/${slug}`)),
    ...Array.from({ length: listPages }, (_, i) => loc(i === 0 ? "/blogs/" : `/blogs/${i + 1}/`)),
  ];
  const all = [...kept, ...added].sort((a, b) => compare(locOf(a), locOf(b)));
  const start = xml.indexOf("<url>");
  const end = xml.lastIndexOf("</urlset>");
  if (end < 0) return xml;
  const head = start >= 0 ? xml.slice(0, start) : xml.slice(0, end);
  return `${head}${all.join("")}${xml.slice(end)}`;
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function originOf(locs: string[]): string {
  for (const loc of locs) {
    try {
      return new URL(loc).origin;
    } catch {}
  }
  return "";
}

function pathOf(loc: string): string {
  try {
    return new URL(loc).pathname;
  } catch {
    return "";
  }
}

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
