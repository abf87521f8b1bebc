import { describe, expect, it } from "vitest";
import { kurta, line, rice, slice } from "./fixtures/cart";
import { addWish, isWishlisted, moveWishToBag, removeWish, wishFromLine, wishFromProduct } from "./wishlist";

const riceWish = wishFromProduct(rice);
const kurtaWish = wishFromProduct(kurta);

describe("wishlist add (SPEC §4: also records the id)", () => {
  it("appends the entry and its id", () => {
    const s = addWish(slice(), riceWish);
    expect(s.wishlist).toEqual([riceWish]);
    expect(s.wishlistIds).toEqual(["rice"]);
    expect(isWishlisted(s, "rice")).toBe(true);
  });
  it("keeps an entry already there as it is", () => {
    const s = addWish(slice(), riceWish);
    expect(addWish(s, riceWish)).toBe(s);
  });
  it("does not record an id twice", () => {
    const s = addWish({ ...slice(), wishlistIds: ["rice"] }, riceWish);
    expect(s.wishlistIds).toEqual(["rice"]);
  });
});

describe("wishlist remove (SPEC §4: by productId)", () => {
  it("removes the entry and its id, keeping the others", () => {
    const s = removeWish(slice([], [riceWish, kurtaWish]), "rice");
    expect(s.wishlist).toEqual([kurtaWish]);
    expect(s.wishlistIds).toEqual(["kurta"]);
  });
  it("changes nothing for an id not on the list", () => {
    const s = slice([], [riceWish]);
    expect(removeWish(s, "nope")).toBe(s);
  });
});

describe("wishlist entries", () => {
  it("keep the fields of SPEC §3 and the stock the bag needs", () => {
    expect(riceWish).toMatchObject({
      productId: "rice",
      productImages: ["/rice.png"],
      productName: "Basmati Rice 5 kg",
      onePiecePrice: 250,
      productCategory: "Grocery",
      productPrice: 300,
      productdiscountPrice: 250,
      productUnits: 3,
      hasVariants: false,
    });
  });
  it("a bag line becomes an entry with its category and discount", () => {
    expect(wishFromLine(line())).toEqual(riceWish);
  });
});

describe("wishlist ADD TO BAG (SPEC §2)", () => {
  it("adds with checked true, count 1 and the shop id, and removes the entry", () => {
    const s = moveWishToBag(slice([], [riceWish, kurtaWish]), "rice", "demo");
    expect(s.cartProducts).toEqual([line({ productCount: 1, checked: true, shopId: "demo" })]);
    expect(s.wishlist).toEqual([kurtaWish]);
    expect(s.wishlistIds).toEqual(["kurta"]);
  });
  it("adds a variant product in its first size and colour in stock", () => {
    const s = moveWishToBag(slice([], [kurtaWish]), "kurta", "demo");
    expect(s.cartProducts[0]).toMatchObject({ productId: "kurta", size: "M", color: "Red", productCount: 1 });
  });
  it("adds an entry saved without stock (older data) anyway; the bag then flags it", () => {
    const { productUnits: _u, hasVariants: _h, variants: _v, ...old } = riceWish;
    const s = moveWishToBag(slice([], [old]), "rice", "demo");
    expect(s.cartProducts[0]).toMatchObject({ productUnits: 0, hasVariants: false, productCount: 1 });
  });
  it("changes nothing for an id not on the list", () => {
    const s = slice([], [riceWish]);
    expect(moveWishToBag(s, "nope", "demo")).toBe(s);
  });
});
