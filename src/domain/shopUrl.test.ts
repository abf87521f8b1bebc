import { describe, expect, it } from "vitest";
import { platformOf, subdomainOf } from "./host";
import { handoffTarget, shopHost, shopUrl } from "./shopUrl";

describe("shopUrl", () => {
  it.each([
    ["http://localhost:4321", "demo", "http://demo.localhost:4321/"],
    ["https://platform.in", "kala", "https://kala.platform.in/"],
    ["https://www.platform.in/", "seva", "https://seva.platform.in/"],
    ["http://platform.localhost:4321/some/path", "Demo", "http://demo.platform.localhost:4321/"],
  ])("%s + %s → %s", (site, shop, expected) => {
    expect(shopUrl(platformOf(site), shop)).toBe(expected);
  });

  it("puts the shop under the configured platform domain", () => {
    expect(shopUrl(platformOf("https://www.shops.example.co.in", "shops.example.co.in"), "demo")).toBe(
      "https://demo.shops.example.co.in/",
    );
  });

  it("gives a host that the host rule reads back as the shop", () => {
    expect(subdomainOf(new URL(shopUrl(platformOf("https://www.platform.in"), "demo")).host)).toBe("demo");
    expect(subdomainOf(new URL(shopUrl(platformOf("http://localhost:4321"), "demo")).host)).toBe("demo");
  });

  it("refuses a text that is no shop id", () => {
    expect(() => shopUrl(platformOf("https://platform.in"), "evil.com/x")).toThrow();
  });
});

describe("handoffTarget (SPEC §4: the platform sends the browser to the shop's /customerLogin)", () => {
  it("puts the shop under the platform domain with the site's protocol and port", () => {
    expect(handoffTarget(platformOf("http://platform.localhost:4321", "platform.localhost"), "demo")).toBe(
      "http://demo.platform.localhost:4321/customerLogin",
    );
    expect(handoffTarget(platformOf("https://platform.in", undefined), "Demo")).toBe(
      "https://demo.platform.in/customerLogin",
    );
  });
  it("uses the platform domain even when the site URL names another host", () => {
    expect(handoffTarget(platformOf("http://localhost:4321", "platform.localhost"), "seva")).toBe(
      "http://seva.platform.localhost:4321/customerLogin",
    );
  });
});

describe("shopHost", () => {
  it("is the shop's address as people share it", () => {
    expect(shopHost({ protocol: "https:", domain: "platform.in", port: "" }, "demo")).toBe(
      "demo.platform.in",
    );
    expect(shopHost({ protocol: "http:", domain: "platform.localhost", port: "4321" }, "Demo")).toBe(
      "demo.platform.localhost:4321",
    );
  });
});
