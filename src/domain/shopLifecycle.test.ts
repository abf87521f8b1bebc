import { describe, expect, it } from "vitest";
import {
  addMonths,
  closedNotice,
  newShopLifecycle,
  orderRefusal,
  renewalDueAt,
  resumedStatus,
  SHOP_STATUS_LABEL,
  SHOP_STATUSES,
  type ShopLifecycle,
  shopStatus,
  storefrontStatus,
  takesOrders,
  trialEndsAt,
} from "./shopLifecycle";
import { fill } from "./words";

const at = (iso: string) => new Date(iso);
const NOW = at("2026-03-10T06:30:00Z");

const shop = (over: Partial<ShopLifecycle>): ShopLifecycle => ({
  status: "active",
  trialEndsAt: null,
  paidAt: null,
  renewalDueAt: null,
  ...over,
});

describe("shopStatus", () => {
  it("a trial runs until its end, then has ended (unpaid)", () => {
    const trial = shop({ status: "trial", trialEndsAt: at("2026-03-10T06:30:01Z") });
    expect(shopStatus(trial, NOW)).toBe("trial");
    expect(shopStatus({ ...trial, trialEndsAt: NOW }, NOW)).toBe("ended");
    expect(shopStatus({ ...trial, trialEndsAt: at("2026-03-01T00:00:00Z") }, NOW)).toBe("ended");
  });

  it("a trial that was paid is active, whatever its trial end", () => {
    const paid = shop({
      status: "trial",
      trialEndsAt: at("2026-03-01T00:00:00Z"),
      paidAt: at("2026-02-28T00:00:00Z"),
    });
    expect(shopStatus(paid, NOW)).toBe("active");
  });

  it("a paid shop is active until its renewal date, then renewal is due (it stays open)", () => {
    const paid = shop({ paidAt: at("2025-09-10T00:00:00Z"), renewalDueAt: at("2026-03-10T06:30:01Z") });
    expect(shopStatus(paid, NOW)).toBe("active");
    expect(shopStatus({ ...paid, renewalDueAt: NOW }, NOW)).toBe("renewal");
    expect(takesOrders("renewal")).toBe(true);
  });

  it("an active shop without dates (made before the lifecycle) is active", () => {
    expect(shopStatus(shop({}), NOW)).toBe("active");
  });

  it("suspended wins over every date", () => {
    expect(shopStatus(shop({ status: "suspended", trialEndsAt: at("2020-01-01T00:00:00Z") }), NOW)).toBe(
      "suspended",
    );
    expect(shopStatus(shop({ status: "suspended", renewalDueAt: at("2020-01-01T00:00:00Z") }), NOW)).toBe(
      "suspended",
    );
  });
});

describe("what the storefront shows, and whether the shop takes orders", () => {
  it.each([
    ["trial", "open", true],
    ["active", "open", true],
    ["renewal", "open", true],
    ["ended", "trialEnded", false],
    ["suspended", "suspended", false],
  ] as const)("%s: %s, takes orders %s", (status, storefront, orders) => {
    expect(storefrontStatus(status)).toBe(storefront);
    expect(takesOrders(status)).toBe(orders);
  });

  it("every status has its label", () => {
    expect(SHOP_STATUSES.map((s) => SHOP_STATUS_LABEL[s])).toEqual([
      "Free trial",
      "Active",
      "Renewal due",
      "Trial ended",
      "Suspended",
    ]);
  });
});

describe("the dates (SPEC §9: 7-day trial, renewal after six months)", () => {
  it("a trial lasts 7 days to the minute", () => {
    expect(trialEndsAt(NOW).toISOString()).toBe("2026-03-17T06:30:00.000Z");
  });

  it("renewal falls six calendar months after payment, on the month's last day when shorter", () => {
    expect(renewalDueAt(at("2026-01-15T10:00:00Z")).toISOString()).toBe("2026-07-15T10:00:00.000Z");
    expect(renewalDueAt(at("2025-08-31T10:00:00Z")).toISOString()).toBe("2026-02-28T10:00:00.000Z");
    expect(renewalDueAt(at("2027-08-31T00:00:00Z")).toISOString()).toBe("2028-02-29T00:00:00.000Z");
    expect(renewalDueAt(at("2026-09-30T00:00:00Z")).toISOString()).toBe("2027-03-30T00:00:00.000Z");
  });

  it("addMonths crosses years both ways", () => {
    expect(addMonths(at("2026-11-30T00:00:00Z"), 3).toISOString()).toBe("2027-02-28T00:00:00.000Z");
    expect(addMonths(at("2026-03-31T00:00:00Z"), -1).toISOString()).toBe("2026-02-28T00:00:00.000Z");
  });

  it("a new shop starts in its trial or paid now", () => {
    expect(newShopLifecycle("trial", NOW)).toEqual({
      status: "trial",
      trialEndsAt: at("2026-03-17T06:30:00Z"),
      paidAt: null,
      renewalDueAt: null,
    });
    expect(newShopLifecycle("active", NOW)).toEqual({
      status: "active",
      trialEndsAt: null,
      paidAt: NOW,
      renewalDueAt: at("2026-09-10T06:30:00Z"),
    });
    expect(shopStatus(newShopLifecycle("trial", NOW), NOW)).toBe("trial");
    expect(shopStatus(newShopLifecycle("active", NOW), NOW)).toBe("active");
  });

  it("a resumed shop goes back to active once paid, else to its trial", () => {
    expect(resumedStatus({ paidAt: NOW })).toBe("active");
    expect(resumedStatus({ paidAt: null })).toBe("trial");
  });
});

describe("what a closed shop says", () => {
  it("the storefront names why, and the shop", () => {
    expect(closedNotice("suspended", "Chai Corner", fill)).toEqual({
      title: "This shop is closed for now",
      text: "Chai Corner is not taking orders at the moment. Please visit again later.",
    });
    expect(closedNotice("trialEnded", "Chai Corner", fill).title).toBe("This shop's free trial has ended");
  });

  it("the API refuses orders from a suspended shop and an ended trial only", () => {
    expect(orderRefusal("suspended", "Chai Corner")).toBe(
      "Chai Corner is closed for now and takes no orders",
    );
    expect(orderRefusal("ended", "Chai Corner")).toBe(
      "Chai Corner's free trial has ended: it takes no orders for now",
    );
    for (const open of ["trial", "active", "renewal"] as const) expect(orderRefusal(open, "x")).toBeNull();
  });
});
