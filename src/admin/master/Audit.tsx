/**
 * /masteradmin/audit: the audit log, newest first, for master admins: who
 * did what, where and when, with what was there before and after. Filters
 * by scope ("platform", "shop:demo"…), actor (an email or +91 phone) and
 * action ("support.add"…), kept in the address (?scope=&actor=&action=) so a
 * filtered log can be linked; "Older" brings the next 50. Nobody edits it.
 */
import { type FormEvent, useCallback, useEffect, useRef, useState } from "react";
import { serverProblems } from "../../api/formErrors";
import { auditLog } from "../../api/staff";
import type { AuditEntry } from "../../contract/staff";
import { auditAction } from "../../domain/console/auditWords";
import { formatIndiaDateTime } from "../../domain/delivery";
import type { StaffScreenProps } from "../screenProps";
import { Loading, ScreenTitle } from "../ui";
import { AuditChanges } from "./AuditChanges";
import { AUDIT_FIELDS, type AuditFilterText, filterOf, searchOf } from "./auditFilter";

export default function Audit(_: StaffScreenProps) {
  const [filter, setFilter] = useState<AuditFilterText>(() => filterOf(location.search));
  const [entries, setEntries] = useState<AuditEntry[] | null>(null);
  const [next, setNext] = useState<string | null>(null);
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  // After "Older", focus moves to the first entry it brought.
  const focusEntry = useRef<number | null>(null);

  const load = useCallback(async (f: AuditFilterText, before?: string) => {
    setBusy(true);
    setError("");
    try {
      const page = await auditLog({ ...f, ...(before ? { before } : {}) });
      setEntries((list) => (before ? [...(list ?? []), ...page.entries] : page.entries));
      focusEntry.current = before ? (page.entries[0]?.id ?? null) : null;
      setNext(page.next);
    } catch (cause) {
      setError(
        serverProblems(cause)?.message ??
          "Could not load the audit log. Check your connection and try again.",
      );
    } finally {
      setBusy(false);
    }
  }, []);

  useEffect(() => {
    document.title = "Audit log · Master admin";
    void load(filter);
  }, [load, filter]);
  useEffect(() => {
    if (entries && focusEntry.current !== null)
      document.getElementById(`audit-entry-${focusEntry.current}`)?.focus();
    focusEntry.current = null;
  }, [entries]);

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const chosen = Object.fromEntries(
      AUDIT_FIELDS.map((f) => [f, String(data.get(f) ?? "").trim()]),
    ) as AuditFilterText;
    history.replaceState(null, "", `${location.pathname}${searchOf(chosen)}`);
    setEntries(null);
    setFilter(chosen);
  };

  const older = () => {
    if (!next || busy) return;
    void load(filter, next);
  };

  return (
    <div className="console-screen">
      <ScreenTitle>Audit log</ScreenTitle>
      <p>Every staff action, newest first: who, what, where, when, and what changed. Nobody can edit it.</p>
      <search aria-label="Audit log filters">
        <form className="console-form console-audit-filters" onSubmit={apply}>
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
      {error ? (
        <p className="console-error" role="alert">
          {error}
        </p>
      ) : null}
      {entries === null ? (
        error ? null : (
          <Loading label="Loading the audit log" />
        )
      ) : entries.length === 0 ? (
        <p role="status">No entries match.</p>
      ) : (
        <ol className="console-rows console-audit" aria-label="Audit entries">
          {entries.map((e) => (
            <li
              key={e.id}
              id={`audit-entry-${e.id}`}
              tabIndex={-1}
              className="console-row console-audit-entry"
            >
              <div className="console-row-text">
                <p>
                  <span className="console-strong">{auditAction(e.action)}</span> · {e.target || "—"}{" "}
                  <code className="console-muted">{e.action}</code>
                </p>
                <p className="console-muted">
                  {formatIndiaDateTime(e.at)} · by {e.actor || "the system"} · {e.scope}
                </p>
                <AuditChanges before={e.before} after={e.after} />
              </div>
            </li>
          ))}
        </ol>
      )}
      {next ? (
        <button type="button" className="button button-secondary" disabled={busy} onClick={older}>
          {busy ? "Loading…" : "Older"}
        </button>
      ) : null}
    </div>
  );
}
