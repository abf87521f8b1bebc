/**
 * GET /api/digiorder/live?shopId= and GET /api/rider/live (issue 36): the seller console's and the rider's live
 * events, as server-sent events: `ready` once listening, then `order.new`
 * (a placement's lines in the shop: `{ shopId, orderId, count }`),
 * `order.changed` and `rider.assigned` as they commit on any replica
 * (messages/live.ts), and a `ping` comment every 15 s so proxies keep the
 * stream open. The same callers as the console's order calls (a signed-in
 * seller of the shop, or its seller key). The stream ends when the server
 * starts to drain, and after an hour: the console connects again.
 */
import { type Context, Hono } from "hono";
import { streamSSE } from "hono/streaming";
import * as v from "valibot";
import { ShopId } from "../../contract/common";
import { type CallerEnv, callerAuth } from "../auth/guards";
import { ApiFailure } from "../http/failure";
import type { Lifecycle } from "../http/health";
import { describeCall } from "../http/openapi";
import { validateQuery } from "../http/validate";
import type { LiveEnv, LiveHub } from "../messages/live";
import { STAFF_CALL, sellerRoles } from "../staff/guard";
import { type RiderEnv, requireRider } from "./riderRoutes";

const LiveQuery = v.object({ shopId: ShopId });
const PING_MS = 15_000;
const TICK_MS = 1_000;
const MAX_MS = 3_600_000;

type Timing = { pingMs: number; tickMs: number; maxMs: number };
const TIMING: Timing = { pingMs: PING_MS, tickMs: TICK_MS, maxMs: MAX_MS };

/** The stream of one key's events: `ready`, each event as it comes, a ping now and then; ends on drain. */
function liveStream<E extends LiveEnv>(
  c: Context<E>,
  hub: LiveHub,
  key: string,
  lifecycle: Lifecycle,
  timing: Timing,
  ready: unknown,
) {
  // nginx passes each event on as it comes, not when its buffer fills.
  c.header("X-Accel-Buffering", "no");
  return streamSSE(c, async (stream) => {
    const unsubscribe = hub.subscribe(key, (event) => {
      void stream.writeSSE({ event: event.kind, data: JSON.stringify(event) });
    });
    stream.onAbort(unsubscribe);
    try {
      await stream.writeSSE({ event: "ready", data: JSON.stringify(ready) });
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
}

/** The seller console's stream; mount at /api/digiorder. */
export function liveRoutes(lifecycle: Lifecycle, timing = TIMING) {
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
      return liveStream(c, c.var.live, `shop:${shopId}`, lifecycle, timing, { shopId });
    },
  );
}

/** A rider's stream (signed in by phone): an order given to them; mount at /api/rider. */
export function riderLiveRoutes(lifecycle: Lifecycle, timing = TIMING) {
  return new Hono<RiderEnv & LiveEnv>().get(
    "/live",
    describeCall({
      summary: "The rider's live events (server-sent events): an order given to them",
      answer: "events",
      ...STAFF_CALL,
    }),
    requireRider,
    (c) =>
      liveStream(c, c.var.live, `rider:${c.var.rider.id}`, lifecycle, timing, { riderId: c.var.rider.id }),
  );
}
