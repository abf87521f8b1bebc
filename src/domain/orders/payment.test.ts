import { describe, expect, it } from "vitest";
import { awaitsUpiPayment, isPaid, shipBlocker } from "./payment";

describe("UPI payment before shipping", () => {
  it("an unmarked UPI order awaits its payment and can't ship", () => {
    const order = { paymentMethod: "UPI", paymentReceivedAt: null };
    expect(awaitsUpiPayment(order)).toBe(true);
    expect(shipBlocker(order)).toContain("not marked paid");
  });
  it("a marked UPI order ships", () => {
    const order = { paymentMethod: "UPI", paymentReceivedAt: "2026-11-25T10:00:00.000Z" };
    expect(awaitsUpiPayment(order)).toBe(false);
    expect(shipBlocker(order)).toBeNull();
  });
  it("a cash-on-delivery order is paid at the door", () => {
    expect(shipBlocker({ paymentMethod: "COD", paymentReceivedAt: null })).toBeNull();
  });
});

describe("whether the shop has the money", () => {
  const at = "2026-01-05T10:00:00.000Z";
  it("a UPI order once its payment is marked received, at any stage", () => {
    expect(isPaid({ paymentMethod: "UPI", paymentReceivedAt: null, riderStatus: "Delivered" })).toBe(false);
    expect(isPaid({ paymentMethod: "UPI", paymentReceivedAt: at, riderStatus: "Pending" })).toBe(true);
  });

  it("a cash-on-delivery order once it is delivered", () => {
    for (const riderStatus of ["Pending", "Confirmed", "En Route", "In Transit"]) {
      expect(isPaid({ paymentMethod: "COD", paymentReceivedAt: null, riderStatus })).toBe(false);
    }
    expect(isPaid({ paymentMethod: "COD", paymentReceivedAt: null, riderStatus: "Delivered" })).toBe(true);
    expect(isPaid({ paymentMethod: "COD", paymentReceivedAt: null, riderStatus: "Received" })).toBe(true);
  });
});
