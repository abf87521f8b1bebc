/** Digit grouping as written in India: 1,23,45,678 (SPEC §9 amounts are rupees). */

const FORMAT = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 });

/** A whole number with Indian digit grouping, e.g. 123456 → "1,23,456". */
export function groupIndian(n: number): string {
  return FORMAT.format(Math.trunc(n));
}

/** A rupee amount for display, e.g. 15000 → "₹15,000". */
export function formatRupees(amount: number): string {
  return `₹${groupIndian(amount)}`;
}
