/** The blogs' RSS 2.0 feed: the prerendered /blogs/rss.xml and the blog rebuild's twin draw it with this. */
import rss from "@astrojs/rss";
import type { Blog } from "../contract/blog";
import { blogUrl } from "../domain/blog";
import { SITE_URL, site } from "./site";

/** The feed of these blogs (newest first), as a Response. */
export function blogFeed(blogs: Blog[]): Promise<Response> {
  return rss({
    title: `${site.name} blogs`,
    description: `Stories, guides and news from ${site.name} and its shops.`,
    site: SITE_URL,
    items: blogs.map((blog) => ({
      title: blog.title,
      description: blog.description,
      link: blogUrl(SITE_URL, blog.slug),
      pubDate: new Date(blog.createdAt),
      categories: blog.keywords,
    })),
    customData: "<language>en-in</language>",
  });
}
