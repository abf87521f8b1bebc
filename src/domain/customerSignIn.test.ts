import { describe, expect, it } from "vitest";
import {
  customerSignIns,
  EMAIL_TAKEN,
  keyKind,
  NOTHING_TO_LINK,
  newCustomerKey,
  PHONE_TAKEN,
  planLink,
} from "./customerSignIn";

const G = "asha@example.com";
const P = "+919876543210";

describe("keyKind", () => {
  it.each([
    [G, "email"],
    [P, "phone"],
    ["+91 98765 43210", null],
    ["9876543210", null],
    ["Asha@Example.com", null],
    ["", null],
  ])("%s is %s", (key, kind) => {
    expect(keyKind(key)).toBe(kind);
  });
});

describe("customerSignIns", () => {
  it("an email key with a linked phone", () => {
    expect(customerSignIns(G, null, P)).toEqual({ email: G, phone: P });
  });
  it("a phone key with a linked email", () => {
    expect(customerSignIns(P, G, null)).toEqual({ email: G, phone: P });
  });
  it("nothing linked", () => {
    expect(customerSignIns(P, null, null)).toEqual({ email: "", phone: P });
    expect(customerSignIns(G, null, null)).toEqual({ email: G, phone: "" });
  });
});

describe("newCustomerKey", () => {
  it("keys by the method used this time", () => {
    expect(newCustomerKey({ email: G, phone: P, via: "phone" })).toBe(P);
    expect(newCustomerKey({ email: G, phone: P, via: "google" })).toBe(G);
    expect(newCustomerKey({ email: "", phone: P })).toBe(P);
    expect(newCustomerKey({ email: G, phone: "" })).toBe(G);
  });
});

describe("planLink", () => {
  const none = { email: null, phone: null };

  it("a phone customer links Google: the email is set beside the phone key", () => {
    expect(planLink(P, { email: "", phone: P }, { email: G, phone: P }, { email: null, phone: P })).toEqual({
      ok: true,
      linkedEmail: G,
    });
  });

  it("a Google customer links a phone", () => {
    expect(planLink(G, { email: G, phone: "" }, { email: "", phone: P }, none)).toEqual({
      ok: true,
      linkedPhone: P,
    });
    expect(planLink(G, { email: G, phone: "" }, { email: G, phone: P }, { email: G, phone: null })).toEqual({
      ok: true,
      linkedPhone: P,
    });
  });

  it("refuses a method that is another customer's", () => {
    expect(
      planLink(P, { email: "", phone: P }, { email: G, phone: P }, { email: "other@x.in", phone: P }),
    ).toEqual({ ok: false, field: "email", message: EMAIL_TAKEN });
    expect(
      planLink(G, { email: G, phone: "" }, { email: "", phone: P }, { email: null, phone: `${G}x` }),
    ).toEqual({ ok: false, field: "phone", message: PHONE_TAKEN });
  });

  it("refuses a second Google account or a second phone", () => {
    const both = { email: G, phone: P };
    const a = planLink(P, both, { email: "b@x.in", phone: "" }, none);
    expect(a).toMatchObject({ ok: false, field: "email" });
    const b = planLink(G, both, { email: "", phone: "+919000000000" }, none);
    expect(b).toMatchObject({ ok: false, field: "phone" });
  });

  it("says when nothing is new", () => {
    expect(planLink(G, { email: G, phone: "" }, { email: G, phone: "" }, { email: G, phone: null })).toEqual({
      ok: false,
      field: "email",
      message: NOTHING_TO_LINK,
    });
  });
});
