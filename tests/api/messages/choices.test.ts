/**
 * The shopper's order updates by channel (issue 36), POST
 * /customer/messagechoices and /customer/updatemessagechoices, on PGlite and
 * PostgreSQL: read and written for the caller's own key only (good, bad,
 * missing and another's credentials), kept per phone and email so they cover
 * every shop; the order's messages follow them (WhatsApp off is SMS, SMS off
 * too is nothing on the phone, email off no email); ticking WhatsApp at
 * checkout lifts a WhatsApp stop.
 */
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { MessageChoicesResponse } from "../../../src/contract/messageChoices";
import type { App } from "../../../src/server/app";
import type { DbHandle } from "../../../src/server/db/connection";
import { customers, messageChoices, outboxMessages } from "../../../src/server/db/schema";
import { openSeededApp, postJson } from "../support";
import { call, orderBody, placeOrder, savedAddress } from "../support/shopping";
import { asCustomer } from "../support/tokens";

let app: App;
let handle: DbHandle;
beforeAll(async () => {
  ({ app, handle } = await openSeededApp());
});
afterAll(() => handle.close());
afterEach(async () => {
  await handle.db.delete(outboxMessages);
});

const PHONE = "+919000000001";
const read = (email: string, as = email) => call(app, "/customer/messagechoices", { email }, as);
const update = (email: string, change: Record<string, unknown>, as = email) =>
  call(app, "/customer/updatemessagechoices", { email, ...change }, as);
const shopperChannels = async () =>
  (await handle.db.select().from(outboxMessages).orderBy(outboxMessages.id))
    .filter((r) => r.template === "order_placed")
    .map((r) => r.channel);
async function order(buyer: string, extra = {}) {
  const address = await savedAddress(app, buyer);
  const placed = await placeOrder(
    app,
    orderBody(buyer, address, [{ shopId: "demo", productId: "organic-jaggery-1kg", productCount: 1 }], extra),
  );
  expect(placed.status).toBe(200);
}

describe("who may call", () => {
  it("no token, a bad token: 401; another customer's key: 403; nothing changes", async () => {
    const buyer = "who.buyer@x.in";
    await savedAddress(app, buyer);
    const none = await app.request("/customer/messagechoices", postJson({ email: buyer }));
    expect(none.status).toBe(401);
    const bad = await app.request(
      "/customer/updatemessagechoices",
      postJson({ email: buyer, sms: false }, { authorization: "Bearer not-a-token" }),
    );
    expect(bad.status).toBe(401);
    const expired = await app.request(
      "/customer/updatemessagechoices",
      postJson({ email: buyer, sms: false }, await asCustomer(buyer, { exp: 1_000_000 })),
    );
    expect(expired.status).toBe(401);
    const other = await update(buyer, { sms: false }, "someone.else@x.in");
    expect(other.status).toBe(403);
    expect(other.json.error).toBe("You can only act for your own account");
    expect((await read(buyer, "someone.else@x.in")).status).toBe(403);
    expect(await handle.db.select().from(messageChoices)).toEqual([]);
  });

  it("a malformed change is a 400 naming the field", async () => {
    const buyer = "bad.buyer@x.in";
    const res = await update(buyer, { sms: "no" });
    expect(res.status).toBe(400);
    expect(res.json.field).toBe("sms");
    expect((await call(app, "/customer/messagechoices", {}, buyer)).status).toBe(400);
  });
});

describe("the switches", () => {
  it("reads each channel and where it goes; off and on again, at every phone and the email", async () => {
    const buyer = "switch.buyer@x.in";
    await savedAddress(app, buyer);
    const first = await read(buyer);
    expect(first.status).toBe(200);
    expect(first.json as unknown as MessageChoicesResponse).toEqual({
      whatsapp: { on: false, to: [PHONE] },
      sms: { on: true, to: [PHONE] },
      mail: { on: true, to: [buyer] },
    });
    const off = await update(buyer, { sms: false, mail: false });
    expect(off.status).toBe(200);
    expect(off.json).toMatchObject({ sms: { on: false }, mail: { on: false }, whatsapp: { on: false } });
    const stored = await handle.db.select().from(messageChoices).orderBy(messageChoices.recipient);
    expect(stored.map((c) => [c.recipient, c.channel, c.stopped, c.source])).toEqual([
      [PHONE, "sms", true, "profile"],
      [buyer, "email", true, "profile"],
    ]);
    // WhatsApp on is consent, as at checkout.
    const wa = await update(buyer, { whatsapp: true, sms: true });
    expect(wa.json).toMatchObject({ whatsapp: { on: true }, sms: { on: true }, mail: { on: false } });
    const [customer] = await handle.db.select().from(customers).where(eq(customers.email, buyer));
    expect(customer?.whatsappOptInAt).toBeInstanceOf(Date);
    expect((await read(buyer)).json).toMatchObject({ whatsapp: { on: true }, sms: { on: true } });
  });

  it("the order's messages follow them: WhatsApp off is SMS; SMS off too, nothing on the phone; email off, no email", async () => {
    const buyer = "follow.buyer@x.in";
    await order(buyer, { whatsappOptIn: true });
    expect(await shopperChannels()).toEqual(["whatsapp", "email"]);
    await handle.db.delete(outboxMessages);
    await update(buyer, { whatsapp: false });
    await order(buyer);
    expect(await shopperChannels()).toEqual(["sms", "email"]);
    await handle.db.delete(outboxMessages);
    await update(buyer, { sms: false, mail: false });
    await order(buyer);
    expect(await shopperChannels()).toEqual([]);
    // A seller still hears of the order.
    expect((await handle.db.select().from(outboxMessages)).map((r) => r.template)).toContain("new_order");
  });

  it("the choice is the phone's, not the account's: another shopper at that phone is covered too", async () => {
    await update("first.owner@x.in", {});
    await savedAddress(app, "first.owner@x.in");
    await update("first.owner@x.in", { sms: false });
    await order("second.owner@x.in");
    expect(await shopperChannels()).toEqual(["email"]);
    await update("first.owner@x.in", { sms: true });
  });

  it("ticking WhatsApp at checkout lifts a WhatsApp stop at the order's phone", async () => {
    const buyer = "retick.buyer@x.in";
    await order(buyer, { whatsappOptIn: true });
    await update(buyer, { whatsapp: false });
    await handle.db.delete(outboxMessages);
    await order(buyer, { whatsappOptIn: true });
    expect(await shopperChannels()).toEqual(["whatsapp", "email"]);
    const [choice] = await handle.db
      .select()
      .from(messageChoices)
      .where(eq(messageChoices.channel, "whatsapp"));
    expect(choice).toMatchObject({ stopped: false, source: "checkout" });
    expect((await read(buyer)).json).toMatchObject({ whatsapp: { on: true } });
  });
});
