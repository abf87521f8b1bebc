import { describe, expect, it } from "vitest";
import { orderViewOf, pagesOf, placementRef, unpaidUpi, unpaidUpiLine } from "./sellerOrders";

const line = (over: Partial<Parameters<typeof unpaidUpi>[0][number]> = {}) => ({
  orderId: "PLABCDEF123456",
  riderStatus: "Pending",
  statusHistory: [{ status: "Pending" }],
  createdAt: "2026-11-25T10:00:00.000Z",
  address: "Asha",
  productName: "Tea",
  productCount: 1,
  paymentMethod: "UPI",
  paymentReceivedAt: null,
  transactionId: "",
  ...over,
});

describe("the seller's paged orders", () => {
  it("default to what needs the seller", () => {
    expect(orderViewOf("done")).toBe("done");
    expect(orderViewOf("nope")).toBe("action");
    expect(orderViewOf(undefined)).toBe("action");
  });

  it("name a placement by its first line's order number by id, as the shopper's history does", () => {
    expect(placementRef([{ orderId: "PLABCDEF123456" }, { orderId: "PLZZZZZZ999999" }])).toBe("123456");
    // However the console sorts them (by time, then id), the same reference.
    expect(placementRef([{ orderId: "PLZZZZZZ999999" }, { orderId: "PLABCDEF123456" }])).toBe("123456");
    expect(placementRef([])).toBe("");
  });

  it("flag an unpaid UPI placement with the shopper's UTR", () => {
    expect(unpaidUpi([line(), line({ transactionId: "412345678901" })])).toEqual({
      utr: "412345678901",
      cancelled: false,
    });
    expect(unpaidUpi([line({ paymentReceivedAt: "2026-11-25T11:00:00.000Z" })])).toBeNull();
    expect(unpaidUpi([line({ paymentMethod: "COD" })])).toBeNull();
    // A line cancelled beside a live one: the live one's flag.
    const cancelled = { statusHistory: [{ status: "Canceled" }], transactionId: "412345678901" };
    expect(unpaidUpi([line(cancelled), line()])).toEqual({ utr: "", cancelled: false });
    // All cancelled before the payment was marked: flagged, for the refund it owes if the money came.
    expect(unpaidUpi([line(cancelled)])).toEqual({ utr: "412345678901", cancelled: true });
    expect(unpaidUpi([line({ ...cancelled, paymentReceivedAt: "2026-11-25T11:00:00.000Z" })])).toBeNull();
    expect(unpaidUpi([line({ ...cancelled, paymentMethod: "COD" })])).toBeNull();
    expect(unpaidUpiLine("412345678901")).toBe("UPI payment not marked received (UTR 412345678901)");
    expect(unpaidUpiLine("")).toBe("UPI payment not marked received (no UTR given)");
  });

  it("count pages of placements", () => {
    expect(pagesOf(0, 20)).toBe(1);
    expect(pagesOf(41, 20)).toBe(3);
  });
});
