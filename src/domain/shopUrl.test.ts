import { describe, expect, it } from "vitest";
import { subdomainOf } from "./host";
import { isShopId, shopUrl } from "./shopUrl";

describe("shopUrl", () => {
  it.each([
    ["http://localhost:4321", "demo", "http://demo.localhost:4321/"],
    ["https://platform.in", "kala", "https://kala.platform.in/"],
    ["https://www.platform.in/", "seva", "https://seva.platform.in/"],
    ["http://platform.localhost:4321/some/path", "Demo", "http://demo.platform.localhost:4321/"],
  ])("%s + %s → %s", (site, shop, expected) => {
    expect(shopUrl(site, shop)).toBe(expected);
  });

  it("gives a host that the host rule reads back as the shop", () => {
    expect(subdomainOf(new URL(shopUrl("https://www.platform.in", "demo")).host)).toBe("demo");
    expect(subdomainOf(new URL(shopUrl("http://localhost:4321", "demo")).host)).toBe("demo");
  });
});

describe("isShopId", () => {
  it.each(["demo", "seva", "kala", "a", "shop-2", "x".repeat(63)])("accepts %s", (id) => {
    expect(isShopId(id)).toBe(true);
  });

  it.each(["", "Demo", "-shop", "shop-", "two words", "a.b", "x".repeat(64), "../etc", "shop%20"])(
    "rejects %j",
    (id) => {
      expect(isShopId(id)).toBe(false);
    },
  );
});
