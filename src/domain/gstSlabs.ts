/**
 * Every GST rate a stored product or order may carry (percent), in force or
 * retired (gstRates.ts has which is which, and why). Apart from that table so
 * the storefront's first load, which checks a product's rate, carries only
 * this list.
 */
export const ALL_GST_RATES = [0, 3, 5, 12, 18, 28, 40] as const;
export type StoredGstRate = (typeof ALL_GST_RATES)[number];
