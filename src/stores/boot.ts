/**
 * The shop's first data as the web server embedded it in the shell
 * (src/web/shopBoot.ts): the stores take each part once, at start-up,
 * instead of calling the API; later loads (Try Again, another visit) call it.
 * Read by hand, not with a schema: the web server checked it against the
 * contract, and a schema here would grow the shop's first load.
 */
import type { Product } from "../contract/product";
import type { StoreData } from "../contract/shop";

interface Boot {
  host?: string;
  shops?: string[];
  shopId?: string;
  storeData?: StoreData;
  products?: Product[];
}

let boot: Boot | undefined;

function read(): Boot {
  if (boot) return boot;
  boot = {};
  try {
    const text = document.getElementById("shop-boot")?.textContent;
    const data = text ? (JSON.parse(text) as Boot) : null;
    if (data && typeof data === "object" && data.host === location.host) boot = data;
  } catch {
    // No data, or not JSON: the stores call the API.
  }
  return boot;
}

/** The embedded shop list, once. */
export function takeBootShops(): string[] | undefined {
  const b = read();
  const shops = Array.isArray(b.shops) ? b.shops : undefined;
  delete b.shops;
  return shops;
}

/** The embedded part `key` of `shopId`'s data, once. */
export function takeBootShop<K extends "storeData" | "products">(
  shopId: string,
  key: K,
): Boot[K] | undefined {
  const b = read();
  const value = b.shopId === shopId ? b[key] : undefined;
  delete b[key];
  return value;
}
