import { describe, expect, it } from "vitest";
import { hostKind, normalizeHostname, resolveMode, subdomainOf } from "./host";

describe("subdomainOf (SPEC §1 two-label rule)", () => {
  it.each([
    ["platform.in", null],
    ["www.platform.in", null],
    ["demo.platform.in", "demo"],
    ["a.b.platform.in", "a"],
    ["www.demo.platform.in", null],
    ["localhost", null],
    ["demo.localhost", "demo"],
    ["www.localhost", null],
    ["a.b.localhost", "a"],
    ["127.0.0.1", null],
    ["127.0.0.1:4321", null],
    ["[::1]:4321", null],
    ["::1", null],
    ["localhost:4321", null],
    ["demo.localhost:4321", "demo"],
    ["demo.platform.in:443", "demo"],
    ["DEMO.Platform.IN", "demo"],
    ["WWW.PLATFORM.IN:8080", null],
    ["demo.platform.in.", "demo"],
    ["", null],
  ])("%s → %s", (host, expected) => {
    expect(subdomainOf(host)).toBe(expected);
  });
});

describe("subdomainOf with PUBLIC_PLATFORM_DOMAIN", () => {
  it.each([
    ["shop.example.co.in", "shop.example.co.in", null],
    ["demo.shop.example.co.in", "shop.example.co.in", "demo"],
    ["www.shop.example.co.in", "shop.example.co.in", null],
    ["platform.localhost:4321", "platform.localhost", null],
    ["demo.platform.localhost:4321", "platform.localhost", "demo"],
    ["Demo.Platform.Localhost", "platform.localhost", "demo"],
    ["x.y.platform.localhost", "platform.localhost", "x"],
    // Outside the configured domain, the spec's rule still applies.
    ["demo.localhost", "platform.localhost", "demo"],
    ["localhost", "platform.localhost", null],
    ["127.0.0.1", "platform.localhost", null],
  ])("%s on %s → %s", (host, domain, expected) => {
    expect(subdomainOf(host, domain)).toBe(expected);
  });

  it("an empty platform domain means the spec's rule", () => {
    expect(subdomainOf("demo.shop.example.co.in", "")).toBe("demo");
    expect(subdomainOf("demo.shop.example.co.in")).toBe("demo");
  });
});

describe("normalizeHostname", () => {
  it("drops port, brackets, trailing dot and case", () => {
    expect(normalizeHostname("Demo.LocalHost:4321")).toBe("demo.localhost");
    expect(normalizeHostname("[::1]:80")).toBe("::1");
    expect(normalizeHostname("platform.in.")).toBe("platform.in");
  });
});

describe("hostKind", () => {
  it("platform or shop from the host alone", () => {
    expect(hostKind("localhost:4321")).toEqual({ kind: "platform" });
    expect(hostKind("nosuchshop.localhost:4321")).toEqual({ kind: "shop", subdomain: "nosuchshop" });
  });
});

describe("resolveMode", () => {
  const shops = ["demo", "seva"];
  it("no subdomain → platform", () => {
    expect(resolveMode("platform.in", shops)).toEqual({ kind: "platform" });
    expect(resolveMode("www.platform.in", shops)).toEqual({ kind: "platform" });
  });
  it("known subdomain → that shop", () => {
    expect(resolveMode("demo.platform.in", shops)).toEqual({ kind: "shop", shopId: "demo" });
    expect(resolveMode("SEVA.localhost:4321", shops)).toEqual({ kind: "shop", shopId: "seva" });
  });
  it("unknown subdomain → store-not-found", () => {
    expect(resolveMode("nosuchshop.localhost", shops)).toEqual({
      kind: "store-not-found",
      subdomain: "nosuchshop",
    });
    expect(resolveMode("demo.localhost", [])).toEqual({ kind: "store-not-found", subdomain: "demo" });
  });
  it("honours the platform domain", () => {
    expect(resolveMode("demo.platform.localhost", shops, "platform.localhost")).toEqual({
      kind: "shop",
      shopId: "demo",
    });
    expect(resolveMode("platform.localhost", shops, "platform.localhost")).toEqual({ kind: "platform" });
  });
});
