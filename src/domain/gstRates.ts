/**
 * The one table of GST rates (whole percent) a product may carry. GST 2.0
 * (56th GST Council, in force from 22 Sep 2025) left nil, 5 % (merit),
 * 18 % (standard) and 40 % (demerit), plus 3 % for gold, silver and
 * jewellery; 12 % and 28 % were retired that day, except that tobacco and
 * pan masala kept 28 % (with compensation cess) until they moved to 40 % on
 * 1 Feb 2026. Retired rates stay readable so old products and orders still
 * load; a product saved now must carry a rate in force. The fractional rates
 * (0.25 % rough diamonds, 1.5 % cut diamonds) are not sold here.
 */

/** A rate a product may be given, with the short label a seller chooses it by. */
import { ALL_GST_RATES, type StoredGstRate } from "./gstSlabs";

export interface GstRate {
  rate: number;
  label: string;
}

/** A rate no longer in force, and the day it ended. */
export interface RetiredGstRate {
  rate: number;
  /** The first day it was no longer in force (ISO date). */
  retiredOn: string;
  /** Goods that kept it longer, and the first day they did not. */
  laterFor?: { goods: string; retiredOn: string };
}

export const GST_RATES_IN_FORCE: readonly GstRate[] = [
  { rate: 0, label: "0% — fresh food, milk, paneer, roti, books" },
  { rate: 3, label: "3% — gold, silver and jewellery" },
  { rate: 5, label: "5% — most daily-use goods, apparel up to ₹2,500" },
  { rate: 18, label: "18% — most other goods, apparel over ₹2,500" },
  { rate: 40, label: "40% — tobacco, pan masala, fizzy drinks, luxury cars" },
];

export const RETIRED_GST_RATES: readonly RetiredGstRate[] = [
  { rate: 12, retiredOn: "2025-09-22" },
  { rate: 28, retiredOn: "2025-09-22", laterFor: { goods: "tobacco", retiredOn: "2026-02-01" } },
];

export { ALL_GST_RATES, type StoredGstRate };

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "2025-09-22" → "22 Sep 2025". */
function shortDate(iso: string): string {
  const [year, month, day] = iso.split("-").map(Number);
  return `${day} ${MONTHS[(month ?? 1) - 1]} ${year}`;
}

/** "0%, 3%, 5%, 18% or 40%": the rates a seller may choose, as a message names them. */
function ratesInForceText(): string {
  const names = GST_RATES_IN_FORCE.map((r) => `${r.rate}%`);
  return `${names.slice(0, -1).join(", ")} or ${names.at(-1)}`;
}

/** Whether a product may be saved with this rate today. */
export function isGstRateInForce(rate: number): boolean {
  return GST_RATES_IN_FORCE.some((r) => r.rate === rate);
}

/** Whether a stored product or order may carry this rate (in force or retired). */
export function isStoredGstRate(rate: number): rate is StoredGstRate {
  return (ALL_GST_RATES as readonly number[]).includes(rate);
}

/** Why a product can't be saved with this rate (retired, or no GST rate at all), or null when it can. */
export function gstRateProblem(rate: number | null | undefined): string | null {
  if (typeof rate === "number" && isGstRateInForce(rate)) return null;
  const choose = `choose a current rate (${ratesInForceText()})`;
  const retired = RETIRED_GST_RATES.find((r) => r.rate === rate);
  if (!retired) return `Choose a GST rate: ${ratesInForceText()}`;
  const later = retired.laterFor
    ? ` (${retired.laterFor.goods} on ${shortDate(retired.laterFor.retiredOn)})`
    : "";
  return `${retired.rate}% GST was retired on ${shortDate(retired.retiredOn)}${later}: ${choose}`;
}
