import { beforeEach, describe, expect, it, vi } from "vitest";
import { HTTPError } from "../api/client";
import { getDashboard } from "../api/seller";
import type { DashboardResponse } from "../contract/seller";
import { deferred } from "./fixtures";
import { $sellerDashboard, DASHBOARD_FAILED, loadSellerDashboard } from "./sellerDashboard";

vi.mock("../api/seller", () => ({ getDashboard: vi.fn() }));
const getMock = vi.mocked(getDashboard);

const refused = (status: number, body: unknown) =>
  Object.assign(Object.create(HTTPError.prototype), { name: "HTTPError", data: body, response: { status } });

const card = (todayOrders: number): DashboardResponse => ({
  todayOrders,
  todaySales: 1200,
  waitingConfirmation: 1,
  unpaidUpi: 0,
  lowStock: [],
  products: 4,
  everOrdered: true,
});

beforeEach(() => {
  getMock.mockReset();
  $sellerDashboard.set({ shopId: "", card: null, error: "" });
});

describe("the seller's Today card", () => {
  it("holds the shop's card once loaded", async () => {
    getMock.mockResolvedValueOnce(card(3));
    await loadSellerDashboard("demo");
    expect(getMock).toHaveBeenCalledWith("demo");
    expect($sellerDashboard.get()).toEqual({ shopId: "demo", card: card(3), error: "" });
  });

  it("says so when the first load fails, in the server's words when it refused", async () => {
    getMock.mockRejectedValueOnce(new TypeError("offline"));
    await loadSellerDashboard("demo");
    expect($sellerDashboard.get()).toEqual({ shopId: "demo", card: null, error: DASHBOARD_FAILED });
    getMock.mockRejectedValueOnce(refused(403, { error: "You don't work in this shop" }));
    await loadSellerDashboard("demo");
    expect($sellerDashboard.get().error).toBe("You don't work in this shop");
  });

  it("keeps the held card when a reload fails, and clears the failure on the next success", async () => {
    getMock.mockResolvedValueOnce(card(3)).mockRejectedValueOnce(new TypeError("offline"));
    await loadSellerDashboard("demo");
    await loadSellerDashboard("demo");
    expect($sellerDashboard.get()).toEqual({ shopId: "demo", card: card(3), error: DASHBOARD_FAILED });
    getMock.mockResolvedValueOnce(card(4));
    await loadSellerDashboard("demo");
    expect($sellerDashboard.get()).toEqual({ shopId: "demo", card: card(4), error: "" });
  });

  it("never shows another shop's card while the new shop's loads", async () => {
    getMock.mockResolvedValueOnce(card(3));
    await loadSellerDashboard("demo");
    const other = deferred<DashboardResponse>();
    getMock.mockReturnValueOnce(other.promise);
    const loading = loadSellerDashboard("seva");
    expect($sellerDashboard.get()).toEqual({ shopId: "seva", card: null, error: "" });
    other.resolve(card(9));
    await loading;
    expect($sellerDashboard.get().card?.todayOrders).toBe(9);
  });

  it("an older, slower load never overwrites a newer one", async () => {
    const older = deferred<DashboardResponse>();
    getMock.mockReturnValueOnce(older.promise).mockResolvedValueOnce(card(5));
    const first = loadSellerDashboard("demo");
    await loadSellerDashboard("demo");
    older.resolve(card(1));
    await first;
    expect($sellerDashboard.get().card?.todayOrders).toBe(5);
  });
});
