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
  shopId: "demo",
  storeData: { shopId: "demo" },
  catalogue: { response: [{ productId: "p" }] },
};

describe("the shell's boot data", () => {
  it("gives each part once, for its own shop", async () => {
    page(JSON.stringify(data));
    const { takeBootMissing, takeBootShop } = await import("./boot");
    expect(takeBootShop("kala", "storeData")).toBeUndefined();
    expect(takeBootShop("demo", "catalogue")).toEqual({ response: [{ productId: "p" }] });
    expect(takeBootShop("demo", "catalogue")).toBeUndefined();
    expect(takeBootMissing()).toBe(false);
  });

  it("says once that no shop has this host's subdomain when the block carries no shop", async () => {
    page(JSON.stringify({ host: "nosuch.localhost:4321" }), "nosuch.localhost:4321");
    const { takeBootMissing, takeBootShop } = await import("./boot");
    expect(takeBootShop("nosuch", "storeData")).toBeUndefined();
    expect(takeBootMissing()).toBe(true);
    expect(takeBootMissing()).toBe(false);
  });

  it("is ignored when it was made for another host, is no JSON, or is missing", async () => {
    for (const [text, host] of [
      [JSON.stringify(data), "kala.localhost:4321"],
      [JSON.stringify({ host: "nosuch.localhost:4321" }), "kala.localhost:4321"],
      ["{not json", "demo.localhost:4321"],
      [null, "demo.localhost:4321"],
    ] as const) {
      vi.resetModules();
      page(text, host);
      const { takeBootMissing, takeBootShop } = await import("./boot");
      expect(takeBootMissing()).toBe(false);
      expect(takeBootShop("demo", "storeData")).toBeUndefined();
    }
  });
});

describe("the shop's load at start-up", () => {
  it("with the shell's data makes no call; Try Again makes the one lookup", async () => {
    page(JSON.stringify(data));
    const fetchShopAt = vi.fn();
    vi.doMock("../api/shops", () => ({ fetchShopAt }));
    const { $store, loadShop } = await import("./store");
    await loadShop("demo", "demo.localhost:4321");
    expect($store.get()).toEqual({ storeData: { shopId: "demo" }, loadingStatus: "SUCCESS" });
    expect(fetchShopAt).not.toHaveBeenCalled();
    fetchShopAt.mockResolvedValueOnce({ shopId: "demo" });
    await loadShop("demo", "demo.localhost:4321");
    expect(fetchShopAt).toHaveBeenCalledTimes(1);
    vi.doUnmock("../api/shops");
  });

  it("with a block that carries no shop shows store-not-found and makes no call", async () => {
    page(JSON.stringify({ host: "nosuch.localhost:4321" }), "nosuch.localhost:4321");
    const fetchShopAt = vi.fn();
    vi.doMock("../api/shops", () => ({ fetchShopAt }));
    const { $missingShop, loadShop } = await import("./store");
    await loadShop("nosuch", "nosuch.localhost:4321");
    expect($missingShop.get()).toBe("nosuch");
    expect(fetchShopAt).not.toHaveBeenCalled();
    vi.doUnmock("../api/shops");
  });

  it("without the shell's data makes exactly one call, the lookup by host", async () => {
    page(null);
    const fetchShopAt = vi.fn().mockResolvedValue({ shopId: "demo" });
    vi.doMock("../api/shops", () => ({ fetchShopAt }));
    const { $store, loadShop } = await import("./store");
    await loadShop("demo", "demo.localhost:4321");
    expect($store.get().loadingStatus).toBe("SUCCESS");
    expect(fetchShopAt.mock.calls).toEqual([["demo.localhost:4321"]]);
    vi.doUnmock("../api/shops");
  });
});

describe("the start-up's loads from the boot data", () => {
  it("peeks at the shop and its parts without taking them", async () => {
    page(JSON.stringify(data));
    const { peekBoot, takeBootShop } = await import("./boot");
    expect(peekBoot()).toEqual({ shopId: "demo", storeData: true, catalogue: true });
    expect(peekBoot()).toEqual({ shopId: "demo", storeData: true, catalogue: true });
    takeBootShop("demo", "catalogue");
    expect(peekBoot()).toEqual({ shopId: "demo", storeData: true, catalogue: false });
  });

  it("has nothing to peek at for another host", async () => {
    page(JSON.stringify(data), "kala.localhost:4321");
    const { peekBoot } = await import("./boot");
    expect(peekBoot()).toEqual({ storeData: false, catalogue: false });
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
