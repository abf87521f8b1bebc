import type { StoreData } from "../contract/shop";

/** What the catalogue calls things: a service shop (shopType 'service') books services, a product shop sells products. */
export interface Wording {
  listTitle: string;
  addToBag: string;
  goToBag: string;
  outOfStock: string;
  chooseOptions: string;
  inStock: (n: number) => string;
}

const PRODUCT: Wording = {
  listTitle: "Our Products",
  addToBag: "ADD TO BAG",
  goToBag: "GO TO BAG",
  outOfStock: "OUT OF STOCK",
  chooseOptions: "CHOOSE OPTIONS",
  inStock: (n) => `${n} in stock`,
};

const SERVICE: Wording = {
  listTitle: "Our Services",
  addToBag: "ADD SERVICE TO BAG",
  goToBag: "GO TO BAG",
  outOfStock: "NOT AVAILABLE",
  chooseOptions: "CHOOSE OPTIONS",
  inStock: (n) => `${n} ${n === 1 ? "slot" : "slots"} available`,
};

/** The wording of a shop's type. */
export function wordingFor(storeData: Pick<StoreData, "shopType">): Wording {
  return storeData.shopType === "service" ? SERVICE : PRODUCT;
}
