import { describe, expect, it } from "vitest";
import { lineCharges, orderBill } from "../money";
import { cardTotal, countBadge, noteRows } from "./orderCard";
import { orderNumber } from "./orderNumber";

describe("order cards (SPEC §2 history, §9)", () => {
  it("shows the last 6 characters of the orderId as the order number", () => {
    expect(orderNumber("ODMFX1A2B3K7E87A")).toBe("K7E87A");
    expect(orderNumber("ABC")).toBe("ABC");
  });

  it("adds the delivery fee once: the cards of a placement add up to what the shopper paid", () => {
    const lines = [
      { shopId: "demo", onePiecePrice: 90, productCount: 2, gst: 0 },
      { shopId: "demo", onePiecePrice: 350, productCount: 1, gst: 5 },
    ];
    const bill = orderBill(lines, 20, "gotan50");
    const rows = lineCharges(lines, { demo: 20 }, bill.couponDiscount);
    const totals = rows.map(cardTotal);
    expect(totals).toEqual([180 + 20 - 50, 350]);
    expect(totals.reduce((a, b) => a + b, 0)).toBe(bill.payable);
  });

  it("a row without the charge fields (older data) shows its line value", () => {
    expect(cardTotal({ totalCartValue: 599 })).toBe(599);
    expect(cardTotal({ totalCartValue: 30, coupontotal: 50 })).toBe(0);
  });

  it("badges the image 'x{count}' only when more than one piece was ordered", () => {
    expect(countBadge(1)).toBeNull();
    expect(countBadge(3)).toBe("x3");
  });

  it("lists the note's filled fields in order, nothing without a note", () => {
    expect(noteRows(undefined)).toEqual([]);
    expect(
      noteRows({
        deliveryPartner: "Delhivery",
        ShippingId: " ",
        deliveryDate: "2026-11-28",
        deliveryTime: "14:30",
      }),
    ).toEqual([
      ["Delivery partner", "Delhivery"],
      ["Expected delivery date", "2026-11-28"],
      ["Expected delivery time", "14:30"],
    ]);
  });
});
