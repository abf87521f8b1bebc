/** Idempotency keys older than the TTL are pruned (orders/idempotency.ts); a retry after that places anew. */
import { eq, sql } from "drizzle-orm";
import * as v from "valibot";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AddOrderResponse } from "../../../src/contract/order";
import type { App } from "../../../src/server/app";
import type { DbHandle } from "../../../src/server/db/connection";
import { idempotencyKeys } from "../../../src/server/db/schema";
import { pruneIdempotencyKeys } from "../../../src/server/orders/idempotency";
import { driverName, openSeededApp } from "../support";
import { orderBody, placeOrder, savedAddress } from "../support/shopping";

let app: App;
let handle: DbHandle;
let address: string;
const email = "late.retry@x.in";
const line = { shopId: "demo", productId: "toor-dal-1kg", productCount: 1 };

beforeAll(async () => {
  ({ app, handle } = await openSeededApp());
  address = await savedAddress(app, email);
});
afterAll(() => handle.close());

/** This customer's keys (the seed placed the demo customer's orders with keys of its own). */
const keysNow = async () =>
  (await handle.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.email, email))).map((r) => r.key);

/** Makes the key look `hours` old. */
const age = (key: string, hours: number) =>
  handle.db
    .update(idempotencyKeys)
    .set({ createdAt: sql`now() - make_interval(hours => ${hours})` })
    .where(eq(idempotencyKeys.key, key));

describe(`idempotency keys expire (${driverName})`, () => {
  it("a key older than the TTL is deleted, a fresh one stays", async () => {
    const old = orderBody(email, address, [line], { idempotencyKey: "old-key-0001" });
    const fresh = orderBody(email, address, [line], { idempotencyKey: "fresh-key-001" });
    expect((await placeOrder(app, old)).status).toBe(200);
    expect((await placeOrder(app, fresh)).status).toBe(200);
    await age("old-key-0001", 25);
    await age("fresh-key-001", 23);
    expect(await pruneIdempotencyKeys(handle.db, 24)).toBe(1);
    expect(await keysNow()).toEqual(["fresh-key-001"]);
    expect(await pruneIdempotencyKeys(handle.db, 24)).toBe(0);
  });

  it("a retry with a pruned key is a new placement; within the TTL it is the first answer", async () => {
    const body = orderBody(email, address, [line], { idempotencyKey: "retry-late-01" });
    const first = await placeOrder(app, body);
    await age("retry-late-01", 48);
    await pruneIdempotencyKeys(handle.db, 24);
    const late = await placeOrder(app, body);
    expect(late.status).toBe(200);
    expect(late.res.headers.get("idempotent-replayed")).toBeNull();
    const [a, b] = [first, late].map((r) => v.parse(AddOrderResponse, r.json).orderIds[0]);
    expect(b).not.toBe(a);
    const again = await placeOrder(app, body);
    expect(again.res.headers.get("idempotent-replayed")).toBe("true");
    expect(again.json).toEqual(late.json);
  });
});
