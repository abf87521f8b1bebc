import * as v from "valibot";
import { StoreData } from "../contract/shop";
import { toShopId } from "../domain/host";
import { takeBootShop } from "./boot";
import { latestWins, persistentValidated } from "./persist";

/** loadingStatus of SPEC §3, shared by the shop and the shop list. */
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

const beginLoad = latestWins();

/**
 * Loads `shopId`'s storeData (SPEC §4): LOADING, then SUCCESS with storeData
 * replaced by the response, or FAILED. Only the latest call may settle the store.
 */
export async function loadShop(shopId: string): Promise<void> {
  const isLatest = beginLoad();
  const booted = takeBootShop(shopId, "storeData");
  if (booted) {
    $store.set({ storeData: booted, loadingStatus: "SUCCESS" });
    return;
  }
  const held = storeDataFor($store.get(), shopId);
  $store.set({ storeData: held, loadingStatus: "LOADING" });
  let storeData: StoreData;
  try {
    const { fetchShop } = await import("../api/shops"); // not in the shell's first load (see shopList.ts)
    storeData = await fetchShop(shopId);
  } catch {
    if (isLatest()) $store.set({ storeData: held, loadingStatus: "FAILED" });
    return;
  }
  if (!isLatest()) return;
  if (storeData.shopId !== shopId) {
    // Never show another shop's data under this shop's name.
    $store.set({ storeData: held, loadingStatus: "FAILED" });
    return;
  }
  $store.set({ storeData, loadingStatus: "SUCCESS" });
}
