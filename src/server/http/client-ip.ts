/**
 * Who is calling, by address: one rule for the attempt limiter and the
 * request log. Behind your own reverse proxy (TRUST_PROXY) it is the last
 * X-Forwarded-For hop, the address the proxy itself saw; earlier entries are
 * whatever the client chose to send, so they are never trusted.
 */
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/** The client's IP: the socket's peer, or with trustProxy the last X-Forwarded-For hop; "" when unknown. */
export function clientIp(c: Context, trustProxy: boolean): string {
  const forwarded = trustProxy ? c.req.header("x-forwarded-for")?.split(",").at(-1)?.trim() : undefined;
  if (forwarded) return forwarded;
  try {
    return getConnInfo(c).remote.address ?? "";
  } catch {
    return ""; // in-process requests (tests) have no socket
  }
}
