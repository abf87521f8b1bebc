import { describe, expect, it } from "vitest";
import {
  canOpenStep,
  effectiveStep,
  isValidUtr,
  nextGuideStep,
  normalUtr,
  offersCoupon,
  orderLines,
  orderReference,
  PAYMENT_GUIDE_STEP_MS,
  PAYMENT_GUIDE_STEPS,
  placeOrderLabel,
  selectionLabel,
  shortDescription,
  shortName,
  UTR_MESSAGE,
  upiPayLink,
} from "./checkout";
import { line } from "./fixtures/cart";
import { fill } from "./words";

describe("canOpenStep (SPEC §2 progress bar)", () => {
  const ready = { selected: 2, userLogged: true, busy: false, addressKey: "home" };
  it("Bag is always open", () => {
    expect(canOpenStep("bag", { selected: 0, userLogged: false, busy: true, addressKey: null })).toBe(true);
  });
  it("Address needs a selection, a signed-in shopper and not busy", () => {
    expect(canOpenStep("address", ready)).toBe(true);
    expect(canOpenStep("address", { ...ready, selected: 0 })).toBe(false);
    expect(canOpenStep("address", { ...ready, userLogged: false })).toBe(false);
    expect(canOpenStep("address", { ...ready, busy: true })).toBe(false);
  });
  it("Payment also needs a chosen address", () => {
    expect(canOpenStep("payment", ready)).toBe(true);
    expect(canOpenStep("payment", { ...ready, addressKey: null })).toBe(false);
    expect(canOpenStep("payment", { ...ready, busy: true })).toBe(false);
  });
  it("Success is never opened from the bar", () => {
    expect(canOpenStep("success", ready)).toBe(false);
  });
});

describe("bag line display", () => {
  it("labels the selection '{selected} / {total} Items Selected'", () => {
    expect(selectionLabel(2, 3, fill)).toBe("2 / 3 Items Selected");
  });
  it("cuts a name to 17 characters plus dots", () => {
    expect(shortName("Basmati Rice 5 kg")).toBe("Basmati Rice 5 kg");
    expect(shortName("Handloom Cotton Dupatta")).toBe("Handloom Cotton D...");
  });
  it("shows the first sentence, cut to 49 characters plus dots when over 60", () => {
    expect(shortDescription("Aged basmati. Long grains.")).toBe("Aged basmati.");
    const long = "A".repeat(61);
    expect(shortDescription(`${long}. Second.`)).toBe(`${"A".repeat(49)}...`);
    expect(shortDescription("B".repeat(60))).toBe("B".repeat(60));
    expect(shortDescription("")).toBe("");
  });
});

describe("UPI payment", () => {
  it("links pa, pn, the amount with two decimals, INR and the order reference", () => {
    const link = upiPayLink({
      payee: "demo@upi",
      name: "Demo Kirana Store",
      amount: 520,
      reference: "PLABC123",
    });
    expect(link).toBe(
      "upi://pay?pa=demo%40upi&pn=Demo%20Kirana%20Store&am=520.00&cu=INR&tr=PLABC123&tn=Order%20PLABC123",
    );
    expect(new URL(link).searchParams.get("am")).toBe("520.00");
  });
  it("carries a note of the caller's when given (a kiosk fee)", () => {
    const link = upiPayLink({
      payee: "fees@upi",
      name: "Platform",
      amount: 3000,
      reference: "KM000001F",
      note: "Shop fee demo",
    });
    expect(new URL(link).searchParams.get("tn")).toBe("Shop fee demo");
    expect(new URL(link).searchParams.get("tr")).toBe("KM000001F");
  });
  it("makes an order reference of letters and digits", () => {
    expect(orderReference(() => "1b2c-3d4e-5f")).toBe("PL1B2C3D4E5F");
    expect(orderReference(() => "0f6c2a9e-41b7-4c1d-9e2f-8a7b6c5d4e3f")).toBe("PL0F6C2A9E41B7");
  });
  it("accepts no UTR or 12 digits, else the spec's message applies", () => {
    expect(isValidUtr("")).toBe(true);
    expect(isValidUtr("1234 5678 9012")).toBe(true);
    expect(isValidUtr("12345678901")).toBe(false);
    expect(isValidUtr("12345678901a")).toBe(false);
    expect(UTR_MESSAGE).toBe("PLEASE ENTER VALID TRANSACTION ID");
  });
  it("keeps a UTR without the spaces typed in it", () => {
    expect(normalUtr(" 1234 5678\t9012 ")).toBe("123456789012");
  });
});

describe("effectiveStep: where a saved step lands when its rules no longer hold", () => {
  const ready = { selected: 1, userLogged: true, busy: false, addressKey: "home" };
  it("keeps a step that may still open, and Success always", () => {
    expect(effectiveStep("payment", ready)).toBe("payment");
    expect(effectiveStep("address", ready)).toBe("address");
    expect(effectiveStep("success", { ...ready, selected: 0, userLogged: false })).toBe("success");
  });
  it("falls back to the nearest earlier step that may open", () => {
    expect(effectiveStep("payment", { ...ready, addressKey: null })).toBe("address");
    expect(effectiveStep("payment", { ...ready, selected: 0 })).toBe("bag");
    expect(effectiveStep("address", { ...ready, userLogged: false })).toBe("bag");
  });
  it("stays on its step while busy (busy refuses clicks, it does not move the shopper)", () => {
    expect(effectiveStep("payment", { ...ready, busy: true })).toBe("payment");
  });
});

describe("a service shop's bag (SPEC §2)", () => {
  it("books a service and offers no coupon", () => {
    expect(placeOrderLabel("service", fill)).toBe("Book Service");
    expect(offersCoupon("service")).toBe(false);
  });
  it("a product shop (the default type) places orders with a coupon box", () => {
    expect(placeOrderLabel("product", fill)).toBe("PLACE ORDER");
    expect(placeOrderLabel(undefined, fill)).toBe("PLACE ORDER");
    expect(offersCoupon("product")).toBe(true);
  });
});

describe("the payment guide (SPEC §9: 2.7 s a step over 4 steps)", () => {
  it("goes round its four steps", () => {
    expect([0, 1, 2, 3].map(nextGuideStep)).toEqual([1, 2, 3, 0]);
    expect(PAYMENT_GUIDE_STEPS).toBe(4);
    expect(PAYMENT_GUIDE_STEP_MS).toBe(2700);
  });
});

describe("orderLines (SPEC §3 order line sent to the server)", () => {
  it("gives each checked line's fields with its first image, line total and the placement's facts; the coupon on the first", () => {
    const facts = {
      email: "a@x.in",
      address: "Asha, +91-9876543210, Jaipur",
      paymentMethod: "COD" as const,
      transactionId: "",
    };
    const lines = orderLines([line({ productCount: 2 }), line({ productId: "dal", onePiecePrice: 180 })], {
      ...facts,
      couponDiscount: 50,
    });
    expect(lines[0]).toMatchObject({
      productId: "rice",
      productImage: "/rice.png",
      productCount: 2,
      totalCartValue: 500,
      coupontotal: 50,
      ...facts,
    });
    expect(lines[1]).toMatchObject({ productId: "dal", totalCartValue: 180, coupontotal: 0, ...facts });
    expect(lines[1]).not.toHaveProperty("couponDiscount");
  });
});
