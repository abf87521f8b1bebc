import { beforeEach, describe, expect, it, vi } from "vitest";
import { HTTPError } from "../api/client";
import { getSellerNumbers, getSellerNumbersFile, type RangeAsked } from "../api/numbers";
import type { SellerNumbersResponse } from "../contract/numbers";
import { FILE_FAILED } from "./figures";
import { deferred } from "./fixtures";
import {
  $sellerNumbers,
  loadSellerNumbers,
  NUMBERS_FAILED,
  sellerNumbersFile,
  sellerNumbersFor,
} from "./sellerNumbers";

vi.mock("../api/numbers", () => ({ getSellerNumbers: vi.fn(), getSellerNumbersFile: vi.fn() }));
const getMock = vi.mocked(getSellerNumbers);
const fileMock = vi.mocked(getSellerNumbersFile);

const refused = (status: number, body: unknown) =>
  Object.assign(Object.create(HTTPError.prototype), { name: "HTTPError", data: body, response: { status } });
const week = { from: "2026-11-24", to: "2026-11-30", grain: "day" as const };
const month = { from: "2026-11-01", to: "2026-11-30", grain: "week" as const };
const answer = (from: string) => ({ shopId: "demo", from }) as unknown as SellerNumbersResponse;
const shown = (range: RangeAsked = week, shopId = "demo") =>
  sellerNumbersFor($sellerNumbers.get(), shopId, range);

beforeEach(() => {
  getMock.mockReset();
  fileMock.mockReset();
  $sellerNumbers.set({ key: "", state: { status: "loading" } });
});

describe("the seller's numbers", () => {
  it("are loading, then ready for that shop and range only", async () => {
    const later = deferred<SellerNumbersResponse>();
    getMock.mockReturnValueOnce(later.promise);
    const loading = loadSellerNumbers("demo", week);
    expect(shown()).toEqual({ status: "loading" });
    later.resolve(answer(week.from));
    await loading;
    expect(getMock).toHaveBeenCalledWith("demo", week);
    expect(shown()).toEqual({ status: "ready", value: answer(week.from) });
    expect(shown(month)).toEqual({ status: "loading" });
    expect(shown({ ...week, grain: "week" })).toEqual({ status: "loading" });
    expect(shown(week, "seva")).toEqual({ status: "loading" });
  });

  it("fail with the server's words when refused, else with NUMBERS_FAILED", async () => {
    getMock.mockRejectedValueOnce(
      refused(400, { error: "Invalid to: to must be on or after from", field: "to" }),
    );
    await loadSellerNumbers("demo", week);
    expect(shown()).toEqual({ status: "failed", message: "Invalid to: to must be on or after from" });
    getMock.mockRejectedValueOnce(new TypeError("offline"));
    await loadSellerNumbers("demo", week);
    expect(shown()).toEqual({ status: "failed", message: NUMBERS_FAILED });
  });

  it("an earlier range's late answer does not overwrite the range asked for since", async () => {
    const slow = deferred<SellerNumbersResponse>();
    getMock.mockReturnValueOnce(slow.promise).mockResolvedValueOnce(answer(month.from));
    const first = loadSellerNumbers("demo", week);
    await loadSellerNumbers("demo", month);
    slow.resolve(answer(week.from));
    await first;
    expect(shown(month)).toEqual({ status: "ready", value: answer(month.from) });
    expect(shown(week)).toEqual({ status: "loading" });
  });

  it("the range's CSV comes with the name the API gives it, or why it could not", async () => {
    const blob = new Blob(["Period\r\n"]);
    fileMock.mockResolvedValueOnce(blob);
    expect(await sellerNumbersFile("demo", week)).toEqual({
      file: blob,
      name: "demo-numbers-2026-11-24-to-2026-11-30-by-day.csv",
    });
    fileMock.mockRejectedValueOnce(new TypeError("offline"));
    expect(await sellerNumbersFile("demo", week)).toEqual({ failed: FILE_FAILED });
    fileMock.mockRejectedValueOnce(
      refused(403, { error: "You don't work in this shop: ask its owner to add you" }),
    );
    expect(await sellerNumbersFile("demo", week)).toEqual({
      failed: "You don't work in this shop: ask its owner to add you",
    });
  });
});
