/** Placements racing for the same stock, and retried or duplicated placements (idempotency). */
import { and, eq } from "drizzle-orm";
import * as v from "valibot";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AddOrderResponse } from "../../../src/contract/order";
import type { App } from "../../../src/server/app";
import type { DbHandle } from "../../../src/server/db/connection";
import { orders, products, productVariants } from "../../../src/server/db/schema";
import { insertProductsIfMissing } from "../../../src/server/shops/shelf";
import { driverName, openSeededApp } from "../support";
import { orderBody, placeOrder, savedAddress } from "../support/shopping";

let app: App;
let handle: DbHandle;
const buyers: { email: string; address: string }[] = [];

beforeAll(async () => {
  ({ app, handle } = await openSeededApp());
  await insertProductsIfMissing(handle.db, [
    { shopId: "demo", productId: "festival-lamp", name: "Festival Lamp", price: 100, gst: 12, units: 10 },
    {
      shopId: "demo",
      productId: "festival-scarf",
      name: "Festival Scarf",
      price: 300,
      gst: 5,
      variants: [{ size: "Free", color: "Red", stock: 10 }],
    },
  ]);
  for (let i = 0; i < 5; i++) {
    const email = `racer${i}@x.in`;
    buyers.push({ email, address: await savedAddress(app, email) });
  }
});
afterAll(() => handle.close());

const rowsOf = (productId: string) =>
  handle.db
    .select()
    .from(orders)
    .where(and(eq(orders.shopId, "demo"), eq(orders.productId, productId)));

/** 50 placements at once, 10 by each of 5 customers, each with its own idempotency key. */
function race(line: { productId: string; productCount: number; size?: string; color?: string }) {
  return Promise.all(
    Array.from({ length: 50 }, (_, i) => {
      const { email, address } = buyers[i % buyers.length] ?? { email: "", address: "" };
      return placeOrder(app, orderBody(email, address, [{ shopId: "demo", ...line }]));
    }),
  );
}

describe(`50 concurrent placements for 10 pieces (${driverName})`, () => {
  it("of a plain product: exactly 10 succeed, the rest get the over-stock 409, stock ends at 0", async () => {
    const results = await race({ productId: "festival-lamp", productCount: 1 });
    const ok = results.filter((r) => r.status === 200);
    const refused = results.filter((r) => r.status === 409);
    expect(ok).toHaveLength(10);
    expect(refused).toHaveLength(40);
    for (const r of refused) {
      expect(r.json).toEqual({ error: "Festival Lamp is out of stock", field: "orders.0.productCount" });
    }
    const [lamp] = await handle.db.select().from(products).where(eq(products.productId, "festival-lamp"));
    expect(lamp?.units).toBe(0);
    expect(await rowsOf("festival-lamp")).toHaveLength(10);
  });

  it("of a variant, 2 at a time: exactly 5 succeed, the rest get the over-stock 409", async () => {
    const results = await race({ productId: "festival-scarf", productCount: 2, size: "Free", color: "Red" });
    expect(results.filter((r) => r.status === 200)).toHaveLength(5);
    expect(results.filter((r) => r.status === 409)).toHaveLength(45);
    const [scarf] = await handle.db.select().from(productVariants).where(eq(productVariants.size, "Free"));
    expect(scarf?.stock).toBe(0);
    const rows = await rowsOf("festival-scarf");
    expect(rows.reduce((sum, r) => sum + r.productCount, 0)).toBe(10);
  });
});

describe(`idempotency (${driverName})`, () => {
  const line = { shopId: "demo", productId: "toor-dal-1kg", productCount: 1 };

  it("the same key twice answers the first result again and places one order", async () => {
    const { email, address } = buyers[0] ?? { email: "", address: "" };
    const body = orderBody(email, address, [line], { idempotencyKey: "retry-key-0001" });
    const first = await placeOrder(app, body);
    const again = await placeOrder(app, body);
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.json).toEqual(first.json);
    expect(again.res.headers.get("idempotent-replayed")).toBe("true");
    const { orderIds } = v.parse(AddOrderResponse, first.json);
    expect(
      await handle.db
        .select()
        .from(orders)
        .where(eq(orders.orderId, orderIds[0] ?? "")),
    ).toHaveLength(1);
  });

  it("the same key with another request is 409; another customer may use the same key", async () => {
    const [a, b] = buyers;
    const reused = await placeOrder(
      app,
      orderBody(a?.email ?? "", a?.address ?? "", [{ ...line, productCount: 2 }], {
        idempotencyKey: "retry-key-0001",
      }),
    );
    expect(reused.status).toBe(409);
    expect(reused.json).toEqual({
      error: "This idempotencyKey was already used for another order",
      field: "idempotencyKey",
    });
    const other = await placeOrder(
      app,
      orderBody(b?.email ?? "", b?.address ?? "", [line], { idempotencyKey: "retry-key-0001" }),
    );
    expect(other.status).toBe(200);
  });

  it("the same key sent 8 times at once places one order; all get the same answer", async () => {
    const { email, address } = buyers[2] ?? { email: "", address: "" };
    const before = (await rowsOf("toor-dal-1kg")).length;
    const body = orderBody(email, address, [line], { idempotencyKey: "parallel-key-01" });
    const results = await Promise.all(Array.from({ length: 8 }, () => placeOrder(app, body)));
    expect(results.map((r) => r.status)).toEqual(Array(8).fill(200));
    for (const r of results) expect(r.json).toEqual(results[0]?.json);
    expect((await rowsOf("toor-dal-1kg")).length).toBe(before + 1);
  });

  it("a refused placement does not use up its key", async () => {
    const { email, address } = buyers[3] ?? { email: "", address: "" };
    const key = { idempotencyKey: "after-refusal-1" };
    const refused = await placeOrder(app, orderBody(email, address, [{ ...line, productCount: 500 }], key));
    expect(refused.status).toBe(409);
    expect((await placeOrder(app, orderBody(email, address, [line], key))).status).toBe(200);
  });
});
