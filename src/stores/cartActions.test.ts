import { beforeEach, describe, expect, it } from "vitest";
import { kurta, rice } from "../domain/fixtures/cart";
import * as bagActions from "./bagActions";
import { $cart, CART_DEFAULT } from "./cart";
import * as cartActions from "./cartActions";

const actions = { ...cartActions, ...bagActions };

beforeEach(() => $cart.set(CART_DEFAULT));
const counts = () => ({ bag: $cart.get().cartProducts.length, wishlist: $cart.get().wishlist.length });
const lines = () =>
  $cart.get().cartProducts.map((l) => `${l.productId}${l.size}${l.color}:${l.productCount}:${l.checked}`);

describe("cart store actions apply the domain rules to the persisted slice", () => {
  it("add, increase to the stock cap, decrease and remove at 1", () => {
    actions.addToBag(kurta, "demo", { size: "M", color: "Red", count: 1 });
    actions.increase({ productId: "kurta", size: "M", color: "Red" });
    actions.increase({ productId: "kurta", size: "M", color: "Red" });
    expect(lines()).toEqual(["kurtaMRed:2:true"]);
    actions.decrease({ productId: "kurta", size: "M", color: "Red" });
    actions.decrease({ productId: "kurta", size: "M", color: "Red" });
    expect(lines()).toEqual([]);
  });

  it("toggle, check all, remove checked, remove one, clear", () => {
    actions.addToBag(rice, "demo");
    actions.addToBag(kurta, "demo", { size: "L", color: "Red" });
    actions.toggleChecked({ productId: "rice" });
    expect(lines()).toEqual(["rice:1:false", "kurtaLRed:1:true"]);
    actions.checkAll();
    expect(lines()).toEqual(["rice:1:true", "kurtaLRed:1:true"]);
    actions.toggleChecked({ productId: "rice" });
    actions.removeChecked();
    expect(lines()).toEqual(["rice:1:false"]);
    actions.addToBag(kurta, "demo", { size: "L", color: "Red" });
    actions.removeFromBag({ productId: "rice" });
    expect(lines()).toEqual(["kurtaLRed:1:true"]);
    actions.clearBag();
    expect(lines()).toEqual([]);
  });

  it("after order placement the ordered lines go and the rest are selected", () => {
    actions.addToBag(rice, "demo");
    actions.addToBag(kurta, "demo", { size: "L", color: "Red" });
    actions.toggleChecked({ productId: "rice" });
    actions.afterOrderPlaced();
    expect(lines()).toEqual(["rice:1:true"]);
  });

  it("wishlist toggle, move to bag and move checked back, with the header counts", () => {
    actions.toggleWishlist(rice);
    actions.toggleWishlist(kurta);
    expect(counts()).toEqual({ bag: 0, wishlist: 2 });
    actions.toggleWishlist(kurta);
    expect($cart.get().wishlistIds).toEqual(["rice"]);
    actions.moveWishToBag("rice", "demo");
    expect(counts()).toEqual({ bag: 1, wishlist: 0 });
    expect($cart.get().cartProducts[0]).toMatchObject({ shopId: "demo", productCount: 1, checked: true });
    actions.moveCheckedToWishlist();
    expect(counts()).toEqual({ bag: 0, wishlist: 1 });
    actions.removeFromWishlist("rice");
    expect($cart.get()).toEqual(CART_DEFAULT);
  });

  it("does not write the store when a rule changes nothing", () => {
    actions.addToBag(rice, "demo", { count: 3 });
    const before = $cart.get();
    actions.increase({ productId: "rice" });
    actions.addToBag(rice, "demo");
    expect($cart.get()).toBe(before);
  });
});
