import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { keepBag, readBag, restoreBag } from "../api/bag";
import type { Bag } from "../contract/bag";
import { lineFromProduct } from "../domain/cart";
import { kurta, rice } from "../domain/fixtures/cart";
import { $synced, CHECKOUT_SAVED_AS, SAVE_AFTER_MS, startBagSync } from "./bagSync";
import { $cart, CART_DEFAULT } from "./cart";
import { CHECKOUT_KEY, patchCheckout } from "./checkout";
import { userDataFixture } from "./fixtures";
import { $user, loginUser, logoutUser } from "./user";

vi.mock("../api/bag", () => ({ keepBag: vi.fn(), readBag: vi.fn(), restoreBag: vi.fn() }));
const keepMock = vi.mocked(keepBag);
const readMock = vi.mocked(readBag);
const restoreMock = vi.mocked(restoreBag);

/** The shop the page is on: its host names it (demo.localhost). */
const page = { href: "http://demo.localhost:4321/cart?bag=12.abcdefghijklmnopqrstuv" };
const listeners = new Map<string, () => void>();
beforeAll(() => {
  vi.stubGlobal("location", {
    get href() {
      return page.href;
    },
    get host() {
      return new URL(page.href).host;
    },
  });
  vi.stubGlobal("history", {
    state: null,
    replaceState: (_: unknown, __: string, url: URL) => {
      page.href = String(url);
    },
  });
  vi.stubGlobal("addEventListener", (name: string, listener: () => void) => listeners.set(name, listener));
  // The tab's storage, where the checkout keeps its state (and its reference while a placement is unanswered).
  const tab = new Map<string, string>();
  vi.stubGlobal("sessionStorage", {
    getItem: (k: string) => tab.get(k) ?? null,
    setItem: (k: string, v: string) => tab.set(k, v),
    removeItem: (k: string) => tab.delete(k),
  });
  vi.useFakeTimers();
});
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const line = (product = rice, count = 1, size = "", color = "") =>
  lineFromProduct(product, "demo", { size, color, count });
const bagOf = (...lines: { product: typeof rice; count: number; size?: string; color?: string }[]): Bag => ({
  shopId: "demo",
  lines: lines.map(({ product, count, size = "", color = "" }) => ({
    product: { ...product, shopId: "demo" },
    size,
    color,
    count,
  })),
});
const counts = () => $cart.get().cartProducts.map((l) => [l.productId, l.productCount]);
const synced = () => $synced.get();
const settle = () => vi.advanceTimersByTimeAsync(0);

// One page's life: the sync starts once (as the shell starts it), then the shopper signs in and out.
describe("the bag kept in step with the server", () => {
  beforeEach(() => {
    keepMock.mockReset();
    readMock.mockReset();
  });

  it("restores a reminder's bag from its link into the device's, and drops the token from the address", async () => {
    $cart.set({ ...CART_DEFAULT, cartProducts: [line(rice, 1)] });
    restoreMock.mockResolvedValueOnce(
      bagOf({ product: rice, count: 2 }, { product: kurta, count: 1, size: "M", color: "Red" }),
    );
    startBagSync();
    await settle();
    expect(restoreMock).toHaveBeenCalledWith("12.abcdefghijklmnopqrstuv");
    expect(page.href).toBe("http://demo.localhost:4321/cart");
    expect(counts()).toEqual([
      ["rice", 2],
      ["kurta", 1],
    ]);
    // A visitor: nothing is saved.
    await vi.advanceTimersByTimeAsync(SAVE_AFTER_MS * 2);
    expect(keepMock).not.toHaveBeenCalled();
  });

  it("merges at sign-in and takes the server's answer, its prices the catalogue's", async () => {
    keepMock.mockResolvedValueOnce(bagOf({ product: { ...rice, onePiecePrice: 240 }, count: 3 }));
    loginUser(userDataFixture("asha@example.com"));
    await settle();
    expect(keepMock).toHaveBeenCalledWith(
      "merge",
      "asha@example.com",
      "demo",
      [
        { productId: "rice", size: "", color: "", count: 2 },
        { productId: "kurta", size: "M", color: "Red", count: 1 },
      ],
      "en",
    );
    expect(counts()).toEqual([["rice", 3]]);
    expect($cart.get().cartProducts[0]?.onePiecePrice).toBe(240);
    expect(synced()).toEqual({ email: "asha@example.com", pending: false });
    // The answer written to the device is not sent back.
    await vi.advanceTimersByTimeAsync(SAVE_AFTER_MS * 2);
    expect(keepMock).toHaveBeenCalledTimes(1);
  });

  it("saves a change once, a moment after the last of several", async () => {
    keepMock.mockImplementation(async (_mode, _email, _shop, lines) =>
      bagOf(
        ...lines.map((l) => ({
          product: l.productId === "rice" ? rice : kurta,
          count: l.count,
          size: l.size,
          color: l.color,
        })),
      ),
    );
    $cart.set({ ...$cart.get(), cartProducts: [line(rice, 2)] });
    $cart.set({ ...$cart.get(), cartProducts: [line(rice, 1)] });
    // Pending from the change on: a reload before the save saves this bag rather than take the server's.
    expect(synced()).toEqual({ email: "asha@example.com", pending: true });
    await vi.advanceTimersByTimeAsync(SAVE_AFTER_MS - 100);
    expect(keepMock).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(200);
    expect(keepMock).toHaveBeenCalledTimes(1);
    expect(keepMock.mock.calls[0]?.[0]).toBe("save");
    expect(keepMock.mock.calls[0]?.[3]).toEqual([{ productId: "rice", size: "", color: "", count: 1 }]);
  });

  it("keeps a failed save pending, and sends it when the browser is back online", async () => {
    keepMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    $cart.set({ ...$cart.get(), cartProducts: [line(rice, 3)] });
    await vi.advanceTimersByTimeAsync(SAVE_AFTER_MS + 10);
    expect(synced()).toEqual({ email: "asha@example.com", pending: true });
    expect(counts()).toEqual([["rice", 3]]);
    keepMock.mockResolvedValueOnce(bagOf({ product: rice, count: 3 }));
    listeners.get("online")?.();
    await settle();
    expect(keepMock).toHaveBeenCalledTimes(2);
    expect(keepMock.mock.calls[1]?.[0]).toBe("save");
    expect(synced()).toEqual({ email: "asha@example.com", pending: false });
  });

  it("after signing out the bag is a visitor's: nothing is saved, and the next sign-in merges", async () => {
    logoutUser();
    await settle();
    expect(synced()).toEqual({ email: "", pending: false });
    $cart.set({ ...$cart.get(), cartProducts: [line(rice, 1)] });
    await vi.advanceTimersByTimeAsync(SAVE_AFTER_MS * 2);
    expect(keepMock).not.toHaveBeenCalled();
    keepMock.mockResolvedValueOnce(bagOf({ product: rice, count: 1 }));
    loginUser(userDataFixture("ravi@example.com"));
    await settle();
    expect(keepMock.mock.calls[0]?.slice(0, 2)).toEqual(["merge", "ravi@example.com"]);
    expect(readMock).not.toHaveBeenCalled();
    expect($user.get().userLogged).toBe(true);
  });

  it("reads the checkout where the checkout keeps it", () => {
    expect(CHECKOUT_SAVED_AS).toBe(CHECKOUT_KEY);
  });

  it("a later load takes the server's bag, unless a placement of this device had no answer yet", async () => {
    logoutUser();
    await settle();
    // A page whose last sync was this shopper's, with nothing pending: the server's bag replaces it.
    $synced.set({ email: "ravi@example.com", pending: false });
    $cart.set({ ...$cart.get(), cartProducts: [line(rice, 1), line(kurta, 1, "M", "Red")] });
    keepMock.mockReset();
    readMock.mockResolvedValueOnce(bagOf({ product: rice, count: 4 }));
    loginUser(userDataFixture("ravi@example.com"));
    await settle();
    expect(readMock).toHaveBeenCalledTimes(1);
    expect(counts()).toEqual([["rice", 4]]);
    // The same, but a placement went out and its answer was lost: the server may have ordered and
    // emptied the bag; the device keeps its lines for the retry.
    logoutUser();
    await settle();
    $synced.set({ email: "ravi@example.com", pending: false });
    patchCheckout({ reference: "ODREF1234" });
    readMock.mockResolvedValueOnce(bagOf());
    loginUser(userDataFixture("ravi@example.com"));
    await settle();
    expect(readMock).toHaveBeenCalledTimes(1);
    expect(keepMock).not.toHaveBeenCalled();
    expect(counts()).toEqual([["rice", 4]]);
    patchCheckout({ reference: null });
  });
});
