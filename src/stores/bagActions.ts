/**
 * The bag screen's actions (SPEC §4 "Cart"): counts, selection, removal,
 * MOVE TO WISHLIST and what follows a placed order, each applying one pure
 * rule of src/domain/bagLines.ts to the persisted `cart` slice. Apart from
 * cartActions.ts, so the catalogue screens do not load them.
 */
import * as bag from "../domain/bagLines";
import type { LineKey } from "../domain/cart";
import { update } from "./cartActions";

/** One more piece of a line, only while below its stock. */
export function increase(key: LineKey): void {
  update((s) => bag.increaseCount(s, key));
}

/** One piece fewer; the line goes at count 1. */
export function decrease(key: LineKey): void {
  update((s) => bag.decreaseCount(s, key));
}

/** Selects or unselects a line. */
export function toggleChecked(key: LineKey): void {
  update((s) => bag.toggleChecked(s, key));
}

/** Selects (or unselects) every line. */
export function checkAll(checked = true): void {
  update((s) => bag.checkAll(s, checked));
}

/** REMOVE: the selected lines leave the bag. */
export function removeChecked(): void {
  update(bag.removeChecked);
}

/** MOVE TO WISHLIST: the selected lines replace the wishlist. */
export function moveCheckedToWishlist(): void {
  update(bag.moveCheckedToWishlist);
}

/** Removes one line. */
export function removeFromBag(key: LineKey): void {
  update((s) => bag.removeLine(s, key));
}

/** Empties the bag. */
export function clearBag(): void {
  update(bag.clearBag);
}

/** After an order is placed: ordered lines go, the rest are selected. */
export function afterOrderPlaced(): void {
  update(bag.afterOrderPlaced);
}
