/**
 * The seller's numbers of a shop and range (GET …/numbers; issue 37, part
 * 4), not persisted: the Numbers screen reads them for the shop and range
 * it loaded, and saves the range's CSV through them.
 */
import { getSellerNumbers, getSellerNumbersFile, type RangeAsked } from "../api/numbers";
import type { SellerNumbersResponse } from "../contract/numbers";
import { fileOf, keyedAnswer } from "./figures";

export const NUMBERS_FAILED = "Could not load the numbers. Check your connection and try again.";

const keyOf = (shopId: string, { from, to, grain }: RangeAsked) => `${shopId}|${from}|${to}|${grain}`;

const numbers = keyedAnswer<SellerNumbersResponse, [string, RangeAsked]>(
  getSellerNumbers,
  keyOf,
  NUMBERS_FAILED,
);

export const $sellerNumbers = numbers.$held;
export const sellerNumbersFor = numbers.stateFor;
export const loadSellerNumbers = numbers.load;

/** The file name of a range's CSV: "demo-numbers-2026-11-01-to-2026-11-30-by-day.csv" (as the API names it). */
export const sellerNumbersFileName = (shopId: string, { from, to, grain }: RangeAsked) =>
  `${shopId}-numbers-${from}-to-${to}-by-${grain}.csv`;

/** The range's CSV and the name to save it under, or why it could not be had. */
export const sellerNumbersFile = (shopId: string, asked: RangeAsked) =>
  fileOf(() => getSellerNumbersFile(shopId, asked), sellerNumbersFileName(shopId, asked));
