/**
 * The shopper's return photos (issue 35): counted per shopper, wherever they
 * connect from, never per network (every in-process request here comes from
 * one address), and only the photos accepted.
 */
import { sql } from "drizzle-orm";
import * as v from "valibot";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AddOrderResponse } from "../../../src/contract/order";
import type { App } from "../../../src/server/app";
import type { DbHandle } from "../../../src/server/db/connection";
import { driverName, openSeededApp, ROOMY_LIMITS } from "../support";
import { contentApp, tempDir, testContent } from "../support/content";
import { testPhoto } from "../support/seller";
import { orderBody, placeOrder, savedAddress } from "../support/shopping";
import { asCustomer } from "../support/tokens";

let app: App;
let handle: DbHandle;
let uploads: Awaited<ReturnType<typeof tempDir>>;
let photo: Uint8Array<ArrayBuffer>;
beforeAll(async () => {
  ({ handle } = await openSeededApp());
  uploads = await tempDir("return-limits-");
  app = contentApp(handle.db, testContent(uploads.dir), {
    limits: {
      ...ROOMY_LIMITS,
      uploadsPerClient: { max: 1, windowSeconds: 3600 },
      uploadsPerPerson: { max: 2, windowSeconds: 3600 },
    },
  });
  photo = await testPhoto(400, 300);
});
afterAll(async () => {
  await handle.close();
  await uploads.remove();
});

/** An order of `buyer`'s, marked delivered in the database (the delivery calls are tried elsewhere). */
async function deliveredOrder(buyer: string): Promise<string> {
  const address = await savedAddress(app, buyer);
  const placed = await placeOrder(
    app,
    orderBody(buyer, address, [{ shopId: "demo", productId: "organic-jaggery-1kg", productCount: 1 }]),
  );
  const orderId = v.parse(AddOrderResponse, placed.json).orderIds[0] ?? "";
  const delivered = JSON.stringify([{ status: "Delivered", at: new Date().toISOString() }]);
  await handle.db.execute(sql`
    update orders set rider_status = 'Delivered', status_history = status_history || ${delivered}::jsonb
    where order_id = ${orderId}`);
  return orderId;
}

/** POST /customer/returnphoto as `buyer`. */
async function returnPhoto(buyer: string, orderId: string, bytes: Uint8Array<ArrayBuffer> = photo) {
  const form = new FormData();
  form.set("email", buyer);
  form.set("orderId", orderId);
  form.set("photo", new File([bytes], "damage.jpg", { type: "image/jpeg" }));
  const res = await app.request("/customer/returnphoto", {
    method: "POST",
    body: form,
    headers: await asCustomer(buyer),
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown>, res };
}

describe(`POST /customer/returnphoto: the shopper's limit (${driverName})`, () => {
  it("counts each shopper's accepted photos, not refused ones nor the network's", async () => {
    const first = "limit.first@x.in";
    const second = "limit.second@x.in";
    const [mine, theirs] = [await deliveredOrder(first), await deliveredOrder(second)];
    // Refused: no such order, not a photo. None counts.
    expect((await returnPhoto(first, "no-such-order")).status).toBe(404);
    expect((await returnPhoto(first, mine, new TextEncoder().encode("not a photo"))).status).toBe(415);
    for (let i = 0; i < 2; i++) expect((await returnPhoto(first, mine)).status).toBe(201);
    const refused = await returnPhoto(first, mine);
    expect(refused.status).toBe(429);
    expect(Number(refused.res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(String(refused.json.error)).toMatch(/^Too many uploads: the limit is 2 in 1 hour\./);
    // Another shopper on the same network goes on (the network's limit of 1 is not theirs).
    expect((await returnPhoto(second, theirs)).status).toBe(201);
  });
});
