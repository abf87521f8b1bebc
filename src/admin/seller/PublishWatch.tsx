/** Where the blog list stands after a publish or an edit (stores/blogEditor.ts follows the rebuild). */
import { useStore } from "@nanostores/react";
import { useEffect } from "react";
import { PUBLISH_LINES } from "../../domain/console/blogPublish";
import { $publishState, watchPublish } from "../../stores/blogEditor";

export function PublishWatch({ eventId }: { eventId: number }) {
  const state = useStore($publishState);
  useEffect(() => watchPublish(eventId), [eventId]);
  return (
    <p className={`console-publish console-publish-${state}`} role="status">
      {PUBLISH_LINES[state]}
    </p>
  );
}
