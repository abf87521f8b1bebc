/**
 * A bank's or UPI app's statement file as it arrives (issue 37): its size
 * checked, a file that is plainly no CSV named (a PDF, an Excel workbook, a
 * web page saved as .xls), and its bytes read as text in the encoding it
 * was saved in (UTF-8, UTF-16 with its byte order mark, else Windows-1252,
 * which older bank exports use for "₹"-less text).
 */

/** The largest statement read at once: 1 MB. */
export const MAX_STATEMENT_BYTES = 1024 * 1024;
/** The most rows read at once (after the header). */
export const MAX_STATEMENT_ROWS = 5000;

export const STATEMENT_TOO_BIG =
  "The statement is over 1 MB: export a shorter period (a month at a time) and upload that";

/** What the first bytes say a file is, when it is a kind no CSV is; null when it may be text. */
function notCsvKind(bytes: Uint8Array): string | null {
  const head = String.fromCharCode(...bytes.subarray(0, 512)).replace(/^\uFEFF|^\xEF\xBB\xBF/, "");
  if (head.startsWith("%PDF")) return "a PDF";
  if (head.startsWith("PK\x03\x04")) return "an Excel workbook (.xlsx) or another zipped file";
  if (head.startsWith("\xD0\xCF\x11\xE0")) return "an Excel 97 workbook (.xls)";
  if (/^\s*<(!doctype html|html|table|\?xml)/i.test(head)) return "a web page or XML saved as a spreadsheet";
  return null;
}

/** Reads `bytes` as text: UTF-16 by its byte order mark, UTF-8 when valid, else Windows-1252. */
function decode(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder("utf-16le").decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder("utf-16be").decode(bytes.subarray(2));
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder("windows-1252").decode(bytes);
  }
}

/**
 * The statement's text, or why the file can't be one: too big, empty, or
 * of a kind that is not CSV (the message says how to get a CSV instead).
 */
export function statementText(
  bytes: Uint8Array,
): { ok: true; text: string } | { ok: false; message: string } {
  if (bytes.byteLength > MAX_STATEMENT_BYTES) return { ok: false, message: STATEMENT_TOO_BIG };
  if (bytes.byteLength === 0)
    return { ok: false, message: "The file is empty: choose the statement's CSV file" };
  const kind = notCsvKind(bytes);
  if (kind) {
    return {
      ok: false,
      message: `This file is ${kind}, not a CSV: open it in a spreadsheet and save it as CSV, or export the statement as CSV from your bank or UPI app`,
    };
  }
  const text = decode(bytes);
  if (text.includes("\u0000"))
    return {
      ok: false,
      message: "This file is not text: export the statement as CSV from your bank or UPI app",
    };
  return { ok: true, text };
}
