import { describe, expect, it } from "vitest";
import { DEFAULT_NOTIFICATIONS } from "../../domain/messages/sellerNotices";
import {
  lowStockNotices,
  merchantNotices,
  type SellerShop,
  sellerNotices,
  sellerParams,
  staffInvite,
} from "./sellerMessages";

const shop: SellerShop = {
  shopId: "demo",
  header: { shopName: "Demo Kirana" },
  whatsapp: "98290 55555",
  ownerPhone: "+919876500001",
  ownerEmail: "demo.seller@example.com",
  notifications: {},
};
const at = new Date("2026-12-01T18:00:00Z"); // 23:30 in India
const quiet = { ...DEFAULT_NOTIFICATIONS, quietFrom: "22:00", quietTo: "07:00" };

describe("sellerNotices", () => {
  it("writes one message per chosen channel, to the shop's WhatsApp number and the owner's email", () => {
    const out = sellerNotices(shop, "order.new", "p1:demo", "new_order", sellerParams(shop, {}), at, "o1");
    expect(out.map((m) => [m.key, m.channel, m.recipient, m.nextAttemptAt])).toEqual([
      ["order.placed:p1:demo:seller:whatsapp", "whatsapp", "+919829055555", undefined],
      ["order.placed:p1:demo:seller:email", "email", "demo.seller@example.com", undefined],
    ]);
  });
  it("holds them until the quiet hours end (07:00 India is 01:30 UTC)", () => {
    const out = sellerNotices(
      { ...shop, notifications: quiet },
      "order.new",
      "p1",
      "new_order",
      sellerParams(shop, {}),
      at,
    );
    for (const m of out) expect(m.nextAttemptAt).toEqual(new Date("2026-12-02T01:30:00Z"));
  });
  it("falls back to the owner's phone, and skips a channel without an address", () => {
    const out = sellerNotices(
      {
        ...shop,
        whatsapp: "",
        ownerEmail: "",
        notifications: {
          events: {
            ...DEFAULT_NOTIFICATIONS.events,
            "stock.low": { channels: ["sms", "email"], urgent: false },
          },
        },
      },
      "stock.low",
      "demo:p1:3",
      "stock_low",
      sellerParams(shop, {}),
      at,
    );
    expect(out.map((m) => [m.channel, m.recipient])).toEqual([["sms", "+919876500001"]]);
  });
});

describe("lowStockNotices", () => {
  const change = { productId: "atta", name: "Atta 5 kg", size: "", color: "", stockKey: "p7", version: 4 };
  it("tells of a fall to the mark, named with its variant and what is left, keyed by the stock version", () => {
    const out = lowStockNotices(shop, [{ ...change, before: 6, after: 5, size: "M", color: "Red" }], at);
    expect(out.map((m) => [m.key, m.params.items, m.params.count])).toEqual([
      ["stock.low:demo:p7:4:seller:whatsapp", "Atta 5 kg (M / Red)", "5"],
    ]);
  });
  it("says nothing while it stays low, or above the seller's own mark", () => {
    expect(lowStockNotices(shop, [{ ...change, before: 5, after: 4 }], at)).toEqual([]);
    expect(
      lowStockNotices(
        { ...shop, notifications: { lowStockAt: 2 } },
        [{ ...change, before: 6, after: 3 }],
        at,
      ),
    ).toEqual([]);
  });
});

describe("merchantNotices and staffInvite", () => {
  it("an account notice goes to the owner on WhatsApp and email whatever the event choices; a scheduled one waits out quiet hours", () => {
    const params = sellerParams(shop, {});
    const now = merchantNotices(
      { ...shop, notifications: quiet },
      "shop.welcome",
      "demo",
      "merchant_welcome",
      params,
      at,
      false,
    );
    expect(now.map((m) => [m.key, m.nextAttemptAt])).toEqual([
      ["shop.welcome:demo:merchant:whatsapp", undefined],
      ["shop.welcome:demo:merchant:email", undefined],
    ]);
    const later = merchantNotices(
      { ...shop, notifications: quiet },
      "shop.trial_ending",
      "demo:2026-12-08",
      "trial_ending",
      params,
      at,
      true,
    );
    expect(later.map((m) => m.nextAttemptAt)).toEqual([
      new Date("2026-12-02T01:30:00Z"),
      new Date("2026-12-02T01:30:00Z"),
    ]);
  });
  it("an invitee hears by email, or by SMS at a phone, keyed by their role row", () => {
    expect(staffInvite(shop, { id: 9, email: "a@x.in", phone: null }).map((m) => [m.key, m.channel])).toEqual(
      [["staff.invite:demo:9:email", "email"]],
    );
    expect(
      staffInvite(shop, { id: 10, email: null, phone: "+919829066666" }).map((m) => [m.channel, m.recipient]),
    ).toEqual([["sms", "+919829066666"]]);
  });
});
