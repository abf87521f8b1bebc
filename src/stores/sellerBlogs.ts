/**
 * The shop's blogs on the owner's console (/Admin/blogs), not persisted: the
 * list (the public GET /api/blog/{shopId}) for the shop it was loaded for,
 * and each removed (DELETE …/blogs/{slug}) with the line saying what
 * happened. Only the latest load may settle the list.
 */
import { atom } from "nanostores";
import { shopBlogs } from "../api/blogs";
import { serverProblems } from "../api/formErrors";
import { removeBlog } from "../api/seller";
import type { BlogSummary } from "../contract/blog";
import { latestWins } from "./persist";

export interface SellerBlogsState {
  shopId: string;
  /** The list, null until the first load of this shop answers. */
  blogs: BlogSummary[] | null;
  /** The last load's failure ("" once one succeeds). */
  error: string;
  /** What the last removal did. */
  message: string;
}

export const $sellerBlogs = atom<SellerBlogsState>({ shopId: "", blogs: null, error: "", message: "" });

export const BLOGS_FAILED = "Could not load the blogs. Check your connection.";
export const REMOVE_FAILED = "Could not remove it: try again.";

const begin = latestWins();

/** Loads the shop's blogs (the screen opening: no line from before); a failure keeps the held list and says why. */
export async function loadSellerBlogs(shopId: string): Promise<void> {
  const isLatest = begin();
  const held = $sellerBlogs.get();
  $sellerBlogs.set(
    held.shopId === shopId ? { ...held, message: "" } : { shopId, blogs: null, error: "", message: "" },
  );
  try {
    const blogs = await shopBlogs(shopId);
    if (isLatest()) $sellerBlogs.set({ ...$sellerBlogs.get(), blogs, error: "" });
  } catch (cause) {
    if (isLatest())
      $sellerBlogs.set({ ...$sellerBlogs.get(), error: serverProblems(cause)?.message ?? BLOGS_FAILED });
  }
}

/** The owner removes a blog (after the screen's confirmation); true once it is gone from the list. */
export async function removeSellerBlog(shopId: string, blog: BlogSummary): Promise<boolean> {
  $sellerBlogs.set({ ...$sellerBlogs.get(), message: "" });
  try {
    await removeBlog(shopId, blog.slug);
    const held = $sellerBlogs.get();
    $sellerBlogs.set({
      ...held,
      blogs: held.blogs?.filter((b) => b.slug !== blog.slug) ?? null,
      message: `Removed "${blog.title}": it leaves the blog list with the next update.`,
    });
    return true;
  } catch (cause) {
    $sellerBlogs.set({ ...$sellerBlogs.get(), message: serverProblems(cause)?.message ?? REMOVE_FAILED });
    return false;
  }
}
