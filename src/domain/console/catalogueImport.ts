/**
 * What the console says after a catalogue CSV import (POST …/catalogue.csv):
 * the counts of a good file, or each problem of a refused one as a line a
 * seller reads on a phone ("Row 5, mrp: can't be negative").
 */

/** "3 added, 1 updated, 12 unchanged". */
export function importSummary(result: { created: number; updated: number; unchanged: number }): string {
  return `${result.created} added, ${result.updated} updated, ${result.unchanged} unchanged`;
}

/** A problem as the server names it: `field` is "row 5 mrp", "row 5" or "file". */
export interface CsvIssue {
  field: string;
  message: string;
}

/** One problem as a sentence: "Row 5, mrp: can't be negative" ("Row 5: …" for the row, the message alone else). */
export function issueLine(issue: CsvIssue): string {
  const m = /^row (\d+)(?: (.+))?$/i.exec(issue.field.trim());
  if (!m) return issue.message;
  return `Row ${m[1]}${m[2] ? `, ${m[2]}` : ""}: ${issue.message}`;
}

/** The `issues` of a refused import's body, as lines; junk entries are left out. */
export function issueLines(body: unknown): string[] {
  const issues = (body as { issues?: unknown } | null)?.issues;
  if (!Array.isArray(issues)) return [];
  return issues.flatMap((i: { field?: unknown; message?: unknown }) =>
    typeof i?.message === "string"
      ? [issueLine({ field: typeof i.field === "string" ? i.field : "", message: i.message })]
      : [],
  );
}

/** The file name an export is saved under. */
export const catalogueFileName = (shopId: string, today: string) => `${shopId}-catalogue-${today}.csv`;
