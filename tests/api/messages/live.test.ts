/**
 * The seller console's live events (GET /api/digiorder/live, issue 36): a
 * placement rings its shop's open consoles within a moment of its commit
 * (through the database's NOTIFY, as every replica hears it), and no other
 * shop's; a refused placement rings nobody; a seller's step is an
 * order.changed. Signed out, a wrong key, another shop's seller and a bad
 * shop id are refused before any stream.
 */
import * as v from "valibot";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AddOrderResponse } from "../../../src/contract/order";
import type { App } from "../../../src/server/app";
import { createApp } from "../../../src/server/app";
import type { DbHandle } from "../../../src/server/db/connection";
import { createLifecycle } from "../../../src/server/http/health";
import { createLiveHub, feedLiveHub, type LiveHub } from "../../../src/server/messages/live";
import { openSeededApp, TEST_SELLER_KEY, testConfig } from "../support";
import { orderBody, placeOrder, savedAddress } from "../support/shopping";

let app: App;
let handle: DbHandle;
let live: LiveHub;
const lifecycle = createLifecycle();
let unfeed: () => Promise<void>;
beforeAll(async () => {
  ({ handle } = await openSeededApp());
  live = createLiveHub();
  unfeed = await feedLiveHub(live, handle);
  app = createApp({ db: handle.db, config: testConfig, live, lifecycle });
});
afterAll(async () => {
  await unfeed();
  await handle.close();
});

const key = (shopId: string) => ({ "x-seller-key": `${TEST_SELLER_KEY}-${shopId}` });

/** Opens the stream and reads its events as they come. */
async function connect(shopId: string, headers: Record<string, string> = key(shopId)) {
  const res = await app.request(`/api/digiorder/live?shopId=${shopId}`, { headers });
  const events: { event: string; data: string; at: number }[] = [];
  if (res.status !== 200 || !res.body) return { res, events, close: async () => {} };
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  const pump = (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true as const }));
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      let end = buffer.indexOf("\n\n");
      while (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1] ?? "";
        if (event) events.push({ event, data, at: Date.now() });
        end = buffer.indexOf("\n\n");
      }
    }
  })();
  const close = async () => {
    await reader.cancel();
    await pump;
  };
  return { res, events, close };
}

const waitFor = async (check: () => boolean, ms = 3_000) => {
  const until = Date.now() + ms;
  while (!check() && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
  return check();
};

async function order(buyer: string, extra = {}) {
  const address = await savedAddress(app, buyer);
  return placeOrder(
    app,
    orderBody(buyer, address, [{ shopId: "demo", productId: "organic-jaggery-1kg", productCount: 1 }], extra),
  );
}

describe("GET /api/digiorder/live", () => {
  it("a new order rings its shop's open consoles within a moment, and no other shop's", async () => {
    const demo = await connect("demo");
    const again = await connect("demo");
    const seva = await connect("seva");
    try {
      expect(demo.res.status).toBe(200);
      expect(demo.res.headers.get("content-type")).toContain("text/event-stream");
      expect(demo.res.headers.get("x-accel-buffering")).toBe("no");
      expect(await waitFor(() => demo.events.some((e) => e.event === "ready"))).toBe(true);
      expect(await waitFor(() => again.events.length > 0 && seva.events.length > 0)).toBe(true);
      // An open stream is not a request under way: three open consoles leave the message worker unhurried.
      expect(lifecycle.inFlight).toBe(0);
      const placedAt = Date.now();
      const placed = await order("live.buyer@x.in");
      const orderId = v.parse(AddOrderResponse, placed.json).orderIds[0];
      expect(await waitFor(() => demo.events.some((e) => e.event === "order.new"))).toBe(true);
      const rang = demo.events.find((e) => e.event === "order.new");
      expect(JSON.parse(rang?.data ?? "{}")).toEqual({
        kind: "order.new",
        shopId: "demo",
        orderId,
        count: 1,
      });
      expect((rang?.at ?? Number.POSITIVE_INFINITY) - placedAt).toBeLessThan(2_000);
      expect(await waitFor(() => again.events.some((e) => e.event === "order.new"))).toBe(true);
      expect(seva.events.map((e) => e.event)).toEqual(["ready"]);
    } finally {
      await Promise.all([demo.close(), again.close(), seva.close()]);
    }
    expect(await waitFor(() => live.listeners() === 0)).toBe(true);
  });

  it("a refused placement rings nobody; the seller's confirm is an order.changed", async () => {
    const demo = await connect("demo");
    try {
      await waitFor(() => demo.events.length > 0);
      const refused = await order("live.refused@x.in", { couponCode: "NOSUCHCOUPON" });
      expect(refused.status).toBe(400);
      const placed = await order("live.confirm@x.in");
      const orderId = v.parse(AddOrderResponse, placed.json).orderIds[0] ?? "";
      await waitFor(() => demo.events.some((e) => e.event === "order.new"));
      expect(demo.events.filter((e) => e.event === "order.new")).toHaveLength(1);
      const res = await app.request("/api/digiorder/updatestatus", {
        method: "POST",
        headers: { "content-type": "application/json", ...key("demo") },
        body: JSON.stringify({ orderId, riderStatus: "Confirmed" }),
      });
      expect(res.status).toBe(200);
      expect(await waitFor(() => demo.events.some((e) => e.event === "order.changed"))).toBe(true);
    } finally {
      await demo.close();
    }
  });

  it("is refused signed out, with a wrong key, to another shop's seller, and for a bad shop id", async () => {
    expect((await connect("demo", {})).res.status).toBe(401);
    expect((await connect("demo", { "x-seller-key": "not-a-key" })).res.status).toBe(401);
    expect((await connect("demo", key("seva"))).res.status).toBe(403);
    expect((await connect("Not A Shop", key("demo"))).res.status).toBe(400);
    expect(live.listeners()).toBe(0);
  });
});
