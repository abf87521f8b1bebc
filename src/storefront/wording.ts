import type { StoreData } from "../contract/shop";
import { t } from "../i18n/t";

/** What the catalogue calls things: a service shop (shopType 'service') books services, a product shop sells products. */
export interface Wording {
  listTitle: string;
  addToBag: string;
  goToBag: string;
  outOfStock: string;
  chooseOptions: string;
  inStock: (n: number) => string;
}

/** The wording of a shop's type, in the shopper's language. */
export function wordingFor(storeData: Pick<StoreData, "shopType">): Wording {
  if (storeData.shopType === "service") {
    return {
      listTitle: t("Our Services"),
      addToBag: t("ADD SERVICE TO BAG"),
      goToBag: t("GO TO BAG"),
      outOfStock: t("NOT AVAILABLE"),
      chooseOptions: t("CHOOSE OPTIONS"),
      inStock: (n) => (n === 1 ? t("{n} slot available", { n }) : t("{n} slots available", { n })),
    };
  }
  return {
    listTitle: t("Our Products"),
    addToBag: t("ADD TO BAG"),
    goToBag: t("GO TO BAG"),
    outOfStock: t("OUT OF STOCK"),
    chooseOptions: t("CHOOSE OPTIONS"),
    inStock: (n) => t("{n} in stock", { n }),
  };
}
