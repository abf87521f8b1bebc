import { beforeEach, describe, expect, it } from "vitest";
import {
  $admin,
  ADMIN_DEFAULT,
  type AdminState,
  adminLogin,
  adminLogout,
  consoleSessionOf,
  personLogin,
  personOf,
  riderKeyLogin,
  updatePerson,
} from "./admin";

beforeEach(() => adminLogout());

describe("admin actions (SPEC §4)", () => {
  it("login sets logged in with the admin's data; logout clears it", () => {
    adminLogin({ name: "Asha" });
    expect($admin.get()).toEqual({ adminData: { name: "Asha" }, isLoggedIn: true });
    adminLogout();
    expect($admin.get()).toEqual(ADMIN_DEFAULT);
  });
});

describe("a person's session", () => {
  it("keeps who signed in (email or phone) and nothing chosen yet", () => {
    personLogin({ email: "", phone: "+919829012345" });
    expect($admin.get()).toEqual({
      adminData: { role: "person", email: "", phone: "+919829012345", area: null, shopId: null },
      isLoggedIn: true,
    });
  });

  it("keeps the chosen area and shop, and who the server says they are", () => {
    personLogin({ email: "a@example.com", phone: "" });
    updatePerson({ area: "seller" });
    updatePerson({ shopId: "demo" });
    updatePerson({ phone: "+919876500001" });
    expect(personOf($admin.get())).toEqual({
      kind: "person",
      email: "a@example.com",
      phone: "+919876500001",
      area: "seller",
      shopId: "demo",
    });
  });

  it("changes nothing when nobody, or a rider with the key, is signed in", () => {
    updatePerson({ area: "seller" });
    expect($admin.get()).toEqual(ADMIN_DEFAULT);
    riderKeyLogin("k");
    updatePerson({ area: "seller" });
    expect(consoleSessionOf($admin.get())).toEqual({ kind: "riderKey", key: "k" });
    expect(personOf($admin.get())).toBe(null);
  });
});

describe("consoleSessionOf", () => {
  const signedIn = (adminData: AdminState["adminData"]) => ({ adminData, isLoggedIn: true });

  it("reads a person by email, by phone or both, with their choices", () => {
    expect(
      consoleSessionOf(
        signedIn({ role: "person", email: "a@example.com", phone: "", area: "support", shopId: null }),
      ),
    ).toEqual({ kind: "person", email: "a@example.com", phone: "", area: "support", shopId: null });
    expect(consoleSessionOf(signedIn({ role: "person", phone: "+919829012345", area: "rider" }))).toEqual({
      kind: "person",
      email: "",
      phone: "+919829012345",
      area: "rider",
      shopId: null,
    });
  });

  it("forgets a damaged area or shop id (the person chooses again)", () => {
    expect(
      consoleSessionOf(
        signedIn({ role: "person", email: "a@example.com", area: "boss", shopId: "Not A Shop" }),
      ),
    ).toEqual({ kind: "person", email: "a@example.com", phone: "", area: null, shopId: null });
  });

  it("reads a seller's slice from before phone sign-in as that person in the seller area", () => {
    expect(consoleSessionOf(signedIn({ role: "seller", email: "a@example.com", shopId: "demo" }))).toEqual({
      kind: "person",
      email: "a@example.com",
      phone: "",
      area: "seller",
      shopId: "demo",
    });
  });

  it("reads a rider's key", () => {
    expect(consoleSessionOf(signedIn({ role: "rider", key: "k" }))).toEqual({ kind: "riderKey", key: "k" });
  });

  it("is nobody when logged out, or for the old seller-key slice and other shapes", () => {
    expect(
      consoleSessionOf({ adminData: { role: "person", email: "a@example.com" }, isLoggedIn: false }),
    ).toBe(null);
    expect(consoleSessionOf(signedIn({ role: "seller", shopId: "demo", key: "local-seller-key-demo" }))).toBe(
      null,
    );
    for (const broken of [
      null,
      "x",
      [],
      { role: "rider" },
      { role: "seller", email: "" },
      { role: "person", email: "", phone: "" },
      { role: "person", email: 1 },
    ])
      expect(consoleSessionOf(signedIn(broken))).toBe(null);
  });
});
