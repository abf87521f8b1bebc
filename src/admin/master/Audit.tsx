/**
 * /masteradmin/audit: the audit log, newest first, for master admins: who
 * did what, where and when, with what was there before and after. Filters
 * by scope ("platform", "shop:demo"…), actor (an email or +91 phone) and
 * action ("support.add"…), kept in the address (?scope=&actor=&action=) so a
 * filtered log can be linked; "Older" brings the next 50. Nobody edits it.
 */
import { useStore } from "@nanostores/react";
import { type SubmitEvent, useEffect, useMemo, useRef } from "react";
import { $auditLog, loadAuditLog, loadOlderAudit, sameAuditFilter } from "../../stores/auditLog";
import { Alert } from "../../ui/Alert";
import { replaceScreen } from "../router";
import { staffHref } from "../routes";
import type { StaffScreenProps } from "../screenProps";
import { Loading, ScreenTitle } from "../ui";
import { AuditEntries } from "./AuditEntries";
import { AUDIT_FIELDS, type AuditFilterText, filterOf } from "./auditFilter";

export default function Audit({ route }: StaffScreenProps) {
  // The screen stays when only the query changes: the filter is the address's.
  const filter = useMemo(() => filterOf(route.search), [route.search]);
  const held = useStore($auditLog);
  // Another filter's entries (a visit before) are not this one's: the first page is on its way.
  const shown = sameAuditFilter(held.filter, filter);
  const { status } = held;
  const message = shown ? held.message : "";
  const entries = shown ? held.entries : null;
  const next = shown ? held.next : null;
  const busy = status === "loading";
  const form = useRef<HTMLFormElement>(null);
  const olderButton = useRef<HTMLButtonElement>(null);
  // After "Older", focus moves to the first entry it brought (back to the button when it failed).
  const olderFrom = useRef<number | null>(null);

  useEffect(() => {
    document.title = "Audit log · Master admin";
  }, []);
  useEffect(() => {
    void loadAuditLog(filter);
    // The fields say the filter shown, also when a link or Back brought another.
    const fields = form.current?.elements;
    for (const field of AUDIT_FIELDS) {
      const input = fields?.namedItem(field);
      if (input instanceof HTMLInputElement) input.value = filter[field];
    }
  }, [filter]);
  useEffect(() => {
    const from = olderFrom.current;
    if (from === null || status === "loading") return;
    olderFrom.current = null;
    const first = status === "ready" ? entries?.[from] : undefined;
    if (first) document.getElementById(`audit-entry-${first.id}`)?.focus();
    else olderButton.current?.focus();
  }, [status, entries]);

  const apply = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const chosen = Object.fromEntries(
      AUDIT_FIELDS.map((f) => [f, String(data.get(f) ?? "").trim()]),
    ) as AuditFilterText;
    const href = staffHref("masterAudit", {}, chosen);
    olderFrom.current = null;
    // The same filter again is loaded afresh; another one is loaded once the address says it.
    if (href === staffHref("masterAudit", {}, filter)) void loadAuditLog(chosen);
    else replaceScreen(href);
  };

  const older = () => {
    if (!next || busy) return;
    olderFrom.current = entries?.length ?? 0;
    void loadOlderAudit(filter);
  };

  return (
    <div className="console-screen">
      <ScreenTitle>Audit log</ScreenTitle>
      <p>Every staff action, newest first: who, what, where, when, and what changed. Nobody can edit it.</p>
      <search aria-label="Audit log filters">
        <form ref={form} className="console-form console-audit-filters" onSubmit={apply}>
          <label>
            Scope
            <input
              name="scope"
              defaultValue={filter.scope}
              placeholder="platform, shop:demo…"
              autoComplete="off"
            />
          </label>
          <label>
            Who (email or +91 phone)
            <input name="actor" defaultValue={filter.actor} autoComplete="off" autoCapitalize="none" />
          </label>
          <label>
            Action
            <input name="action" defaultValue={filter.action} placeholder="support.add…" autoComplete="off" />
          </label>
          <button type="submit" className="button">
            Show
          </button>
        </form>
      </search>
      <Alert>{message}</Alert>
      {entries === null ? (
        message ? null : (
          <Loading label="Loading the audit log" />
        )
      ) : entries.length === 0 ? (
        <p role="status">No entries match.</p>
      ) : (
        <AuditEntries entries={entries} />
      )}
      {next ? (
        <button
          ref={olderButton}
          type="button"
          className="button button-secondary"
          disabled={busy}
          onClick={older}
        >
          {busy ? "Loading…" : "Older"}
        </button>
      ) : null}
    </div>
  );
}
