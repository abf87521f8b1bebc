import { describe, expect, it } from "vitest";
import { limitMessage, windowText } from "../auth/request-limits";
import { loadRequestLimits, parseLimit } from "./limits";

describe("parseLimit", () => {
  it.each([
    ["20/1h", { max: 20, windowSeconds: 3600 }],
    ["30/15m", { max: 30, windowSeconds: 900 }],
    [" 5 / 90s ", { max: 5, windowSeconds: 90 }],
  ])("reads %s", (value, limit) => {
    expect(parseLimit("LIMIT_X", value)).toEqual(limit);
  });

  it.each(["20", "20/h", "0/1h", "20/0m", "-1/1h", "20/1d", "lots"])(
    "refuses %s with the setting's name",
    (value) => {
      expect(() => parseLimit("LIMIT_X", value)).toThrow(`Bad LIMIT_X: ${value}`);
    },
  );
});

describe("loadRequestLimits", () => {
  it("has the documented defaults, and takes the settings", () => {
    expect(loadRequestLimits({})).toMatchObject({
      ordersPerCustomer: { max: 20, windowSeconds: 3600 },
      ordersPerClient: { max: 60, windowSeconds: 3600 },
      upiIntentsPerCustomer: { max: 20, windowSeconds: 3600 },
      pendingCod: 5,
      codConfirmHours: 48,
      signInPerClient: { max: 30, windowSeconds: 900 },
      otpPerPhone: { max: 5, windowSeconds: 900 },
      uploadsPerClient: { max: 20, windowSeconds: 3600 },
      uploadsPerPerson: { max: 60, windowSeconds: 3600 },
      uploadsPerShop: { max: 120, windowSeconds: 3600 },
      notifyPerClient: { max: 20, windowSeconds: 3600 },
    });
    expect(loadRequestLimits({ LIMIT_ORDERS_PER_CUSTOMER: "3/10m" }).ordersPerCustomer).toEqual({
      max: 3,
      windowSeconds: 600,
    });
    expect(() => loadRequestLimits({ LIMIT_UPLOADS_PER_CLIENT: "many" })).toThrow(
      /Bad LIMIT_UPLOADS_PER_CLIENT/,
    );
    expect(loadRequestLimits({ LIMIT_UPLOADS_PER_PERSON: "10/15m" }).uploadsPerPerson).toEqual({
      max: 10,
      windowSeconds: 900,
    });
    expect(() => loadRequestLimits({ LIMIT_UPLOADS_PER_SHOP: "0/1h" })).toThrow(/Bad LIMIT_UPLOADS_PER_SHOP/);
  });
});

describe("limitMessage", () => {
  it("names the limit and the wait in whole minutes", () => {
    expect(limitMessage("orders", { max: 20, windowSeconds: 3600 }, 61)).toBe(
      "Too many orders: the limit is 20 in 1 hour. Please try again in 2 minutes.",
    );
    expect(limitMessage("sign-ins from this network", { max: 30, windowSeconds: 900 }, 5)).toBe(
      "Too many sign-ins from this network: the limit is 30 in 15 minutes. Please try again in 1 minute.",
    );
    expect(windowText(90)).toBe("90 seconds");
    expect(windowText(7200)).toBe("2 hours");
  });
});
