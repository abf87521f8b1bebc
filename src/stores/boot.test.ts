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

describe("the start-up's loads from the boot data", () => {
  it("peeks at the shop and its parts without taking them", async () => {
    page(JSON.stringify(data));
    const { peekBoot, takeBootShop } = await import("./boot");
    expect(peekBoot()).toEqual({ shopId: "demo", storeData: true, products: true });
    expect(peekBoot()).toEqual({ shopId: "demo", storeData: true, products: true });
    takeBootShop("demo", "products");
    expect(peekBoot()).toEqual({ shopId: "demo", storeData: true, products: false });
  });

  it("has nothing to peek at for another host", async () => {
    page(JSON.stringify(data), "kala.localhost:4321");
    const { peekBoot } = await import("./boot");
    expect(peekBoot()).toEqual({ storeData: false, products: false });
  });

  it("tells a screen once that its first load is made; later visits load again", async () => {
    page(JSON.stringify(data));
    const { bootLoaded, markLoadedFromBoot, takeBootLoaded } = await import("./boot");
    expect(bootLoaded("shop:demo")).toBe(false);
    markLoadedFromBoot("shop:demo");
    expect(bootLoaded("shop:demo")).toBe(true);
    expect(bootLoaded("shop:demo")).toBe(true);
    expect(takeBootLoaded("shop:demo")).toBe(true);
    expect(takeBootLoaded("shop:demo")).toBe(false);
    expect(bootLoaded("shop:demo")).toBe(false);
  });
});
