import { describe, expect, it } from "vitest";
import { platformOf } from "./host";
import { decodeLoginData, encodeLoginData, loginCookieAttributes, shopFromQuery } from "./loginHandoff";

describe("loginCookieAttributes (SPEC §3: the platform's parent domain, path /)", () => {
  it("scopes to the platform domain, Lax, 2 minutes, Secure only on https", () => {
    expect(loginCookieAttributes(platformOf("http://platform.localhost:4321", "platform.localhost"))).toEqual(
      {
        domain: "platform.localhost",
        path: "/",
        secure: false,
        sameSite: "lax",
        expires: 2 / 1440,
      },
    );
    expect(loginCookieAttributes(platformOf("https://www.platform.in")).secure).toBe(true);
    expect(loginCookieAttributes(platformOf("https://www.platform.in")).domain).toBe("platform.in");
  });
});

describe("storeLoginData", () => {
  it("round-trips the email and the one-time code as JSON", () => {
    const raw = encodeLoginData({ email: "a@example.com", code: "c".repeat(32) });
    expect(JSON.parse(raw)).toEqual({ email: "a@example.com", code: "c".repeat(32) });
    expect(decodeLoginData(raw)).toEqual({ email: "a@example.com", code: "c".repeat(32) });
  });
  it("reads a phone shopper's key", () => {
    const raw = encodeLoginData({ email: "+919876543210", code: "c".repeat(32) });
    expect(decodeLoginData(raw)).toEqual({ email: "+919876543210", code: "c".repeat(32) });
  });
  it.each([
    JSON.stringify({ email: "9876543210", code: "x" }),
    JSON.stringify({ email: "+91 98765 43210", code: "x" }),
    undefined,
    "",
    "{not json",
    '"a@example.com"',
    "null",
    JSON.stringify({ email: "a@example.com" }),
    JSON.stringify({ email: "a@example.com", code: "" }),
    JSON.stringify({ email: "nobody", code: "x" }),
  ])("rejects %s (an email alone proves nothing)", (raw) => {
    expect(decodeLoginData(raw)).toBeNull();
  });
});

describe("shopFromQuery", () => {
  it("reads the subdomain parameter", () => {
    expect(shopFromQuery("?subdomain=demo")).toBe("demo");
    expect(shopFromQuery("?subdomain=DEMO")).toBe("demo");
  });
  it.each(["", "?subdomain=", "?subdomain=evil.com", "?subdomain=-x", "?shop=demo"])("rejects %s", (q) => {
    expect(shopFromQuery(q)).toBeNull();
  });
});
