/**
 * After the owner publishes or edits a blog, the console watches the blog
 * list's rebuild (GET /_site/blog-status → { applied }) until it has applied
 * the change's event: every 3 s, for at most 2 minutes.
 */

export const BLOG_STATUS_POLL_MS = 3_000;
export const BLOG_STATUS_GIVE_UP_MS = 120_000;

export type PublishState = "publishing" | "live" | "later";

export const PUBLISH_LINES: Record<PublishState, string> = {
  publishing: "Publishing to the blog list…",
  live: "Live on the blog list",
  later: "Published: the blog list updates within a minute",
};

/**
 * What one look at the status says: live once `applied` reaches the event;
 * "later" when there is no status to read (404, a broken answer) or the
 * time is up; else still publishing.
 */
export function publishStateOf(answer: unknown, eventId: number, elapsedMs: number): PublishState {
  const applied = (answer as { applied?: unknown } | null)?.applied;
  if (typeof applied !== "number") return "later";
  if (applied >= eventId) return "live";
  return elapsedMs >= BLOG_STATUS_GIVE_UP_MS ? "later" : "publishing";
}
