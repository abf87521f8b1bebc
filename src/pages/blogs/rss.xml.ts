/** /blogs/rss.xml: every blog as an RSS 2.0 feed (prerendered with the blog pages; the web server's blog rebuild writes it again). */
import type { APIRoute } from "astro";
import { blogFeed } from "../../data/blogFeed";
import { buildBlogs } from "../../data/blogs";

export const GET: APIRoute = async () => blogFeed((await buildBlogs()).blogs);
