/**
 * The shop's blog screens (SPEC §2 /blogs and /blog/{slug}), not persisted:
 * the shop's list and one article, each held for the shop or slug it was
 * loaded for and shown again at once while it reloads. Only the latest load
 * of each store may settle it.
 */
import { atom } from "nanostores";
import { blogBySlug, shopBlogs } from "../api/blogs";
import type { Blog, BlogSummary } from "../contract/blog";
import { BLOG_ERROR } from "../domain/blog";
import { latestWins } from "./persist";

/** A shop's blogs; null while the first load is under way. */
export interface ShopBlogsState {
  shopId: string;
  blogs: BlogSummary[] | null;
}

export type BlogState = { slug: string } & (
  | { status: "loading" }
  | { status: "failed" }
  | { status: "ready"; blog: Blog }
);

export const $shopBlogs = atom<ShopBlogsState>({ shopId: "", blogs: null });
export const $blog = atom<BlogState>({ slug: "", status: "loading" });

const beginList = latestWins();
const beginBlog = latestWins();

/** The list the screen shows for `shopId`: the held one when it is that shop's, else null (loading). */
export function blogsFor(state: ShopBlogsState, shopId: string): BlogSummary[] | null {
  return state.shopId === shopId ? state.blogs : null;
}

/** What the blog screen shows for `slug`: the held state when it is that blog's, else loading. */
export function blogFor(state: BlogState, slug: string): BlogState {
  return state.slug === slug ? state : { slug, status: "loading" };
}

/** Loads the shop's blogs; a failure is logged and the list stays as it was (empty when none was held, SPEC §8). */
export async function loadShopBlogs(shopId: string): Promise<void> {
  const isLatest = beginList();
  if ($shopBlogs.get().shopId !== shopId) $shopBlogs.set({ shopId, blogs: null });
  try {
    const blogs = await shopBlogs(shopId);
    if (isLatest()) $shopBlogs.set({ shopId, blogs });
  } catch (error) {
    console.error("Error fetching blogs:", error);
    if (isLatest()) $shopBlogs.set({ shopId, blogs: $shopBlogs.get().blogs ?? [] });
  }
}

/** Loads a blog by its slug: ready with the article, or failed (logged, SPEC §8) when there is none or the call fails. */
export async function loadBlog(slug: string): Promise<void> {
  const isLatest = beginBlog();
  const held = $blog.get();
  if (held.slug !== slug || held.status !== "ready") $blog.set({ slug, status: "loading" });
  try {
    const blog = await blogBySlug(slug);
    if (!isLatest()) return;
    if (blog) $blog.set({ slug, status: "ready", blog });
    else {
      console.error(BLOG_ERROR, `no blog "${slug}"`);
      $blog.set({ slug, status: "failed" });
    }
  } catch (error) {
    console.error(BLOG_ERROR, error);
    if (isLatest()) $blog.set({ slug, status: "failed" });
  }
}
