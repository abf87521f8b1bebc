/**
 * The shop's first data as the web server embeds it in the storefront shell
 * (src/web/shopBoot.ts writes it, src/stores/boot.ts reads it): a JSON data
 * block with this id.
 */
import type { Product } from "./product";
import type { StoreData } from "./shop";

/** The id of the data block in the shell. */
export const BOOT_ELEMENT_ID = "shop-boot";

/** What the shell carries for the storefront. */
export interface ShopBoot {
  /** The host it was made for: a page saved under another host ignores it. */
  host: string;
  shops: string[];
  shopId?: string;
  storeData?: StoreData;
  products?: Product[];
}
