/** Blog calls (valibot; shared by the API server, the blog pages and the add-blog form). */
import * as v from "valibot";
import { BLOG_LIMITS as L } from "../domain/blog";
import { OptionalShopId, ShopId } from "./common";

const Text = (max: number) =>
  v.pipe(v.string(), v.trim(), v.minLength(1, "is required"), v.maxLength(max, "is too long"));

/** POST /api/blog/addblog (201): needs the passcode in `X-Blog-Passcode`. */
export const AddBlogRequest = v.object({
  title: Text(L.title),
  description: Text(L.description),
  content: v.pipe(
    v.array(Text(L.paragraph)),
    v.minLength(1, "needs at least one paragraph"),
    v.maxLength(L.paragraphs, "has too many paragraphs"),
  ),
  tags: v.pipe(
    v.array(Text(L.tag)),
    v.minLength(1, "needs at least one tag"),
    v.maxLength(L.tags, "has too many tags"),
  ),
  /** A URL the platform's own upload call returned. */
  coverImage: Text(500),
  shopId: OptionalShopId,
});
export type AddBlogRequest = v.InferInput<typeof AddBlogRequest>;

/** A blog as read (SPEC §3). */
export const Blog = v.object({
  slug: v.string(),
  title: v.string(),
  description: v.string(),
  content: v.array(v.string()),
  keywords: v.array(v.string()),
  coverImage: v.string(),
  shopId: v.optional(ShopId),
  createdAt: v.string(),
});
export type Blog = v.InferOutput<typeof Blog>;

/**
 * The blog added, and its change's id in GET /api/blogs/events: the blog
 * list shows it once the web server has rebuilt past that id.
 */
export const AddBlogResponse = v.object({ response: Blog, eventId: v.optional(v.number()) });

/** GET /api/blogs/events?after=N (designed here): the blog changes after N, oldest first; `last` is the newest id. */
export const BlogEventsQuery = v.object({
  after: v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,15}$/, "must be an event id"), v.transform(Number)),
    "0",
  ),
});
export const BlogEvent = v.object({
  id: v.number(),
  slug: v.string(),
  shopId: v.nullable(v.string()),
  kind: v.picklist(["publish", "update", "remove"]),
  at: v.string(),
});
export const BlogEventsResponse = v.object({ events: v.array(BlogEvent), last: v.number() });
export type BlogEventsResponse = v.InferOutput<typeof BlogEventsResponse>;

/** The seller console's blog calls (owner): the same fields as /addblog, without the passcode or shopId. */
export const ShopBlogRequest = v.omit(AddBlogRequest, ["shopId"]);
/** POST, PUT, DELETE /api/seller/shops/{shopId}/blogs…: the blog (null once removed) and its change's id. */
export const ShopBlogResponse = v.object({ blog: v.nullable(Blog), eventId: v.number() });
export type ShopBlogResponse = v.InferOutput<typeof ShopBlogResponse>;

/** GET /api/blog/titlesandimages and GET /api/blog/{shopId}: list entries. */
export const BlogSummary = v.object({
  slug: v.string(),
  title: v.string(),
  coverImage: v.string(),
  shopId: v.optional(ShopId),
  createdAt: v.string(),
});
export type BlogSummary = v.InferOutput<typeof BlogSummary>;
export const BlogListResponse = v.object({ response: v.array(BlogSummary) });
export type BlogListResponse = v.InferOutput<typeof BlogListResponse>;

/** GET /api/blog/slug/{slug}. */
export const BlogResponse = v.object({ response: Blog });
export type BlogResponse = v.InferOutput<typeof BlogResponse>;

/** POST /api/blog/upload (designed here; multipart field `file`): stores the cover under blogs/{timestamp}-{filename}. */
export const UploadResponse = v.object({ response: v.object({ url: v.string(), path: v.string() }) });
export type UploadResponse = v.InferOutput<typeof UploadResponse>;

/** POST /api/blog/passcode/check (designed here): lets the /addBlog gate verify the passcode before showing the form. */
export const PasscodeCheckRequest = v.object({
  passcode: v.pipe(v.string(), v.maxLength(256, "is too long")),
});
export const PasscodeCheckResponse = v.object({ response: v.literal(true) });

/** GET /api/blogs (designed here): every blog in full, in pages; `next` is the cursor of the next page, null at the end. */
export const BlogPageQuery = v.object({
  limit: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,4}$/, "must be a whole number"),
      v.transform(Number),
      v.minValue(1, "must be at least 1"),
      v.maxValue(500, "must be at most 500"),
    ),
    "100",
  ),
  cursor: v.optional(v.pipe(v.string(), v.regex(/^\d{1,15}$/, "is not a cursor this call gave"))),
});
export const BlogPageResponse = v.object({ response: v.array(Blog), next: v.nullable(v.string()) });
export type BlogPageResponse = v.InferOutput<typeof BlogPageResponse>;
