import { describe, expect, it } from "vitest";
import {
  MAX_BAG_LINES,
  MAX_LINE_COUNT,
  mergeBags,
  normaliseLines,
  type SavedLine,
  sameLines,
} from "./bagSync";

const line = (productId: string, count: number, size = "", color = ""): SavedLine => ({
  productId,
  size,
  color,
  count,
});
const plenty = () => 50;

describe("mergeBags", () => {
  it("keeps the union of both bags, the server's lines first", () => {
    expect(mergeBags([line("dal", 1)], [line("rice", 2)], plenty)).toEqual([line("dal", 1), line("rice", 2)]);
  });

  it("keeps the larger count of a line in both, not the sum", () => {
    expect(mergeBags([line("dal", 2)], [line("dal", 3)], plenty)).toEqual([line("dal", 3)]);
    expect(mergeBags([line("dal", 4)], [line("dal", 1)], plenty)).toEqual([line("dal", 4)]);
  });

  it("tells sizes and colours apart", () => {
    const merged = mergeBags([line("kurta", 1, "M", "Red")], [line("kurta", 1, "L", "Red")], plenty);
    expect(merged).toHaveLength(2);
  });

  it("caps a count by the stock now, a sold-out line staying at 1", () => {
    const stock: Record<string, number> = { dal: 2, rice: 0 };
    expect(mergeBags([line("dal", 5)], [line("rice", 3)], (l) => stock[l.productId])).toEqual([
      line("dal", 2),
      line("rice", 1),
    ]);
  });

  it("drops a line whose product is gone", () => {
    expect(
      mergeBags([line("gone", 1)], [line("dal", 1)], (l) => (l.productId === "gone" ? undefined : 9)),
    ).toEqual([line("dal", 1)]);
  });
});

describe("normaliseLines", () => {
  it("keeps one line per product, size and colour, counts whole and within bounds", () => {
    expect(normaliseLines([line("dal", 2.7), line("dal", 5), line("rice", 0), line("oil", 5000)])).toEqual([
      line("dal", 2),
      line("rice", 1),
      line("oil", MAX_LINE_COUNT),
    ]);
  });

  it("keeps at most MAX_BAG_LINES lines", () => {
    const many = Array.from({ length: MAX_BAG_LINES + 5 }, (_, i) => line(`p${i}`, 1));
    expect(normaliseLines(many)).toHaveLength(MAX_BAG_LINES);
  });
});

describe("sameLines", () => {
  it("compares lines and counts in any order", () => {
    expect(sameLines([line("a", 1), line("b", 2)], [line("b", 2), line("a", 1)])).toBe(true);
    expect(sameLines([line("a", 1)], [line("a", 2)])).toBe(false);
    expect(sameLines([line("a", 1)], [line("a", 1), line("b", 1)])).toBe(false);
  });
});
