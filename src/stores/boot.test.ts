import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

/** A page whose shell carries `text` in the boot block, at `host`. */
function page(text: string | null, host = "demo.localhost:4321") {
  vi.stubGlobal("location", { host });
  vi.stubGlobal("document", {
    getElementById: (id: string) => (id === "shop-boot" && text !== null ? { textContent: text } : null),
  });
}

beforeEach(() => vi.resetModules());
afterEach(() => vi.unstubAllGlobals());

const data = {
  host: "demo.localhost:4321",
  shops: ["demo"],
  shopId: "demo",
  storeData: { shopId: "demo" },
  products: [{ productId: "p" }],
};

describe("the shell's boot data", () => {
  it("gives each part once, for its own shop", async () => {
    page(JSON.stringify(data));
    const { takeBootShop, takeBootShops } = await import("./boot");
    expect(takeBootShops()).toEqual(["demo"]);
    expect(takeBootShops()).toBeUndefined();
    expect(takeBootShop("kala", "storeData")).toBeUndefined();
    expect(takeBootShop("demo", "products")).toEqual([{ productId: "p" }]);
    expect(takeBootShop("demo", "products")).toBeUndefined();
  });

  it("is ignored when it was made for another host, is no JSON, or is missing", async () => {
    for (const [text, host] of [
      [JSON.stringify(data), "kala.localhost:4321"],
      ["{not json", "demo.localhost:4321"],
      [null, "demo.localhost:4321"],
    ] as const) {
      vi.resetModules();
      page(text, host);
      const { takeBootShop, takeBootShops } = await import("./boot");
      expect(takeBootShops()).toBeUndefined();
      expect(takeBootShop("demo", "storeData")).toBeUndefined();
    }
  });

  it("lets the shop list settle without a call", async () => {
    page(JSON.stringify(data));
    const getSubdomains = vi.fn();
    vi.doMock("../api/shops", () => ({ getSubdomains, fetchShop: vi.fn() }));
    const { $shopList, loadShopList } = await import("./shopList");
    await loadShopList();
    expect($shopList.get()).toEqual({ status: "SUCCESS", shops: ["demo"] });
    expect(getSubdomains).not.toHaveBeenCalled();
    // Try Again asks the API.
    getSubdomains.mockResolvedValueOnce(["demo", "kala"]);
    await loadShopList();
    expect(getSubdomains).toHaveBeenCalledTimes(1);
    vi.doUnmock("../api/shops");
  });
});
