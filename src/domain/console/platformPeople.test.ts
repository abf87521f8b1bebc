import { describe, expect, it } from "vitest";
import { platformShopName, shopOwner, staffPersonKey, staffPersonName } from "./platformPeople";

describe("the master admin's names for shops and people", () => {
  it("names a shop by its name, else its id", () => {
    expect(platformShopName({ name: "Mehta Sweets", shopId: "mehta" })).toBe("Mehta Sweets");
    expect(platformShopName({ name: "", shopId: "mehta" })).toBe("mehta");
  });

  it("names an owner by email and phone, or says there is none", () => {
    expect(shopOwner({ ownerEmail: "a@example.com", ownerPhone: "+919876543210" })).toBe(
      "a@example.com · +91 98765 43210",
    );
    expect(shopOwner({ ownerEmail: "", ownerPhone: "+919876543210" })).toBe("+91 98765 43210");
    expect(shopOwner({ ownerEmail: "a@example.com", ownerPhone: "" })).toBe("a@example.com");
    expect(shopOwner({ ownerEmail: "", ownerPhone: "" })).toBe("No owner named");
  });

  it("names a staff person by email, else by phone (shown to people, +91 in a path)", () => {
    const byPhone = { email: "", phone: "+919876543210" };
    expect(staffPersonName(byPhone)).toBe("+91 98765 43210");
    expect(staffPersonKey(byPhone)).toBe("+919876543210");
    const both = { email: "s@example.com", phone: "+919876543210" };
    expect(staffPersonName(both)).toBe("s@example.com");
    expect(staffPersonKey(both)).toBe("s@example.com");
  });
});
