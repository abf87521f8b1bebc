import { describe, expect, it } from "vitest";
import {
  cartLinesOf,
  MAX_BAG_LINES,
  MAX_LINE_COUNT,
  mergeBags,
  normaliseLines,
  type SavedLine,
  sameLines,
  savedLineOf,
  withRestored,
} from "./bagSync";
import { lineFromProduct } from "./cart";
import type { CartLine, ProductLike } from "./shapes";

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

describe("the device's lines and the server's", () => {
  const product: ProductLike = {
    productId: "dal",
    productName: "Toor Dal",
    productDescription: "",
    productCategory: "Grocery",
    productImages: ["/dal.webp"],
    productPrice: 200,
    productdiscountPrice: 180,
    onePiecePrice: 180,
    gst: 5,
    productUnits: 9,
    hasVariants: false,
    variants: [],
  };
  const kept = [{ product, size: "", color: "", count: 2 }];

  it("reads a bag line as the server keeps it", () => {
    expect(savedLineOf({ productId: "dal", productCount: 3 })).toEqual(line("dal", 3));
    expect(savedLineOf({ productId: "kurta", size: "M", color: "Red", productCount: 1 })).toEqual(
      line("kurta", 1, "M", "Red"),
    );
  });

  it("makes the server's lines bag lines with the catalogue's price, selected as the device had them", () => {
    const [fresh] = cartLinesOf(kept, "demo", [], lineFromProduct);
    expect(fresh).toMatchObject({
      productId: "dal",
      productCount: 2,
      onePiecePrice: 180,
      checked: true,
      shopId: "demo",
    });
    const unselected = { ...(fresh as CartLine), checked: false, onePiecePrice: 1 };
    const [again] = cartLinesOf(kept, "demo", [unselected], lineFromProduct);
    expect(again).toMatchObject({ checked: false, onePiecePrice: 180 });
  });

  it("adds a restored bag: new lines added, a line here at its larger count", () => {
    const [dal] = cartLinesOf(kept, "demo", [], lineFromProduct) as [CartLine];
    const tea = { ...dal, productId: "tea", productCount: 1 };
    const merged = withRestored([{ ...dal, productCount: 1 }, tea], [{ ...dal, productCount: 4 }]);
    expect(merged.map((l) => [l.productId, l.productCount])).toEqual([
      ["dal", 4],
      ["tea", 1],
    ]);
    expect(withRestored([], [dal])).toEqual([dal]);
  });
});
