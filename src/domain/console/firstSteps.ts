/**
 * A new shop's first steps on the seller's "Today" card: shown until the
 * shop lists a product and takes its first order. Three steps, in order:
 * add products (done once it lists one), check the settings (never marked
 * done: the seller looks when they like), and share the shop's link (done
 * once anyone ordered).
 */

/** What the rule reads of the dashboard's answer: the products listed (not archived), and whether anyone ever ordered. */
export interface ShopStart {
  products: number;
  everOrdered: boolean;
}

export type FirstStep =
  | { step: "products"; done: boolean; products: number }
  | { step: "settings"; done: false }
  | { step: "share"; done: boolean };

/** The steps to show, in order, or null once the shop has products and an order (the card shows none). */
export function firstSteps(shop: ShopStart): FirstStep[] | null {
  if (shop.products > 0 && shop.everOrdered) return null;
  return [
    { step: "products", done: shop.products > 0, products: shop.products },
    { step: "settings", done: false },
    { step: "share", done: shop.everOrdered },
  ];
}
