import { beforeEach, describe, expect, it, vi } from "vitest";
import { HTTPError } from "../api/client";
import { getPlatformShop, listShops, resumeShop, suspendShop, transferShop } from "../api/platform";
import {
  type PlatformShop,
  type PlatformShopDetail,
  type PlatformShopsResponse,
  SUSPEND_REASON_REQUIRED,
} from "../contract/platform";
import { deferred } from "./fixtures";
import {
  $platformShop,
  $shopChange,
  $shopsList,
  dismissShopChange,
  leaveShopPage,
  loadPlatformShop,
  loadShops,
  resumePlatformShop,
  SHOP_CHANGE_FAILED,
  SHOP_LOAD_FAILED,
  SHOPS_LOAD_FAILED,
  shopsQueryOf,
  suspendPlatformShop,
  transferPlatformShop,
} from "./masterShops";

vi.mock("../api/platform", () => ({
  listShops: vi.fn(),
  getPlatformShop: vi.fn(),
  suspendShop: vi.fn(),
  resumeShop: vi.fn(),
  transferShop: vi.fn(),
}));
const listMock = vi.mocked(listShops);
const getMock = vi.mocked(getPlatformShop);
const suspendMock = vi.mocked(suspendShop);
const resumeMock = vi.mocked(resumeShop);
const transferMock = vi.mocked(transferShop);

/** An HTTPError (api/client.ts) carrying the API's error body. */
const refusal = (status: number, body: unknown): HTTPError =>
  Object.assign(Object.create(HTTPError.prototype), { name: "HTTPError", data: body, response: { status } });

const shop = (over: Partial<PlatformShop> = {}): PlatformShop => ({
  shopId: "mehta",
  name: "Mehta Sweets",
  shopType: "product",
  ownerEmail: "owner@example.com",
  ownerPhone: "",
  status: "trial",
  createdAt: "2026-01-01T00:00:00.000Z",
  createdBy: "master@example.com",
  trialEndsAt: "2026-01-08T00:00:00.000Z",
  paidAt: null,
  renewalDueAt: null,
  suspendedAt: null,
  suspendedReason: "",
  via: { kind: "", id: "" },
  ...over,
});
const detail = (over: Partial<PlatformShop> = {}): PlatformShopDetail => ({
  shop: shop(over),
  people: [],
  audit: [],
  orders: { total: 0, open: 0, last30Days: 0 },
});
const page = (shops: PlatformShop[], pageNo = 1): PlatformShopsResponse => ({
  shops,
  total: shops.length,
  more: false,
  page: pageNo,
  pageSize: 25,
});
const QUERY = { q: "", status: "", page: 1 } as const;

beforeEach(() => {
  for (const mock of [listMock, getMock, suspendMock, resumeMock, transferMock]) mock.mockReset();
  $shopsList.set({ status: "idle", list: null, message: "" });
  $platformShop.set({ status: "idle" });
  leaveShopPage();
});

describe("the shops list's query in the address", () => {
  it("reads the search, a known status and a page number, and nothing else", () => {
    expect(shopsQueryOf({ q: "mehta", status: "suspended", page: "3", other: "x" })).toEqual({
      q: "mehta",
      status: "suspended",
      page: 3,
    });
    expect(shopsQueryOf({})).toEqual({ q: "", status: "", page: 1 });
    expect(shopsQueryOf({ status: "closed", page: "-2" })).toEqual({ q: "", status: "", page: 1 });
    expect(shopsQueryOf({ page: "1.5" }).page).toBe(1);
    expect(shopsQueryOf({ q: "x".repeat(150) }).q).toHaveLength(100);
  });
});

describe("the shops list", () => {
  it("loads a page for the query, keeping the one shown meanwhile", async () => {
    const first = page([shop()]);
    listMock.mockResolvedValueOnce(first);
    expect(await loadShops(QUERY)).toBe(true);
    expect(listMock).toHaveBeenCalledWith(QUERY);
    expect($shopsList.get()).toEqual({ status: "ready", list: first, message: "" });

    const answer = deferred<PlatformShopsResponse>();
    listMock.mockReturnValueOnce(answer.promise);
    const loading = loadShops({ ...QUERY, page: 2 });
    expect($shopsList.get()).toEqual({ status: "loading", list: first, message: "" });
    const second = page([shop({ shopId: "seva" })], 2);
    answer.resolve(second);
    expect(await loading).toBe(true);
    expect($shopsList.get().list).toBe(second);
  });

  it("says the server's refusal, or that the connection failed, and keeps the page shown", async () => {
    const first = page([shop()]);
    listMock.mockResolvedValueOnce(first);
    await loadShops(QUERY);
    listMock.mockRejectedValueOnce(refusal(400, { error: "q is too long" }));
    expect(await loadShops({ ...QUERY, q: "x" })).toBe(false);
    expect($shopsList.get()).toEqual({ status: "failed", list: first, message: "q is too long" });
    listMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    await loadShops(QUERY);
    expect($shopsList.get()).toEqual({ status: "failed", list: first, message: SHOPS_LOAD_FAILED });
  });

  it("shows the latest search's answer, never an older, slower one", async () => {
    const slow = deferred<PlatformShopsResponse>();
    const fast = page([shop({ shopId: "seva" })]);
    listMock.mockReturnValueOnce(slow.promise).mockResolvedValueOnce(fast);
    const older = loadShops({ ...QUERY, q: "meh" });
    expect(await loadShops({ ...QUERY, q: "sev" })).toBe(true);
    slow.resolve(page([shop()]));
    expect(await older).toBe(false);
    expect($shopsList.get().list).toBe(fast);
  });
});

describe("one shop's page", () => {
  it("loads the shop, or says why it could not", async () => {
    getMock.mockResolvedValueOnce(detail());
    const loading = loadPlatformShop("mehta");
    expect($platformShop.get()).toEqual({ status: "loading", shopId: "mehta" });
    await loading;
    expect($platformShop.get()).toEqual({ status: "ready", shopId: "mehta", detail: detail() });
    expect(getMock).toHaveBeenCalledWith("mehta");

    getMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    await loadPlatformShop("seva");
    expect($platformShop.get()).toEqual({ status: "failed", shopId: "seva", message: SHOP_LOAD_FAILED });
    getMock.mockRejectedValueOnce(refusal(404, { error: "No such shop" }));
    await loadPlatformShop("seva");
    expect($platformShop.get()).toEqual({ status: "failed", shopId: "seva", message: "No such shop" });
  });

  it("keeps the same shop on show while it is loaded afresh", async () => {
    getMock.mockResolvedValueOnce(detail());
    await loadPlatformShop("mehta");
    getMock.mockReturnValueOnce(deferred<PlatformShopDetail>().promise);
    void loadPlatformShop("mehta");
    expect($platformShop.get().status).toBe("ready");
  });

  it("suspends it with a reason, and says so", async () => {
    getMock.mockResolvedValueOnce(detail());
    await loadPlatformShop("mehta");
    const answer = deferred<PlatformShopDetail>();
    suspendMock.mockReturnValueOnce(answer.promise);
    const suspending = suspendPlatformShop("mehta", "Fees unpaid");
    expect($shopChange.get().busy).toBe(true);
    answer.resolve(detail({ status: "suspended", suspendedReason: "Fees unpaid" }));
    expect(await suspending).toBe("done");
    expect(suspendMock).toHaveBeenCalledWith("mehta", "Fees unpaid");
    expect($platformShop.get()).toMatchObject({ status: "ready", detail: { shop: { status: "suspended" } } });
    expect($shopChange.get()).toEqual({
      busy: false,
      notice: "Suspended Mehta Sweets: its storefront says it is closed and takes no orders.",
      problem: "",
      errors: {},
    });
  });

  it("asks for the reason beside its field first, sending nothing", async () => {
    expect(await suspendPlatformShop("mehta", "  ")).toBe("fields");
    expect(suspendMock).not.toHaveBeenCalled();
    expect($shopChange.get()).toEqual({
      busy: false,
      notice: "",
      problem: "",
      errors: { reason: SUSPEND_REASON_REQUIRED },
    });
  });

  it("keeps the dialog's refusal and its fields' errors until it closes", async () => {
    transferMock.mockRejectedValueOnce(refusal(400, { error: "They already own a shop", field: "email" }));
    expect(await transferPlatformShop("mehta", { email: "new@example.com", phone: "" })).toBe("refused");
    expect($shopChange.get()).toEqual({
      busy: false,
      notice: "",
      problem: "They already own a shop",
      errors: { email: "They already own a shop" },
    });
    transferMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    await transferPlatformShop("mehta", { email: "new@example.com", phone: "" });
    expect($shopChange.get().problem).toBe(SHOP_CHANGE_FAILED);
    dismissShopChange();
    expect($shopChange.get()).toEqual({ busy: false, notice: "", problem: "", errors: {} });
  });

  it("hands it to a new owner, checking the phone first", async () => {
    getMock.mockResolvedValueOnce(detail());
    await loadPlatformShop("mehta");
    expect(await transferPlatformShop("mehta", { email: "", phone: "12345" })).toBe("fields");
    expect($shopChange.get().errors.phone).toBeTruthy();
    expect(transferMock).not.toHaveBeenCalled();

    transferMock.mockResolvedValueOnce(
      detail({ ownerEmail: "new@example.com", ownerPhone: "+919876543210" }),
    );
    expect(await transferPlatformShop("mehta", { email: "new@example.com", phone: "" })).toBe("done");
    expect(transferMock).toHaveBeenCalledWith("mehta", { email: "new@example.com", phone: "" });
    expect($shopChange.get().notice).toBe(
      "Mehta Sweets now belongs to new@example.com · +91 98765 43210. The old owner's access ends at their next call.",
    );
    expect($shopChange.get().errors).toEqual({});
  });

  it("resumes it, saying a refusal on the page (no dialog is left to say it)", async () => {
    getMock.mockResolvedValueOnce(detail({ status: "suspended" }));
    await loadPlatformShop("mehta");
    resumeMock.mockRejectedValueOnce(refusal(409, { error: "The shop is not suspended" }));
    expect(await resumePlatformShop("mehta")).toBe("refused");
    expect($shopChange.get()).toEqual({
      busy: false,
      notice: "The shop is not suspended",
      problem: "",
      errors: {},
    });
    resumeMock.mockResolvedValueOnce(detail());
    expect(await resumePlatformShop("mehta")).toBe("done");
    expect($shopChange.get().notice).toBe("Resumed Mehta Sweets: its storefront is open again.");
    expect($platformShop.get()).toMatchObject({ detail: { shop: { status: "trial" } } });
    leaveShopPage();
    expect($shopChange.get().notice).toBe("");
  });

  it("lets no load on its way undo a change's answer", async () => {
    getMock.mockResolvedValueOnce(detail());
    await loadPlatformShop("mehta");
    const stale = deferred<PlatformShopDetail>();
    getMock.mockReturnValueOnce(stale.promise);
    const reloading = loadPlatformShop("mehta");
    suspendMock.mockResolvedValueOnce(detail({ status: "suspended" }));
    await suspendPlatformShop("mehta", "Fees unpaid");
    stale.resolve(detail());
    await reloading;
    expect($platformShop.get()).toMatchObject({ detail: { shop: { status: "suspended" } } });
  });
});
