/**
 * The HSN code of goods (4, 6 or 8 digits: chapter, heading, subheading,
 * tariff item) or the SAC of a service (chapter 99). Turnover up to ₹5 crore
 * must print 4 digits, above it 6; 8 is the full tariff item. A SAC is 6
 * digits at most (heading 9954, or the full 995411), never 8.
 */

/** Options of an HSN check. */
export interface HsnOptions {
  /** When true, an empty field is fine (a small shop need not print one on a bill to a consumer). */
  optional?: boolean;
}

/** An HSN code as stored: digits only, without the spaces and dots people write in it ("0910.30" → "091030"). */
export function normaliseHsn(text: string): string {
  return text.replace(/[\s.]/g, "");
}

/** Whether a code is a service's SAC (chapter 99) rather than goods' HSN. */
export function isServiceCode(code: string): boolean {
  return normaliseHsn(code).startsWith("99");
}

/** Why a typed HSN or SAC code can't be right, in words a shop owner can act on, or null when it can be. */
export function hsnProblem(text: string, { optional = false }: HsnOptions = {}): string | null {
  const code = normaliseHsn(text);
  if (code === "") return optional ? null : "Enter the HSN code: 4, 6 or 8 digits";
  if (!/^\d+$/.test(code)) return "An HSN code has digits only, like 1006 or 10063020";
  if (code.length !== 4 && code.length !== 6 && code.length !== 8) {
    return `An HSN code has 4, 6 or 8 digits: this one has ${code.length}`;
  }
  if (code.startsWith("00")) return "No HSN code starts with 00: check the first 2 digits";
  if (isServiceCode(code) && code.length === 8) return "A service code (SAC, starting 99) has 4 or 6 digits";
  return null;
}
