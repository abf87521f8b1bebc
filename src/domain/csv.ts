/**
 * CSV as RFC 4180 writes it and spreadsheets read it: fields split by
 * commas, records by CRLF or LF; a field with a comma, a quote or a line
 * break is quoted, its quotes doubled. Files start with a UTF-8 byte order
 * mark so Excel opens them as UTF-8 (₹ and Hindi stay readable); one read
 * in is taken with or without it.
 */

const BOM = "\uFEFF";

/** What a CSV file holds: its records, and the row of a quote never closed (1-based), if any. */
export interface CsvTable {
  records: string[][];
  unclosedQuoteRow: number | null;
}

/**
 * Reads CSV text into records, one per spreadsheet row: a quoted field may
 * span lines, a blank line is a record of one empty field, and a last line
 * break ends the last record rather than starting one. Leniently, a quote
 * inside an unquoted field, or text after a closing quote, is kept as text.
 */
export function parseCsv(text: string): CsvTable {
  const records: string[][] = [];
  let record: string[] = [];
  let field = "";
  let quoted = false;
  let quoteRow: number | null = null;
  // Whether the record under way has any character yet (`""` alone is a record).
  let started = false;
  const input = text.startsWith(BOM) ? text.slice(BOM.length) : text;
  const endRecord = () => {
    record.push(field);
    records.push(record);
    record = [];
    field = "";
    started = false;
  };
  for (let i = 0; i < input.length; i++) {
    const ch = input[i];
    started = true;
    if (quoted) {
      if (ch !== '"') field += ch;
      else if (input[i + 1] === '"') {
        field += '"';
        i++;
      } else quoted = false;
    } else if (ch === '"' && field === "") {
      quoted = true;
      quoteRow = records.length + 1;
    } else if (ch === ",") {
      record.push(field);
      field = "";
    } else if (ch === "\r" || ch === "\n") {
      if (ch === "\r" && input[i + 1] === "\n") i++;
      endRecord();
    } else field += ch;
  }
  if (started) endRecord();
  return { records, unclosedQuoteRow: quoted ? quoteRow : null };
}

/** One field as CSV writes it: quoted when it holds a comma, quote or line break, or starts or ends with a space. */
function csvField(value: string): string {
  return /[",\r\n]|^\s|\s$/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** Records as a CSV file: a byte order mark, then each record on its own CRLF-ended line. */
export function toCsv(records: readonly (readonly string[])[]): string {
  return BOM + records.map((r) => `${r.map(csvField).join(",")}\r\n`).join("");
}
