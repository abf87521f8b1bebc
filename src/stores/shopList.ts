import { atom } from "nanostores";
import { takeBootShops } from "./boot";
import { latestWins } from "./persist";
import type { LoadingStatus } from "./store";

/** The known shops' subdomains (not persisted: a new shop must show up on the next visit). */
export interface ShopListState {
  status: LoadingStatus;
  shops: string[];
}

export const $shopList = atom<ShopListState>({ status: "LOADING", shops: [] });

const beginLoad = latestWins();

/**
 * Loads the shop list (SPEC §4): LOADING, then SUCCESS or FAILED. Try Again
 * calls it again. Only the latest call may settle the store.
 */
export async function loadShopList(): Promise<void> {
  const isLatest = beginLoad();
  const booted = takeBootShops();
  if (booted) {
    $shopList.set({ status: "SUCCESS", shops: booted });
    return;
  }
  const { shops } = $shopList.get();
  $shopList.set({ status: "LOADING", shops });
  try {
    // Loaded here, not with the shell: with the shell's boot data the first visit needs no HTTP client.
    const { getSubdomains } = await import("../api/shops");
    const next = await getSubdomains();
    if (isLatest()) $shopList.set({ status: "SUCCESS", shops: next });
  } catch {
    if (isLatest()) $shopList.set({ status: "FAILED", shops });
  }
}
