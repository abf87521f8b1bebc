import { describe, expect, it } from "vitest";
import {
  type AfterOrder,
  cardStatus,
  customerCancelRefusal,
  decisionRefusal,
  deliveredAt,
  groupByPlacement,
  placementReference,
  returnRefusal,
  returnWindowEnd,
  trackingLink,
  trackingShareUrl,
} from "./afterOrder";
import { RIDER_STAGES } from "./orderStatus";

const DELIVERED = "2026-10-01T06:30:00.000Z";
const order = (riderStatus: string, more: Partial<AfterOrder> = {}): AfterOrder => ({
  orderStatus: riderStatus === "Pending" ? "PENDING" : riderStatus === "Confirmed" ? "CONFIRMED" : "SHIPPED",
  riderStatus,
  deliveredAt: riderStatus === "Delivered" || riderStatus === "Received" ? DELIVERED : "",
  ...more,
});
const ms = (iso: string, plus: number) => new Date(new Date(iso).getTime() + plus);
const DAY = 86_400_000;

describe("the return window: 45 days after delivery", () => {
  it("ends exactly 45 × 24 hours after the Delivered entry", () => {
    const history = [
      { status: "Pending", at: "2026-09-28T06:30:00.000Z" },
      { status: "Delivered", at: DELIVERED },
      { status: "Received", at: "2026-10-02T06:30:00.000Z" },
    ];
    expect(deliveredAt({ statusHistory: history })).toBe(DELIVERED);
    expect(deliveredAt({ statusHistory: history.slice(0, 1) })).toBeNull();
    expect(returnWindowEnd(DELIVERED).toISOString()).toBe("2026-11-15T06:30:00.000Z");
  });

  it("is open at delivery and at the last millisecond, closed one millisecond later", () => {
    expect(returnRefusal(order("Delivered"), new Date(DELIVERED))).toBeNull();
    expect(returnRefusal(order("Received"), ms(DELIVERED, 45 * DAY))).toBeNull();
    expect(returnRefusal(order("Delivered"), ms(DELIVERED, 45 * DAY + 1))).toBe(
      "Returns close 45 days after delivery: this order's window closed on Sun, 15 Nov, 2026, 12:00",
    );
  });

  it("is not open before delivery, after a cancel, or twice", () => {
    for (const stage of RIDER_STAGES.slice(0, 4))
      expect(returnRefusal(order(stage), new Date(DELIVERED))).toBe(
        "You can ask for a return once the order is delivered",
      );
    expect(returnRefusal(order("Delivered", { orderStatus: "CANCEL" }), new Date(DELIVERED))).toMatch(
      /canceled/,
    );
    const asked = {
      status: "requested" as const,
      reason: "Broken",
      photo: "",
      note: "",
      requestedAt: DELIVERED,
      decidedAt: "",
    };
    expect(returnRefusal(order("Delivered", { returnRequest: asked }), new Date(DELIVERED))).toBe(
      "You have asked for a return of this order already",
    );
  });
});

describe("the seller's decision on a return", () => {
  const asked = {
    status: "requested" as const,
    reason: "x",
    photo: "",
    note: "",
    requestedAt: "",
    decidedAt: "",
  };
  it("is taken once, on a return asked for", () => {
    expect(decisionRefusal(order("Delivered"))).toBe("No return was asked for on this order");
    expect(decisionRefusal(order("Delivered", { returnRequest: asked }))).toBeNull();
    expect(decisionRefusal(order("Delivered", { returnRequest: { ...asked, status: "accepted" } }))).toBe(
      "This return was accepted already",
    );
  });
});

describe("the shopper's cancel", () => {
  it("is open until the order leaves the shop, never twice", () => {
    expect(customerCancelRefusal(order("Pending"))).toBeNull();
    expect(customerCancelRefusal(order("Confirmed"))).toBeNull();
    expect(customerCancelRefusal(order("En Route"))).toMatch(/left the shop/);
    expect(customerCancelRefusal(order("Pending", { orderStatus: "CANCEL" }))).toBe(
      "This order was canceled already",
    );
  });
});

describe("the card's status", () => {
  it("says Delivered beyond the spec's four once delivered or received", () => {
    expect(cardStatus({ orderStatus: "SHIPPED", riderStatus: "In Transit" })).toBe("SHIPPED");
    expect(cardStatus({ orderStatus: "SHIPPED", riderStatus: "Delivered" })).toBe("DELIVERED");
    expect(cardStatus({ orderStatus: "SHIPPED", riderStatus: "Received" })).toBe("DELIVERED");
    expect(cardStatus({ orderStatus: "CANCEL", riderStatus: "Delivered" })).toBe("CANCEL");
    expect(cardStatus({ orderStatus: "whatever" })).toBe("PENDING");
  });
});

describe("a placement's cards together", () => {
  it("groups by placement in the order given; a card without one stands alone", () => {
    const groups = groupByPlacement([
      { orderId: "a1", placementId: "p2" },
      { orderId: "a2", placementId: "p2" },
      { orderId: "b1", placementId: "p1" },
      { orderId: "c1" },
      { orderId: "c2", placementId: "" },
    ]);
    expect(groups.map((g) => g.cards.map((c) => c.orderId))).toEqual([["a1", "a2"], ["b1"], ["c1"], ["c2"]]);
    // Its reference: the order number of its first line as the seller lists them (by id).
    expect(placementReference([{ orderId: "OD1ZZZZZZZ" }, { orderId: "OD1AAAAAAA" }])).toBe("AAAAAA");
  });
});

describe("the WhatsApp share", () => {
  it("is a wa.me link whose text names the order, the shop and the tracking link", () => {
    const url = trackingShareUrl({
      number: "AB12CD",
      shopName: "Demo & Sons",
      status: "Your Order is Shipped",
      link: "https://demo.platform.in/history",
    });
    expect(url.startsWith("https://wa.me/?text=")).toBe(true);
    expect(decodeURIComponent(url.slice("https://wa.me/?text=".length))).toBe(
      "My order #AB12CD from Demo & Sons: Your Order is Shipped. Track it here: https://demo.platform.in/history",
    );
  });

  it("links the order's public tracking with its token, or the history for a card without one", () => {
    expect(trackingLink("https://demo.platform.in", "OD1AB+C", "a_b-C")).toBe(
      "https://demo.platform.in/track/OD1AB%2BC?t=a_b-C",
    );
    expect(trackingLink("https://demo.platform.in", "OD1ABC", "")).toBe("https://demo.platform.in/history");
  });
});
