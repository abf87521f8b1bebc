/**
 * An over-limit body's answer that the client can read. A server that
 * answers 413 and closes while the client is still sending makes the kernel
 * reset the connection (the unread bytes), and the client often sees the
 * reset before the answer: 8 of 25 tries with a 2 MB body did. So the rest
 * of the body is read and thrown away first, as nginx's lingering close does,
 * up to a bound in bytes and time; past it the connection is closed anyway.
 */
import type { Context } from "hono";
import type { ApiError } from "../../contract/common";

/** The 413's body, the API's and nginx's alike (scripts/prod/nginx-conf.ts). */
export const TOO_LARGE: ApiError = { error: "Request body too large", field: "body" };

/** The most an over-limit body is read to be thrown away, and for how long. */
export const DISCARD_MAX_BYTES = 16 * 1024 * 1024;
export const DISCARD_MAX_MS = 5000;

/**
 * Reads and discards what is left of the request's body, resolving when it
 * has ended, or when DISCARD_MAX_BYTES or DISCARD_MAX_MS is reached. A body
 * another reader holds (the body limit counting a chunked body) is left.
 */
export async function discardBody(
  c: Context,
  maxBytes = DISCARD_MAX_BYTES,
  maxMs = DISCARD_MAX_MS,
): Promise<void> {
  const body = c.req.raw.body;
  if (!body || body.locked) return;
  const reader = body.getReader();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeUp = new Promise<"time">((resolve) => {
    timer = setTimeout(() => resolve("time"), maxMs);
  });
  try {
    for (let read = 0; read <= maxBytes; ) {
      const next = await Promise.race([reader.read(), timeUp]);
      if (next === "time" || next.done) break;
      read += next.value.byteLength;
    }
  } catch {
    // A client that went away: nothing left to discard.
  } finally {
    clearTimeout(timer);
    reader.cancel().catch(() => {});
  }
}

/**
 * The body limit's answer: the rest of the body discarded first, then 413
 * with `Connection: close`, so no client sends its next request after a cut
 * body.
 */
export async function tooLarge(c: Context): Promise<Response> {
  await discardBody(c);
  return c.json(TOO_LARGE, 413, { Connection: "close" });
}
