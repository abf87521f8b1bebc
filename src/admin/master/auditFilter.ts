/** The audit log's filters as the page's address keeps them (?scope=&actor=&action=). */

export const AUDIT_FIELDS = ["scope", "actor", "action"] as const;
export type AuditFilterText = Record<(typeof AUDIT_FIELDS)[number], string>;

/** The filters in the page's query, as text or as the route's `search` ("" for each one not given). */
export function filterOf(search: string | Record<string, string>): AuditFilterText {
  const q = new URLSearchParams(search);
  return { scope: q.get("scope") ?? "", actor: q.get("actor") ?? "", action: q.get("action") ?? "" };
}
