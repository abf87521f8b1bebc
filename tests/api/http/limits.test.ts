/**
 * Request limits (issue 23): one account placing order after order, one
 * network signing in or writing again and again, a pile of cash-on-delivery
 * orders no shop confirms. Each is counted in the database, so replicas
 * count together; past a limit the answer is 429 with Retry-After and a
 * message, and nothing changes.
 */
import { eq } from "drizzle-orm";
import * as v from "valibot";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AddOrderResponse } from "../../../src/contract/order";
import { type App, createApp } from "../../../src/server/app";
import type { Config } from "../../../src/server/config";
import type { DbHandle } from "../../../src/server/db/connection";
import { orders, products } from "../../../src/server/db/schema";
import { expireUnconfirmedCod } from "../../../src/server/orders/console";
import { driverName, openSeededApp, postJson, ROOMY_LIMITS, testConfig } from "../support";
import { call, orderBody, placeOrder, savedAddress } from "../support/shopping";
import { asCustomer } from "../support/tokens";
import { seller } from "../support/tracking";

const HONEY = { shopId: "demo", productId: "forest-honey-500g", productCount: 1 };
const tight: Config = {
  ...testConfig,
  limits: {
    ...ROOMY_LIMITS,
    ordersPerCustomer: { max: 3, windowSeconds: 3600 },
    ordersPerClient: { max: 5, windowSeconds: 3600 },
    pendingCod: 2,
    signInPerClient: { max: 2, windowSeconds: 900 },
    otpPerPhone: { max: 2, windowSeconds: 900 },
    profileWrites: { max: 3, windowSeconds: 3600 },
  },
};

let handle: DbHandle;
let app: App;
/** A second replica: another app on the same database. */
let replica: App;
beforeAll(async () => {
  ({ handle, app } = await openSeededApp(tight));
  replica = createApp({ db: handle.db, config: tight });
});
afterAll(() => handle.close());

const honeyUnits = async () =>
  (
    await handle.db
      .select({ units: products.units })
      .from(products)
      .where(eq(products.productId, "forest-honey-500g"))
  )[0]?.units;
const ordersOf = async (email: string) =>
  (await handle.db.select().from(orders).where(eq(orders.email, email))).length;

const expect429 = (
  res: { status: number; json: Record<string, unknown>; res: Response },
  message: RegExp,
) => {
  expect(res.status).toBe(429);
  expect(String(res.json.error)).toMatch(message);
  expect(Number(res.res.headers.get("retry-after"))).toBeGreaterThan(0);
};

describe(`order placement limits (${driverName})`, () => {
  it("one customer: 3 an hour across both replicas, the 4th is 429 and changes nothing; a retry of a placed order is still answered", async () => {
    const email = "eager@x.in";
    const address = await savedAddress(app, email);
    const body = () => orderBody(email, address, [HONEY], { paymentMethod: "UPI" });
    const first = body();
    expect((await placeOrder(app, first)).status).toBe(200);
    expect((await placeOrder(replica, body())).status).toBe(200);
    expect((await placeOrder(app, body())).status).toBe(200);
    const units = await honeyUnits();
    const refused = await placeOrder(replica, body());
    expect429(refused, /^Too many orders: the limit is 3 in 1 hour\. Please try again in \d+ minutes?\.$/);
    expect(Number(refused.res.headers.get("retry-after"))).toBeLessThanOrEqual(3600);
    expect(await ordersOf(email)).toBe(3);
    expect(await honeyUnits()).toBe(units);
    // The first order's retry (a lost answer) gets its answer, not a 429.
    const retry = await placeOrder(app, first);
    expect(retry.status).toBe(200);
    expect(retry.res.headers.get("idempotent-replayed")).toBe("true");
  });

  it("one network: 5 an hour whoever signs in", async () => {
    // The earlier test's 3 placements came from this (in-process) client too.
    const a = "first@x.in";
    const b = "second@x.in";
    const [ka, kb] = [await savedAddress(app, a), await savedAddress(app, b)];
    expect((await placeOrder(app, orderBody(a, ka, [HONEY], { paymentMethod: "UPI" }))).status).toBe(200);
    expect((await placeOrder(app, orderBody(b, kb, [HONEY], { paymentMethod: "UPI" }))).status).toBe(200);
    expect429(
      await placeOrder(app, orderBody(b, kb, [HONEY], { paymentMethod: "UPI" })),
      /^Too many orders from this network: the limit is 5 in 1 hour\./,
    );
  });
});

describe(`cash-on-delivery orders waiting for a shop (${driverName})`, () => {
  it("two may wait; a third is 429 until the shop confirms one; UPI is not held back; unconfirmed ones expire", async () => {
    const { handle: h2, app: codApp } = await openSeededApp({
      ...tight,
      limits: { ...ROOMY_LIMITS, pendingCod: 2, codConfirmHours: 48 },
    });
    try {
      const email = "cod@x.in";
      const address = await savedAddress(codApp, email);
      const cod = () => placeOrder(codApp, orderBody(email, address, [HONEY], { paymentMethod: "COD" }));
      const first = await cod();
      expect(first.status).toBe(200);
      expect((await cod()).status).toBe(200);
      const third = await cod();
      expect429(
        third,
        /^You have 2 cash-on-delivery orders waiting for the shop to confirm \(the limit is 2\): please wait until the shop confirms one, or pay by UPI\.$/,
      );
      // Until the oldest expires: 48 hours at most.
      expect(Number(third.res.headers.get("retry-after"))).toBeGreaterThan(47 * 3600);
      expect(
        (await placeOrder(codApp, orderBody(email, address, [HONEY], { paymentMethod: "UPI" }))).status,
      ).toBe(200);
      const [orderId] = v.parse(AddOrderResponse, first.json).orderIds;
      const confirmed = await codApp.request(
        "/api/digiorder/updatestatus",
        postJson({ orderId, riderStatus: "Confirmed" }, seller("demo")),
      );
      expect(confirmed.status).toBe(200);
      expect((await cod()).status).toBe(200);
      // Two waiting again; 49 hours on, the sweep cancels them (and the seed's own waiting ones) and puts
      // their stock back.
      const units = async () =>
        (
          await h2.db
            .select({ units: products.units })
            .from(products)
            .where(eq(products.productId, HONEY.productId))
        )[0]?.units ?? 0;
      const before = await units();
      const canceled = await expireUnconfirmedCod(h2.db, 48, new Date(Date.now() + 49 * 3_600_000));
      const gone = (await h2.db.select().from(orders)).filter((r) => canceled.includes(r.orderId));
      expect(gone.filter((r) => r.email === email)).toHaveLength(2);
      expect(gone.every((r) => r.orderStatus === "CANCEL" && r.paymentMethod === "COD")).toBe(true);
      const honeyBack = gone
        .filter((r) => r.productId === HONEY.productId)
        .reduce((n, r) => n + r.productCount, 0);
      expect(await units()).toBe(before + honeyBack);
      // The confirmed one is not touched.
      const kept = await h2.db
        .select()
        .from(orders)
        .where(eq(orders.orderId, orderId ?? ""));
      expect(kept[0]).toMatchObject({
        riderStatus: "Confirmed",
        orderStatus: expect.not.stringMatching("CANCEL"),
      });
      expect((await cod()).status).toBe(200);
    } finally {
      await h2.close();
    }
  });
});

describe(`sign-in, code checks and profile writes (${driverName})`, () => {
  it("the shop login's session: 2 a quarter hour from one network, then 429", async () => {
    const session = () =>
      app.request("/customer/session", postJson({ email: "s@x.in", code: "x".repeat(40) }));
    expect((await session()).status).toBe(401);
    expect((await session()).status).toBe(401);
    const res = await session();
    expect(res.status).toBe(429);
    expect(((await res.json()) as { error: string }).error).toMatch(/^Too many sign-ins from this network/);
    expect(res.headers.get("retry-after")).toMatch(/^\d+$/);
  });

  it("phone sign-ins: 2 a quarter hour for one phone number, counted on every replica", async () => {
    const check = async (phoneNumber: string, target: App) =>
      target.request("/customer/verifyotpnew", postJson({ phoneNumber }, await asCustomer(phoneNumber)));
    expect((await check("+919800000001", app)).status).toBe(200);
    expect((await check("+919800000001", replica)).status).toBe(200);
    const refused = await check("+919800000001", app);
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { error: string }).error).toMatch(
      /^Too many phone sign-ins for this number/,
    );
    expect((await check("+919800000002", replica)).status).toBe(200);
  });

  it("profile and address writes: 3 an hour per customer, the 4th changes nothing", async () => {
    const email = "writer@x.in";
    const update = async (name: string) =>
      app.request("/customer/updatecustomer", postJson({ email, name }, await asCustomer(email)));
    expect((await update("One")).status).toBe(200);
    expect((await update("Two")).status).toBe(200);
    expect((await update("Three")).status).toBe(200);
    const refused = await update("Four");
    expect(refused.status).toBe(429);
    const after = await call(app, "/customer/getcustomer", { email }, email);
    expect(after.json).toMatchObject({ response: { name: "Three" } });
  });
});
