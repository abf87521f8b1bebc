/** Secrets compared without telling a caller, by the time taken, how much of one it got right. */
import { timingSafeEqual } from "node:crypto";

/** Equal strings, in constant time. */
export function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
