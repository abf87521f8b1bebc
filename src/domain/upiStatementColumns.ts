/**
 * A statement's columns, known by their names as banks and UPI apps write
 * them ("Txn Date", "Narration", "Chq./Ref.No.", "Deposit Amt.", "Cr/Dr"…):
 * what each header cell holds, and which columns a header row gives.
 */

/** A header's name as lower-case words ("Chq./Ref.No." → "chq ref no"). */
const words = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

/** What a column holds. */
export type Role = "date" | "narration" | "reference" | "credit" | "debit" | "type" | "amount";

/** A header cell's role, by its name as banks and UPI apps write it; null when it is none of them. */
export function columnRole(name: string): Role | null {
  const w = words(name);
  const has = (...any: string[]) => any.some((x) => ` ${w} `.includes(` ${x} `));
  if (/^(s no|sl no|sr no|balance|closing balance)/.test(w) || has("balance")) return null;
  if (/^([a-z]+ ){0,2}(date|dt)( (and )?time)?$/.test(w)) return "date";
  if ((has("cr") && has("dr")) || (has("credit") && has("debit")) || /(^| )type$/.test(w)) return "type";
  if (has("credit", "credits", "deposit", "deposits", "cr")) return "credit";
  if (has("debit", "debits", "withdrawal", "withdrawals", "dr")) return "debit";
  if (
    has("utr", "rrn", "ref", "reference", "cheque", "chq", "chqno") ||
    /^(upi )?(transaction|txn) id$/.test(w)
  )
    return "reference";
  if (has("narration", "description", "remarks", "remark", "particulars", "details", "comment", "note"))
    return "narration";
  if (has("amount", "amt")) return "amount";
  return null;
}

/** The columns a header row gives, or null when it names no date. */
export interface Columns {
  date: number;
  narration: number[];
  /** Reference columns, the surest first (UTR, RRN, UPI ref before a cheque number). */
  reference: number[];
  credit: number | null;
  amount: number | null;
  type: number | null;
}

/** How sure a reference column's name is of holding a UTR: lower first. */
const referenceRank = (name: string) => {
  const w = words(name);
  if (/\b(utr|rrn|upi)\b/.test(w)) return 0;
  if (/\bref|reference\b/.test(w)) return 1;
  if (/\bid\b/.test(w)) return 2;
  return 3;
};

export function columnsOf(header: readonly string[]): Columns | null {
  const of = (role: Role) => header.flatMap((name, i) => (columnRole(name) === role ? [i] : []));
  const dates = of("date");
  // A transaction's own date before its value date.
  const date = dates.find((i) => !/^value/.test(words(header[i] ?? ""))) ?? dates[0];
  if (date === undefined) return null;
  return {
    date,
    narration: of("narration"),
    reference: of("reference").sort(
      (a, b) => referenceRank(header[a] ?? "") - referenceRank(header[b] ?? ""),
    ),
    credit: of("credit")[0] ?? null,
    amount: of("amount")[0] ?? null,
    type: of("type")[0] ?? null,
  };
}
