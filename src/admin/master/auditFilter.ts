/** The audit log's filters as the page's address keeps them (?scope=&actor=&action=). */

export const AUDIT_FIELDS = ["scope", "actor", "action"] as const;
export type AuditFilterText = Record<(typeof AUDIT_FIELDS)[number], string>;

/** The filters in the page's query ("" for each one not given). */
export function filterOf(search: string): AuditFilterText {
  const q = new URLSearchParams(search);
  return { scope: q.get("scope") ?? "", actor: q.get("actor") ?? "", action: q.get("action") ?? "" };
}

/** The query for the filters ("" when none). */
export function searchOf(filter: AuditFilterText): string {
  const q = new URLSearchParams();
  for (const field of AUDIT_FIELDS) if (filter[field]) q.set(field, filter[field]);
  const text = q.toString();
  return text ? `?${text}` : "";
}
