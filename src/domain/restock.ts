/**
 * What a stock edit brought back (issue 36 "Notify me"): the sizes and
 * colours that went from 0 to above 0, and whether the product as a whole
 * did (its total went from 0). A plain product is one variant with no size
 * and no colour. Pure.
 */

export interface VariantStock {
  size: string;
  color: string;
  stock: number;
}

export interface Restock {
  variants: { size: string; color: string }[];
  wholeProduct: boolean;
}

const total = (vs: readonly VariantStock[]) => vs.reduce((n, v) => n + Math.max(0, v.stock), 0);

/** The variants of `after` that were at 0 (or absent) in `before` and are above 0 now. */
export function restocked(before: readonly VariantStock[], after: readonly VariantStock[]): Restock {
  const had = new Map(before.map((v) => [`${v.size}\u0000${v.color}`, v.stock]));
  return {
    variants: after
      .filter((v) => v.stock > 0 && (had.get(`${v.size}\u0000${v.color}`) ?? 0) <= 0)
      .map(({ size, color }) => ({ size, color })),
    wholeProduct: total(before) === 0 && total(after) > 0,
  };
}

/** A plain product's units as its one variant. */
export const plainStock = (units: number): VariantStock[] => [{ size: "", color: "", stock: units }];
