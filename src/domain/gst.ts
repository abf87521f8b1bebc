/**
 * A line's GST (SPEC §9), apart from the bag's other money rules (money.ts,
 * which re-exports it): the catalogue shows a piece's GST, and a module the
 * product cards share with the bag would carry the bag's rules to every
 * catalogue screen.
 */

/** A line as the money rules price it. */
export interface PricedLine {
  onePiecePrice: number;
  /** One piece's MRP, when known (a price below it is a discount on MRP). */
  productPrice?: number;
  productCount: number;
  /** GST percent. */
  gst: number;
  checked?: boolean;
}

/** GST of one line: round(onePiecePrice / 100 × gst × count). */
export function lineGst(line: PricedLine): number {
  return Math.round((line.onePiecePrice / 100) * line.gst * line.productCount);
}
