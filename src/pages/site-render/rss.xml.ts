/** The blog rebuild's twin of /blogs/rss.xml (src/web/blogRender.ts): reached only by the web server's worker. */
import type { APIRoute } from "astro";
import { blogFeed } from "../../data/blogFeed";
import { FeedRender, renderInput } from "../../web/blogRender";

export const prerender = false;

export const POST: APIRoute = async ({ request }) => {
  const input = await renderInput(request, FeedRender);
  return input ? blogFeed(input.blogs) : new Response(null, { status: 400 });
};
