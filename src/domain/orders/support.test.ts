import { describe, expect, it } from "vitest";
import {
  OTHER_FRANCHISE,
  orderTimeline,
  readSupportQuery,
  riderChangeRefusal,
  riderRefusal,
  type TimelineOrder,
} from "./support";

describe("reading the support search box", () => {
  it("reads the order number a shopper sees, with or without #, in any case", () => {
    expect(readSupportQuery("A2B3C4")).toEqual({ kind: "number", number: "A2B3C4" });
    expect(readSupportQuery("  #a2b3c4 ")).toEqual({ kind: "number", number: "A2B3C4" });
    expect(readSupportQuery("234567")).toEqual({ kind: "number", number: "234567" });
  });

  it("reads a whole order id", () => {
    expect(readSupportQuery("odmk2x9p1qa2b3c4")).toEqual({ kind: "orderId", orderId: "ODMK2X9P1QA2B3C4" });
  });

  it("reads a mobile number typed any usual way", () => {
    const phone = { kind: "phone", phone: "+919876543210", digits: "9876543210" };
    for (const typed of ["9876543210", "98765 43210", "+91-9876543210", "+91 98765 43210", "09876543210"]) {
      expect(readSupportQuery(typed)).toEqual(phone);
    }
  });

  it("reads an email, lower-cased", () => {
    expect(readSupportQuery(" Asha.Verma@Example.COM ")).toEqual({
      kind: "email",
      email: "asha.verma@example.com",
    });
  });

  it("reads nothing else", () => {
    for (const typed of [
      "",
      "   ",
      "A2B3C",
      "A2B3C4D",
      "12345",
      "5876543210",
      "asha@",
      "@x.in",
      "a b@x.in",
      "a\u0000@x.in",
      "ab-cd-ef",
    ]) {
      expect(readSupportQuery(typed)).toBeNull();
    }
  });
});

describe("an order's rider, as support changes it", () => {
  it("changes until the order is delivered", () => {
    for (const stage of ["Pending", "Confirmed", "En Route", "In Transit"]) {
      expect(riderChangeRefusal(stage)).toBeNull();
    }
    expect(riderChangeRefusal("Delivered")).toBe(
      "An order that is Delivered keeps the rider who delivered it",
    );
    expect(riderChangeRefusal("Received")).not.toBeNull();
  });

  it("goes to the platform's riders anywhere, to a franchise's riders in its own shops only", () => {
    expect(riderRefusal("platform", "platform")).toBeNull();
    expect(riderRefusal("platform", "franchise:jaipur")).toBeNull();
    expect(riderRefusal("franchise:jaipur", "franchise:jaipur")).toBeNull();
    expect(riderRefusal("franchise:jaipur", "franchise:kota")).toBe(OTHER_FRANCHISE);
    expect(riderRefusal("franchise:jaipur", "platform")).toBe(OTHER_FRANCHISE);
  });
});

describe("an order's timeline", () => {
  const order: TimelineOrder = {
    statusHistory: [
      { status: "Pending", at: "2026-01-05T10:00:00.000Z" },
      { status: "Confirmed", at: "2026-01-05T10:05:00.000Z", by: "seller" },
      { status: "Canceled", at: "2026-01-05T11:00:00.000Z", by: "support", reason: "Shopper asked by phone" },
    ],
    paymentMethod: "UPI",
    paymentReceivedAt: "2026-01-05T10:03:00.000Z",
    paymentReceivedBy: "demo.seller@example.com",
  };

  it("lists stages, payment, rider changes, the cancel and its refund, oldest first, each with who", () => {
    const timeline = orderTimeline(order, [
      {
        at: "2026-01-05T10:30:00.000Z",
        action: "order.rider",
        actor: "support@example.com",
        after: { riderId: 2, rider: { name: "Ravi Kumar", phoneNumber: "+919812345678" } },
      },
      { at: "2026-01-05T11:00:00.000Z", action: "order.cancel", actor: "support@example.com", after: {} },
      { at: "2026-01-05T10:02:00.000Z", action: "order.paid", actor: "demo.seller@example.com", after: {} },
      {
        at: "2026-01-06T09:00:00.000Z",
        action: "order.refunded",
        actor: "demo.seller@example.com",
        after: { status: "refunded", amount: 1098, utr: "512345678901" },
      },
    ]);
    expect(timeline).toEqual([
      { at: "2026-01-05T10:00:00.000Z", what: "Pending", by: "customer" },
      { at: "2026-01-05T10:03:00.000Z", what: "UPI payment received", by: "demo.seller@example.com" },
      { at: "2026-01-05T10:05:00.000Z", what: "Confirmed", by: "seller" },
      {
        at: "2026-01-05T10:30:00.000Z",
        what: "Rider: Ravi Kumar (+919812345678)",
        by: "support@example.com",
      },
      {
        at: "2026-01-05T11:00:00.000Z",
        what: "Canceled",
        by: "support (support@example.com)",
        reason: "Shopper asked by phone",
      },
      {
        at: "2026-01-06T09:00:00.000Z",
        what: "Refund ₹1,098 sent (UTR 512345678901)",
        by: "demo.seller@example.com",
      },
    ]);
  });

  it("names the rider of each step with the cash collected, and the return asked for and decided", () => {
    const delivered: TimelineOrder = {
      statusHistory: [
        { status: "Pending", at: "2026-01-05T10:00:00.000Z" },
        { status: "Confirmed", at: "2026-01-05T10:05:00.000Z", by: "seller" },
        { status: "En Route", at: "2026-01-05T10:10:00.000Z", by: "rider" },
        { status: "In Transit", at: "2026-01-05T10:20:00.000Z", by: "rider" },
        { status: "Delivered", at: "2026-01-05T10:40:00.000Z", by: "rider" },
      ],
      paymentMethod: "COD",
      paymentReceivedAt: null,
      paymentReceivedBy: "",
      returnRequest: {
        status: "accepted",
        reason: "Torn seam",
        requestedAt: "2026-01-06T08:00:00.000Z",
        decidedAt: "2026-01-06T09:00:00.000Z",
        note: "Pick-up tomorrow",
      },
    };
    const step = (action: string, at: string, extra = {}) => ({
      at,
      action,
      actor: "+919812345678",
      after: { rider: { riderId: 2, name: "Ravi Kumar" }, ...extra },
    });
    const timeline = orderTimeline(delivered, [
      step("order.accept", "2026-01-05T10:10:00.000Z"),
      step("order.pickup", "2026-01-05T10:20:00.000Z"),
      step("order.deliver", "2026-01-05T10:40:00.000Z", { cashCollected: 140 }),
      {
        at: "2026-01-06T09:00:00.000Z",
        action: "order.return.accept",
        actor: "demo.seller@example.com",
        after: {},
      },
    ]);
    expect(timeline.slice(2)).toEqual([
      { at: "2026-01-05T10:10:00.000Z", what: "En Route", by: "rider Ravi Kumar (+919812345678)" },
      { at: "2026-01-05T10:20:00.000Z", what: "In Transit", by: "rider Ravi Kumar (+919812345678)" },
      {
        at: "2026-01-05T10:40:00.000Z",
        what: "Delivered, ₹140 cash collected",
        by: "rider Ravi Kumar (+919812345678)",
      },
      { at: "2026-01-06T08:00:00.000Z", what: "Return asked for", by: "customer", reason: "Torn seam" },
      {
        at: "2026-01-06T09:00:00.000Z",
        what: "Return accepted",
        by: "seller (demo.seller@example.com)",
        reason: "Pick-up tomorrow",
      },
    ]);
  });

  it("shows a switch to cash on delivery, and no payment line for an unpaid order", () => {
    const cod = {
      ...order,
      paymentMethod: "COD",
      paymentReceivedAt: null,
      statusHistory: order.statusHistory.slice(0, 1),
    };
    expect(
      orderTimeline(cod, [
        {
          at: "2026-01-05T10:01:00.000Z",
          action: "order.cod",
          actor: "demo.seller@example.com",
          after: null,
        },
      ]),
    ).toEqual([
      { at: "2026-01-05T10:00:00.000Z", what: "Pending", by: "customer" },
      { at: "2026-01-05T10:01:00.000Z", what: "Switched to cash on delivery", by: "demo.seller@example.com" },
    ]);
  });
});
