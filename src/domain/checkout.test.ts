import { describe, expect, it } from "vitest";
import {
  canOpenStep,
  isValidUtr,
  orderReference,
  selectionLabel,
  shortDescription,
  shortName,
  UTR_MESSAGE,
  upiPayLink,
} from "./checkout";

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
    expect(selectionLabel(2, 3)).toBe("2 / 3 Items Selected");
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
  it("makes an order reference of letters and digits", () => {
    expect(orderReference(() => "1b2c-3d4e-5f")).toBe("PL1B2C3D4E5F");
  });
  it("accepts no UTR or 12 digits, else the spec's message applies", () => {
    expect(isValidUtr("")).toBe(true);
    expect(isValidUtr("1234 5678 9012")).toBe(true);
    expect(isValidUtr("12345678901")).toBe(false);
    expect(isValidUtr("12345678901a")).toBe(false);
    expect(UTR_MESSAGE).toBe("PLEASE ENTER VALID TRANSACTION ID");
  });
});
