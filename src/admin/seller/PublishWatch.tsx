/**
 * Watches the blog list's rebuild after a publish or an edit: GET
 * /_site/blog-status (the platform's own web server) every 3 s, up to 2
 * minutes, until it has applied the change's event. No status to read (an
 * older web server, a 404) means: it updates within a minute.
 */
import { useEffect, useState } from "react";
import {
  BLOG_STATUS_POLL_MS,
  PUBLISH_LINES,
  type PublishState,
  publishStateOf,
} from "../../domain/console/blogPublish";

export function PublishWatch({ eventId }: { eventId: number }) {
  const [state, setState] = useState<PublishState>("publishing");
  useEffect(() => {
    const started = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let live = true;
    const look = async () => {
      let answer: unknown = null;
      try {
        const response = await fetch("/_site/blog-status", { cache: "no-store" });
        if (response.ok) answer = await response.json();
      } catch {
        answer = null;
      }
      if (!live) return;
      const now = publishStateOf(answer, eventId, Date.now() - started);
      setState(now);
      if (now === "publishing") timer = setTimeout(() => void look(), BLOG_STATUS_POLL_MS);
    };
    void look();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [eventId]);
  return (
    <p className={`console-publish console-publish-${state}`} role="status">
      {PUBLISH_LINES[state]}
    </p>
  );
}
