import { describe, expect, it } from "vitest";
import { owesRefund, type RefundLine, refundedRefusal, refundsDue, refundText, refundUtr } from "./refund";

const PAID = "2026-11-20T05:00:00.000Z";
const line = (orderId: string, more: Partial<RefundLine> = {}): RefundLine => ({
  orderId,
  orderStatus: "PENDING",
  paymentMethod: "UPI",
  paymentReceivedAt: PAID,
  totalCartValue: 500,
  deliveryFee: 0,
  coupontotal: 0,
  refund: null,
  ...more,
});
const cancel = (l: RefundLine): RefundLine => ({ ...l, orderStatus: "CANCEL" });

describe("when a refund is due", () => {
  it("is due on a cancelled UPI line whose payment was marked received", () => {
    expect(owesRefund(cancel(line("A")))).toBe(true);
  });

  it("is not due on cash on delivery, on unpaid UPI, or on a line still live", () => {
    expect(owesRefund(cancel(line("A", { paymentMethod: "COD", paymentReceivedAt: null })))).toBe(false);
    expect(owesRefund(cancel(line("A", { paymentReceivedAt: null })))).toBe(false);
    expect(owesRefund(line("A"))).toBe(false);
    expect(refundsDue([cancel(line("A", { paymentMethod: "COD", paymentReceivedAt: null }))]).size).toBe(0);
  });
});

describe("how much falls due", () => {
  // A shop's part of a placement: rice 1,098 with the ₹20 fee and a ₹50 coupon on its row, and a lunch box 450.
  const rice = line("OD1A", { totalCartValue: 1098, deliveryFee: 20, coupontotal: 50 });
  const box = line("OD1B", { totalCartValue: 450 });

  it("refunds a cancelled line's value while another line is still to be delivered", () => {
    expect([...refundsDue([cancel(rice), box])]).toEqual([["OD1A", 1098]]);
    expect([...refundsDue([rice, cancel(box)])]).toEqual([["OD1B", 450]]);
  });

  it("adds the fee less the coupon to the line cancelled last: the refunds add up to what was paid", () => {
    const first = refundsDue([cancel(rice), box]);
    const riceDone = { ...cancel(rice), refund: { amount: first.get("OD1A") ?? 0 } };
    const last = refundsDue([riceDone, cancel(box)]);
    expect([...last]).toEqual([["OD1B", 450 + 20 - 50]]);
    expect((first.get("OD1A") ?? 0) + (last.get("OD1B") ?? 0)).toBe(1098 + 450 + 20 - 50);
  });

  it("gives a line with a refund already none again", () => {
    const done = { ...cancel(rice), refund: { amount: 1098 } };
    expect(refundsDue([done, box]).size).toBe(0);
  });

  it("splits two lines cancelled at once by order id, the fee with the last, never below zero", () => {
    expect([...refundsDue([cancel(box), cancel(rice)])]).toEqual([
      ["OD1A", 1098],
      ["OD1B", 420],
    ]);
    const small = line("OD2", { totalCartValue: 30, coupontotal: 50 });
    expect([...refundsDue([cancel(small)])]).toEqual([["OD2", 0]]);
  });
});

describe("what a refund says", () => {
  it("says what is due, then when it was sent and with which UTR", () => {
    expect(refundText({ status: "due", amount: 1098, refundedAt: "", utr: "" })).toBe("Refund due ₹1,098");
    expect(
      refundText({
        status: "refunded",
        amount: 1098,
        refundedAt: "2026-11-26T20:00:00.000Z",
        utr: "412345678901",
      }),
    ).toMatch(/^Refunded ₹1,098 on \w{3}, 27 Nov,? 2026 \(UTR 412345678901\)$/);
  });

  it("writes its date as the caller's language does (the shop in Hindi), the day in India", () => {
    const sent = {
      status: "refunded" as const,
      amount: 90,
      refundedAt: "2026-11-26T20:00:00.000Z",
      utr: "412345678901",
    };
    const days: string[] = [];
    const text = refundText(sent, undefined, (day) => {
      days.push(day);
      return "शुक्र, 27 नव॰ 2026";
    });
    expect(days).toEqual(["2026-11-27"]);
    expect(text).toBe("Refunded ₹90 on शुक्र, 27 नव॰ 2026 (UTR 412345678901)");
  });

  it("refuses to mark a refund sent when none is due or it was sent", () => {
    expect(refundedRefusal(null)).toBe("No refund is due on this order");
    expect(refundedRefusal({ status: "refunded" })).toBe("This refund was marked sent already");
    expect(refundedRefusal({ status: "due" })).toBeNull();
  });
});

describe("refundUtr: the UTR typed for a refund sent", () => {
  it("is the 12 digits, spaces as typed left out", () => {
    expect(refundUtr(" 6123 4567 8901 ")).toBe("612345678901");
  });
  it("is nothing for a short, long, lettered or empty one", () => {
    for (const typed of ["", "12345", "6123456789012", "61234567890a"]) expect(refundUtr(typed)).toBeNull();
  });
});
