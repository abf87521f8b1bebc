import { describe, expect, it } from "vitest";
import { awaitsUpiPayment, shipBlocker } from "./payment";

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
