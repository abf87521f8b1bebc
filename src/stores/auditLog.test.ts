import { beforeEach, describe, expect, it, vi } from "vitest";
import { HTTPError } from "../api/client";
import { auditLog } from "../api/staff";
import type { AuditEntry, AuditResponse } from "../contract/staff";
import { $auditLog, AUDIT_LOAD_FAILED, loadAuditLog, loadOlderAudit, sameAuditFilter } from "./auditLog";
import { deferred } from "./fixtures";

vi.mock("../api/staff", () => ({ auditLog: vi.fn() }));
const auditMock = vi.mocked(auditLog);

/** An HTTPError (api/client.ts) carrying the API's error body. */
const refusal = (status: number, body: unknown): HTTPError =>
  Object.assign(Object.create(HTTPError.prototype), { name: "HTTPError", data: body, response: { status } });

const entry = (id: number): AuditEntry => ({
  id,
  at: "2026-01-01T00:00:00.000Z",
  actor: "master@example.com",
  action: "support.add",
  scope: "platform",
  target: "asha@example.com",
  before: null,
  after: null,
});
const ALL = { scope: "", actor: "", action: "" };
const MINE = { scope: "", actor: "master@example.com", action: "" };

beforeEach(() => {
  auditMock.mockReset();
  $auditLog.set({ status: "idle", filter: null, entries: null, next: null, message: "" });
});

describe("the audit log", () => {
  it("loads a filter's first page, then the older ones below it", async () => {
    auditMock.mockResolvedValueOnce({ entries: [entry(9), entry(8)], next: "8" });
    await loadAuditLog(MINE);
    expect(auditMock).toHaveBeenLastCalledWith(MINE);
    expect($auditLog.get()).toEqual({
      status: "ready",
      filter: MINE,
      entries: [entry(9), entry(8)],
      next: "8",
      message: "",
    });
    auditMock.mockResolvedValueOnce({ entries: [entry(7)], next: null });
    await loadOlderAudit(MINE);
    expect(auditMock).toHaveBeenLastCalledWith({ ...MINE, before: "8" });
    expect($auditLog.get().entries).toEqual([entry(9), entry(8), entry(7)]);
    expect($auditLog.get().next).toBeNull();
    // Nothing older: nothing asked.
    await loadOlderAudit(MINE);
    expect(auditMock).toHaveBeenCalledTimes(2);
  });

  it("drops another filter's entries at once, and keeps the same filter's while it reloads", async () => {
    auditMock.mockResolvedValueOnce({ entries: [entry(9)], next: "9" });
    await loadAuditLog(ALL);
    auditMock.mockReturnValueOnce(deferred<AuditResponse>().promise);
    void loadAuditLog(ALL);
    expect($auditLog.get()).toMatchObject({ status: "loading", entries: [entry(9)], next: "9" });
    auditMock.mockReturnValueOnce(deferred<AuditResponse>().promise);
    void loadAuditLog(MINE);
    expect($auditLog.get()).toMatchObject({ status: "loading", filter: MINE, entries: null, next: null });
    expect(sameAuditFilter($auditLog.get().filter, { ...MINE })).toBe(true);
    expect(sameAuditFilter($auditLog.get().filter, ALL)).toBe(false);
  });

  it("asks for no older page while a load is on its way", async () => {
    auditMock.mockResolvedValueOnce({ entries: [entry(9)], next: "9" });
    await loadAuditLog(ALL);
    auditMock.mockReturnValueOnce(deferred<AuditResponse>().promise);
    void loadOlderAudit(ALL);
    await loadOlderAudit(ALL);
    expect(auditMock).toHaveBeenCalledTimes(2);
  });

  it("says the server's refusal, or that the connection failed, keeping what is shown", async () => {
    auditMock.mockResolvedValueOnce({ entries: [entry(9)], next: "9" });
    await loadAuditLog(ALL);
    auditMock.mockRejectedValueOnce(refusal(400, { error: "before must be an entry's id" }));
    await loadOlderAudit(ALL);
    expect($auditLog.get()).toMatchObject({
      status: "failed",
      entries: [entry(9)],
      next: "9",
      message: "before must be an entry's id",
    });
    auditMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    await loadAuditLog(MINE);
    expect($auditLog.get()).toMatchObject({ status: "failed", entries: null, message: AUDIT_LOAD_FAILED });
  });

  it("shows the latest filter's answer, never an older, slower one", async () => {
    const slow = deferred<AuditResponse>();
    auditMock.mockReturnValueOnce(slow.promise).mockResolvedValueOnce({ entries: [entry(5)], next: null });
    const older = loadAuditLog(ALL);
    await loadAuditLog(MINE);
    slow.resolve({ entries: [entry(9)], next: "9" });
    await older;
    expect($auditLog.get()).toMatchObject({ status: "ready", filter: MINE, entries: [entry(5)], next: null });
  });
});
