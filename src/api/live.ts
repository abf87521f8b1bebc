/**
 * The staff app's live streams (issue 36): GET /api/digiorder/live (a
 * seller's shop) and GET /api/rider/live (a rider signed in by phone), as
 * server-sent events read over a fetch, so the Bearer token goes in a header,
 * never in a URL.
 */
import { staffHttp } from "./staffHttp";

type OnEvent = (event: string, data: string) => void;

/** Reads one stream until it ends (or `signal` ends it), handing on each event. */
async function streamEvents(
  path: string,
  searchParams: Record<string, string>,
  onEvent: OnEvent,
  signal: AbortSignal,
): Promise<void> {
  const res = await staffHttp.get(path, {
    searchParams,
    headers: { accept: "text/event-stream" },
    timeout: false,
    retry: 0,
    signal,
  });
  const reader = res.body?.getReader();
  if (!reader) return;
  const decoder = new TextDecoder();
  let buffer = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer = readEvents(buffer + decoder.decode(value, { stream: true }), onEvent);
  }
}

/** Hands every whole event in `text` to `onEvent`; returns what is left (an event not yet whole). */
export function readEvents(text: string, onEvent: OnEvent): string {
  let rest = text.replace(/\r\n/g, "\n");
  for (let end = rest.indexOf("\n\n"); end >= 0; end = rest.indexOf("\n\n")) {
    const block = rest.slice(0, end);
    rest = rest.slice(end + 2);
    const event = /^event: ?(.*)$/m.exec(block)?.[1];
    const data = [...block.matchAll(/^data: ?(.*)$/gm)].map((m) => m[1]).join("\n");
    if (event) onEvent(event, data);
  }
  return rest;
}

/** GET /api/digiorder/live: a shop's new orders and changes. */
export const shopLiveEvents = (shopId: string, onEvent: OnEvent, signal: AbortSignal) =>
  streamEvents("api/digiorder/live", { shopId }, onEvent, signal);

/** GET /api/rider/live: the orders given to the rider signed in. */
export const riderLiveEvents = (onEvent: OnEvent, signal: AbortSignal) =>
  streamEvents("api/rider/live", {}, onEvent, signal);
