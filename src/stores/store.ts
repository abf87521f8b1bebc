import { atom } from "nanostores";
import * as v from "valibot";
import { StoreData } from "../contract/shop";
import { toShopId } from "../domain/host";
import { takeBootMissing, takeBootShop } from "./boot";
import { latestWins, persistentValidated } from "./persist";

/** loadingStatus of SPEC §3: a load under way, done or failed (the shop's, a catalogue's). */
export const LoadingStatus = v.picklist(["LOADING", "SUCCESS", "FAILED"]);
export type LoadingStatus = v.InferOutput<typeof LoadingStatus>;

/** The `store` slice: this origin's shop (null before the first load). */
export const StoreState = v.object({
  storeData: v.nullable(StoreData),
  loadingStatus: LoadingStatus,
});
export type StoreState = v.InferOutput<typeof StoreState>;

export const STORE_DEFAULT: StoreState = { storeData: null, loadingStatus: "LOADING" };

/** Persisted under localStorage key `store`. */
export const $store = persistentValidated("store", StoreState, STORE_DEFAULT);

/** The storeData of `shopId`, or null when what is held belongs to no shop or another one. */
export function storeDataFor(state: StoreState, shopId: string): StoreData | null {
  const data = state.storeData;
  return data !== null && data.shopId === toShopId(shopId) ? data : null;
}

/**
 * The shop id the API said no shop has: this host's store-not-found page
 * (not persisted: a shop created since is found on the next load).
 */
export const $missingShop = atom<string | null>(null);

const beginLoad = latestWins();

/**
 * Loads the storeData of the shop at `host`, whose subdomain is `shopId`, in
 * one lookup (SPEC §2 "Shop startup", §4): LOADING, then SUCCESS with
 * storeData replaced by the response, store-not-found ($missingShop) when no
 * shop has that subdomain, or FAILED (Try Again calls it again). The shell's
 * embedded data, when it has some, settles it without a call. Only the latest
 * call may settle the store.
 */
export async function loadShop(shopId: string, host: string): Promise<void> {
  const isLatest = beginLoad();
  const booted = takeBootShop(shopId, "storeData");
  if (booted) {
    $missingShop.set(null);
    $store.set({ storeData: booted, loadingStatus: "SUCCESS" });
    return;
  }
  if (takeBootMissing()) {
    missing(shopId);
    return;
  }
  const held = storeDataFor($store.get(), shopId);
  $store.set({ storeData: held, loadingStatus: "LOADING" });
  let storeData: StoreData | null;
  try {
    // Loaded here, not with the shell: with the shell's boot data the first visit needs no HTTP client.
    const { fetchShopAt } = await import("../api/shops");
    storeData = await fetchShopAt(host);
  } catch {
    if (isLatest()) $store.set({ storeData: held, loadingStatus: "FAILED" });
    return;
  }
  if (!isLatest()) return;
  if (storeData === null) {
    missing(shopId);
    return;
  }
  if (storeData.shopId !== shopId) {
    // Never show another shop's data under this shop's name.
    $store.set({ storeData: held, loadingStatus: "FAILED" });
    return;
  }
  $missingShop.set(null);
  $store.set({ storeData, loadingStatus: "SUCCESS" });
}

/** No shop has the subdomain `shopId`: nothing of one is held. */
function missing(shopId: string): void {
  $store.set({ storeData: null, loadingStatus: "FAILED" });
  $missingShop.set(shopId);
}
