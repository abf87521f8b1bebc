import type { AuditEntry } from "../../contract/staff";
import { auditAction } from "../../domain/console/auditWords";
import { formatIndiaDateTime } from "../../domain/delivery";
import { AuditChanges } from "./AuditChanges";

/** The audit log's entries, newest first: each in words with its code, who, when, where, and what changed. */
export function AuditEntries({ entries }: { entries: AuditEntry[] }) {
  return (
    <ol className="console-rows console-audit" aria-label="Audit entries">
      {entries.map((e) => (
        <li key={e.id} id={`audit-entry-${e.id}`} tabIndex={-1} className="console-row console-audit-entry">
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
  );
}
