/**
 * The cells of a bank's or UPI app's statement (upiStatement.ts reads the
 * rows): dates and amounts as Indian statements write them, a UTR in a
 * reference cell or a narration, and what a Cr/Dr or Type cell says.
 */

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

/** The date layouts statements use, each with named parts: d, m (a number) or mon (a month's name), y. */
const DATE_LAYOUTS = [
  /^(?<y>\d{4})-(?<m>\d{2})-(?<d>\d{2})(?!\d)/,
  /^(?<d>\d{1,2})[/.\- ](?<m>\d{1,2})[/.\- ](?<y>\d{4}|\d{2})(?!\d)/,
  /^(?<d>\d{1,2})[/.\- ]?(?<mon>[A-Za-z]{3,9})[/.\-, ]*(?<y>\d{4}|\d{2})(?!\d)/,
  /^(?<mon>[A-Za-z]{3,9})\.? (?<d>\d{1,2}),? (?<y>\d{4})(?!\d)/,
];

/** A statement's date cell as YYYY-MM-DD (any time after it ignored), or null. */
export function statementDate(cell: string): string | null {
  const s = cell.trim();
  const parts = DATE_LAYOUTS.map((layout) => layout.exec(s)?.groups).find(Boolean);
  if (!parts) return null;
  const m = parts.mon ? MONTHS.indexOf(parts.mon.slice(0, 3).toLowerCase()) + 1 : Number(parts.m);
  const d = Number(parts.d);
  const y = Number(parts.y) + (parts.y?.length === 2 ? 2000 : 0);
  const at = new Date(Date.UTC(y, m - 1, d));
  if (m < 1 || at.getUTCFullYear() !== y || at.getUTCMonth() !== m - 1 || at.getUTCDate() !== d) return null;
  return at.toISOString().slice(0, 10);
}

/**
 * An amount cell: its value in rupees (paise kept) and its sign when the
 * cell says one ("+450", "-200", "450.00 Cr", "(200.00)"); "empty" for a
 * blank or "-" cell; null when it is not an amount.
 */
export function statementAmount(cell: string): { amount: number; sign: "+" | "-" | "" } | "empty" | null {
  let s = cell.replace(/[\s\u00a0]/g, "").replace(/^(₹|rs\.?|inr)/i, "");
  if (s === "" || /^-+$/.test(s)) return "empty";
  let sign: "+" | "-" | "" = "";
  const suffix = /(cr|dr)\.?$/i.exec(s);
  if (suffix) {
    sign = suffix[1]?.toLowerCase() === "cr" ? "+" : "-";
    s = s.slice(0, suffix.index);
  }
  if (/^\(.*\)$/.test(s)) [sign, s] = ["-", s.slice(1, -1)];
  if (/^[+-]/.test(s)) [sign, s] = [s[0] as "+" | "-", s.slice(1)];
  s = s.replace(/^(₹|rs\.?|inr)/i, "");
  if (!/^(\d{1,3}(,\d{2,3})*|\d+)(\.\d{1,2})?$/.test(s)) return null;
  return { amount: Math.round(Number(s.replace(/,/g, "")) * 100) / 100, sign };
}

/** A reference cell's 12-digit UTR: the digits alone, or a longer number padded with zeros ("0000412345678901"). */
export function cellUtr(cell: string): string {
  const digits = cell.trim();
  if (/^\d{12}$/.test(digits)) return digits;
  if (/^0+\d{12}$/.test(digits)) return digits.slice(-12);
  return "";
}

/** The first 12-digit number standing alone (not inside a longer code) in a narration ("UPI/412345678901/Order PL…"), or "". */
export function narrationUtr(narration: string): string {
  return /(?<![A-Za-z0-9])\d{12}(?![A-Za-z0-9@])/.exec(narration)?.[0] ?? "";
}

/** Whether a Cr/Dr or Type cell says money came in ("CR", "Credit"…). */
export const isCredit = (type: string) => /^(c|cr|credit|credited|deposit|received)$/i.test(type.trim());
/** Whether it says money went out ("DR", "Debit"…). */
export const isDebit = (type: string) => /^(d|dr|debit|debited|withdrawal|paid|sent)$/i.test(type.trim());
