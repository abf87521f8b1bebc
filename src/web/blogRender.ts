/**
 * What the blog rebuild's twin routes (src/pages/site-render/, on demand,
 * never served to a visitor: src/web/routing.ts) are sent: the data of one
 * page, POSTed as JSON by the worker (src/web/blogRebuild.ts), which has read
 * it from the API once for the whole batch. The twins draw it with the very
 * components the build uses.
 */
import * as v from "valibot";
import { Blog, BlogSummary } from "../contract/blog";
import { RENDER_PREFIX } from "./routing";
/** The twins, by what they draw. */
export const RENDER_PATHS = {
  list: `${RENDER_PREFIX}/blogs`,
  article: `${RENDER_PREFIX}/blog`,
  feed: `${RENDER_PREFIX}/rss.xml`,
} as const;

const PageNumber = v.pipe(v.number(), v.integer(), v.minValue(1));
/** POST /site-render/blogs: one page of the list. */
export const ListRender = v.object({
  page: v.object({
    data: v.array(BlogSummary),
    currentPage: PageNumber,
    lastPage: PageNumber,
    url: v.object({ prev: v.optional(v.string()), next: v.optional(v.string()) }),
  }),
});
/** POST /site-render/blog: one article. */
export const ArticleRender = v.object({ blog: Blog });
/** POST /site-render/rss.xml: every blog, newest first. */
export const FeedRender = v.object({ blogs: v.array(Blog) });

/** The posted body, checked against its schema; null when it is not a JSON POST of that shape. */
export async function renderInput<S extends v.GenericSchema>(
  request: Request,
  schema: S,
): Promise<v.InferOutput<S> | null> {
  if (request.method !== "POST") return null;
  try {
    const parsed = v.safeParse(schema, await request.json());
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}
