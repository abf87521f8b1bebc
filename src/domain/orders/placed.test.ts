import { describe, expect, it } from "vitest";
import { fill } from "../words";
import { paymentMethodText, placedSummary, placedTotalLabel } from "./placed";

const sent = [
  { productName: "Organic Jaggery 1 kg", size: "", color: "", productCount: 2, onePiecePrice: 90 },
  { productName: "Cotton Kurta", size: "S", color: "Maroon", productCount: 1, onePiecePrice: 700 },
];
const chosen = {
  address: "Asha, +91-9829012345, 7 Civil Lines",
  paymentMethod: "COD" as const,
  transactionId: "",
};

describe("placedSummary: one checkout, one reference", () => {
  it("lists the server's lines as charged under the placement's reference, with its total and address", () => {
    const summary = placedSummary(
      {
        orderIds: ["ODAAAAAA123456", "ODAAAAAA654321"],
        lines: [
          {
            orderId: "ODAAAAAA123456",
            productName: "Organic Jaggery 1 kg",
            size: "",
            color: "",
            productCount: 2,
            totalCartValue: 180,
          },
          {
            orderId: "ODAAAAAA654321",
            productName: "Cotton Kurta",
            size: "S",
            color: "Maroon",
            productCount: 1,
            totalCartValue: 749,
          },
        ],
        address: "Asha, +91-9829012345, 7 Civil Lines, Jaipur",
        totals: { payable: 949, deliveryFee: 20, couponDiscount: 0 },
      },
      sent,
      chosen,
    );
    expect(summary).toEqual({
      reference: "123456",
      items: [
        { orderId: "ODAAAAAA123456", label: "Organic Jaggery 1 kg", productCount: 2, amount: 180 },
        { orderId: "ODAAAAAA654321", label: "Cotton Kurta (S / Maroon)", productCount: 1, amount: 749 },
      ],
      // The bill beside the lines: 180 + 749 + the fee.
      deliveryFee: 20,
      couponDiscount: 0,
      payable: 949,
      // The server's address wins over the one the tab chose.
      address: "Asha, +91-9829012345, 7 Civil Lines, Jaipur",
      paymentMethod: "COD",
      transactionId: "",
    });
  });

  it("falls back to the lines as sent and the chosen address when an old replayed answer lacks them", () => {
    const summary = placedSummary(
      {
        orderIds: ["ODBBBBBB111111", "ODBBBBBB222222"],
        totals: { payable: 900, deliveryFee: 20, couponDiscount: 0 },
      },
      sent,
      chosen,
    );
    expect(summary.reference).toBe("111111");
    expect(summary.items).toEqual([
      { orderId: "ODBBBBBB111111", label: "Organic Jaggery 1 kg", productCount: 2, amount: 180 },
      { orderId: "ODBBBBBB222222", label: "Cotton Kurta (S / Maroon)", productCount: 1, amount: 700 },
    ]);
    expect(summary.address).toBe(chosen.address);
    expect(summary.payable).toBe(900);
  });

  it("names the placement as the history and the seller's console do: its lowest order id's number", () => {
    const answer = {
      orderIds: ["ODCCCCCCZZZZZZ", "ODCCCCCC222222"],
      totals: { payable: 900, deliveryFee: 20, couponDiscount: 0 },
    };
    expect(placedSummary(answer, sent, chosen).reference).toBe("222222");
  });
});

describe("the payment's words", () => {
  it("names the method, with a UPI reference when one was typed", () => {
    expect(paymentMethodText({ paymentMethod: "COD", transactionId: "" }, fill)).toBe("Cash on delivery");
    expect(paymentMethodText({ paymentMethod: "UPI", transactionId: "" }, fill)).toBe("UPI");
    expect(paymentMethodText({ paymentMethod: "UPI", transactionId: "412345678901" }, fill)).toBe(
      "UPI (transaction ID 412345678901)",
    );
  });
  it("says a COD total is still to pay, a UPI total paid", () => {
    expect(placedTotalLabel("COD", fill)).toBe("To pay on delivery");
    expect(placedTotalLabel("UPI", fill)).toBe("Total paid");
  });
});
