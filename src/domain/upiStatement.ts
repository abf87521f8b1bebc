/**
 * A bank's or UPI app's statement (CSV) read into its credits (issue 37):
 * the money that came in, each with its date, amount, UTR and narration,
 * for matching to the shop's UPI orders (upiMatch.ts). Statements start
 * with lines about the account: the header is the first row that names a
 * date and a credit (upiStatementColumns.ts); rows after it that have
 * no date (a line of asterisks, an opening balance, totals) are not
 * transactions. Amounts are read as India writes them ("1,23,456.00",
 * "₹450", "450.00 Cr"), dates as dd/mm/yyyy, dd-mm-yy, dd-Mon-yyyy,
 * "Nov 05, 2026" or yyyy-mm-dd (a statement is never mm/dd).
 */
import { parseCsv } from "./csv";
import {
  cellUtr,
  isCredit,
  isDebit,
  narrationUtr,
  statementAmount,
  statementDate,
} from "./upiStatementCells";
import { type Columns, columnsOf } from "./upiStatementColumns";
import { MAX_STATEMENT_ROWS } from "./upiStatementFile";

/** One credit of the statement. `row` is its row in the file (1-based); `reference` its 12-digit UTR, or "". */
export interface StatementCredit {
  row: number;
  /** YYYY-MM-DD. */
  date: string;
  amount: number;
  reference: string;
  narration: string;
}

/** What a statement holds: its credits, its dates (every transaction's), and the rows that could not be read. */
export interface Statement {
  credits: StatementCredit[];
  /** The first and last transaction dates, YYYY-MM-DD ("" when it has none). */
  from: string;
  to: string;
  /** Transactions read (credits and debits). */
  transactions: number;
  /** Rows with a date whose amount could not be read. */
  unreadable: number[];
}

export type StatementRead = { ok: true; statement: Statement } | { ok: false; message: string };

/** How many rows of preamble are searched for the header. */
const HEADER_SEARCH_ROWS = 100;
const NARRATION_MAX = 300;

const NO_CREDIT_COLUMN =
  "No credit column found: no row of the file names a date and the money that came in (a Credit, Deposit Amt. or Cr Amount column, or an Amount with a Cr/Dr or Type column). Export the statement as CSV from your bank or UPI app";

/** The delimiter a statement uses: a tab when its first lines have more tabs than commas. */
function recordsOf(text: string): { records: string[][]; unclosed: number | null } {
  const head = text.split(/\r?\n/, 30).join("\n");
  if ((head.match(/\t/g) ?? []).length > (head.match(/,/g) ?? []).length) {
    return {
      records: text
        .replace(/^\uFEFF/, "")
        .split(/\r\n|\n|\r/)
        .map((line) => line.split("\t")),
      unclosed: null,
    };
  }
  const { records, unclosedQuoteRow } = parseCsv(text);
  return { records, unclosed: unclosedQuoteRow };
}

/** The header's row and columns: the first of the preamble's rows naming a date and a credit or amount. */
function findHeader(records: readonly string[][]): { index: number; columns: Columns } | { message: string } {
  let dated: { index: number; header: readonly string[] } | null = null;
  for (const [index, record] of records.slice(0, HEADER_SEARCH_ROWS).entries()) {
    if (record.filter((cell) => cell.trim() !== "").length < 3) continue;
    const columns = columnsOf(record);
    if (!columns) continue;
    if (columns.credit !== null || columns.amount !== null) return { index, columns };
    dated ??= { index, header: record };
  }
  if (!dated) return { message: NO_CREDIT_COLUMN };
  const names = dated.header
    .map((c) => c.trim())
    .filter(Boolean)
    .join(", ");
  return {
    message: `No credit column found: the header in row ${dated.index + 1} has ${names}. Export the statement with a Credit (or Deposit) column, or an Amount with a Cr/Dr column`,
  };
}

/**
 * Reads a statement's text into its credits, or a message saying why it is
 * not one (no header, no way to tell credits from debits, a quote never
 * closed, over MAX_STATEMENT_ROWS rows). A credit repeated with the same
 * UTR and amount (two overlapping exports pasted together) counts once.
 */
export function readStatement(text: string): StatementRead {
  const { records, unclosed } = recordsOf(text);
  if (unclosed !== null)
    return {
      ok: false,
      message: `A quote (") in row ${unclosed} is never closed: the file is not a whole CSV`,
    };
  const found = findHeader(records);
  if ("message" in found) return { ok: false, message: found.message };
  const { index, columns } = found;
  const body = records.slice(index + 1).map((cells, i) => ({ cells, row: index + 2 + i }));
  const filled = body.filter(({ cells }) => cells.some((c) => c.trim() !== ""));
  if (filled.length > MAX_STATEMENT_ROWS) {
    return {
      ok: false,
      message: `The statement has ${filled.length} rows: at most ${MAX_STATEMENT_ROWS} are read at once. Export a shorter period`,
    };
  }
  const amountColumn = columns.credit ?? columns.amount;
  const signed =
    columns.credit === null &&
    columns.type === null &&
    filled.some(({ cells }) => {
      const a = statementAmount(cells[amountColumn ?? -1] ?? "");
      return a !== null && a !== "empty" && a.sign !== "";
    });
  if (columns.credit === null && columns.type === null && !signed) {
    return {
      ok: false,
      message:
        "No credit column found: the statement has an Amount column but nothing says which rows came in (no Cr/Dr or Type column, no + or − signs). Export it with a Credit (or Deposit) column",
    };
  }

  const credits: StatementCredit[] = [];
  const unreadable: number[] = [];
  const dates: string[] = [];
  const seen = new Set<string>();
  for (const { cells, row } of filled) {
    const date = statementDate(cells[columns.date] ?? "");
    if (!date) continue;
    const amount = statementAmount(cells[amountColumn ?? -1] ?? "");
    if (amount === null) {
      unreadable.push(row);
      continue;
    }
    dates.push(date);
    if (amount === "empty" || amount.amount === 0) continue;
    const type = columns.type === null ? "" : (cells[columns.type] ?? "");
    const credit =
      columns.credit !== null
        ? amount.sign !== "-"
        : columns.type !== null
          ? isCredit(type) || (!isDebit(type) && amount.sign === "+")
          : amount.sign === "+";
    if (!credit) continue;
    const narration = columns.narration
      .map((i) => (cells[i] ?? "").replace(/\s+/g, " ").trim())
      .filter(Boolean)
      .join(" / ")
      .slice(0, NARRATION_MAX);
    const reference =
      columns.reference.map((i) => cellUtr(cells[i] ?? "")).find(Boolean) ??
      columns.reference.map((i) => narrationUtr(cells[i] ?? "")).find(Boolean) ??
      narrationUtr(narration);
    const key = `${reference}|${amount.amount}`;
    if (reference && seen.has(key)) continue;
    seen.add(key);
    credits.push({ row, date, amount: amount.amount, reference, narration });
  }
  dates.sort();
  return {
    ok: true,
    statement: {
      credits,
      from: dates[0] ?? "",
      to: dates.at(-1) ?? "",
      transactions: dates.length,
      unreadable,
    },
  };
}
