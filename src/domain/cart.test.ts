import { describe, expect, it } from "vitest";
import { addLine, isInBag, isLine, lineFromProduct } from "./cart";
import { kurta, kurtaLine, line, rice, slice } from "./fixtures/cart";

const counts = (s: { cartProducts: { productId: string; size: string; productCount: number }[] }) =>
  s.cartProducts.map((l) => `${l.productId}${l.size}:${l.productCount}`);

describe("add (SPEC §4)", () => {
  it("appends the line, selected", () => {
    const s = addLine(slice(), line({ checked: false, productCount: 2 }));
    expect(s.cartProducts).toEqual([line({ checked: true, productCount: 2 })]);
  });
  it("keeps the other lines and the wishlist", () => {
    const before = slice([kurtaLine("M", "Red")]);
    const s = addLine(before, line());
    expect(counts(s)).toEqual(["kurtaM:1", "rice:1"]);
    expect(s.wishlist).toBe(before.wishlist);
  });
  it("keeps a line already in the bag as it is (same product, size and colour)", () => {
    const before = slice([line({ productCount: 2 })]);
    expect(addLine(before, line({ productCount: 1 }))).toBe(before);
  });
  it("adds another size or colour of the same product as its own line", () => {
    const s = addLine(slice([kurtaLine("M", "Red")]), kurtaLine("L", "Red"));
    expect(counts(s)).toEqual(["kurtaM:1", "kurtaL:1"]);
  });
});

describe("lines", () => {
  it("isLine compares product, size and colour", () => {
    expect(isLine(kurtaLine("M", "Red"), { productId: "kurta", size: "M", color: "Red" })).toBe(true);
    expect(isLine(kurtaLine("M", "Red"), { productId: "kurta", size: "M", color: "Blue" })).toBe(false);
    expect(isLine(line(), { productId: "rice" })).toBe(true);
  });
  it("isInBag finds a product in any variant, or the exact variant when given", () => {
    const s = slice([kurtaLine("M", "Red")]);
    expect(isInBag(s, "kurta")).toBe(true);
    expect(isInBag(s, "kurta", "M", "Red")).toBe(true);
    expect(isInBag(s, "kurta", "L", "Red")).toBe(false);
    expect(isInBag(s, "rice")).toBe(false);
  });
});

describe("lineFromProduct", () => {
  it("makes a selected line of the chosen size, colour and count", () => {
    expect(lineFromProduct(kurta, "demo", { size: "L", color: "Red", count: 1 })).toMatchObject({
      shopId: "demo",
      productId: "kurta",
      size: "L",
      color: "Red",
      productCount: 1,
      checked: true,
      gst: 12,
      error: "",
    });
  });
  it("puts the chosen colour's photo first, when the seller gave one", () => {
    const photos = { productImages: ["/front.webp", "/red.webp"], colorImages: { Red: "/red.webp" } };
    expect(
      lineFromProduct({ ...kurta, ...photos }, "demo", { size: "L", color: "Red" }).productImages,
    ).toEqual(["/red.webp", "/front.webp"]);
    expect(
      lineFromProduct({ ...kurta, ...photos }, "demo", { size: "M", color: "Blue" }).productImages,
    ).toEqual(photos.productImages);
  });
  it("ignores a size and colour for a product without variants", () => {
    expect(lineFromProduct(rice, "demo", { size: "M", color: "Red", count: 2 })).toMatchObject({
      size: "",
      color: "",
      productCount: 2,
    });
  });
});
