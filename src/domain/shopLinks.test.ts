import { describe, expect, it } from "vitest";
import { telUrl, whatsappUrl } from "./shopLinks";

describe("whatsappUrl (SPEC §1)", () => {
  it("removes the leading + of the shop phone", () => {
    expect(whatsappUrl("+919876543210")).toBe("https://wa.me/919876543210");
  });
  it("keeps a number without + as it is, dropping spaces and dashes", () => {
    expect(whatsappUrl("91 98765-43210")).toBe("https://wa.me/919876543210");
  });
  it("gives no link for an empty or broken number", () => {
    expect(whatsappUrl("")).toBeNull();
    expect(whatsappUrl("call me")).toBeNull();
  });
});

describe("telUrl", () => {
  it("keeps the + and drops spaces", () => {
    expect(telUrl("+91 98765 43210")).toBe("tel:+919876543210");
    expect(telUrl("")).toBeNull();
  });
});
