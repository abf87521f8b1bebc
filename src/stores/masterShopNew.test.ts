import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { HTTPError } from "../api/client";
import { checkSubdomain, createShop } from "../api/platform";
import {
  type NewShopRequest,
  type PlatformShop,
  type PlatformShopDetail,
  SHOP_NAME_REQUIRED,
  type SubdomainCheckResponse,
} from "../contract/platform";
import { SUBDOMAIN_RESERVED } from "../domain/newSubdomain";
import { deferred } from "./fixtures";
import {
  $newShop,
  $subdomainCheck,
  CHECK_DELAY_MS,
  CHECK_FAILED,
  checkNewSubdomain,
  OPEN_FAILED,
  openNewShop,
  startNewShop,
} from "./masterShopNew";

vi.mock("../api/platform", () => ({ checkSubdomain: vi.fn(), createShop: vi.fn() }));
const checkMock = vi.mocked(checkSubdomain);
const createMock = vi.mocked(createShop);

/** An HTTPError (api/client.ts) carrying the API's error body. */
const refusal = (status: number, body: unknown): HTTPError =>
  Object.assign(Object.create(HTTPError.prototype), { name: "HTTPError", data: body, response: { status } });

const REQUEST: NewShopRequest = {
  shopId: "mehta-sweets",
  name: "Mehta Sweets",
  ownerEmail: "owner@example.com",
  ownerPhone: "",
  shopType: "product",
  start: "trial",
  via: { kind: "", id: "" },
};
const SHOP = { shopId: "mehta-sweets", name: "Mehta Sweets", status: "trial" } as PlatformShop;

beforeEach(() => {
  checkMock.mockReset();
  createMock.mockReset();
  startNewShop();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("the new shop's subdomain, checked as typed", () => {
  it("refuses a reserved name at once, asking the server nothing", () => {
    checkNewSubdomain("www");
    expect($subdomainCheck.get()).toEqual({ state: "refused", message: SUBDOMAIN_RESERVED });
    checkNewSubdomain("  ");
    expect($subdomainCheck.get()).toEqual({ state: "idle", message: "" });
    expect(checkMock).not.toHaveBeenCalled();
  });

  it("asks the server once typing stops, and says whether it is free", async () => {
    vi.useFakeTimers();
    checkMock.mockResolvedValue({ shopId: "mehta-sweets", available: true, message: "" });
    checkNewSubdomain("mehta");
    checkNewSubdomain(" mehta-sweets ");
    expect($subdomainCheck.get()).toEqual({ state: "checking", message: "Checking…" });
    await vi.advanceTimersByTimeAsync(CHECK_DELAY_MS);
    expect(checkMock).toHaveBeenCalledTimes(1);
    expect(checkMock).toHaveBeenCalledWith("mehta-sweets", expect.any(AbortSignal));
    expect($subdomainCheck.get()).toEqual({ state: "free", message: "mehta-sweets is free" });

    checkMock.mockResolvedValueOnce({ shopId: "demo", available: false, message: "That subdomain is taken" });
    checkNewSubdomain("demo");
    await vi.advanceTimersByTimeAsync(CHECK_DELAY_MS);
    expect($subdomainCheck.get()).toEqual({ state: "refused", message: "That subdomain is taken" });
  });

  it("says when it could not check, and drops an answer to what is no longer typed", async () => {
    vi.useFakeTimers();
    checkMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    checkNewSubdomain("mehta");
    await vi.advanceTimersByTimeAsync(CHECK_DELAY_MS);
    expect($subdomainCheck.get()).toEqual({ state: "unknown", message: CHECK_FAILED });

    const slow = deferred<SubdomainCheckResponse>();
    checkMock.mockReturnValueOnce(slow.promise);
    checkNewSubdomain("mehta");
    await vi.advanceTimersByTimeAsync(CHECK_DELAY_MS);
    const signal = checkMock.mock.calls[1]?.[1];
    checkNewSubdomain("");
    expect(signal?.aborted).toBe(true);
    slow.resolve({ shopId: "mehta", available: true, message: "" });
    await vi.advanceTimersByTimeAsync(0);
    expect($subdomainCheck.get()).toEqual({ state: "idle", message: "" });
  });
});

describe("opening a new shop", () => {
  it("says each field's problem first, sending nothing", async () => {
    await openNewShop({ ...REQUEST, name: " ", ownerPhone: "12345" });
    const state = $newShop.get();
    expect(state.status).toBe("failed");
    if (state.status !== "failed") return;
    expect(state.errors.name).toBe(SHOP_NAME_REQUIRED);
    expect(state.errors.ownerPhone).toBeTruthy();
    expect(state.message).toBe("");
    expect(createMock).not.toHaveBeenCalled();
  });

  it("opens it, waiting meanwhile, and keeps the shop opened", async () => {
    const answer = deferred<PlatformShopDetail>();
    createMock.mockReturnValueOnce(answer.promise);
    const opening = openNewShop(REQUEST);
    expect($newShop.get()).toEqual({ status: "opening", errors: {}, message: "" });
    answer.resolve({ shop: SHOP } as PlatformShopDetail);
    await opening;
    expect(createMock).toHaveBeenCalledWith(REQUEST);
    expect($newShop.get()).toEqual({ status: "opened", shop: SHOP });
    startNewShop();
    expect($newShop.get()).toEqual({ status: "editing", errors: {}, message: "" });
  });

  it("says the server's refusal beside its field, or that the connection failed", async () => {
    createMock.mockRejectedValueOnce(refusal(409, { error: "That subdomain is taken", field: "shopId" }));
    await openNewShop(REQUEST);
    expect($newShop.get()).toEqual({
      status: "failed",
      errors: { shopId: "That subdomain is taken" },
      message: "That subdomain is taken",
    });
    createMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    await openNewShop(REQUEST);
    expect($newShop.get()).toEqual({ status: "failed", errors: {}, message: OPEN_FAILED });
  });
});
