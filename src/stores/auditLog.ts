/**
 * The audit log as master admins read it (/masteradmin/audit), not
 * persisted: the entries for a filter (scope, actor, action), newest first,
 * 50 a page, with "Older" adding the next page. The latest request wins: a
 * new filter's answer is never undone by an older, slower one.
 */
import { atom } from "nanostores";
import { serverProblems } from "../api/formErrors";
import { auditLog } from "../api/staff";
import type { AuditEntry } from "../contract/staff";
import { latestWins } from "./persist";

/** What the log is narrowed to ("" for a field not used). */
export interface AuditLogFilter {
  scope: string;
  actor: string;
  action: string;
}

export interface AuditLogState {
  status: "idle" | "loading" | "ready" | "failed";
  /** The filter the entries are for (null before the first load). */
  filter: AuditLogFilter | null;
  /** The entries shown (null until the filter's first page comes). */
  entries: AuditEntry[] | null;
  /** Where the next, older page starts (null: there is none). */
  next: string | null;
  /** Why the last load failed ("" unless it did). */
  message: string;
}

/** The audit entries on show. */
export const $auditLog = atom<AuditLogState>({
  status: "idle",
  filter: null,
  entries: null,
  next: null,
  message: "",
});

/** Whether two filters are the same. */
export const sameAuditFilter = (a: AuditLogFilter | null, b: AuditLogFilter): boolean =>
  a !== null && a.scope === b.scope && a.actor === b.actor && a.action === b.action;

export const AUDIT_LOAD_FAILED = "Could not load the audit log. Check your connection and try again.";

const begin = latestWins();

async function load(filter: AuditLogFilter, before?: string): Promise<void> {
  const isLatest = begin();
  $auditLog.set({ ...$auditLog.get(), status: "loading", message: "" });
  try {
    const page = await auditLog({ ...filter, ...(before ? { before } : {}) });
    if (!isLatest()) return;
    const shown = $auditLog.get().entries ?? [];
    $auditLog.set({
      status: "ready",
      filter,
      entries: before ? [...shown, ...page.entries] : page.entries,
      next: page.next,
      message: "",
    });
  } catch (cause) {
    if (isLatest())
      $auditLog.set({
        ...$auditLog.get(),
        status: "failed",
        message: serverProblems(cause)?.message ?? AUDIT_LOAD_FAILED,
      });
  }
}

/** The filter's first page, in place of what was shown (another filter's entries go at once). */
export function loadAuditLog(filter: AuditLogFilter): Promise<void> {
  const held = $auditLog.get();
  if (!sameAuditFilter(held.filter, filter)) $auditLog.set({ ...held, filter, entries: null, next: null });
  return load(filter);
}

/** The next, older page added below (nothing while a load is on its way, or when there is none). */
export function loadOlderAudit(filter: AuditLogFilter): Promise<void> {
  const { status, next } = $auditLog.get();
  if (!next || status === "loading") return Promise.resolve();
  return load(filter, next);
}
