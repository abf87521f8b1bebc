/** Rupee amounts for display (SPEC §1: currency INR), formatted as written in India. */

const WHOLE = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  maximumFractionDigits: 0,
});
const PAISE = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  minimumFractionDigits: 2,
});

/** An amount in rupees, e.g. 123456 → "₹1,23,456", 249.5 → "₹249.50" (paise only when there are some). */
export function formatInr(amount: number): string {
  if (!Number.isFinite(amount)) return WHOLE.format(0);
  const paise = Math.round(amount * 100);
  return paise % 100 === 0 ? WHOLE.format(paise / 100) : PAISE.format(paise / 100);
}

const GROUPED = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 });

/** A whole number with Indian digit grouping, e.g. 123456 → "1,23,456" (fractions dropped, not rounded). */
export function groupIndian(n: number): string {
  return GROUPED.format(Math.trunc(n));
}
