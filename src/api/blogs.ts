/**
 * Blog calls (SPEC §7 /api/blog/*, plus the paged read the build uses).
 * The reads take a client: the browser passes the shared `http`, the
 * build and the on-demand blog route pass one for the API they were told to
 * use (`blogReader`). The writes (/addBlog) carry the passcode in the
 * X-Blog-Passcode header, never in a URL.
 */

import {
  type AddBlogRequest,
  AddBlogResponse,
  type Blog,
  BlogEventsResponse,
  BlogListResponse,
  BlogPageResponse,
  BlogResponse,
  type BlogSummary,
  PasscodeCheckResponse,
  UploadResponse,
} from "../contract/blog";
import { createClient, HTTPError, type HttpClient } from "./client";
import { http } from "./http";

/** A client for the blog reads of an API at `apiUrl` (build time, on-demand route). */
export function blogReader(apiUrl: string, timeout = 15_000): HttpClient {
  return createClient({ prefix: apiUrl.replace(/\/+$/, ""), timeout, retry: { limit: 2, methods: ["get"] } });
}

/** GET /api/blog/titlesandimages: every blog's list entry, newest first. */
export async function blogSummaries(client: HttpClient = http): Promise<BlogSummary[]> {
  return (await client.get("api/blog/titlesandimages").json(BlogListResponse)).response;
}

/** GET /api/blog/{shopId}: a shop's blogs, newest first. */
export async function shopBlogs(shopId: string, client: HttpClient = http): Promise<BlogSummary[]> {
  return (await client.get(`api/blog/${encodeURIComponent(shopId)}`).json(BlogListResponse)).response;
}

/** GET /api/blog/slug/{slug}: one blog, or null when there is no such blog (404). Other failures reject. */
export async function blogBySlug(slug: string, client: HttpClient = http): Promise<Blog | null> {
  try {
    return (await client.get(`api/blog/slug/${encodeURIComponent(slug)}`).json(BlogResponse)).response;
  } catch (error) {
    if (error instanceof HTTPError && error.response.status === 404) return null;
    throw error;
  }
}

/** GET /api/blogs: every blog in full, a page of up to `limit` at a time (the build reads them this way). */
export async function allBlogs(client: HttpClient, limit = 500): Promise<Blog[]> {
  const blogs: Blog[] = [];
  let cursor: string | null = null;
  do {
    const searchParams: Record<string, string> = { limit: String(limit) };
    if (cursor) searchParams.cursor = cursor;
    const page = await client.get("api/blogs", { searchParams }).json(BlogPageResponse);
    blogs.push(...page.response);
    cursor = page.next;
  } while (cursor);
  return blogs;
}

/** An `after` past every event id: GET /api/blogs/events then answers no events, only `last`. */
const ONLY_LAST = "999999999999999";

/** GET /api/blogs/events: the newest blog change's id (0 before any); the build records it. */
export async function lastBlogEvent(client: HttpClient): Promise<number> {
  return (
    await client.get("api/blogs/events", { searchParams: { after: ONLY_LAST } }).json(BlogEventsResponse)
  ).last;
}

const passcodeHeader = (passcode: string) => ({ "X-Blog-Passcode": passcode });

/** POST /api/blog/passcode/check: resolves when the passcode is right; rejects with HTTPError (401, 429) otherwise. */
export async function checkPasscode(passcode: string): Promise<void> {
  await http.post("api/blog/passcode/check", { json: { passcode }, retry: 0 }).json(PasscodeCheckResponse);
}

/** POST /api/blog/upload: stores a cover image under blogs/{timestamp}-{name}; resolves to its download URL ("" when none). */
export async function uploadCover(passcode: string, file: File): Promise<string> {
  const body = new FormData();
  body.set("file", file);
  const answer = await http
    .post("api/blog/upload", { body, headers: passcodeHeader(passcode), retry: 0, timeout: 60_000 })
    .json(UploadResponse);
  return answer.response.url;
}

/**
 * POST /api/blog/addblog: 201 with the stored blog and its change's id (the
 * blog list shows it once GET /_site/blog-status has applied that id).
 */
export async function addBlog(
  passcode: string,
  blog: AddBlogRequest,
): Promise<{ blog: Blog; eventId: number | undefined }> {
  const answer = await http
    .post("api/blog/addblog", { json: blog, headers: passcodeHeader(passcode), retry: 0 })
    .json(AddBlogResponse);
  return { blog: answer.response, eventId: answer.eventId };
}
