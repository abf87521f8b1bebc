import { beforeEach, describe, expect, it, vi } from "vitest";
import { HTTPError } from "../api/client";
import { getGstr1, getGstr1File } from "../api/seller";
import type { Gstr1Response } from "../contract/billing";
import { deferred } from "./fixtures";
import {
  $gstReturn,
  GST_FILE_FAILED,
  GST_RETURN_FAILED,
  gstReturnFile,
  gstReturnFor,
  loadGstReturn,
} from "./gstReturn";

vi.mock("../api/seller", () => ({ getGstr1: vi.fn(), getGstr1File: vi.fn() }));
const getMock = vi.mocked(getGstr1);
const fileMock = vi.mocked(getGstr1File);

const refused = (status: number, body: unknown) =>
  Object.assign(Object.create(HTTPError.prototype), { name: "HTTPError", data: body, response: { status } });
const report = (month: string) => ({ month }) as unknown as Gstr1Response;
const shown = (month = "2026-10") => gstReturnFor($gstReturn.get(), "demo", month);

beforeEach(() => {
  getMock.mockReset();
  fileMock.mockReset();
  $gstReturn.set({ shopId: "", month: "", state: { status: "loading" } });
});

describe("a month's GST return", () => {
  it("is loading, then ready with the server's report for that shop and month only", async () => {
    const answer = deferred<Gstr1Response>();
    getMock.mockReturnValueOnce(answer.promise);
    const loading = loadGstReturn("demo", "2026-10");
    expect(shown()).toEqual({ status: "loading" });
    answer.resolve(report("2026-10"));
    await loading;
    expect(getMock).toHaveBeenCalledWith("demo", "2026-10");
    expect(shown()).toEqual({ status: "ready", report: report("2026-10") });
    expect(shown("2026-09")).toEqual({ status: "loading" });
  });

  it("fails with the server's words when refused, else with GST_RETURN_FAILED", async () => {
    getMock.mockRejectedValueOnce(refused(400, { error: "month must be YYYY-MM, such as 2026-11" }));
    await loadGstReturn("demo", "2026-10");
    expect(shown()).toEqual({ status: "failed", message: "month must be YYYY-MM, such as 2026-11" });
    getMock.mockRejectedValueOnce(new TypeError("offline"));
    await loadGstReturn("demo", "2026-10");
    expect(shown()).toEqual({ status: "failed", message: GST_RETURN_FAILED });
  });

  it("an earlier month's late answer does not overwrite the month asked for since", async () => {
    const slow = deferred<Gstr1Response>();
    getMock.mockReturnValueOnce(slow.promise).mockResolvedValueOnce(report("2026-10"));
    const first = loadGstReturn("demo", "2026-09");
    await loadGstReturn("demo", "2026-10");
    slow.resolve(report("2026-09"));
    await first;
    expect($gstReturn.get().month).toBe("2026-10");
    expect(shown()).toEqual({ status: "ready", report: report("2026-10") });
  });

  it("a section's file comes with the name to save it under, or why it could not", async () => {
    const blob = new Blob(["Type\r\n"]);
    fileMock.mockResolvedValueOnce(blob);
    expect(await gstReturnFile("demo", "2026-10", "b2cs")).toEqual({
      file: blob,
      name: "demo-gstr1-2026-10-b2cs.csv",
    });
    expect(fileMock).toHaveBeenCalledWith("demo", "2026-10", "b2cs");
    fileMock.mockRejectedValueOnce(new TypeError("offline"));
    expect(await gstReturnFile("demo", "2026-10", "hsn")).toEqual({ failed: GST_FILE_FAILED });
  });
});
