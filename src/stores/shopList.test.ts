import { beforeEach, describe, expect, it, vi } from "vitest";
import { getSubdomains } from "../api/shops";
import { deferred } from "./fixtures";
import { $shopList, loadShopList } from "./shopList";

vi.mock("../api/shops", () => ({ fetchShop: vi.fn(), getSubdomains: vi.fn() }));
const getSubdomainsMock = vi.mocked(getSubdomains);

beforeEach(() => {
  getSubdomainsMock.mockReset();
  $shopList.set({ status: "LOADING", shops: [] });
});

describe("loadShopList", () => {
  it("starts LOADING and ends SUCCESS with the subdomains", async () => {
    const call = deferred<string[]>();
    getSubdomainsMock.mockReturnValueOnce(call.promise);
    const done = loadShopList();
    expect($shopList.get().status).toBe("LOADING");
    call.resolve(["demo", "sweets"]);
    await done;
    expect($shopList.get()).toEqual({ status: "SUCCESS", shops: ["demo", "sweets"] });
  });

  it("ends FAILED when the call fails", async () => {
    getSubdomainsMock.mockRejectedValueOnce(new Error("network"));
    await loadShopList();
    expect($shopList.get().status).toBe("FAILED");
  });

  it("Try Again goes back to LOADING, then SUCCESS", async () => {
    getSubdomainsMock.mockRejectedValueOnce(new Error("network"));
    await loadShopList();
    expect($shopList.get().status).toBe("FAILED");

    const retry = deferred<string[]>();
    getSubdomainsMock.mockReturnValueOnce(retry.promise);
    const done = loadShopList();
    expect($shopList.get().status).toBe("LOADING");
    retry.resolve(["demo"]);
    await done;
    expect($shopList.get()).toEqual({ status: "SUCCESS", shops: ["demo"] });
    expect(getSubdomainsMock).toHaveBeenCalledTimes(2);
  });

  it("Try Again can fail again", async () => {
    getSubdomainsMock.mockRejectedValue(new Error("network"));
    await loadShopList();
    const done = loadShopList();
    expect($shopList.get().status).toBe("LOADING");
    await done;
    expect($shopList.get().status).toBe("FAILED");
  });

  it("ignores an older call that settles after a newer one", async () => {
    const first = deferred<string[]>();
    const second = deferred<string[]>();
    getSubdomainsMock.mockReturnValueOnce(first.promise).mockReturnValueOnce(second.promise);
    const a = loadShopList();
    const b = loadShopList();
    second.resolve(["fresh"]);
    await b;
    first.reject(new Error("late failure"));
    await a;
    expect($shopList.get()).toEqual({ status: "SUCCESS", shops: ["fresh"] });
  });
});
