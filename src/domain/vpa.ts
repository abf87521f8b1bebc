/**
 * The UPI id (VPA, virtual payment address) check: `handle@psp`, as NPCI
 * allows it. The handle is 2–256 letters, digits, dots, hyphens or
 * underscores, starting with a letter or digit; the PSP handle (the app's
 * bank, like okaxis, ybl, paytm) 2–64 letters and digits starting with a
 * letter. UPI ids are not case-sensitive, so they are kept in lower case.
 */

const HANDLE_MIN = 2;
const HANDLE_MAX = 256;

/** A UPI id as stored and compared: trimmed, lower case. */
export function normaliseVpa(text: string): string {
  return text.trim().toLowerCase();
}

/** Whether two typed UPI ids name the same account (case and outer spaces aside). */
export function sameVpa(a: string, b: string): boolean {
  return normaliseVpa(a) === normaliseVpa(b);
}

/** Options of a UPI id check. */
export interface VpaOptions {
  /** When true, an empty field is fine. */
  optional?: boolean;
}

/** Why a typed UPI id can't be right, in words a shop owner can act on, or null when it can be. */
export function vpaProblem(text: string, { optional = false }: VpaOptions = {}): string | null {
  const vpa = normaliseVpa(text);
  if (vpa === "") return optional ? null : "Enter your UPI id, like shopname@okaxis";
  if (/\s/.test(vpa)) return "A UPI id has no spaces: name@bank";
  const parts = vpa.split("@");
  const [handle = "", psp = ""] = parts;
  if (parts.length !== 2) return "A UPI id has one @: name@bank";
  if (handle.length < HANDLE_MIN) return "Enter the name before the @: at least 2 characters";
  if (handle.length > HANDLE_MAX) return "The name before the @ is too long: at most 256 characters";
  if (!/^[a-z0-9._-]+$/.test(handle)) {
    return "Before the @, use only letters, digits, dots (.), hyphens (-) or underscores (_)";
  }
  if (!/^[a-z0-9]/.test(handle)) return "A UPI id starts with a letter or a digit";
  if (!/^[a-z][a-z0-9]{1,63}$/.test(psp)) {
    return "After the @ comes your UPI app's bank name, like okaxis, ybl or paytm";
  }
  return null;
}
