import { describe, expect, it } from "vitest";
import {
  decodeLoginData,
  encodeLoginData,
  handoffTarget,
  loginCookieAttributes,
  platformHost,
  shopFromQuery,
} from "./loginHandoff";

describe("platformHost", () => {
  it("is PUBLIC_PLATFORM_DOMAIN when set", () => {
    expect(platformHost("http://platform.localhost:4321", "platform.localhost")).toBe("platform.localhost");
    expect(platformHost("https://www.platform.in", "Shop.Example.co.in")).toBe("shop.example.co.in");
  });
  it("else the site's host without www", () => {
    expect(platformHost("https://www.platform.in/")).toBe("platform.in");
    expect(platformHost("http://platform.localhost:4321", "")).toBe("platform.localhost");
  });
});

describe("handoffTarget (SPEC §4: the platform sends the browser to the shop's /customerLogin)", () => {
  it("puts the shop under the platform domain with the site's protocol and port", () => {
    expect(handoffTarget("http://platform.localhost:4321", "platform.localhost", "demo")).toBe(
      "http://demo.platform.localhost:4321/customerLogin",
    );
    expect(handoffTarget("https://platform.in", undefined, "Demo")).toBe(
      "https://demo.platform.in/customerLogin",
    );
  });
  it("uses the platform domain even when the site URL names another host", () => {
    expect(handoffTarget("http://localhost:4321", "platform.localhost", "seva")).toBe(
      "http://seva.platform.localhost:4321/customerLogin",
    );
  });
});

describe("loginCookieAttributes (SPEC §3: the platform's parent domain, path /)", () => {
  it("scopes to the platform domain, Lax, 2 minutes, Secure only on https", () => {
    expect(loginCookieAttributes("http://platform.localhost:4321", "platform.localhost")).toEqual({
      domain: "platform.localhost",
      path: "/",
      secure: false,
      sameSite: "lax",
      expires: 2 / 1440,
    });
    expect(loginCookieAttributes("https://www.platform.in").secure).toBe(true);
    expect(loginCookieAttributes("https://www.platform.in").domain).toBe("platform.in");
  });
});

describe("storeLoginData", () => {
  it("round-trips the email and the one-time code as JSON", () => {
    const raw = encodeLoginData({ email: "a@example.com", code: "c".repeat(32) });
    expect(JSON.parse(raw)).toEqual({ email: "a@example.com", code: "c".repeat(32) });
    expect(decodeLoginData(raw)).toEqual({ email: "a@example.com", code: "c".repeat(32) });
  });
  it.each([
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
