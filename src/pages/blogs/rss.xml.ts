/** /blogs/rss.xml: every blog as an RSS 2.0 feed (prerendered with the blog pages). */
import rss from "@astrojs/rss";
import type { APIRoute } from "astro";
import { buildBlogs } from "../../data/blogs";
import { SITE_URL, site } from "../../data/site";
import { blogUrl } from "../../domain/blog";

export const GET: APIRoute = async () => {
  const { blogs } = await buildBlogs();
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
};
