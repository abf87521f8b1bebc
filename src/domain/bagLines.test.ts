import { describe, expect, it } from "vitest";
import {
  afterOrderPlaced,
  checkAll,
  checkedLineHasProblem,
  clearBag,
  decreaseCount,
  flagLine,
  increaseCount,
  lineProblem,
  moveCheckedToWishlist,
  removeChecked,
  removeLine,
  toggleChecked,
} from "./bagLines";
import { kurtaLine, line, rice, slice } from "./fixtures/cart";
import { wishFromProduct } from "./wishlist";

const counts = (s: { cartProducts: { productId: string; size: string; productCount: number }[] }) =>
  s.cartProducts.map((l) => `${l.productId}${l.size}:${l.productCount}`);

const riceWish = wishFromProduct(rice);

describe("increase (SPEC §4, §5: only while below stock)", () => {
  it("adds one piece below productUnits", () => {
    expect(counts(increaseCount(slice([line({ productCount: 2 })]), { productId: "rice" }))).toEqual([
      "rice:3",
    ]);
  });
  it("stops at productUnits for a product without variants", () => {
    const before = slice([line({ productCount: 3 })]);
    expect(increaseCount(before, { productId: "rice" })).toBe(before);
  });
  it("uses the stock of the matching size and colour for a variant product", () => {
    const s = slice([kurtaLine("M", "Red"), kurtaLine("L", "Red")]);
    const once = increaseCount(s, { productId: "kurta", size: "M", color: "Red" });
    expect(counts(once)).toEqual(["kurtaM:2", "kurtaL:1"]);
    expect(increaseCount(once, { productId: "kurta", size: "M", color: "Red" })).toBe(once);
    expect(increaseCount(s, { productId: "kurta", size: "L", color: "Red" })).toBe(s);
  });
  it("never adds to a variant with no stock or an unknown variant", () => {
    const s = slice([kurtaLine("M", "Blue"), kurtaLine("XL", "Green")]);
    expect(increaseCount(s, { productId: "kurta", size: "M", color: "Blue" })).toBe(s);
    expect(increaseCount(s, { productId: "kurta", size: "XL", color: "Green" })).toBe(s);
  });
  it("ignores productUnits of a variant product", () => {
    const s = slice([kurtaLine("L", "Red", { productUnits: 50 })]);
    expect(increaseCount(s, { productId: "kurta", size: "L", color: "Red" })).toBe(s);
  });
  it("changes nothing for a line not in the bag", () => {
    const s = slice([line()]);
    expect(increaseCount(s, { productId: "nope" })).toBe(s);
  });
});

describe("decrease (SPEC §4)", () => {
  it("takes one piece away", () => {
    expect(counts(decreaseCount(slice([line({ productCount: 3 })]), { productId: "rice" }))).toEqual([
      "rice:2",
    ]);
  });
  it("removes the line at count 1", () => {
    const s = decreaseCount(slice([line(), kurtaLine("M", "Red")]), { productId: "rice" });
    expect(counts(s)).toEqual(["kurtaM:1"]);
  });
  it("touches only the named size and colour", () => {
    const s = decreaseCount(slice([kurtaLine("M", "Red"), kurtaLine("L", "Red")]), {
      productId: "kurta",
      size: "L",
      color: "Red",
    });
    expect(counts(s)).toEqual(["kurtaM:1"]);
  });
});

describe("toggle checked and check all (SPEC §4)", () => {
  it("toggle flips one line's selection", () => {
    const s = toggleChecked(slice([line(), kurtaLine("M", "Red")]), { productId: "rice" });
    expect(s.cartProducts.map((l) => l.checked)).toEqual([false, true]);
    expect(toggleChecked(s, { productId: "rice" }).cartProducts.map((l) => l.checked)).toEqual([true, true]);
  });
  it("check all selects every line; with false it unselects them", () => {
    const s = slice([
      line({ checked: false }),
      kurtaLine("M", "Red", { checked: false }),
      kurtaLine("L", "Red"),
    ]);
    expect(checkAll(s).cartProducts.every((l) => l.checked)).toBe(true);
    expect(checkAll(s, false).cartProducts.some((l) => l.checked)).toBe(false);
  });
});

describe("remove checked, remove one, clear (SPEC §4)", () => {
  it("remove checked keeps only the unselected lines", () => {
    const s = removeChecked(slice([line(), kurtaLine("M", "Red", { checked: false })]));
    expect(counts(s)).toEqual(["kurtaM:1"]);
  });
  it("remove one drops exactly that line", () => {
    const s = removeLine(slice([kurtaLine("M", "Red"), kurtaLine("L", "Red")]), {
      productId: "kurta",
      size: "M",
      color: "Red",
    });
    expect(counts(s)).toEqual(["kurtaL:1"]);
  });
  it("clear empties the bag and keeps the wishlist", () => {
    const before = slice([line()], [{ ...line(), productCategory: "Grocery", productdiscountPrice: 250 }]);
    const s = clearBag(before);
    expect(s.cartProducts).toEqual([]);
    expect(s.wishlist).toBe(before.wishlist);
  });
});

describe("after order placement (SPEC §4)", () => {
  it("removes the checked lines, then marks the rest checked", () => {
    const s = afterOrderPlaced(
      slice([line(), kurtaLine("M", "Red", { checked: false }), kurtaLine("L", "Red")]),
    );
    expect(counts(s)).toEqual(["kurtaM:1"]);
    expect(s.cartProducts[0]?.checked).toBe(true);
  });
});

describe("out-of-stock flag (SPEC §5)", () => {
  it("flags a plain line over productUnits with 'OUT OF STOCK'", () => {
    expect(lineProblem(line({ productCount: 3 }))).toBeNull();
    expect(lineProblem(line({ productCount: 4 }))).toBe("OUT OF STOCK");
  });
  it("flags a variant line over its variant's stock", () => {
    expect(lineProblem(kurtaLine("M", "Red", { productCount: 2 }))).toBeNull();
    expect(lineProblem(kurtaLine("M", "Blue"))).toBe("OUT OF STOCK");
  });
  it("shows the line's own error first", () => {
    expect(lineProblem(line({ error: "Price changed" }))).toBe("Price changed");
  });
  it("a selected flagged line flags a problem for checkout; an unselected one does not", () => {
    expect(checkedLineHasProblem(slice([line(), kurtaLine("M", "Blue")]))).toBe(true);
    expect(checkedLineHasProblem(slice([line(), kurtaLine("M", "Blue", { checked: false })]))).toBe(false);
  });
});

describe("a stock refusal's message on a line (SPEC §5 'the item's error')", () => {
  it("flags the line the server named, and that line only", () => {
    const s = slice([line(), kurtaLine("M", "Red")]);
    const flagged = flagLine(
      s,
      { productId: "kurta", size: "M", color: "Red" },
      "Only 1 left of Cotton Kurta (M / Red)",
    );
    expect(flagged.cartProducts.map((l) => l.error)).toEqual(["", "Only 1 left of Cotton Kurta (M / Red)"]);
    expect(lineProblem(flagged.cartProducts[1] as never)).toBe("Only 1 left of Cotton Kurta (M / Red)");
    expect(checkedLineHasProblem(flagged)).toBe(true);
    expect(
      flagLine(
        flagged,
        { productId: "kurta", size: "M", color: "Red" },
        "Only 1 left of Cotton Kurta (M / Red)",
      ),
    ).toBe(flagged);
  });
  it("is cleared when the shopper changes the count", () => {
    const s = slice([line({ productCount: 3, error: "Only 2 left of Basmati Rice 5 kg" })]);
    expect(decreaseCount(s, { productId: "rice" }).cartProducts[0]).toMatchObject({
      productCount: 2,
      error: "",
    });
    const low = slice([line({ productCount: 1, error: "Only 2 left of Basmati Rice 5 kg" })]);
    expect(increaseCount(low, { productId: "rice" }).cartProducts[0]).toMatchObject({
      productCount: 2,
      error: "",
    });
  });
  it("stays when the count cannot change", () => {
    const full = slice([line({ productCount: 3, error: "Only 2 left" })]);
    expect(increaseCount(full, { productId: "rice" })).toBe(full);
  });
});
describe("move checked to wishlist (SPEC §4)", () => {
  it("replaces the wishlist with the selected lines, which leave the bag", () => {
    const s = moveCheckedToWishlist(
      slice(
        [line(), kurtaLine("M", "Red", { checked: false })],
        [wishFromProduct({ ...rice, productId: "old" })],
      ),
    );
    expect(s.cartProducts.map((l) => l.productId)).toEqual(["kurta"]);
    expect(s.wishlist).toEqual([riceWish]);
    expect(s.wishlistIds).toEqual(["rice"]);
  });
  it("lists a product once when several of its sizes were selected", () => {
    const s = moveCheckedToWishlist(slice([kurtaLine("M", "Red"), kurtaLine("L", "Red")]));
    expect(s.wishlistIds).toEqual(["kurta"]);
    expect(s.cartProducts).toEqual([]);
  });
});
