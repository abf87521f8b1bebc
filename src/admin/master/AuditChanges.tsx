import { auditChanges } from "../../domain/console/auditWords";

/** What an audit entry changed, field by field in words (domain/console/auditWords.ts), behind a summary. */
export function AuditChanges({ before, after }: { before: unknown; after: unknown }) {
  const changes = auditChanges(before, after);
  if (changes.length === 0) return null;
  return (
    <details>
      <summary>
        {changes.length === 1 ? "1 change" : `${changes.length} changes`}:{" "}
        {changes.map((c) => c.field).join(", ")}
      </summary>
      <dl className="console-facts console-changes">
        {changes.map((c) => (
          <div key={c.field}>
            <dt>{c.field}</dt>
            <dd>
              {c.before || "—"} <span aria-hidden="true">→</span>
              <span className="visually-hidden"> became </span> {c.after || "—"}
            </dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
