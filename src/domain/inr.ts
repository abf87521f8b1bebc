/**
 * Rupee amounts for display (SPEC §1: currency INR), formatted as written in India.
 *
 * Written out rather than through `Intl.NumberFormat("en-IN")`: the browser's
 * first Intl formatter loads its locale data, about 20 ms of a page's start on
 * this machine (80 ms under Lighthouse's mobile CPU), all inside the shop's
 * first long task. The output is the same as Intl's (the unit tests compare
 * the two over many amounts).
 */

/** Digits grouped as India writes them: the last three, then pairs (1234567 → "12,34,567"). */
function groupDigits(digits: string): string {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3);
  const pairs = head.replace(/\B(?=(\d{2})+$)/g, ",");
  return `${pairs},${digits.slice(-3)}`;
}

/** An amount in rupees, e.g. 123456 → "₹1,23,456", 249.5 → "₹249.50" (paise only when there are some). */
export function formatInr(amount: number): string {
  if (!Number.isFinite(amount)) return "₹0";
  const paise = Math.round(amount * 100);
  const abs = Math.abs(paise);
  const rupees = groupDigits(String(Math.floor(abs / 100)));
  const rest = abs % 100;
  return `${paise < 0 ? "-" : ""}₹${rupees}${rest ? `.${String(rest).padStart(2, "0")}` : ""}`;
}

/** A whole number with Indian digit grouping, e.g. 123456 → "1,23,456" (fractions dropped, not rounded). */
export function groupIndian(n: number): string {
  const whole = Math.trunc(n);
  if (!Number.isFinite(whole)) return "0";
  return `${whole < 0 ? "-" : ""}${groupDigits(String(Math.abs(whole)))}`;
}
