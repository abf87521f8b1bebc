/** Where the blog list stands after a publish or an edit (api/blogStatus.ts follows the rebuild). */
import { useEffect, useState } from "react";
import { watchBlogList } from "../../api/blogStatus";
import { PUBLISH_LINES, type PublishState } from "../../domain/console/blogPublish";

export function PublishWatch({ eventId }: { eventId: number }) {
  const [state, setState] = useState<PublishState>("publishing");
  useEffect(() => watchBlogList(eventId, setState), [eventId]);
  return (
    <p className={`console-publish console-publish-${state}`} role="status">
      {PUBLISH_LINES[state]}
    </p>
  );
}
