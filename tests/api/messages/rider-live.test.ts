/**
 * A rider hears of an order given to them (GET /api/rider/live, issue 36):
 * the seller's assignment reaches that rider's open stream when it commits,
 * and no other rider's; signed out, a Google sign-in and a phone that is no
 * rider's are refused before any stream.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type App, createApp } from "../../../src/server/app";
import { createLiveHub, feedLiveHub, type LiveHub } from "../../../src/server/messages/live";
import { type FranchiseFixture, openFranchiseFixture } from "../onboarding/franchise-fixture";
import { testConfig } from "../support";
import { asPerson } from "../support/tokens";

const OWNER = "live.franchise@example.com";
const SELLER = "live.dhaba@example.com";
const RIDER = "+919811500001";
const OTHER_RIDER = "+919811500002";

let f: FranchiseFixture;
let app: App;
let live: LiveHub;
let unfeed: () => Promise<void>;
let riderId = 0;
beforeAll(async () => {
  f = await openFranchiseFixture();
  live = createLiveHub();
  unfeed = await feedLiveHub(live, f.handle);
  app = createApp({ db: f.handle.db, config: testConfig, live });
  await f.signUp(OWNER, "Live");
  await f.addShop(OWNER, "live-dhaba", SELLER);
  riderId = await f.addRider(OWNER, "Mohan Lal", RIDER);
  await f.addRider(OWNER, "Kishan", OTHER_RIDER);
});
afterAll(async () => {
  await unfeed();
  await f.handle.close();
});

async function listen(who: string | null) {
  const res = await app.request("/api/rider/live", { headers: who ? await asPerson(who) : {} });
  const seen: string[] = [];
  if (res.status !== 200 || !res.body) return { status: res.status, seen, close: async () => {} };
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  const pump = (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true as const }));
      if (done) return;
      for (const m of decoder.decode(value).matchAll(/^event: (.*)\ndata: (.*)$/gm))
        seen.push(`${m[1]} ${m[2]}`);
    }
  })();
  return {
    status: res.status,
    seen,
    close: async () => {
      await reader.cancel();
      await pump;
    },
  };
}

const waitFor = async (check: () => boolean, ms = 3_000) => {
  const until = Date.now() + ms;
  while (!check() && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
  return check();
};

describe("GET /api/rider/live", () => {
  it("an order given to a rider reaches their stream, not another rider's", async () => {
    const mohan = await listen(RIDER);
    const kishan = await listen(OTHER_RIDER);
    try {
      expect(mohan.status).toBe(200);
      expect(await waitFor(() => mohan.seen.length > 0 && kishan.seen.length > 0)).toBe(true);
      expect(mohan.seen).toEqual([`ready {"riderId":${riderId}}`]);
      const orderId = await f.confirmedOrder("live-dhaba", SELLER, "rider.live.buyer@example.com");
      const given = await f.call(
        "POST",
        "/api/digiorder/assignrider",
        { orderId, riderDetails: { name: "Mohan Lal", phoneNumber: RIDER, vehicleType: "Bike" } },
        SELLER,
      );
      expect(given.status).toBe(200);
      expect(await waitFor(() => mohan.seen.length > 1)).toBe(true);
      expect(JSON.parse(mohan.seen[1]?.replace(/^rider\.assigned /, "") ?? "{}")).toEqual({
        kind: "rider.assigned",
        shopId: "live-dhaba",
        orderId,
        riderId,
      });
      expect(kishan.seen).toHaveLength(1);
    } finally {
      await Promise.all([mohan.close(), kishan.close()]);
    }
  });

  it("is refused signed out (401), to a Google sign-in and to a phone that is no rider's (403)", async () => {
    expect((await listen(null)).status).toBe(401);
    expect((await listen(SELLER)).status).toBe(403);
    expect((await listen("+919000000077")).status).toBe(403);
    expect(live.listeners()).toBe(0);
  });
});
