import { beforeEach, describe, expect, it, vi } from "vitest";
import { HTTPError } from "../api/client";
import { confirmUpiStatement, uploadUpiStatement } from "../api/upiStatement";
import type { UpiStatementResponse } from "../contract/upiStatement";
import { MAX_STATEMENT_BYTES, STATEMENT_TOO_BIG } from "../domain/upiStatementFile";
import { deferred } from "./fixtures";
import {
  $upiStatement,
  CONFIRM_FAILED,
  markSelectedPaid,
  readUpiStatement,
  STATEMENT_FAILED,
  tickMatch,
  upiStatementFor,
} from "./upiStatement";

vi.mock("../api/upiStatement", () => ({ uploadUpiStatement: vi.fn(), confirmUpiStatement: vi.fn() }));
const uploadMock = vi.mocked(uploadUpiStatement);
const confirmMock = vi.mocked(confirmUpiStatement);

const refused = (status: number, body: unknown) =>
  Object.assign(Object.create(HTTPError.prototype), { name: "HTTPError", data: body, response: { status } });

const credit = (reference: string) => ({
  row: 2,
  date: "2026-11-05",
  amount: 450,
  reference,
  narration: "UPI",
});
const placement = (placementId: string) => ({
  placementId,
  orderRef: placementId.toUpperCase(),
  orderIds: [`OD${placementId}`],
  paymentReference: "",
  placedAt: "2026-11-05T10:00:00.000Z",
  due: 450,
  shopperUtr: "",
});
const answer: UpiStatementResponse = {
  statement: { from: "2026-11-01", to: "2026-11-07", transactions: 5, credits: 3, unreadableRows: [] },
  matches: [
    { ...placement("a"), credit: credit("631500000001"), strength: "utr" },
    { ...placement("b"), credit: credit("631500000002"), strength: "reference" },
    { ...placement("c"), credit: credit(""), strength: "amount only" },
  ],
  unmatched: [],
  waiting: [],
};
const file = (size = 10) => new File(["x".repeat(size)], "hdfc.csv", { type: "text/csv" });
const shown = (shopId = "demo") => upiStatementFor($upiStatement.get(), shopId);
const ready = () => {
  const state = shown();
  if (state.status !== "ready") throw new Error(`not ready: ${state.status}`);
  return state;
};

beforeEach(() => {
  uploadMock.mockReset();
  confirmMock.mockReset();
  $upiStatement.set({ shopId: "", state: { status: "idle" } });
});

describe("reading a UPI statement", () => {
  it("is reading, then ready with the matches by UTR and reference ticked, not the one by amount only", async () => {
    const later = deferred<UpiStatementResponse>();
    uploadMock.mockReturnValueOnce(later.promise);
    const reading = readUpiStatement("demo", file());
    expect(shown()).toEqual({ status: "reading", fileName: "hdfc.csv" });
    later.resolve(answer);
    await reading;
    expect(ready()).toMatchObject({
      fileName: "hdfc.csv",
      ticked: ["a", "b"],
      results: null,
      confirming: false,
    });
    expect(shown("seva")).toEqual({ status: "idle" });
  });

  it("fails with the server's words, a lost connection's, or at once for a file over 1 MB", async () => {
    uploadMock.mockRejectedValueOnce(refused(422, { error: "No credit column found: …", field: "file" }));
    await readUpiStatement("demo", file());
    expect(shown()).toEqual({ status: "failed", fileName: "hdfc.csv", message: "No credit column found: …" });
    uploadMock.mockRejectedValueOnce(new TypeError("offline"));
    await readUpiStatement("demo", file());
    expect(shown()).toMatchObject({ message: STATEMENT_FAILED });
    await readUpiStatement("demo", file(MAX_STATEMENT_BYTES + 1));
    expect(shown()).toMatchObject({ status: "failed", message: STATEMENT_TOO_BIG });
    expect(uploadMock).toHaveBeenCalledTimes(2);
  });

  it("a file read earlier answering late does not overwrite the latest", async () => {
    const slow = deferred<UpiStatementResponse>();
    uploadMock.mockReturnValueOnce(slow.promise).mockResolvedValueOnce({ ...answer, matches: [] });
    const first = readUpiStatement("demo", file());
    await readUpiStatement("demo", file());
    slow.resolve(answer);
    await first;
    expect(ready().answer.matches).toEqual([]);
  });
});

describe("Mark selected paid", () => {
  beforeEach(async () => {
    uploadMock.mockResolvedValueOnce(answer);
    await readUpiStatement("demo", file());
  });

  it("sends the ticked matches with their credits' UTRs; the paid ones leave, a refused one stays with why", async () => {
    tickMatch("c", true);
    tickMatch("a", false);
    expect(ready().ticked).toEqual(["b", "c"]);
    const results = [
      { placementId: "b", orderRef: "B", outcome: "paid" as const, message: "Order #B is marked paid" },
      {
        placementId: "c",
        orderRef: "C",
        outcome: "refused" as const,
        message: "This is a cash-on-delivery order",
      },
    ];
    confirmMock.mockResolvedValueOnce({ results });
    await markSelectedPaid("demo");
    expect(confirmMock).toHaveBeenCalledWith("demo", [
      { placementId: "b", utr: "631500000002" },
      { placementId: "c", utr: "" },
    ]);
    expect(ready()).toMatchObject({ results, confirming: false, ticked: ["c"], message: "" });
    expect(ready().answer.matches.map((m) => m.placementId)).toEqual(["a", "c"]);
  });

  it("sends nothing with nothing ticked, and says a failed call, keeping the ticks", async () => {
    tickMatch("a", false);
    tickMatch("b", false);
    await markSelectedPaid("demo");
    expect(confirmMock).not.toHaveBeenCalled();
    tickMatch("a", true);
    confirmMock.mockRejectedValueOnce(new TypeError("offline"));
    await markSelectedPaid("demo");
    expect(ready()).toMatchObject({
      message: CONFIRM_FAILED,
      ticked: ["a"],
      confirming: false,
      results: null,
    });
  });
});
