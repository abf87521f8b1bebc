import { beforeEach, describe, expect, it, vi } from "vitest";
import type { SellerMeResponse } from "../contract/seller";
import { $admin, adminLogout, consoleSessionOf, personLogin, riderKeyLogin } from "./admin";
import { $sellerMe, chooseShop, LOAD_FAILED, loadSellerMe, switchShop } from "./seller";

const me = vi.hoisted(() => ({ answer: null as SellerMeResponse | Error | null }));
vi.mock("../api/seller", () => ({
  sellerMe: async () => {
    if (me.answer instanceof Error || me.answer === null) throw me.answer ?? new Error("no answer");
    return me.answer;
  },
}));

const shop = (shopId: string, role: "owner" | "staff" = "owner") => ({ shopId, role, shopName: shopId });
const EMAIL = "demo.seller@example.com";
const session = () => consoleSessionOf($admin.get());
const person = (shopId: string | null, phone = "") => ({
  kind: "person",
  email: EMAIL,
  phone,
  area: null,
  shopId,
});

beforeEach(() => {
  adminLogout();
  $sellerMe.set({ status: "idle" });
});

describe("the seller area's shops", () => {
  it("lands a person of one shop in it, keeping who they are and never a token", async () => {
    personLogin({ email: EMAIL, phone: "+919876500001" });
    me.answer = { email: EMAIL, shops: [shop("demo")] };
    await loadSellerMe();
    expect(session()).toEqual(person("demo", "+919876500001"));
    expect($sellerMe.get()).toEqual({ status: "ready", me: me.answer });
  });

  it("leaves a person of several shops to choose, and keeps the choice", async () => {
    personLogin({ email: EMAIL, phone: "" });
    me.answer = { email: EMAIL, shops: [shop("demo"), shop("seva", "staff")] };
    await loadSellerMe();
    expect(session()).toEqual(person(null));
    chooseShop("seva");
    expect(session()).toEqual(person("seva"));
    await loadSellerMe();
    expect(session()).toEqual(person("seva"));
    switchShop();
    expect(session()).toEqual(person(null));
  });

  it("says so when the shops could not be loaded", async () => {
    personLogin({ email: EMAIL, phone: "" });
    me.answer = new Error("offline");
    await loadSellerMe();
    expect($sellerMe.get()).toEqual({ status: "failed", message: LOAD_FAILED });
  });

  it("changes nothing for a rider-key session", async () => {
    riderKeyLogin("k");
    me.answer = { email: EMAIL, shops: [shop("demo")] };
    await loadSellerMe();
    chooseShop("demo");
    expect(session()).toEqual({ kind: "riderKey", key: "k" });
  });
});
