/**
 * The shop's first data as the web server embedded it in the shell
 * (src/web/shopBoot.ts): the stores take each part once, at start-up,
 * instead of calling the API; later loads (Try Again, another visit) call it.
 * It holds this host's shop only, or says that no shop has its subdomain.
 * Read by hand, not with a schema: the web server checked it against the
 * contract, and a schema here would grow the shop's first load.
 */
import { BOOT_ELEMENT_ID, type ShopBoot } from "../contract/boot";

/** What is left to take; a block made for another host, or none, is empty. */
type Boot = Partial<ShopBoot>;

let boot: Boot | undefined;

function read(): Boot {
  if (boot) return boot;
  boot = {};
  try {
    const text = document.getElementById(BOOT_ELEMENT_ID)?.textContent;
    const data = text ? (JSON.parse(text) as Boot) : null;
    if (data && typeof data === "object" && data.host === location.host) boot = data;
  } catch {
    // No data, or not JSON: the stores call the API.
  }
  return boot;
}

/** Whether the embedded data says no shop has this host's subdomain (a block without a shop), once. */
export function takeBootMissing(): boolean {
  const b = read();
  const missing = typeof b.host === "string" && !b.shopId;
  delete b.host;
  return missing;
}

/** The embedded part `key` of `shopId`'s data, once. */
export function takeBootShop<K extends "storeData" | "catalogue" | "product">(
  shopId: string,
  key: K,
): Boot[K] | undefined {
  const b = read();
  const value = b.shopId === shopId ? b[key] : undefined;
  delete b[key];
  return value;
}

/** The shop the embedded data was made for, and which of its parts it still holds; nothing is taken. */
export function peekBoot(): { shopId?: string; storeData: boolean; catalogue: boolean } {
  const b = read();
  return { ...(b.shopId ? { shopId: b.shopId } : {}), storeData: !!b.storeData, catalogue: !!b.catalogue };
}

/** Loads the start-up already made or started (`shop:{id}`, `catalogue:{id}`), from the embedded data or not. */
const loadedFromBoot = new Set<string>();

/** Notes that the start-up made (or started) the load `key`: the screen does not make it again. */
export function markLoadedFromBoot(key: string): void {
  loadedFromBoot.add(key);
}

/** Whether the start-up made the load `key`: a screen's first render shows it without waiting. */
export function bootLoaded(key: string): boolean {
  return loadedFromBoot.has(key);
}

/** As bootLoaded, once: the screen that asks skips its own first load; a later visit loads again. */
export function takeBootLoaded(key: string): boolean {
  return loadedFromBoot.delete(key);
}
