import { describe, expect, it } from "vitest";
import {
  hostKind,
  inPlatformDomain,
  isHostHeader,
  isShopId,
  normalizeHostname,
  platformOf,
  subdomainOf,
  toShopId,
} from "./host";
import { loginCookieAttributes } from "./loginHandoff";
import { handoffTarget, shopUrl } from "./shopUrl";

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

describe("isHostHeader: a Host value the lookup by host accepts", () => {
  it.each([
    "demo.localhost",
    "demo.localhost:4321",
    "DEMO.Platform.IN",
    "demo.platform.in.",
    "localhost",
    "127.0.0.1:8080",
    "[::1]:4321",
    "x-1.platform.in",
    `${"a".repeat(63)}.platform.in`,
  ])("accepts %s", (host) => {
    expect(isHostHeader(host)).toBe(true);
  });

  it.each([
    "",
    "demo_shop.localhost",
    "-demo.localhost",
    "demo-.localhost",
    "demo..localhost",
    ".demo.localhost",
    "demo.localhost:",
    "demo.localhost:123456",
    "demo.localhost/path",
    "demo localhost",
    "user@demo.localhost",
    "दुकान.localhost",
    `${"a".repeat(64)}.platform.in`,
    `${"abcdefghi.".repeat(26)}in`,
    "[not-ipv6]",
  ])("refuses %j", (host) => {
    expect(isHostHeader(host)).toBe(false);
  });

  it("names a subdomain that is a shop id whenever it names one", () => {
    for (const host of ["Demo.localhost", "x-1.y.platform.in:443", "WWW.demo.localhost"]) {
      const subdomain = subdomainOf(host, "platform.in");
      expect(isHostHeader(host)).toBe(true);
      if (subdomain !== null) expect(isShopId(subdomain), host).toBe(true);
    }
  });
});

describe("platformOf: the domain whose subdomains are shops", () => {
  it("is PUBLIC_PLATFORM_DOMAIN when set", () => {
    expect(platformOf("http://platform.localhost:4321", "platform.localhost").domain).toBe(
      "platform.localhost",
    );
    expect(platformOf("https://www.platform.in", "Shop.Example.co.in").domain).toBe("shop.example.co.in");
    expect(platformOf("https://shops.gov.in", "shops.gov.in").domain).toBe("shops.gov.in");
  });
  it("else the site's host without www", () => {
    expect(platformOf("https://www.platform.in/").domain).toBe("platform.in");
    expect(platformOf("http://platform.localhost:4321", "").domain).toBe("platform.localhost");
    expect(platformOf("http://localhost:4321").domain).toBe("localhost");
    expect(platformOf("http://127.0.0.1:4321").domain).toBe("127.0.0.1");
    expect(platformOf("https://shops.example.co.in").domain).toBe("shops.example.co.in");
  });
  it("keeps the site's protocol and port", () => {
    expect(platformOf("http://platform.localhost:4321")).toEqual({
      protocol: "http:",
      port: "4321",
      domain: "platform.localhost",
    });
    expect(platformOf("https://platform.in:443").port).toBe("");
  });
});

describe("inPlatformDomain", () => {
  it("is the domain itself or a host under it", () => {
    expect(inPlatformDomain("platform.in", "platform.in")).toBe(true);
    expect(inPlatformDomain("Demo.Platform.IN:8443", "platform.in")).toBe(true);
    expect(inPlatformDomain("evilplatform.in", "platform.in")).toBe(false);
    expect(inPlatformDomain("platform.in.evil.com", "platform.in")).toBe(false);
  });
});

describe("isShopId and toShopId", () => {
  it.each(["demo", "seva", "kala", "a", "shop-2", "x".repeat(63)])("accepts %s", (id) => {
    expect(isShopId(id)).toBe(true);
    expect(toShopId(id)).toBe(id);
  });

  it.each(["", "Demo", "-shop", "shop-", "two words", "a.b", "x".repeat(64), "../etc", "shop%20"])(
    "isShopId rejects %j",
    (id) => {
      expect(isShopId(id)).toBe(false);
    },
  );

  it("toShopId trims and lower-cases, and refuses what is still no host label", () => {
    expect(toShopId("  Demo ")).toBe("demo");
    expect(toShopId("a.b")).toBeNull();
    expect(toShopId("")).toBeNull();
  });
});

/**
 * The callers of these rules (the web server's routing, the storefront's
 * mode, the API's CORS check, the platform's links to shops and the login
 * handoff) must agree on every host. For each platform below: the platform's
 * own hosts route to the platform; a shop's URL routes to that shop, lies in
 * the CORS domain and under the login cookies' domain.
 */
describe("one platform domain for every caller", () => {
  const platforms: [string, string | undefined, string[]][] = [
    ["https://platform.in", undefined, ["platform.in", "www.platform.in", "platform.in:443"]],
    ["https://www.platform.in", undefined, ["platform.in", "www.platform.in"]],
    ["http://platform.localhost:4321", "platform.localhost", ["platform.localhost:4321"]],
    ["http://platform.localhost:4321", undefined, ["platform.localhost:4321", "www.platform.localhost"]],
    ["http://localhost:4321", undefined, ["localhost:4321", "127.0.0.1:4321", "[::1]:4321"]],
    [
      "https://shops.example.co.in",
      "shops.example.co.in",
      ["shops.example.co.in", "www.shops.example.co.in"],
    ],
    ["https://shops.example.co.in", undefined, ["shops.example.co.in", "www.shops.example.co.in:8443"]],
  ];

  for (const [site, configured, platformHosts] of platforms) {
    const platform = platformOf(site, configured);
    it(`${site} (${configured ?? "no PUBLIC_PLATFORM_DOMAIN"})`, () => {
      for (const host of platformHosts) {
        expect(hostKind(host, platform.domain), host).toEqual({ kind: "platform" });
      }
      for (const shop of ["demo", "Seva"]) {
        const url = new URL(shopUrl(platform, shop));
        const id = shop.toLowerCase();
        expect(hostKind(url.host, platform.domain)).toEqual({ kind: "shop", subdomain: id });
        expect(isHostHeader(url.host), url.host).toBe(true);
        expect(inPlatformDomain(url.host, platform.domain)).toBe(true);
        const target = new URL(handoffTarget(platform, shop));
        expect(target.origin).toBe(url.origin);
        expect(inPlatformDomain(target.host, loginCookieAttributes(platform).domain)).toBe(true);
      }
    });
  }
});
