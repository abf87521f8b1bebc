import { beforeEach, describe, expect, it, vi } from "vitest";
import { fetchShopAt } from "../api/shops";
import type { StoreData } from "../contract/shop";
import { deferred, storeDataFixture } from "./fixtures";
import { $missingShop, $store, loadShop, STORE_DEFAULT, storeDataFor } from "./store";

vi.mock("../api/shops", () => ({ fetchShopAt: vi.fn() }));
const fetchShopMock = vi.mocked(fetchShopAt);
/** The host of the shop demo, as the storefront passes it. */
const HOST = "demo.localhost:4321";

beforeEach(() => {
  fetchShopMock.mockReset();
  $store.set(STORE_DEFAULT);
  $missingShop.set(null);
});

describe("loadShop", () => {
  it("is LOADING while the call runs, then SUCCESS with storeData replaced by the response", async () => {
    const call = deferred<StoreData>();
    fetchShopMock.mockReturnValueOnce(call.promise);
    const done = loadShop("demo", HOST);
    expect($store.get().loadingStatus).toBe("LOADING");
    await vi.waitFor(() => expect(fetchShopMock).toHaveBeenCalledWith(HOST)); // after the api module loads
    call.resolve(storeDataFixture("demo"));
    await done;
    expect($store.get()).toEqual({ storeData: storeDataFixture("demo"), loadingStatus: "SUCCESS" });
  });

  it("replaces the same shop's held storeData with the fresh one", async () => {
    $store.set({ storeData: storeDataFixture("demo", "Old name"), loadingStatus: "SUCCESS" });
    fetchShopMock.mockResolvedValueOnce(storeDataFixture("demo", "New name"));
    await loadShop("demo", HOST);
    expect($store.get().storeData?.settings.header.shopName).toBe("New name");
  });

  it("gives FAILED when the call fails", async () => {
    fetchShopMock.mockRejectedValueOnce(new Error("404"));
    await loadShop("demo", HOST);
    expect($store.get()).toEqual({ storeData: null, loadingStatus: "FAILED" });
  });

  it("gives store-not-found, holding no shop, when no shop has the host's subdomain", async () => {
    $store.set({ storeData: storeDataFixture("demo"), loadingStatus: "SUCCESS" });
    fetchShopMock.mockResolvedValueOnce(null);
    await loadShop("demo", HOST);
    expect($missingShop.get()).toBe("demo");
    expect($store.get()).toEqual({ storeData: null, loadingStatus: "FAILED" });
    expect(fetchShopMock).toHaveBeenCalledTimes(1);
  });

  it("forgets store-not-found once the shop is there (a shop created since: Try Again)", async () => {
    $missingShop.set("demo");
    fetchShopMock.mockResolvedValueOnce(storeDataFixture("demo"));
    await loadShop("demo", HOST);
    expect($missingShop.get()).toBeNull();
    expect($store.get().loadingStatus).toBe("SUCCESS");
  });

  it("keeps store-not-found apart from a failure: a network error is FAILED, not missing", async () => {
    fetchShopMock.mockRejectedValueOnce(new Error("network"));
    await loadShop("demo", HOST);
    expect($missingShop.get()).toBeNull();
    expect($store.get().loadingStatus).toBe("FAILED");
  });

  it("gives FAILED when the response is another shop's", async () => {
    fetchShopMock.mockResolvedValueOnce(storeDataFixture("other"));
    await loadShop("demo", HOST);
    expect($store.get()).toEqual({ storeData: null, loadingStatus: "FAILED" });
  });

  it("drops another shop's persisted storeData as soon as loading starts", () => {
    $store.set({ storeData: storeDataFixture("other"), loadingStatus: "SUCCESS" });
    fetchShopMock.mockReturnValueOnce(new Promise(() => {}));
    void loadShop("demo", HOST);
    expect($store.get()).toEqual({ storeData: null, loadingStatus: "LOADING" });
  });

  it("ignores a response that arrives after a newer call's (success then stale success)", async () => {
    const first = deferred<StoreData>();
    const second = deferred<StoreData>();
    fetchShopMock.mockReturnValueOnce(first.promise).mockReturnValueOnce(second.promise);
    const a = loadShop("demo", HOST);
    const b = loadShop("demo", HOST);
    second.resolve(storeDataFixture("demo", "Fresh"));
    await b;
    first.resolve(storeDataFixture("demo", "Stale"));
    await a;
    expect($store.get().loadingStatus).toBe("SUCCESS");
    expect($store.get().storeData?.settings.header.shopName).toBe("Fresh");
  });

  it("ignores a stale failure and a stale success while a newer call still runs", async () => {
    const first = deferred<StoreData>();
    const second = deferred<StoreData>();
    const third = deferred<StoreData>();
    fetchShopMock
      .mockReturnValueOnce(first.promise)
      .mockReturnValueOnce(second.promise)
      .mockReturnValueOnce(third.promise);
    const a = loadShop("demo", HOST);
    const b = loadShop("demo", HOST);
    const c = loadShop("demo", HOST);
    first.reject(new Error("timeout"));
    second.resolve(storeDataFixture("demo", "Stale"));
    await Promise.all([a, b]);
    expect($store.get()).toEqual({ storeData: null, loadingStatus: "LOADING" });
    third.resolve(storeDataFixture("demo", "Fresh"));
    await c;
    expect($store.get().storeData?.settings.header.shopName).toBe("Fresh");
  });
});

describe("storeDataFor", () => {
  it("gives the held storeData only for its own shop", () => {
    const state = { storeData: storeDataFixture("demo"), loadingStatus: "SUCCESS" as const };
    expect(storeDataFor(state, "demo")).toEqual(storeDataFixture("demo"));
    expect(storeDataFor(state, "DEMO")).toEqual(storeDataFixture("demo"));
    expect(storeDataFor(state, "other")).toBeNull();
    expect(storeDataFor(STORE_DEFAULT, "demo")).toBeNull();
  });
});
