/**
 * Follows the blog list's rebuild after a publish or an edit: GET
 * /_site/blog-status (the platform's own web server, same origin) every 3 s,
 * up to 2 minutes, until it has applied the change's event. No status to
 * read (an older web server, a 404) means it updates within a minute. Used by
 * /addBlog and the seller console's blog editor alike.
 */

import { BLOG_STATUS_POLL_MS, type PublishState, publishStateOf } from "../domain/console/blogPublish";
import { createClient } from "./client";

/** The platform's own web server (this page's origin), through the one client; a refusal reads as no status. */
const site = createClient({ prefix: "/", cache: "no-store", retry: 0, timeout: 10_000 });

/** Starts watching `eventId`; `onState` hears each state. Returns the stop function. */
export function watchBlogList(eventId: number, onState: (state: PublishState) => void): () => void {
  const started = Date.now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let live = true;
  const look = async () => {
    let answer: unknown = null;
    try {
      answer = await site.get("_site/blog-status").json();
    } catch {
      answer = null;
    }
    if (!live) return;
    const now = publishStateOf(answer, eventId, Date.now() - started);
    onState(now);
    if (now === "publishing") timer = setTimeout(() => void look(), BLOG_STATUS_POLL_MS);
  };
  void look();
  return () => {
    live = false;
    clearTimeout(timer);
  };
}
