/**
 * GET /api/digiorder/live?shopId= (issue 36): the seller console's live
 * events, as server-sent events: `ready` once listening, then `order.new`
 * (a placement's lines in the shop: `{ shopId, orderId, count }`),
 * `order.changed` and `rider.assigned` as they commit on any replica
 * (messages/live.ts), and a `ping` comment every 15 s so proxies keep the
 * stream open. The same callers as the console's order calls (a signed-in
 * seller of the shop, or its seller key). The stream ends when the server
 * starts to drain, and after an hour: the console connects again.
 */
import { Hono } from "hono";
import { streamSSE } from "hono/streaming";
import * as v from "valibot";
import { ShopId } from "../../contract/common";
import { type CallerEnv, callerAuth } from "../auth/guards";
import { ApiFailure } from "../http/failure";
import type { Lifecycle } from "../http/health";
import { describeCall } from "../http/openapi";
import { validateQuery } from "../http/validate";
import type { LiveEnv } from "../messages/live";
import { sellerRoles } from "../staff/guard";

const LiveQuery = v.object({ shopId: ShopId });
const PING_MS = 15_000;
const TICK_MS = 1_000;
const MAX_MS = 3_600_000;

export function liveRoutes(
  lifecycle: Lifecycle,
  timing = { pingMs: PING_MS, tickMs: TICK_MS, maxMs: MAX_MS },
) {
  return new Hono<CallerEnv & LiveEnv>().get(
    "/live",
    describeCall({
      summary: "The seller console's live events (server-sent events): a new order, a change, a rider given",
      answer: "events",
      security: ["bearer", "sellerKey"],
      errors: [400, 401, 403],
    }),
    callerAuth,
    sellerRoles,
    validateQuery(LiveQuery),
    (c) => {
      const { shopId } = c.req.valid("query");
      if (!c.var.caller.sellerShops?.has(shopId))
        throw new ApiFailure(403, "You don't sell for this shop", "shopId");
      // nginx passes each event on as it comes, not when its buffer fills.
      c.header("X-Accel-Buffering", "no");
      c.header("Cache-Control", "no-store");
      return streamSSE(c, async (stream) => {
        const unsubscribe = c.var.live.subscribe(`shop:${shopId}`, (event) => {
          void stream.writeSSE({ event: event.kind, data: JSON.stringify(event) });
        });
        stream.onAbort(unsubscribe);
        try {
          await stream.writeSSE({ event: "ready", data: JSON.stringify({ shopId }) });
          const started = Date.now();
          let pinged = Date.now();
          while (
            !stream.aborted &&
            !stream.closed &&
            !lifecycle.draining &&
            Date.now() - started < timing.maxMs
          ) {
            await stream.sleep(timing.tickMs);
            if (Date.now() - pinged >= timing.pingMs) {
              pinged = Date.now();
              await stream.write(": ping\n\n");
            }
          }
        } finally {
          unsubscribe();
        }
      });
    },
  );
}
