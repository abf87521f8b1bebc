/**
 * The GSTIN (GST identification number) check: 15 characters, the 2-digit
 * state code, the holder's PAN (5 letters, 4 digits, 1 letter), the entity
 * number (1–9, then A–Z), 'Z', and a check character over the first 14
 * (GSTN's mod-36 scheme). A shop keeps its own on its invoices; the checks
 * here catch a typo before it lands on one.
 */
import { stateName } from "./indianStates";

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const GSTIN_LENGTH = 15;

/** A GSTIN as stored and compared: upper case, without the spaces people type into it. */
export function normaliseGstin(text: string): string {
  return text.replace(/\s/g, "").toUpperCase();
}

/**
 * The check character of a GSTIN's first 14 characters: each character's
 * value (0–9, A–Z as 10–35) times 1, 2, 1, 2…; each product's quotient and
 * remainder by 36 added up; the check is (36 − sum mod 36) mod 36.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  Array.from(first14).forEach((ch, i) => {
    const product = ALPHABET.indexOf(ch) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  });
  return ALPHABET[(36 - (sum % 36)) % 36] ?? "";
}

/** Options of a GSTIN check. */
export interface GstinOptions {
  /** When true, an empty field is fine (a shop or a buyer without GST registration). */
  optional?: boolean;
}

/** Why a typed GSTIN can't be right, in words a shop owner can act on, or null when it is a valid GSTIN. */
export function gstinProblem(text: string, { optional = false }: GstinOptions = {}): string | null {
  const gstin = normaliseGstin(text);
  if (gstin === "") return optional ? null : "Enter the GSTIN: 15 characters, like 27AAPFU0939F1ZV";
  if (gstin.length !== GSTIN_LENGTH) return "A GSTIN has 15 characters: 2 digits, then the PAN, then 3 more";
  if (!/^\d{2}/.test(gstin)) return "A GSTIN starts with 2 digits: the state code, like 27 for Maharashtra";
  if (!/^[A-Z]{5}\d{4}[A-Z]$/.test(gstin.slice(2, 12))) {
    return "After the first 2 digits comes the PAN: 5 letters, 4 digits, 1 letter";
  }
  if (!/^[1-9A-Z]Z[0-9A-Z]$/.test(gstin.slice(12))) {
    return "A GSTIN ends with 3 characters like 1ZV: a digit or letter, then Z, then one more";
  }
  const state = gstin.slice(0, 2);
  if (stateName(state) === null) {
    return `A GSTIN can't start with ${state}: the first 2 digits are the state code, like 27 for Maharashtra`;
  }
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14]) {
    return "This GSTIN's last character does not match: check it for a typo";
  }
  return null;
}

/** The GST state code of a valid GSTIN ("27AAPFU0939F1ZV" → "27"), or null when it is not one. */
export function gstinState(gstin: string): string | null {
  return gstinProblem(gstin) === null ? normaliseGstin(gstin).slice(0, 2) : null;
}
