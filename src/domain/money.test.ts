import { describe, expect, it } from "vitest";
import {
  applyCoupon,
  bagGst,
  bagMrp,
  bagTotal,
  billWithCoupon,
  couponFor,
  deliveryFee,
  enterCoupon,
  gstIncludedText,
  lineGst,
  lineTotal,
  NO_COUPON,
  orderBill,
} from "./money";
import { fill } from "./words";

const line = (onePiecePrice: number, productCount: number, gst: number, checked = true) => ({
  onePiecePrice,
  productCount,
  gst,
  checked,
});

describe("lineTotal", () => {
  it("is count × the one-piece price", () => {
    expect(lineTotal(line(120, 3, 5))).toBe(360);
    expect(lineTotal(line(99, 0, 18))).toBe(0);
  });
});

describe("lineGst", () => {
  it("is round(onePiecePrice / 100 × gst × count)", () => {
    expect(lineGst(line(100, 1, 18))).toBe(18);
    expect(lineGst(line(99, 3, 5))).toBe(15); // 14.85 → 15
    expect(lineGst(line(45, 1, 12))).toBe(5); // 5.4 → 5
    expect(lineGst(line(250, 2, 0))).toBe(0);
  });
});

describe("bagTotal and bagGst", () => {
  const lines = [line(100, 2, 18), line(50, 1, 5), line(999, 1, 12, false)];
  it("count only checked lines", () => {
    expect(bagTotal(lines)).toBe(250);
    expect(bagGst(lines)).toBe(36 + 3);
  });
  it("count lines without a checked flag", () => {
    expect(bagTotal([{ onePiecePrice: 10, productCount: 3, gst: 0 }])).toBe(30);
  });
  it("are 0 for an empty bag", () => {
    expect(bagTotal([])).toBe(0);
    expect(bagGst([])).toBe(0);
  });
});

describe("deliveryFee", () => {
  it("is the shop's deliverPp, else 20", () => {
    expect(deliveryFee(35)).toBe(35);
    expect(deliveryFee(0)).toBe(0);
    expect(deliveryFee(undefined)).toBe(20);
    expect(deliveryFee(null)).toBe(20);
    expect(deliveryFee(-5)).toBe(20);
  });
});

describe("gstIncludedText: the bill's GST beside a total that holds it", () => {
  it("says the amount is included, so 1,098 + 20 reads as 1,118 and not 1,173", () => {
    const bill = orderBill([line(549, 2, 5)], 20);
    expect(bill.payable).toBe(1118);
    expect(gstIncludedText(bill.gst, fill)).toBe("₹55 included");
    expect(gstIncludedText(123456.5, fill)).toBe("₹1,23,456.50 included");
  });
  it("says None when no line carries GST", () => {
    expect(gstIncludedText(0, fill)).toBe("None");
  });
});

describe("applyCoupon", () => {
  it("accepts only the exact code gotan50", () => {
    expect(applyCoupon("GOTAN50", 500)).toEqual({ ok: false, discount: 0, message: "Invalid coupon code" });
    expect(applyCoupon("gotan5", 500).message).toBe("Invalid coupon code");
    expect(applyCoupon(" gotan50", 500).ok).toBe(false);
  });
  it("needs a base total of at least 280, with the spec's 300 message", () => {
    expect(applyCoupon("gotan50", 279)).toEqual({
      ok: false,
      discount: 0,
      message: "Shop for more than 300 to get benefits",
    });
    expect(applyCoupon("gotan50", 280)).toEqual({
      ok: true,
      discount: 50,
      message: "Your coupon has been applied",
    });
  });
});

describe("orderBill of the bag", () => {
  const lines = [line(150, 2, 18), line(40, 1, 5)];
  it("payable is total plus delivery fee", () => {
    expect(orderBill(lines, 20)).toEqual({
      totalMrp: 340,
      mrp: 340,
      gst: 56,
      deliveryFee: 20,
      couponDiscount: 0,
      payable: 360,
    });
  });
  it("takes 50 off with a valid coupon", () => {
    expect(orderBill(lines, 20, "gotan50").payable).toBe(310);
    expect(orderBill(lines, 20, "gotan50").couponDiscount).toBe(50);
  });
  it("ignores an invalid or ineligible coupon", () => {
    expect(orderBill(lines, 20, "nope").payable).toBe(360);
    expect(orderBill([line(100, 1, 0)], 20, "gotan50").payable).toBe(120);
  });
  it("uses 20 when the shop has no delivery charge set", () => {
    expect(orderBill(lines, undefined).deliveryFee).toBe(20);
  });
});

describe("the coupon box (SPEC §4, §5)", () => {
  it("applies gotan50 at a base total of 280 or more, once", () => {
    const entry = enterCoupon("gotan50", 300);
    expect(entry).toEqual({ applied: "gotan50", message: "Your coupon has been applied", forTotal: 300 });
    const lines = [{ onePiecePrice: 150, productCount: 2, gst: 0 }];
    expect(orderBill(lines, 20, entry.applied).payable).toBe(270);
  });
  it("says why a code does not apply, and applies nothing", () => {
    expect(enterCoupon("gotan50", 279)).toEqual({
      applied: "",
      message: "Shop for more than 300 to get benefits",
      forTotal: 279,
    });
    expect(enterCoupon("SAVE10", 500).message).toBe("Invalid coupon code");
  });
  it("resets code and message when the base total changes, payable back to total plus fee", () => {
    const entry = enterCoupon("gotan50", 300);
    expect(couponFor(entry, 300)).toBe(entry);
    expect(couponFor(entry, 450)).toEqual(NO_COUPON);
  });
});

describe("billWithCoupon: the bill with the coupon box as it stands (SPEC §4)", () => {
  const lines = [{ onePiecePrice: 150, productCount: 2, gst: 5 }];
  it("takes the coupon off when it was entered against this base total", () => {
    const { bill, coupon } = billWithCoupon(lines, 20, enterCoupon("gotan50", 300));
    expect(coupon.applied).toBe("gotan50");
    expect(bill).toMatchObject({ totalMrp: 300, couponDiscount: 50, payable: 270 });
  });
  it("drops a coupon entered against another base total", () => {
    const { bill, coupon } = billWithCoupon(lines, 20, enterCoupon("gotan50", 450));
    expect(coupon).toEqual(NO_COUPON);
    expect(bill).toMatchObject({ couponDiscount: 0, payable: 320 });
  });
});

describe("bagMrp", () => {
  it("counts each checked piece at its MRP, or at its price where it has none or a lower one", () => {
    const tea = { onePiecePrice: 250, productPrice: 280, productCount: 2, gst: 5 };
    const dal = { onePiecePrice: 200, productCount: 1, gst: 0 };
    const odd = { onePiecePrice: 100, productPrice: 90, productCount: 1, gst: 0 };
    const off = { ...tea, checked: false };
    expect(bagMrp([tea, dal, odd, off])).toBe(2 * 280 + 200 + 100);
  });

  it("is the bill's Total MRP; less the prices' discount, the fee and the coupon it comes to what is payable", () => {
    const bill = orderBill(
      [
        { onePiecePrice: 250, productPrice: 280, productCount: 1, gst: 5 },
        { onePiecePrice: 200, productCount: 1, gst: 0 },
      ],
      20,
      "gotan50",
    );
    expect(bill).toMatchObject({
      mrp: 480,
      totalMrp: 450,
      deliveryFee: 20,
      couponDiscount: 50,
      payable: 420,
    });
    expect(bill.mrp - (bill.mrp - bill.totalMrp) + bill.deliveryFee - bill.couponDiscount).toBe(bill.payable);
  });
});
