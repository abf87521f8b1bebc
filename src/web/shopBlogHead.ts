/**
 * The head of a shop's /blog/{slug} page as the web server serves it (issue
 * 26): the platform's article head (blogMeta: title, description, keywords,
 * the platform's copy as canonical, Open Graph, Twitter card, JSON-LD), so a
 * link shared from a shop previews as the platform's does. Link previewers
 * read the served HTML and run no script.
 */

import { blogBySlug, blogReader } from "../api/blogs";
import type { HttpClient } from "../api/client";
import { SITE_URL, site } from "../data/site";
import { type BlogMeta, blogMeta, ownCoverUrl } from "../domain/blog";
import { looksLikeSlug } from "../domain/slug";
import { internalApiUrl } from "../envReader";
import { processVars } from "../settings";
import { blogCoverOrigins } from "../ui/blog/covers";

let client: HttpClient | undefined;

/** The blog's head, or null (no such blog, or the API did not answer in 1.5 s: the page keeps the shop's). */
export async function shopBlogHead(slug: string): Promise<BlogMeta | null> {
  if (!looksLikeSlug(slug)) return null;
  client ??= blogReader(internalApiUrl(processVars()), 1500);
  try {
    const blog = await blogBySlug(slug, client);
    if (!blog) return null;
    const cover = ownCoverUrl(blog.coverImage, blogCoverOrigins);
    return blogMeta(blog, { platformName: site.name, siteUrl: SITE_URL, cover });
  } catch (error) {
    console.warn(`[shop blog] the head of ${slug} could not be read:`, (error as Error).message);
    return null;
  }
}
