import { beforeEach, describe, expect, it, vi } from "vitest";
import { getCommissions, getPlatformNumbersFile, getStatement, getStatementFile } from "../api/numbers";
import type { CommissionsResponse, StatementResponse } from "../contract/numbers";
import {
  $commissions,
  $statement,
  COMMISSIONS_FAILED,
  commissionsFor,
  loadCommissions,
  loadStatement,
  platformNumbersFile,
  statementFile,
  statementFor,
} from "./platformFigures";

vi.mock("../api/numbers", () => ({
  getPlatformNumbers: vi.fn(),
  getPlatformNumbersFile: vi.fn(),
  getCommissions: vi.fn(),
  getStatement: vi.fn(),
  getStatementFile: vi.fn(),
}));

beforeEach(() => {
  vi.mocked(getCommissions).mockReset();
  vi.mocked(getStatement).mockReset();
  $commissions.set({ key: "", state: { status: "loading" } });
  $statement.set({ key: "", state: { status: "loading" } });
});

describe("the platform's figures", () => {
  it("a month's commissions are held for that month", async () => {
    const november = { month: "2026-11" } as unknown as CommissionsResponse;
    vi.mocked(getCommissions).mockResolvedValueOnce(november);
    await loadCommissions("2026-11");
    expect(commissionsFor($commissions.get(), "2026-11")).toEqual({ status: "ready", value: november });
    expect(commissionsFor($commissions.get(), "2026-10")).toEqual({ status: "loading" });
    vi.mocked(getCommissions).mockRejectedValueOnce(new TypeError("offline"));
    await loadCommissions("2026-10");
    expect(commissionsFor($commissions.get(), "2026-10")).toEqual({
      status: "failed",
      message: COMMISSIONS_FAILED,
    });
  });

  it("a statement is held for its kind, party and month", async () => {
    const statement = { month: "2026-11" } as unknown as StatementResponse;
    vi.mocked(getStatement).mockResolvedValueOnce(statement);
    await loadStatement("franchise", "jaipur-north", "2026-11");
    expect(getStatement).toHaveBeenCalledWith("franchise", "jaipur-north", "2026-11");
    expect(statementFor($statement.get(), "franchise", "jaipur-north", "2026-11").status).toBe("ready");
    expect(statementFor($statement.get(), "kiosk", "jaipur-north", "2026-11").status).toBe("loading");
  });

  it("names the files as the API does", async () => {
    const blob = new Blob([""]);
    vi.mocked(getPlatformNumbersFile).mockResolvedValueOnce(blob);
    vi.mocked(getStatementFile).mockResolvedValueOnce(blob);
    expect(await platformNumbersFile({ from: "2026-11-01", to: "2026-11-30", grain: "week" })).toEqual({
      file: blob,
      name: "platform-numbers-2026-11-01-to-2026-11-30-by-week.csv",
    });
    expect(await statementFile("kiosk", "em-jpr-10482", "2026-11")).toEqual({
      file: blob,
      name: "kiosk-em-jpr-10482-2026-11-statement.csv",
    });
  });
});
