import { describe, expect, it } from "vitest";
import {
  crossedLow,
  DEFAULT_NOTIFICATIONS,
  indiaDate,
  indiaMinutes,
  type NotificationSettings,
  notificationProblems,
  notificationsOf,
  QUIET_BOTH,
  QUIET_SAME,
  quietUntil,
  sellerEventOfChange,
  sellerEventOfKey,
  summaryDue,
  summaryWords,
  trialEndingSoon,
} from "./sellerNotices";

/** An instant given as India's wall clock (UTC+5:30). */
const ist = (text: string) => new Date(`${text}+05:30`);

const quiet = (from: string, to: string, urgent = false): NotificationSettings => ({
  ...DEFAULT_NOTIFICATIONS,
  quietFrom: from,
  quietTo: to,
  events: { ...DEFAULT_NOTIFICATIONS.events, "order.new": { channels: ["whatsapp"], urgent } },
});

describe("sellerEventOfKey", () => {
  it("names the seller event a message to the seller's phone or mail is about", () => {
    expect(sellerEventOfKey("order.placed:PL1:demo:seller:whatsapp")).toBe("order.new");
    expect(sellerEventOfKey("order.placed:PL1:demo:seller:whatsapp:sms")).toBe("order.new");
    expect(sellerEventOfKey("order.cancelled:ord1:seller:email")).toBe("order.cancelled");
    expect(sellerEventOfKey("return.requested:ord1:seller:sms")).toBe("return.requested");
    expect(sellerEventOfKey("stock.low:demo:p1:v3:seller:whatsapp")).toBe("stock.low");
    expect(sellerEventOfKey("shop.daily_summary:demo:2026-12-01:seller:email")).toBe("daily.summary");
    expect(sellerEventOfKey("shop.fee_due:demo:2026-12:merchant:whatsapp")).toBe("merchant");
  });

  it("is null for a shopper's message, a console's push, and an event it does not know", () => {
    expect(sellerEventOfKey("order.placed:PL1:demo:shopper:whatsapp")).toBeNull();
    expect(sellerEventOfKey("order.placed:PL1:demo:seller:push:12")).toBeNull();
    expect(sellerEventOfKey("something.else:x:seller:email")).toBeNull();
    expect(sellerEventOfKey("")).toBeNull();
  });
});

describe("quietUntil", () => {
  const night = quiet("22:00", "07:00");
  it("holds a message inside quiet hours across India's midnight until they end", () => {
    expect(quietUntil(night, "order.new", ist("2026-12-01T23:30:00"))).toEqual(ist("2026-12-02T07:00:00"));
    expect(quietUntil(night, "order.new", ist("2026-12-02T02:15:00"))).toEqual(ist("2026-12-02T07:00:00"));
    expect(quietUntil(night, "stock.low", ist("2026-12-01T22:00:00"))).toEqual(ist("2026-12-02T07:00:00"));
  });
  it("lets it go at once outside them, the end itself being outside", () => {
    expect(quietUntil(night, "order.new", ist("2026-12-02T07:00:00"))).toBeNull();
    expect(quietUntil(night, "order.new", ist("2026-12-01T21:59:00"))).toBeNull();
    expect(quietUntil(night, "order.new", ist("2026-12-01T12:00:00"))).toBeNull();
  });
  it("reads India's clock, not the server's: 23:30 IST is 18:00 UTC", () => {
    expect(quietUntil(night, "order.new", new Date("2026-12-01T18:00:00Z"))).toEqual(
      new Date("2026-12-02T01:30:00Z"),
    );
    expect(quietUntil(night, "order.new", new Date("2026-12-01T16:29:00Z"))).toBeNull();
  });
  it("holds quiet hours within one day (13:00–15:00) too", () => {
    const lunch = quiet("13:00", "15:00");
    expect(quietUntil(lunch, "order.new", ist("2026-12-01T14:10:30"))).toEqual(ist("2026-12-01T15:00:00"));
    expect(quietUntil(lunch, "order.new", ist("2026-12-01T23:00:00"))).toBeNull();
  });
  it("sends what the seller marked urgent at once, and nothing waits without quiet hours", () => {
    expect(quietUntil(quiet("22:00", "07:00", true), "order.new", ist("2026-12-01T23:30:00"))).toBeNull();
    expect(quietUntil(DEFAULT_NOTIFICATIONS, "order.new", ist("2026-12-01T23:30:00"))).toBeNull();
  });
  it("holds an account notice (no event) like any other", () => {
    expect(quietUntil(night, null, ist("2026-12-01T23:30:00"))).toEqual(ist("2026-12-02T07:00:00"));
  });
});

describe("crossedLow", () => {
  it("tells when stock goes from above the mark to at or below it", () => {
    expect(crossedLow(6, 5, 5)).toBe(true);
    expect(crossedLow(10, 0, 5)).toBe(true);
  });
  it("says nothing while it stays low, nor when it stays above, rises, or the mark is off", () => {
    expect(crossedLow(5, 4, 5)).toBe(false);
    expect(crossedLow(4, 2, 5)).toBe(false);
    expect(crossedLow(9, 6, 5)).toBe(false);
    expect(crossedLow(3, 10, 5)).toBe(false);
    expect(crossedLow(10, 0, 0)).toBe(false);
  });
  it("tells again after a restock above the mark and a new fall", () => {
    const falls = [
      [8, 4],
      [4, 3],
      [3, 12],
      [12, 5],
    ].filter(([b, a]) => crossedLow(b as number, a as number, 5));
    expect(falls).toEqual([
      [8, 4],
      [12, 5],
    ]);
  });
});

describe("notificationsOf", () => {
  it("gives the defaults for a shop that saved nothing", () => {
    expect(notificationsOf({})).toEqual(DEFAULT_NOTIFICATIONS);
    expect(notificationsOf(null)).toEqual(DEFAULT_NOTIFICATIONS);
    expect(DEFAULT_NOTIFICATIONS.events["order.new"].channels).toEqual(["whatsapp", "email"]);
  });
  it("keeps what was saved and fills the rest, dropping what is not a channel or a time", () => {
    const s = notificationsOf({
      events: { "stock.low": { channels: ["sms", "fax"], urgent: true } },
      quietFrom: "22:00",
      quietTo: "7am",
      lowStockAt: 2,
    });
    expect(s.events["stock.low"]).toEqual({ channels: ["sms"], urgent: true });
    expect(s.events["order.new"]).toEqual(DEFAULT_NOTIFICATIONS.events["order.new"]);
    expect([s.quietFrom, s.quietTo]).toEqual(["", ""]);
    expect(s.lowStockAt).toBe(2);
    expect(s.summaryHour).toBe(21);
  });
});

describe("notificationProblems", () => {
  it("wants both quiet times or neither, and two different ones", () => {
    expect(notificationProblems({ quietFrom: "22:00", quietTo: "" })).toEqual([
      { field: "quietTo", message: QUIET_BOTH },
    ]);
    expect(notificationProblems({ quietFrom: "", quietTo: "07:00" })).toEqual([
      { field: "quietFrom", message: QUIET_BOTH },
    ]);
    expect(notificationProblems({ quietFrom: "07:00", quietTo: "07:00" })).toEqual([
      { field: "quietTo", message: QUIET_SAME },
    ]);
    expect(notificationProblems({ quietFrom: "22:00", quietTo: "07:00" })).toEqual([]);
    expect(notificationProblems({ quietFrom: "", quietTo: "" })).toEqual([]);
  });
});

describe("the India clock", () => {
  it("reads minutes and the date in India", () => {
    expect(indiaMinutes(new Date("2026-12-01T18:30:00Z"))).toBe(0);
    expect(indiaDate(new Date("2026-12-01T18:29:00Z"))).toBe("2026-12-01");
    expect(indiaDate(new Date("2026-12-01T18:30:00Z"))).toBe("2026-12-02");
  });
});

describe("summaryDue", () => {
  it("is nothing before the seller's hour", () => {
    expect(summaryDue(21, ist("2026-12-01T20:59:00"))).toBeNull();
  });
  it("at or after an evening hour tells of today so far, keyed by today's India date", () => {
    const due = summaryDue(21, ist("2026-12-01T21:00:00"));
    expect(due).toEqual({
      day: "2026-12-01",
      from: ist("2026-12-01T00:00:00"),
      to: ist("2026-12-01T21:00:00"),
      covers: "today",
    });
    expect(summaryDue(21, ist("2026-12-01T23:59:00"))?.day).toBe("2026-12-01");
  });
  it("at a morning hour tells of the whole of yesterday", () => {
    expect(summaryDue(8, ist("2026-12-02T08:05:00"))).toEqual({
      day: "2026-12-02",
      from: ist("2026-12-01T00:00:00"),
      to: ist("2026-12-02T00:00:00"),
      covers: "yesterday",
    });
  });
});

describe("summaryWords", () => {
  it("counts the orders, says what waits, and names three low items and counts the rest", () => {
    const low = ["Atta", "Dal", "Rice", "Tea", "Salt"].map((name, i) => ({ name, stock: i }));
    expect(summaryWords({ orders: 4, sales: 2340, waiting: 2, low }, "today")).toEqual({
      date: "Today",
      count: "4 orders",
      waiting: "2",
      low: "Atta (0), Dal (1), Rice (2) and 2 more",
    });
  });
  it("says one order, none waiting, none low", () => {
    expect(summaryWords({ orders: 1, sales: 99, waiting: 0, low: [] }, "yesterday")).toEqual({
      date: "Yesterday",
      count: "1 order",
      waiting: "none",
      low: "none",
    });
  });
});

describe("trialEndingSoon", () => {
  const end = ist("2026-12-08T10:00:00");
  it("is within the trial's last 3 days", () => {
    expect(trialEndingSoon(end, ist("2026-12-05T10:00:00"))).toBe(true);
    expect(trialEndingSoon(end, ist("2026-12-08T09:59:00"))).toBe(true);
  });
  it("is not before them, nor once the trial ended", () => {
    expect(trialEndingSoon(end, ist("2026-12-05T09:59:00"))).toBe(false);
    expect(trialEndingSoon(end, ist("2026-12-08T10:00:00"))).toBe(false);
  });
});

describe("sellerEventOfChange", () => {
  const open = { orderStatus: "PENDING", statusHistory: [], returnRequest: null };
  const cancelled = (by: string) => ({ orderStatus: "CANCEL", statusHistory: [{ by }], returnRequest: null });
  it("tells the seller of a cancel by the shopper or support", () => {
    expect(sellerEventOfChange(open, cancelled("customer"))).toBe("order.cancelled");
    expect(sellerEventOfChange(open, cancelled("support"))).toBe("order.cancelled");
  });
  it("not of their own cancel nor the sweep's", () => {
    expect(sellerEventOfChange(open, cancelled("seller"))).toBeNull();
    expect(sellerEventOfChange(open, cancelled("platform"))).toBeNull();
  });
  it("tells of a return just asked for, once", () => {
    const asked = { ...open, returnRequest: { status: "requested" } };
    expect(sellerEventOfChange(open, asked)).toBe("return.requested");
    expect(sellerEventOfChange(asked, asked)).toBeNull();
    expect(sellerEventOfChange(asked, { ...open, returnRequest: { status: "accepted" } })).toBeNull();
  });
});
