import { describe, expect, it } from "vitest";
import { $admin, ADMIN_DEFAULT, type AdminState, adminLogin, adminLogout, consoleSessionOf } from "./admin";

describe("admin actions (SPEC §4)", () => {
  it("login sets logged in with the admin's data; logout clears it", () => {
    adminLogin({ name: "Asha" });
    expect($admin.get()).toEqual({ adminData: { name: "Asha" }, isLoggedIn: true });
    adminLogout();
    expect($admin.get()).toEqual(ADMIN_DEFAULT);
  });
});

describe("consoleSessionOf", () => {
  const signedIn = (adminData: AdminState["adminData"]) => ({ adminData, isLoggedIn: true });

  it("reads a seller's email and chosen shop, null while none is chosen", () => {
    expect(consoleSessionOf(signedIn({ role: "seller", email: "a@example.com", shopId: "demo" }))).toEqual({
      role: "seller",
      email: "a@example.com",
      shopId: "demo",
    });
    expect(consoleSessionOf(signedIn({ role: "seller", email: "a@example.com", shopId: null }))).toEqual({
      role: "seller",
      email: "a@example.com",
      shopId: null,
    });
  });

  it("reads a rider's key", () => {
    expect(consoleSessionOf(signedIn({ role: "rider", key: "k" }))).toEqual({ role: "rider", key: "k" });
  });

  it("is nobody when logged out, or for the old seller-key slice and other shapes", () => {
    expect(
      consoleSessionOf({ adminData: { role: "seller", email: "a@example.com" }, isLoggedIn: false }),
    ).toBe(null);
    expect(consoleSessionOf(signedIn({ role: "seller", shopId: "demo", key: "local-seller-key-demo" }))).toBe(
      null,
    );
    for (const broken of [null, "x", [], { role: "rider" }, { role: "seller", email: "" }])
      expect(consoleSessionOf(signedIn(broken))).toBe(null);
  });
});
