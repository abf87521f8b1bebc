/**
 * The shop's first data as the web server embeds it in the storefront shell
 * (src/web/shopBoot.ts writes it, src/stores/boot.ts reads it): a JSON data
 * block with this id.
 */
import type { CatalogueQuery } from "../domain/catalogueQuery";
import type { Product, ProductsResponse } from "./product";
import type { StoreData } from "./shop";

/** The id of the data block in the shell. */
export const BOOT_ELEMENT_ID = "shop-boot";

/**
 * What the shell carries for the storefront: the one shop its host names,
 * never a list of shops. `shopId` and `storeData` come together; a block
 * without them says no shop has the host's subdomain (store-not-found). No
 * block at all: the web server could not ask the API, and the storefront does.
 */
export interface ShopBoot {
  /** The host it was made for: a page saved under another host ignores it. */
  host: string;
  shopId?: string;
  storeData?: StoreData;
  /**
   * A page of the shop's catalogue, when the API gave it in time: the page
   * the home's URL asks for (its search, category, order and page), else the
   * first page in the shop's order; with the listing it answers.
   */
  catalogue?: ProductsResponse & { query: CatalogueQuery };
  /**
   * The product a product page's URL names, when that page of the catalogue
   * does not hold it (a product past the first page): its first paint shows
   * it, and its photo is fetched with the page, not after the app's start.
   */
  product?: Product;
}
